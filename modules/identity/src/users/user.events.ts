import { z } from 'zod';
import { ReaderPricingPlanStatus, Title, UserStatus } from '@notebook/contracts';
import { type EventOf, defineEvent } from '@notebook/kernel';

export const UserEventTypes = {
  AdminUserCreated: 'AdminUserCreated',
  ReaderRegistered: 'ReaderRegistered',
  UserPasswordChanged: 'UserPasswordChanged',
  UserStatusChanged: 'UserStatusChanged',
  UserRolesChanged: 'UserRolesChanged',
  ReaderSubscriptionStatusChanged: 'ReaderSubscriptionStatusChanged',
  ReaderPricingPlanChosen: 'ReaderPricingPlanChosen',
  ReaderTrialStarted: 'ReaderTrialStarted',
  ReaderPaidPeriodStarted: 'ReaderPaidPeriodStarted',
  ReaderPaidPeriodRefunded: 'ReaderPaidPeriodRefunded',
  EmailClaimed: 'EmailClaimed',
  ReaderEmailConfirmationIssued: 'ReaderEmailConfirmationIssued',
  ReaderEmailConfirmed: 'ReaderEmailConfirmed',
  PasswordResetRequested: 'PasswordResetRequested',
  UserPasswordReset: 'UserPasswordReset',
  ReaderReferralCodeIssued: 'ReaderReferralCodeIssued',
  ReaderReferred: 'ReaderReferred',
  AdminUserProfileUpdated: 'AdminUserProfileUpdated',
  ReaderProfileUpdated: 'ReaderProfileUpdated',
  UserEmailChanged: 'UserEmailChanged',
  EmailReleased: 'EmailReleased',
  ReaderGroupsChanged: 'ReaderGroupsChanged',
  ReaderBillingAddressChanged: 'ReaderBillingAddressChanged',
  ReaderSocialIdentityLinked: 'ReaderSocialIdentityLinked',
  SocialIdentityClaimed: 'SocialIdentityClaimed',
} as const;

/** `email` is trimmed and lower-cased by the email claim; `passwordHash` is argon2id over the password digest. */
const profile = z.strictObject({
  userId: z.uuid(),
  email: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
  passwordHash: z.string().min(1),
});

/** `superAdmin`: the seeded first admin, who holds every privilege and cannot be deactivated or stripped of roles. */
export const AdminUserCreated = defineEvent(
  'AdminUserCreated',
  profile.extend({ roleIds: z.array(z.uuid()), superAdmin: z.boolean().optional() }),
);
/** An admin's edit of a reader's details (issue 16). `phone` null: none given. */
export const ReaderProfileUpdated = defineEvent(
  'ReaderProfileUpdated',
  z.strictObject({
    userId: z.uuid(),
    title: z.enum(Title),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
  }),
);
/** The account's address changed (the new one claimed first); a reader confirms it anew. */
export const UserEmailChanged = defineEvent(
  'UserEmailChanged',
  z.strictObject({ userId: z.uuid(), email: z.string().min(1), previousEmail: z.string().min(1) }),
);
/** The reader groups the reader belongs to, all of them. */
export const ReaderGroupsChanged = defineEvent(
  'ReaderGroupsChanged',
  z.strictObject({ userId: z.uuid(), readerGroupIds: z.array(z.uuid()) }),
);
const billingAddress = z.strictObject({
  addressLine1: z.string(),
  addressLine2: z.string().optional(),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  country: z.string(),
});
export const ReaderBillingAddressChanged = defineEvent(
  'ReaderBillingAddressChanged',
  z.strictObject({ userId: z.uuid(), billingAddress: billingAddress.nullable() }),
);
/** The reader signs in with this provider's account (`subject`: the provider's stable id for them). */
export const ReaderSocialIdentityLinked = defineEvent(
  'ReaderSocialIdentityLinked',
  z.strictObject({
    userId: z.uuid(),
    provider: z.string().min(1),
    subject: z.string().min(1),
    email: z.string().nullable(),
  }),
);
/** On `socialIdentity-<provider>-<subject>`: whoever appends first owns the provider's account (as the e-mail claim). */
export const SocialIdentityClaimed = defineEvent(
  'SocialIdentityClaimed',
  z.strictObject({ provider: z.string().min(1), subject: z.string().min(1), userId: z.uuid() }),
);
export const AdminUserProfileUpdated = defineEvent(
  'AdminUserProfileUpdated',
  z.strictObject({ userId: z.uuid(), firstName: z.string(), lastName: z.string() }),
);
export const ReaderRegistered = defineEvent(
  'ReaderRegistered',
  profile.extend({ title: z.enum(Title).nullable(), emailConfirmed: z.boolean() }),
);
export const UserPasswordChanged = defineEvent(
  'UserPasswordChanged',
  z.strictObject({ userId: z.uuid(), passwordHash: z.string().min(1) }),
);
export const UserStatusChanged = defineEvent(
  'UserStatusChanged',
  z.strictObject({ userId: z.uuid(), status: z.enum(UserStatus) }),
);
export const UserRolesChanged = defineEvent(
  'UserRolesChanged',
  z.strictObject({ userId: z.uuid(), roleIds: z.array(z.uuid()) }),
);
/**
 * The reader's plan status as the spec names it: INITIATED (a first payment under way), UNSUBSCRIBED
 * (on the free trial, or a paid period that will not renew), INACTIVE (lapsed), ACTIVE (renewing;
 * without a paid period: granted by the seed or the system).
 */
export const ReaderSubscriptionStatusChanged = defineEvent(
  'ReaderSubscriptionStatusChanged',
  z.strictObject({ userId: z.uuid(), status: z.enum(ReaderPricingPlanStatus) }),
);
/** The reader now holds this pricing plan: its eligible topics open to them (docs/billing.md). */
export const ReaderPricingPlanChosen = defineEvent(
  'ReaderPricingPlanChosen',
  z.strictObject({ userId: z.uuid(), pricingPlanID: z.uuid() }),
);
/** The reader's one free trial of a plan (UNSUBSCRIBED): its eligible topics open until `endsAt`. */
export const ReaderTrialStarted = defineEvent(
  'ReaderTrialStarted',
  z.strictObject({ userId: z.uuid(), pricingPlanID: z.uuid(), endsAt: z.iso.datetime() }),
);
/**
 * A payment bought a period of the plan (a first subscription, a renewal or an upgrade): ACTIVE,
 * everything open until `periodEnd`. `paymentID` makes it once per payment.
 */
export const ReaderPaidPeriodStarted = defineEvent(
  'ReaderPaidPeriodStarted',
  z.strictObject({
    userId: z.uuid(),
    pricingPlanID: z.uuid(),
    paymentID: z.uuid(),
    periodStart: z.iso.datetime(),
    periodEnd: z.iso.datetime(),
  }),
);
/**
 * The payment that bought the current period was refunded in full: the period it bought now ends at
 * `periodEnd` (the moment of the refund, or the start of a period not yet begun), so what it
 * opened closes then. An upgrade's refund carries `restored`: the period the upgrade replaced, which
 * runs again with its plan to its own end (issue 28: a refund ends only what that payment bought).
 */
export const ReaderPaidPeriodRefunded = defineEvent(
  'ReaderPaidPeriodRefunded',
  z.strictObject({
    userId: z.uuid(),
    paymentID: z.uuid(),
    periodEnd: z.iso.datetime(),
    restored: z
      .strictObject({
        paymentID: z.uuid(),
        pricingPlanID: z.uuid(),
        periodStart: z.iso.datetime(),
        periodEnd: z.iso.datetime(),
      })
      .optional(),
  }),
);
/**
 * A confirmation link was sent (at registration, or again on request): the link names `tokenId`
 * and carries an HMAC of it (users/account-links.ts), so the secret itself is never recorded. Only
 * the newest link works, for EMAIL_CONFIRMATION_HOURS.
 */
export const ReaderEmailConfirmationIssued = defineEvent(
  'ReaderEmailConfirmationIssued',
  z.strictObject({
    userId: z.uuid(),
    tokenId: z.uuid(),
    email: z.string().min(1),
    firstName: z.string(),
    issuedAt: z.iso.datetime({ offset: true }),
  }),
);
export const ReaderEmailConfirmed = defineEvent(
  'ReaderEmailConfirmed',
  z.strictObject({ userId: z.uuid(), tokenId: z.uuid() }),
);
/**
 * A password reset link was sent; as the confirmation link, only the newest works, once, for
 * PASSWORD_RESET_MINUTES. `welcome`: the first one of an admin user an admin added, who chooses
 * their password with it.
 */
export const PasswordResetRequested = defineEvent(
  'PasswordResetRequested',
  z.strictObject({
    userId: z.uuid(),
    tokenId: z.uuid(),
    email: z.string().min(1),
    firstName: z.string(),
    requestedAt: z.iso.datetime({ offset: true }),
    welcome: z.boolean().optional(),
  }),
);
export const UserPasswordReset = defineEvent(
  'UserPasswordReset',
  z.strictObject({ userId: z.uuid(), tokenId: z.uuid(), passwordHash: z.string().min(1) }),
);
/** The reader's own referral code (`referralUUID`), the key of their referral link; issued at registration, or on first asking for the link. */
export const ReaderReferralCodeIssued = defineEvent(
  'ReaderReferralCodeIssued',
  z.strictObject({ userId: z.uuid(), referralUUID: z.uuid() }),
);
/** The reader joined through another reader's link: recorded once, on the new reader's stream. */
export const ReaderReferred = defineEvent(
  'ReaderReferred',
  z.strictObject({ userId: z.uuid(), referrerID: z.uuid(), referralUUID: z.uuid() }),
);
/** Appended to `userEmail-<email>` while nobody holds it: whoever appends first owns the address. */
export const EmailClaimed = defineEvent('EmailClaimed', z.strictObject({ email: z.string().min(1), userId: z.uuid() }));
/** The owner moved to another address: this one is free again. */
export const EmailReleased = defineEvent(
  'EmailReleased',
  z.strictObject({ email: z.string().min(1), userId: z.uuid() }),
);

export type AdminUserCreated = EventOf<typeof AdminUserCreated>;
export type ReaderRegistered = EventOf<typeof ReaderRegistered>;
export type UserPasswordChanged = EventOf<typeof UserPasswordChanged>;
export type UserStatusChanged = EventOf<typeof UserStatusChanged>;
export type UserRolesChanged = EventOf<typeof UserRolesChanged>;
export type ReaderSubscriptionStatusChanged = EventOf<typeof ReaderSubscriptionStatusChanged>;
export type ReaderPricingPlanChosen = EventOf<typeof ReaderPricingPlanChosen>;
export type ReaderTrialStarted = EventOf<typeof ReaderTrialStarted>;
export type ReaderPaidPeriodStarted = EventOf<typeof ReaderPaidPeriodStarted>;
export type ReaderPaidPeriodRefunded = EventOf<typeof ReaderPaidPeriodRefunded>;
export type EmailClaimed = EventOf<typeof EmailClaimed>;
export type EmailReleased = EventOf<typeof EmailReleased>;
export type SocialIdentityClaimed = EventOf<typeof SocialIdentityClaimed>;
export type ReaderBillingAddress = NonNullable<EventOf<typeof ReaderBillingAddressChanged>['data']['billingAddress']>;
export type ReaderEmailConfirmationIssued = EventOf<typeof ReaderEmailConfirmationIssued>;
export type PasswordResetRequested = EventOf<typeof PasswordResetRequested>;

export type UserEvent =
  | AdminUserCreated
  | ReaderRegistered
  | UserPasswordChanged
  | UserStatusChanged
  | UserRolesChanged
  | ReaderSubscriptionStatusChanged
  | ReaderPricingPlanChosen
  | ReaderTrialStarted
  | ReaderPaidPeriodStarted
  | ReaderPaidPeriodRefunded
  | ReaderEmailConfirmationIssued
  | EventOf<typeof ReaderEmailConfirmed>
  | PasswordResetRequested
  | EventOf<typeof UserPasswordReset>
  | EventOf<typeof ReaderReferralCodeIssued>
  | EventOf<typeof ReaderReferred>
  | EventOf<typeof AdminUserProfileUpdated>
  | EventOf<typeof ReaderProfileUpdated>
  | EventOf<typeof UserEmailChanged>
  | EventOf<typeof ReaderGroupsChanged>
  | EventOf<typeof ReaderBillingAddressChanged>
  | EventOf<typeof ReaderSocialIdentityLinked>;

export const userEventSchemas = [
  AdminUserCreated,
  ReaderRegistered,
  UserPasswordChanged,
  UserStatusChanged,
  UserRolesChanged,
  ReaderSubscriptionStatusChanged,
  ReaderPricingPlanChosen,
  ReaderTrialStarted,
  ReaderPaidPeriodStarted,
  ReaderPaidPeriodRefunded,
  EmailClaimed,
  ReaderEmailConfirmationIssued,
  ReaderEmailConfirmed,
  PasswordResetRequested,
  UserPasswordReset,
  ReaderReferralCodeIssued,
  ReaderReferred,
  AdminUserProfileUpdated,
  ReaderProfileUpdated,
  UserEmailChanged,
  EmailReleased,
  ReaderGroupsChanged,
  ReaderBillingAddressChanged,
  ReaderSocialIdentityLinked,
  SocialIdentityClaimed,
] as const;

export const socialIdentityStream = (key: string) => `socialIdentity-${key}`;

export const userStream = (userId: string) => `user-${userId}`;
export const emailClaimStream = (email: string) => `userEmail-${email.toLowerCase()}`;
