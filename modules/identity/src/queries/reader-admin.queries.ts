import { Kysely, sql } from 'kysely';
import type { AdminReaderDetail, Paged, ReaderGroupRow, Title } from '@notebook/contracts';
import { type Clock, pagedRows } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';
import { planStandingOf } from '../subscriptions/reader-subscription';
import { likePattern } from './user.queries';

/** Reads for a reader's page and the reader groups screens. */
export class ReaderAdminQueries {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async reader(readerID: string): Promise<AdminReaderDetail | undefined> {
    const row = await this.db
      .selectFrom('user_account as u')
      .leftJoin('user_account as referrer', 'referrer.user_id', 'u.referred_by')
      .select([
        'u.user_id',
        'u.title',
        'u.first_name',
        'u.last_name',
        'u.email',
        'u.phone',
        'u.status',
        'u.email_confirmed',
        'u.reader_group_ids',
        'u.billing_address',
        'u.subscription_status',
        'u.subscription_period_end',
        'u.trial_ends_at',
        'u.pricing_plan_id',
        'u.referred_by',
        'u.created_at',
      ])
      .select(sql<string | null>`referrer.first_name || ' ' || referrer.last_name`.as('referrer_name'))
      .where('u.user_id', '=', readerID)
      .where('u.user_type', '=', 'READER')
      .executeTakeFirst();
    if (!row) return undefined;
    const groups = await this.groupNames(row.reader_group_ids);
    return {
      readerID: row.user_id,
      title: row.title as Title | null,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      status: row.status,
      emailConfirmed: row.email_confirmed,
      readerGroups: row.reader_group_ids.flatMap((readerGroupID) => {
        const groupName = groups.get(readerGroupID);
        return groupName === undefined ? [] : [{ readerGroupID, groupName }];
      }),
      billingAddress: row.billing_address,
      ...planStandingOf(row, this.clock.now()),
      referredBy: row.referred_by ? { readerID: row.referred_by, name: row.referrer_name ?? '' } : null,
      createdAt: row.created_at.toISOString(),
    };
  }

  /** The ids among these that are readers. */
  async readerIds(userIds: readonly string[]): Promise<string[]> {
    if (userIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('user_account')
      .select('user_id')
      .where('user_id', 'in', userIds)
      .where('user_type', '=', 'READER')
      .execute();
    return rows.map((row) => row.user_id);
  }

  /** Groups by name, each with its number of members. */
  async pageGroups(input: { page: number; rows: number; searchKey?: string }): Promise<Paged<ReaderGroupRow>> {
    let query = this.db.selectFrom('reader_group as g');
    for (const word of (input.searchKey ?? '').split(/\s+/).filter(Boolean))
      query = query.where('g.group_name', 'ilike', likePattern(word));
    const ordered = (found: typeof query) =>
      found
        .selectAll('g')
        .select(memberCount().as('members'))
        .orderBy(sql`lower(g.group_name)`)
        .orderBy('g.reader_group_id');
    return pagedRows(query, ordered, input, toGroupRow);
  }

  async group(readerGroupID: string): Promise<ReaderGroupRow | undefined> {
    const row = await this.db
      .selectFrom('reader_group as g')
      .selectAll('g')
      .select(memberCount().as('members'))
      .where('g.reader_group_id', '=', readerGroupID)
      .executeTakeFirst();
    return row && toGroupRow(row);
  }

  async existingGroupIds(readerGroupIds: readonly string[]): Promise<string[]> {
    if (readerGroupIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('reader_group')
      .select('reader_group_id')
      .where('reader_group_id', 'in', readerGroupIds)
      .execute();
    return rows.map((row) => row.reader_group_id);
  }

  private async groupNames(readerGroupIds: readonly string[]): Promise<Map<string, string>> {
    if (readerGroupIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('reader_group')
      .select(['reader_group_id', 'group_name'])
      .where('reader_group_id', 'in', readerGroupIds)
      .execute();
    return new Map(rows.map((row) => [row.reader_group_id, row.group_name]));
  }
}

function memberCount() {
  return sql<number>`(SELECT count(*)::int FROM user_account u WHERE u.reader_group_ids @> ARRAY[g.reader_group_id])`;
}

function toGroupRow(row: {
  reader_group_id: string;
  group_name: string;
  description: string;
  created_at: Date;
  members: number;
}): ReaderGroupRow {
  return {
    readerGroupID: row.reader_group_id,
    groupName: row.group_name,
    description: row.description,
    noOfMembers: row.members,
    createdAt: row.created_at.toISOString(),
  };
}
