import type { ColumnType, Generated } from 'kysely';

/**
 * The read model this module keeps: its tables as Kysely sees them. The augmentation adds them to the
 * application's one `Database` type; only this module's queries and projections may name them (modules.shape).
 */
declare module '@notebook/read-models' {
  interface Database extends IdentityTables {}
}

export interface RoleTable {
  role_id: string;
  role_name: string;
  privileges: string[];
  /** The seeded super admin role: every privilege, never edited. */
  built_in: boolean;
  created_at: Date;
}

export interface UserAccountTable {
  user_id: string;
  user_type: 'ADMIN' | 'READER';
  email: string;
  first_name: string;
  last_name: string;
  title: string | null;
  password_hash: string;
  status: 'ACTIVE' | 'INACTIVE' | 'BLOCKED';
  role_ids: string[];
  /** The seeded first admin: holds every privilege whatever their roles, always active. */
  super_admin: boolean;
  image_uri: string | null;
  email_confirmed: boolean;
  /** When the newest confirmation link was sent; null when none was (confirmed by an admin or the seed). */
  confirmation_sent_at: Date | null;
  /** The reader's own referral code (their link's key); null until issued. */
  referral_uuid: string | null;
  /** The reader whose link this reader joined through. */
  referred_by: string | null;
  phone: string | null;
  /** The reader's billing address (addressLine1, addressLine2?, city, state, postcode, country). */
  billing_address: ColumnType<BillingAddressColumn | null, string | null, string | null>;
  reader_group_ids: string[];
  /** The reader's plan status (ReaderPricingPlanStatus), null before any plan. */
  subscription_status: string | null;
  /** The pricing plan the reader holds (its eligible topics are open during its free trial). */
  pricing_plan_id: string | null;
  /** The end of the paid period: everything is open until then. */
  subscription_period_end: Date | null;
  /** The end of the reader's one free trial. */
  trial_ends_at: Date | null;
  /** Moves on with each password change or reset and each change of roles: access tokens carry it, older ones are refused. */
  token_version: Generated<number>;
  created_at: Date;
  updated_at: Date;
}

export type BillingAddressColumn = {
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
};

export interface ReaderGroupTable {
  reader_group_id: string;
  group_name: string;
  description: string;
  created_at: Date;
}

export interface UserSocialIdentityTable {
  provider: string;
  subject: string;
  user_id: string;
  email: string | null;
  linked_at: Date;
}

/** Not a projection: one row per sign-in (or return with a kept session), written by the identity module. */
export interface UserLoginTable {
  login_id: string;
  user_id: string;
  at: Date;
  method: 'PASSWORD' | 'OAUTH' | 'RETURN';
  provider: string | null;
  ip_address: string | null;
  user_agent: string | null;
}

/** Not a projection: sessions are operational state written directly by the identity module. */
export interface RefreshTokenTable {
  token_id: string;
  family_id: string;
  user_id: string;
  token_hash: string;
  created_at: ColumnType<Date, Date, never>;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

export interface IdentityTables {
  role: RoleTable;
  user_account: UserAccountTable;
  refresh_token: RefreshTokenTable;
  reader_group: ReaderGroupTable;
  user_login: UserLoginTable;
  user_social_identity: UserSocialIdentityTable;
}
