import { Kysely, sql } from 'kysely';

/** Referrals (issue 16): each reader's own referral code, and who referred them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE user_account ADD COLUMN referral_uuid uuid UNIQUE, ADD COLUMN referred_by uuid;
    CREATE INDEX user_account_referred_by ON user_account (referred_by) WHERE referred_by IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE user_account DROP COLUMN referral_uuid, DROP COLUMN referred_by`.execute(db);
}
