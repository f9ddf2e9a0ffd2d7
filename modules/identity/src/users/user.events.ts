import type { DomainEvent } from '@notebook/kernel';
import type { Title, UserStatus } from '@notebook/contracts';

export const UserEventTypes = {
  AdminUserCreated: 'AdminUserCreated',
  ReaderRegistered: 'ReaderRegistered',
  UserPasswordChanged: 'UserPasswordChanged',
  UserStatusChanged: 'UserStatusChanged',
  UserRolesChanged: 'UserRolesChanged',
  ReaderSubscriptionStatusChanged: 'ReaderSubscriptionStatusChanged',
  ReaderPricingPlanChosen: 'ReaderPricingPlanChosen',
  EmailClaimed: 'EmailClaimed',
} as const;

type Profile = { userId: string; email: string; firstName: string; lastName: string; passwordHash: string };

export type AdminUserCreated = DomainEvent<'AdminUserCreated', Profile & { roleIds: string[] }>;
export type ReaderRegistered = DomainEvent<'ReaderRegistered', Profile & { title: Title | null; emailConfirmed: boolean }>;
export type UserPasswordChanged = DomainEvent<'UserPasswordChanged', { userId: string; passwordHash: string }>;
export type UserStatusChanged = DomainEvent<'UserStatusChanged', { userId: string; status: UserStatus }>;
export type UserRolesChanged = DomainEvent<'UserRolesChanged', { userId: string; roleIds: string[] }>;
/** Recorded by the trial start (UNSUBSCRIBED) and, for now, by the demo seed; payments will drive the rest. */
export type ReaderSubscriptionStatusChanged = DomainEvent<
  'ReaderSubscriptionStatusChanged',
  { userId: string; status: 'ACTIVE' | 'INACTIVE' | 'INITIATED' | 'UNSUBSCRIBED' }
>;

/** The reader now holds this pricing plan: its eligible topics open to them (docs/billing.md). */
export type ReaderPricingPlanChosen = DomainEvent<'ReaderPricingPlanChosen', { userId: string; pricingPlanID: string }>;

export type UserEvent =
  | AdminUserCreated
  | ReaderRegistered
  | UserPasswordChanged
  | UserStatusChanged
  | UserRolesChanged
  | ReaderSubscriptionStatusChanged
  | ReaderPricingPlanChosen;

/** Appended with no_stream to `userEmail-<email>`: whoever appends first owns the address. */
export type EmailClaimed = DomainEvent<'EmailClaimed', { email: string; userId: string }>;

export const userStream = (userId: string) => `user-${userId}`;
export const emailClaimStream = (email: string) => `userEmail-${email.toLowerCase()}`;
