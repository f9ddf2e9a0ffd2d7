import {
  BusinessRuleError,
  ConflictError,
  Decider,
  NotFoundError,
  ValidationError,
  assertCreatable,
  assertExists,
  commandHandler,
} from '@notebook/kernel';
import type { Title, UserStatus, UserType } from '@notebook/contracts';
import { Messages } from '@notebook/contracts';
import {
  type ReaderSubscription,
  type SubscriptionCommand,
  decideSubscription,
  evolveSubscription,
  noSubscription,
} from '../subscriptions/reader-subscription';
import {
  type ReaderBillingAddress,
  type ReaderSubscriptionStatusChanged,
  type UserEvent,
  userStream,
} from './user.events';

type SubscriptionStatus = ReaderSubscriptionStatusChanged['data']['status'];

export type UserState =
  | { exists: false }
  | {
      exists: true;
      userId: string;
      userType: UserType;
      status: UserStatus;
      passwordHash: string;
      roleIds: string[];
      /** The seeded first admin: every privilege, always active, roles fixed. */
      superAdmin: boolean;
      subscription: ReaderSubscription;
      email: string;
      firstName: string;
      lastName: string;
      emailConfirmed: boolean;
      /** The newest confirmation link, and the newest password reset link (null once used). */
      confirmation: { tokenId: string; issuedAt: string } | null;
      /** `welcome`: the first link of an added admin, which lasts as long as a confirmation link. */
      passwordReset: { tokenId: string; requestedAt: string; welcome: boolean } | null;
      referralUUID: string | null;
      referredBy: string | null;
      title: Title | null;
      phone: string | null;
      readerGroupIds: string[];
      billingAddress: ReaderBillingAddress | null;
      /** `<provider>:<subject>` of the provider accounts linked. */
      socialIdentities: string[];
    };

type Referral = { referrerID: string; referralUUID: string };

/** A link sent by e-mail: which one it names, and when this command runs. */
type LinkUse = { tokenId: string; now: Date; validForMs: number };

type NewProfile = { userId: string; email: string; firstName: string; lastName: string; passwordHash: string };

export type UserCommand =
  /** `welcome`: an admin added by another admin is sent a link to choose their password at once. */
  | {
      type: 'CreateAdminUser';
      data: NewProfile & { roleIds: string[]; superAdmin?: boolean; welcome?: { tokenId: string; now: Date } };
    }
  | { type: 'UpdateAdminProfile'; data: { firstName: string; lastName: string } }
  /** An admin's edit, or (without `phone`, which stays as it is) reader/updateSocialReaderInfo after a first provider sign-in. */
  | { type: 'UpdateReaderProfile'; data: { title: Title; firstName: string; lastName: string; phone?: string | null } }
  /** The new address is claimed first (email-claim.decider); a reader is sent a link to confirm it. */
  | { type: 'ChangeEmail'; data: { email: string; confirmation: { tokenId: string; now: Date } } }
  /** `set` replaces the reader's groups; `add` and `remove` change them (a bulk edit). */
  | { type: 'ChangeReaderGroups'; data: { set?: string[]; add?: string[]; remove?: string[] } }
  | { type: 'ChangeBillingAddress'; data: { billingAddress: ReaderBillingAddress | null } }
  /**
   * The provider's account is this reader's (claimed first, social-identity-claim.decider).
   * `verified`: the provider vouched for the address. Linked to an account whose address was never
   * confirmed, that takes the account over (issue 24): whoever registered it with a password (perhaps
   * not the address's owner) loses it to `replacementPasswordHash`, a password nobody knows, and the
   * address is confirmed.
   */
  | {
      type: 'LinkSocialIdentity';
      data: {
        provider: string;
        subject: string;
        email: string | null;
        verified?: { replacementPasswordHash: string; tokenId: string };
      };
    }
  /** `confirmation`: a reader who registered themselves is sent a confirmation link at once. */
  | {
      type: 'RegisterReader';
      data: NewProfile & {
        title: Title | null;
        emailConfirmed: boolean;
        confirmation?: { tokenId: string; now: Date };
        /** The reader's own referral code, and the link they came through. */
        referralUUID?: string;
        referredBy?: Referral;
        /** Added by an admin: a link to choose a password, and their details. */
        welcome?: { tokenId: string; now: Date };
        phone?: string | null;
        readerGroupIds?: string[];
      };
    }
  | { type: 'IssueReferralCode'; data: { referralUUID: string } }
  | { type: 'RecordReferral'; data: Referral }
  | { type: 'IssueEmailConfirmation'; data: { tokenId: string; now: Date } }
  | { type: 'ConfirmEmail'; data: LinkUse }
  | { type: 'RequestPasswordReset'; data: { tokenId: string; now: Date } }
  | { type: 'ResetPassword'; data: LinkUse & { passwordHash: string; welcomeValidForMs: number } }
  | { type: 'ChangePassword'; data: { passwordHash: string } }
  | { type: 'ChangeStatus'; data: { status: UserStatus } }
  | { type: 'ChangeRoles'; data: { roleIds: string[] } }
  /** The system's grant (seed, tests): the status as given, without a paid period. */
  | { type: 'ChangeSubscriptionStatus'; data: { status: SubscriptionStatus } }
  | SubscriptionCommand;

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({ exists: false }),

  evolve(state, event) {
    switch (event.type) {
      case 'AdminUserCreated':
        return {
          ...newUser('ADMIN', event.data),
          roleIds: event.data.roleIds,
          superAdmin: event.data.superAdmin === true,
        };
      case 'ReaderRegistered':
        return { ...newUser('READER', event.data), emailConfirmed: event.data.emailConfirmed, title: event.data.title };
      default:
        if (!state.exists) return state;
        switch (event.type) {
          case 'UserPasswordChanged':
            return { ...state, passwordHash: event.data.passwordHash };
          case 'AdminUserProfileUpdated':
            return { ...state, firstName: event.data.firstName, lastName: event.data.lastName };
          case 'ReaderProfileUpdated': {
            const { title, firstName, lastName, phone } = event.data;
            return { ...state, title, firstName, lastName, phone };
          }
          case 'UserEmailChanged':
            return { ...state, email: event.data.email, emailConfirmed: state.userType === 'ADMIN' };
          case 'ReaderGroupsChanged':
            return { ...state, readerGroupIds: event.data.readerGroupIds };
          case 'ReaderBillingAddressChanged':
            return { ...state, billingAddress: event.data.billingAddress };
          case 'ReaderSocialIdentityLinked':
            return {
              ...state,
              socialIdentities: [...state.socialIdentities, `${event.data.provider}:${event.data.subject}`],
            };
          case 'UserStatusChanged':
            return { ...state, status: event.data.status };
          case 'UserRolesChanged':
            return { ...state, roleIds: event.data.roleIds };
          case 'ReaderSubscriptionStatusChanged':
          case 'ReaderPricingPlanChosen':
          case 'ReaderTrialStarted':
          case 'ReaderPaidPeriodStarted':
          case 'ReaderPaidPeriodRefunded':
            return { ...state, subscription: evolveSubscription(state.subscription, event) };
          case 'ReaderEmailConfirmationIssued':
            return { ...state, confirmation: { tokenId: event.data.tokenId, issuedAt: event.data.issuedAt } };
          case 'ReaderEmailConfirmed':
            return { ...state, emailConfirmed: true, confirmation: null };
          case 'PasswordResetRequested':
            return {
              ...state,
              passwordReset: {
                tokenId: event.data.tokenId,
                requestedAt: event.data.requestedAt,
                welcome: event.data.welcome === true,
              },
            };
          case 'UserPasswordReset':
            return { ...state, passwordHash: event.data.passwordHash, passwordReset: null };
          case 'ReaderReferralCodeIssued':
            return { ...state, referralUUID: event.data.referralUUID };
          case 'ReaderReferred':
            return { ...state, referredBy: event.data.referrerID };
        }
    }
  },

  decide(command, state) {
    if (command.type === 'CreateAdminUser' || command.type === 'RegisterReader') {
      assertCreatable(state, 'user');
      if (command.type === 'CreateAdminUser') {
        const { welcome, superAdmin, ...admin } = command.data;
        const events: UserEvent[] = [{ type: 'AdminUserCreated', data: superAdmin ? { ...admin, superAdmin } : admin }];
        if (welcome) events.push(resetRequested(admin, welcome, true));
        return events;
      }
      const { confirmation, referralUUID, referredBy, welcome, phone, readerGroupIds, ...profile } = command.data;
      const events: UserEvent[] = [{ type: 'ReaderRegistered', data: profile }];
      if (confirmation && !profile.emailConfirmed) events.push(confirmationIssued(profile, confirmation));
      if (phone && profile.title) {
        const { userId, title, firstName, lastName } = profile;
        events.push({ type: 'ReaderProfileUpdated', data: { userId, title, firstName, lastName, phone } });
      }
      if (readerGroupIds?.length)
        events.push({
          type: 'ReaderGroupsChanged',
          data: { userId: profile.userId, readerGroupIds: [...new Set(readerGroupIds)] },
        });
      if (welcome) events.push(resetRequested(profile, welcome, true));
      if (referralUUID)
        events.push({ type: 'ReaderReferralCodeIssued', data: { userId: profile.userId, referralUUID } });
      if (referredBy) events.push({ type: 'ReaderReferred', data: { userId: profile.userId, ...referredBy } });
      return events;
    }
    assertExists(state, Messages.userNotFound);
    const userId = state.userId;
    switch (command.type) {
      case 'ChangePassword':
        return [{ type: 'UserPasswordChanged', data: { userId, passwordHash: command.data.passwordHash } }];
      case 'ChangeStatus':
        if (state.status === command.data.status) return [];
        if (state.superAdmin) throw new BusinessRuleError(Messages.superAdminLocked);
        return [{ type: 'UserStatusChanged', data: { userId, status: command.data.status } }];
      case 'ChangeRoles': {
        if (state.userType !== 'ADMIN') throw new BusinessRuleError(Messages.onlyAdminsHoldRoles);
        const roleIds = [...new Set(command.data.roleIds)];
        if (sameMembers(roleIds, state.roleIds)) return [];
        if (state.superAdmin) throw new BusinessRuleError(Messages.superAdminLocked);
        return [{ type: 'UserRolesChanged', data: { userId, roleIds } }];
      }
      case 'UpdateReaderProfile': {
        if (state.userType !== 'READER') throw new NotFoundError(Messages.readerNotFound, 'readerID');
        const { title, firstName, lastName } = command.data;
        const phone = command.data.phone === undefined ? state.phone : command.data.phone;
        if (
          title === state.title &&
          firstName === state.firstName &&
          lastName === state.lastName &&
          phone === state.phone
        )
          return [];
        return [{ type: 'ReaderProfileUpdated', data: { userId, title, firstName, lastName, phone } }];
      }
      case 'ChangeEmail': {
        if (command.data.email === state.email) return [];
        const changed: UserEvent = {
          type: 'UserEmailChanged',
          data: { userId, email: command.data.email, previousEmail: state.email },
        };
        if (state.userType !== 'READER') return [changed];
        return [changed, confirmationIssued({ ...state, email: command.data.email }, command.data.confirmation)];
      }
      case 'ChangeReaderGroups': {
        if (state.userType !== 'READER') throw new NotFoundError(Messages.readerNotFound, 'readerIDs');
        const { set, add = [], remove = [] } = command.data;
        const readerGroupIds = [...new Set([...(set ?? state.readerGroupIds), ...add])].filter(
          (id) => !remove.includes(id),
        );
        if (sameMembers(readerGroupIds, state.readerGroupIds)) return [];
        return [{ type: 'ReaderGroupsChanged', data: { userId, readerGroupIds } }];
      }
      case 'ChangeBillingAddress': {
        if (state.userType !== 'READER') throw new NotFoundError(Messages.readerNotFound, 'readerID');
        const { billingAddress } = command.data;
        if (JSON.stringify(billingAddress) === JSON.stringify(state.billingAddress)) return [];
        return [{ type: 'ReaderBillingAddressChanged', data: { userId, billingAddress } }];
      }
      case 'LinkSocialIdentity': {
        if (state.userType !== 'READER') throw new BusinessRuleError(Messages.socialSignInReadersOnly);
        const { provider, subject, email, verified } = command.data;
        if (state.socialIdentities.includes(`${provider}:${subject}`)) return [];
        const linked: UserEvent = { type: 'ReaderSocialIdentityLinked', data: { userId, provider, subject, email } };
        if (state.emailConfirmed || !verified) return [linked];
        return [
          linked,
          { type: 'UserPasswordChanged', data: { userId, passwordHash: verified.replacementPasswordHash } },
          { type: 'ReaderEmailConfirmed', data: { userId, tokenId: verified.tokenId } },
        ];
      }
      case 'UpdateAdminProfile': {
        if (state.userType !== 'ADMIN') throw new NotFoundError(Messages.adminUserNotFound);
        const { firstName, lastName } = command.data;
        if (firstName === state.firstName && lastName === state.lastName) return [];
        return [{ type: 'AdminUserProfileUpdated', data: { userId, firstName, lastName } }];
      }
      case 'ChangeSubscriptionStatus':
        if (state.userType !== 'READER') throw new BusinessRuleError(Messages.onlyReadersHoldSubscriptions);
        return [{ type: 'ReaderSubscriptionStatusChanged', data: { userId, status: command.data.status } }];
      case 'StartPlanTrial':
      case 'RecordPaymentInitiated':
      case 'StartPaidPeriod':
      case 'Unsubscribe':
      case 'Resubscribe':
      case 'LapseSubscription':
      case 'EndRefundedPeriod':
        if (state.userType !== 'READER') throw new BusinessRuleError(Messages.onlyReadersHoldSubscriptions);
        return decideSubscription(command, userId, state.subscription);
      case 'IssueReferralCode':
        if (state.userType !== 'READER') throw new NotFoundError(Messages.readerNotFound);
        return state.referralUUID
          ? []
          : [{ type: 'ReaderReferralCodeIssued', data: { userId, referralUUID: command.data.referralUUID } }];
      case 'RecordReferral':
        // Once: whoever came first (a second link, a repeat from another tab) records nothing.
        if (state.userType !== 'READER' || state.referredBy) return [];
        if (command.data.referrerID === userId) throw new ValidationError(Messages.ownReferral, 'referralUUID');
        return [{ type: 'ReaderReferred', data: { userId, ...command.data } }];
      case 'IssueEmailConfirmation':
        if (state.userType !== 'READER' || state.emailConfirmed) return [];
        return [confirmationIssued(state, command.data)];
      case 'ConfirmEmail':
        // A link used already (or an address confirmed another way) says so rather than confirming again.
        if (state.emailConfirmed) throw new ConflictError(Messages.emailLinkUsed, 'token');
        checkLink(
          state.confirmation && { tokenId: state.confirmation.tokenId, at: state.confirmation.issuedAt },
          command.data,
        );
        return [{ type: 'ReaderEmailConfirmed', data: { userId, tokenId: command.data.tokenId } }];
      case 'RequestPasswordReset':
        // An account that may not sign in gets no link (and the caller is told nothing more).
        if (state.status !== 'ACTIVE') return [];
        return [resetRequested(state, command.data, false)];
      case 'ResetPassword': {
        checkLink(
          state.passwordReset && { tokenId: state.passwordReset.tokenId, at: state.passwordReset.requestedAt },
          {
            ...command.data,
            validForMs: state.passwordReset?.welcome ? command.data.welcomeValidForMs : command.data.validForMs,
          },
        );
        if (state.status !== 'ACTIVE') throw new ValidationError(Messages.linkNoLongerValid, 'token');
        const reset: UserEvent = {
          type: 'UserPasswordReset',
          data: { userId, tokenId: command.data.tokenId, passwordHash: command.data.passwordHash },
        };
        // The link came by e-mail, so opening it proves the address too.
        if (state.emailConfirmed) return [reset];
        return [reset, { type: 'ReaderEmailConfirmed', data: { userId, tokenId: command.data.tokenId } }];
      }
    }
  },
};

function confirmationIssued(
  user: { userId: string; email: string; firstName: string },
  link: { tokenId: string; now: Date },
): UserEvent {
  return {
    type: 'ReaderEmailConfirmationIssued',
    data: {
      userId: user.userId,
      tokenId: link.tokenId,
      email: user.email,
      firstName: user.firstName,
      issuedAt: link.now.toISOString(),
    },
  };
}

function resetRequested(
  user: { userId: string; email: string; firstName: string },
  link: { tokenId: string; now: Date },
  welcome: boolean,
): UserEvent {
  const data = {
    userId: user.userId,
    tokenId: link.tokenId,
    email: user.email,
    firstName: user.firstName,
    requestedAt: link.now.toISOString(),
  };
  return { type: 'PasswordResetRequested', data: welcome ? { ...data, welcome } : data };
}

function sameMembers(left: readonly string[], right: readonly string[]): boolean {
  return left.length === right.length && left.every((item) => right.includes(item));
}

/** A link works when it is the newest one sent, not yet used, and not past its time. */
function checkLink(newest: { tokenId: string; at: string } | null, use: LinkUse): void {
  if (!newest || newest.tokenId !== use.tokenId) throw new ValidationError(Messages.linkNoLongerValid, 'token');
  if (use.now.getTime() > new Date(newest.at).getTime() + use.validForMs)
    throw new ValidationError(Messages.linkExpired, 'token');
}

function newUser(
  userType: UserType,
  profile: { userId: string; email: string; firstName: string; lastName: string; passwordHash: string },
): UserState {
  const { userId, email, firstName, lastName, passwordHash } = profile;
  return {
    exists: true,
    userId,
    userType,
    status: 'ACTIVE',
    passwordHash,
    roleIds: [],
    superAdmin: false,
    subscription: noSubscription(),
    email,
    firstName,
    lastName,
    emailConfirmed: userType === 'ADMIN',
    confirmation: null,
    passwordReset: null,
    referralUUID: null,
    referredBy: null,
    title: null,
    phone: null,
    readerGroupIds: [],
    billingAddress: null,
    socialIdentities: [],
  };
}

export const userCommands = commandHandler({ decider: userDecider, streamName: userStream });
