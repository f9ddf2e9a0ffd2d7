import { BusinessRuleError, ConflictError, Decider, NotFoundError, commandHandler } from '@notebook/kernel';
import type { Title, UserStatus, UserType } from '@notebook/contracts';
import { Messages } from '@notebook/contracts';
import { type ReaderSubscriptionStatusChanged, type UserEvent, userStream } from './user.events';

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
      subscriptionStatus: SubscriptionStatus | null;
      pricingPlanID: string | null;
    };

type NewProfile = { userId: string; email: string; firstName: string; lastName: string; passwordHash: string };

export type UserCommand =
  | { type: 'CreateAdminUser'; data: NewProfile & { roleIds: string[] } }
  | { type: 'RegisterReader'; data: NewProfile & { title: Title | null; emailConfirmed: boolean } }
  | { type: 'ChangePassword'; data: { passwordHash: string } }
  | { type: 'ChangeStatus'; data: { status: UserStatus } }
  | { type: 'ChangeRoles'; data: { roleIds: string[] } }
  | { type: 'ChangeSubscriptionStatus'; data: { status: SubscriptionStatus } }
  /** reader/activateUnsubscription: hold a plan without paying (the unsubscribed trial). The plan is checked to exist by the caller. */
  | { type: 'StartPlanTrial'; data: { pricingPlanID: string } };

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({ exists: false }),

  evolve(state, event) {
    switch (event.type) {
      case 'AdminUserCreated':
        return { ...newUser(event.data.userId, 'ADMIN', event.data.passwordHash), roleIds: event.data.roleIds };
      case 'ReaderRegistered':
        return newUser(event.data.userId, 'READER', event.data.passwordHash);
      default:
        if (!state.exists) return state;
        switch (event.type) {
          case 'UserPasswordChanged':
            return { ...state, passwordHash: event.data.passwordHash };
          case 'UserStatusChanged':
            return { ...state, status: event.data.status };
          case 'UserRolesChanged':
            return { ...state, roleIds: event.data.roleIds };
          case 'ReaderSubscriptionStatusChanged':
            return { ...state, subscriptionStatus: event.data.status };
          case 'ReaderPricingPlanChosen':
            return { ...state, pricingPlanID: event.data.pricingPlanID };
        }
    }
  },

  decide(command, state) {
    if (command.type === 'CreateAdminUser' || command.type === 'RegisterReader') {
      if (state.exists) throw new ConflictError(Messages.alreadyExists('user'));
      return command.type === 'CreateAdminUser' ? [{ type: 'AdminUserCreated', data: command.data }] : [{ type: 'ReaderRegistered', data: command.data }];
    }
    if (!state.exists) throw new NotFoundError(Messages.userNotFound);
    const userId = state.userId;
    switch (command.type) {
      case 'ChangePassword':
        return [{ type: 'UserPasswordChanged', data: { userId, passwordHash: command.data.passwordHash } }];
      case 'ChangeStatus':
        return state.status === command.data.status ? [] : [{ type: 'UserStatusChanged', data: { userId, status: command.data.status } }];
      case 'ChangeRoles':
        if (state.userType !== 'ADMIN') throw new BusinessRuleError(Messages.onlyAdminsHoldRoles);
        return [{ type: 'UserRolesChanged', data: { userId, roleIds: [...new Set(command.data.roleIds)] } }];
      case 'ChangeSubscriptionStatus':
        if (state.userType !== 'READER') throw new BusinessRuleError(Messages.onlyReadersHoldSubscriptions);
        return [{ type: 'ReaderSubscriptionStatusChanged', data: { userId, status: command.data.status } }];
      case 'StartPlanTrial':
        return startPlanTrial(state, command.data.pricingPlanID);
    }
  },
};

function newUser(userId: string, userType: UserType, passwordHash: string): UserState {
  return { exists: true, userId, userType, status: 'ACTIVE', passwordHash, roleIds: [], subscriptionStatus: null, pricingPlanID: null };
}

/**
 * An active subscriber already reads everything, so a trial is refused (409). Otherwise the reader
 * holds the plan in the UNSUBSCRIBED state; choosing the plan they already hold records nothing.
 */
function startPlanTrial(state: Extract<UserState, { exists: true }>, pricingPlanID: string): UserEvent[] {
  if (state.userType !== 'READER') throw new BusinessRuleError(Messages.onlyReadersHoldSubscriptions);
  if (state.subscriptionStatus === 'ACTIVE') throw new ConflictError(Messages.alreadySubscribed);
  const events: UserEvent[] = [];
  if (state.pricingPlanID !== pricingPlanID) events.push({ type: 'ReaderPricingPlanChosen', data: { userId: state.userId, pricingPlanID } });
  if (state.subscriptionStatus !== 'UNSUBSCRIBED')
    events.push({ type: 'ReaderSubscriptionStatusChanged', data: { userId: state.userId, status: 'UNSUBSCRIBED' } });
  return events;
}

export const userCommands = commandHandler({ decider: userDecider, streamName: userStream });
