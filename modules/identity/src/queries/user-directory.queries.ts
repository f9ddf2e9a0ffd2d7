import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '@notebook/read-models';
import type { BillingAddressColumn, UserAccountTable } from '../read-model/schema';
import type { SubscriptionColumns } from '../subscriptions/reader-subscription';

/** Who a user is, as other modules may show them (names on a receipt, a refund, an export). */
export type UserContact = {
  userID: string;
  userType: 'ADMIN' | 'READER';
  title: string | null;
  firstName: string;
  lastName: string;
  email: string;
  billingAddress: BillingAddressColumn | null;
};

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What other modules may read of the users: their contacts and a reader's subscription columns.
 * Identity's own queries (sign-in by e-mail with the password hash, privileges) stay inside it.
 */
export class UserDirectory {
  constructor(private readonly db: Kysely<Database>) {}

  /** The users among `userIDs`, keyed by their stored (lower-case) id, in one query; an id that names no user (or is no user id at all, e.g. 'system') is absent. */
  async contactsOf(userIDs: readonly string[]): Promise<Map<string, UserContact>> {
    const ids = [...new Set(userIDs)].filter((id) => USER_ID.test(id));
    if (!ids.length) return new Map();
    const rows = await this.db
      .selectFrom('user_account')
      .select(['user_id', 'user_type', 'title', 'first_name', 'last_name', 'email', 'billing_address'])
      .where('user_id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.user_id, toContact(row)]));
  }

  /** The subscription columns of a user's row, all null when there is no such user (for `subscriptionFactsOf`). */
  async subscriptionColumns(userID: string): Promise<SubscriptionColumns> {
    const row = await this.db
      .selectFrom('user_account')
      .select(['subscription_status', 'pricing_plan_id', 'subscription_period_end', 'trial_ends_at'])
      .where('user_id', '=', userID)
      .executeTakeFirst();
    return (
      row ?? { subscription_status: null, pricing_plan_id: null, subscription_period_end: null, trial_ends_at: null }
    );
  }

  /**
   * Sign-ins (passwords, providers and returns with a kept session) per UTC day since `from`, keyed
   * 'YYYY-MM-DD': the admin dashboard's "sign-ins today" and its trend (reports module).
   */
  async signInsByDay(from: Date): Promise<Map<string, number>> {
    const { rows } = await sql<{ day: string; n: number }>`
      SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS n
      FROM user_login WHERE at >= ${from} GROUP BY 1`.execute(this.db);
    return new Map(rows.map((row) => [row.day, Number(row.n)]));
  }
}

function toContact(
  row: Pick<
    Selectable<UserAccountTable>,
    'user_id' | 'user_type' | 'title' | 'first_name' | 'last_name' | 'email' | 'billing_address'
  >,
): UserContact {
  return {
    userID: row.user_id,
    userType: row.user_type,
    title: row.title,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    billingAddress: row.billing_address,
  };
}
