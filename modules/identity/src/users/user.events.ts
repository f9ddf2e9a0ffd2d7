import type { DomainEvent } from '@notebook/kernel';
import type { Title, UserStatus } from '@notebook/contracts';

export const UserEventTypes = {
  AdminUserCreated: 'AdminUserCreated',
  ReaderRegistered: 'ReaderRegistered',
  UserPasswordChanged: 'UserPasswordChanged',
  UserStatusChanged: 'UserStatusChanged',
  UserRolesChanged: 'UserRolesChanged',
  ReaderSubscriptionStatusChanged: 'ReaderSubscriptionStatusChanged',
  EmailClaimed: 'EmailClaimed',
} as const;

type Profile = { userId: string; email: string; firstName: string; lastName: string; passwordHash: string };

export type AdminUserCreated = DomainEvent<'AdminUserCreated', Profile & { roleIds: string[] }>;
export type ReaderRegistered = DomainEvent<'ReaderRegistered', Profile & { title: Title | null; emailConfirmed: boolean }>;
export type UserPasswordChanged = DomainEvent<'UserPasswordChanged', { userId: string; passwordHash: string }>;
export type UserStatusChanged = DomainEvent<'UserStatusChanged', { userId: string; status: UserStatus }>;
export type UserRolesChanged = DomainEvent<'UserRolesChanged', { userId: string; roleIds: string[] }>;
/** Recorded for now by the demo seed; the billing module will drive it from payments. */
export type ReaderSubscriptionStatusChanged = DomainEvent<
  'ReaderSubscriptionStatusChanged',
  { userId: string; status: 'ACTIVE' | 'INACTIVE' | 'INITIATED' | 'UNSUBSCRIBED' }
>;

export type UserEvent =
  | AdminUserCreated
  | ReaderRegistered
  | UserPasswordChanged
  | UserStatusChanged
  | UserRolesChanged
  | ReaderSubscriptionStatusChanged;

/** Appended with no_stream to `userEmail-<email>`: whoever appends first owns the address. */
export type EmailClaimed = DomainEvent<'EmailClaimed', { email: string; userId: string }>;

export const userStream = (userId: string) => `user-${userId}`;
export const emailClaimStream = (email: string) => `userEmail-${email.toLowerCase()}`;
