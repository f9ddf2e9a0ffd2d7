import { Kysely, sql } from 'kysely';
import type { AdminRoleRow, AdminUserRow, Paged, UserStatus } from '@notebook/contracts';
import { type PageRequest, pageWithTotal, pagedRows } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';
import { likePattern, type UserQueries } from './user.queries';

/** Reads for the roles and admin users screens. */
export class AdminQueries {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly users: UserQueries,
  ) {}

  /** Roles by name, each with how many admin users hold it. */
  async pageRoles(input: PageRequest & { searchKey?: string }): Promise<Paged<AdminRoleRow>> {
    let query = this.db.selectFrom('role as r');
    for (const word of (input.searchKey ?? '').split(/\s+/).filter(Boolean))
      query = query.where('r.role_name', 'ilike', likePattern(word));
    const ordered = (found: typeof query) =>
      found
        .select(['r.role_id', 'r.role_name', 'r.privileges', 'r.built_in'])
        .select(roleHolderCount().as('holders'))
        .orderBy(sql`lower(r.role_name)`)
        .orderBy('r.role_id');
    return pagedRows(query, ordered, input, toRoleRow);
  }

  async role(roleID: string): Promise<AdminRoleRow | undefined> {
    const row = await this.db
      .selectFrom('role as r')
      .select(['r.role_id', 'r.role_name', 'r.privileges', 'r.built_in'])
      .select(roleHolderCount().as('holders'))
      .where('r.role_id', '=', roleID)
      .executeTakeFirst();
    return row && toRoleRow(row);
  }

  async existingRoleIds(roleIds: readonly string[]): Promise<string[]> {
    if (roleIds.length === 0) return [];
    const rows = await this.db.selectFrom('role').select('role_id').where('role_id', 'in', roleIds).execute();
    return rows.map((row) => row.role_id);
  }

  /** The privileges these roles give together. */
  async privilegesOf(roleIds: readonly string[]): Promise<string[]> {
    if (roleIds.length === 0) return [];
    const rows = await this.db.selectFrom('role').select('privileges').where('role_id', 'in', roleIds).execute();
    return [...new Set(rows.flatMap((row) => row.privileges))];
  }

  /** Admin users holding the role (their cached sign-ins go stale when it changes). */
  async holdersOf(roleID: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('user_account')
      .select('user_id')
      .where(sql<boolean>`${roleID}::uuid = ANY(role_ids)`)
      .execute();
    return rows.map((row) => row.user_id);
  }

  /** Admin users, newest first, with their roles' names. */
  async pageAdminUsers(input: PageRequest & { searchKey?: string; status?: UserStatus }): Promise<Paged<AdminUserRow>> {
    const query = this.users.usersOfType('ADMIN', input);
    const { rows, total } = await pageWithTotal(
      query,
      (found) =>
        found
          .select(['user_id', 'first_name', 'last_name', 'email', 'status', 'role_ids', 'super_admin', 'created_at'])
          .orderBy('created_at', 'desc')
          .orderBy('user_id'),
      input,
    );
    const roleNames = await this.roleNames(rows.flatMap((row) => row.role_ids));
    return { pageData: rows.map((row) => toAdminUserRow(row, roleNames)), totalNoOfRecords: total };
  }

  async adminUser(adminUserID: string): Promise<AdminUserRow | undefined> {
    const row = await this.db
      .selectFrom('user_account')
      .select(['user_id', 'first_name', 'last_name', 'email', 'status', 'role_ids', 'super_admin', 'created_at'])
      .where('user_id', '=', adminUserID)
      .where('user_type', '=', 'ADMIN')
      .executeTakeFirst();
    return row && toAdminUserRow(row, await this.roleNames(row.role_ids));
  }

  private async roleNames(roleIds: readonly string[]): Promise<Map<string, string>> {
    if (roleIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('role')
      .select(['role_id', 'role_name'])
      .where('role_id', 'in', [...new Set(roleIds)])
      .execute();
    return new Map(rows.map((row) => [row.role_id, row.role_name]));
  }
}

function roleHolderCount() {
  return sql<number>`(SELECT count(*)::int FROM user_account u WHERE r.role_id = ANY(u.role_ids))`;
}

function toRoleRow(row: {
  role_id: string;
  role_name: string;
  privileges: string[];
  built_in: boolean;
  holders: number;
}): AdminRoleRow {
  return {
    roleID: row.role_id,
    roleName: row.role_name,
    privileges: row.privileges,
    noOfUsers: row.holders,
    builtIn: row.built_in,
  };
}

type AdminUserRecord = {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  status: UserStatus;
  role_ids: string[];
  super_admin: boolean;
  created_at: Date;
};

function toAdminUserRow(row: AdminUserRecord, roleNames: Map<string, string>): AdminUserRow {
  return {
    adminUserID: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    status: row.status,
    roles: row.role_ids.flatMap((roleID) => {
      const roleName = roleNames.get(roleID);
      return roleName === undefined ? [] : [{ roleID, roleName }];
    }),
    superAdmin: row.super_admin,
    createdAt: row.created_at.toISOString(),
  };
}
