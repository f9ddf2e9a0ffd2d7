import { Kysely, sql } from 'kysely';
import type { Database, UserAccountTable } from '@notebook/read-models';

export type UserWithPrivileges = UserAccountTable & { privileges: string[] };

/** Reads of user_account joined with the privileges of the user's roles. */
export class UserQueries {
  constructor(private readonly db: Kysely<Database>) {}

  findByEmail(email: string): Promise<UserWithPrivileges | undefined> {
    return this.withPrivileges().where('u.email', '=', email.trim().toLowerCase()).executeTakeFirst();
  }

  findById(userId: string): Promise<UserWithPrivileges | undefined> {
    return this.withPrivileges().where('u.user_id', '=', userId).executeTakeFirst();
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
