import { Kysely, type Selectable, sql } from 'kysely';
import { ALL_PRIVILEGES, type AdminReaderRow, type Paged, type Title, type UserStatus } from '@notebook/contracts';
import { pagedRows } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';
import type { UserAccountTable } from '../read-model/schema';
import { planStandingOf } from '../subscriptions/reader-subscription';

export type UserWithPrivileges = Selectable<UserAccountTable> & { privileges: string[] };

/** Reads of user_account joined with the privileges of the user's roles. */
export class UserQueries {
  constructor(private readonly db: Kysely<Database>) {}

  async findByEmail(email: string): Promise<UserWithPrivileges | undefined> {
    return superAdminHoldsAll(
      await this.withPrivileges().where('u.email', '=', email.trim().toLowerCase()).executeTakeFirst(),
    );
  }

  async findById(userId: string): Promise<UserWithPrivileges | undefined> {
    return superAdminHoldsAll(await this.withPrivileges().where('u.user_id', '=', userId).executeTakeFirst());
  }

  /** The account that signs in with this provider account, if any. */
  async userBySocialIdentity(provider: string, subject: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('user_social_identity')
      .select('user_id')
      .where('provider', '=', provider)
      .where('subject', '=', subject)
      .executeTakeFirst();
    return row?.user_id;
  }

  /** The reader whose referral code this is. */
  async readerByReferralUUID(referralUUID: string): Promise<{ userId: string } | undefined> {
    const row = await this.db
      .selectFrom('user_account')
      .select('user_id')
      .where('referral_uuid', '=', referralUUID)
      .where('user_type', '=', 'READER')
      .executeTakeFirst();
    return row && { userId: row.user_id };
  }

  /** How many readers joined through this reader's link. */
  async referralCount(readerID: string): Promise<number> {
    const row = await this.db
      .selectFrom('user_account')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('referred_by', '=', readerID)
      .executeTakeFirstOrThrow();
    return row.count;
  }

  /** Readers for admins: newest first, narrowed by a search over names and e-mail and by status; each plan's status as it stands at `now`. */
  async pageReaders(
    input: { searchKey?: string; status?: UserStatus; readerGroupID?: string; page: number; rows: number },
    now: Date,
  ): Promise<Paged<AdminReaderRow>> {
    const query = this.usersOfType('READER', input);
    const ordered = (found: typeof query) =>
      found
        .select(['user_id', 'title', 'first_name', 'last_name', 'email', 'status', 'email_confirmed', 'created_at'])
        .select(['subscription_status', 'subscription_period_end', 'trial_ends_at', 'pricing_plan_id'])
        .orderBy('created_at', 'desc')
        .orderBy('user_id');
    return pagedRows(query, ordered, input, (row) => ({
      readerID: row.user_id,
      title: row.title as Title | null,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      status: row.status,
      emailConfirmed: row.email_confirmed,
      ...planStandingOf(row, now),
      createdAt: row.created_at.toISOString(),
    }));
  }

  /** Users of one type, narrowed by status and by a search whose every word matches a name or the e-mail (`%` and `_` literally). */
  usersOfType(
    userType: 'ADMIN' | 'READER',
    input: { searchKey?: string; status?: UserStatus; readerGroupID?: string },
  ) {
    let query = this.db.selectFrom('user_account').where('user_type', '=', userType);
    if (input.status) query = query.where('status', '=', input.status);
    if (input.readerGroupID)
      query = query.where(sql<boolean>`reader_group_ids @> ARRAY[${input.readerGroupID}]::uuid[]`);
    for (const word of (input.searchKey ?? '').split(/\s+/).filter(Boolean)) {
      const pattern = likePattern(word);
      query = query.where((eb) =>
        eb.or([eb('first_name', 'ilike', pattern), eb('last_name', 'ilike', pattern), eb('email', 'ilike', pattern)]),
      );
    }
    return query;
  }

  private withPrivileges() {
    return this.db
      .selectFrom('user_account as u')
      .selectAll('u')
      .select(
        sql<string[]>`coalesce((
          SELECT array_agg(DISTINCT p ORDER BY p) FROM role r, unnest(r.privileges) AS p
          WHERE r.role_id = ANY(u.role_ids)
        ), '{}')`.as('privileges'),
      );
  }
}

/** The seeded super admin holds every privilege, those added after their role was made included. */
function superAdminHoldsAll(user: UserWithPrivileges | undefined): UserWithPrivileges | undefined {
  return user?.super_admin ? { ...user, privileges: [...ALL_PRIVILEGES] } : user;
}

/** `%word%` with the word's own `%`, `_` and `\\` taken literally. */
export function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
