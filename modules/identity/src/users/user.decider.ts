import { BusinessRuleError, ConflictError, Decider, NotFoundError } from '@notebook/kernel';
import type { Title, UserStatus, UserType } from '@notebook/contracts';
import type { ReaderSubscriptionStatusChanged, UserEvent } from './user.events';

export type UserState =
  | { exists: false }
  | { exists: true; userId: string; userType: UserType; status: UserStatus; passwordHash: string; roleIds: string[] };

type NewProfile = { userId: string; email: string; firstName: string; lastName: string; passwordHash: string };

export type UserCommand =
  | { type: 'CreateAdminUser'; data: NewProfile & { roleIds: string[] } }
  | { type: 'RegisterReader'; data: NewProfile & { title: Title | null; emailConfirmed: boolean } }
  | { type: 'ChangePassword'; data: { passwordHash: string } }
  | { type: 'ChangeStatus'; data: { status: UserStatus } }
  | { type: 'ChangeRoles'; data: { roleIds: string[] } }
  | { type: 'ChangeSubscriptionStatus'; data: { status: ReaderSubscriptionStatusChanged['data']['status'] } };

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({ exists: false }),

  evolve(state, event) {
    switch (event.type) {
      case 'AdminUserCreated':
        return { exists: true, userId: event.data.userId, userType: 'ADMIN', status: 'ACTIVE', passwordHash: event.data.passwordHash, roleIds: event.data.roleIds };
      case 'ReaderRegistered':
        return { exists: true, userId: event.data.userId, userType: 'READER', status: 'ACTIVE', passwordHash: event.data.passwordHash, roleIds: [] };
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
            return state;
        }
    }
  },

  decide(command, state) {
    if (command.type === 'CreateAdminUser' || command.type === 'RegisterReader') {
      if (state.exists) throw new ConflictError('This user already exists');
      return command.type === 'CreateAdminUser'
        ? [{ type: 'AdminUserCreated', data: command.data }]
        : [{ type: 'ReaderRegistered', data: command.data }];
    }
    if (!state.exists) throw new NotFoundError('User not found');
    const userId = state.userId;
    switch (command.type) {
      case 'ChangePassword':
        return [{ type: 'UserPasswordChanged', data: { userId, passwordHash: command.data.passwordHash } }];
      case 'ChangeStatus':
        return state.status === command.data.status ? [] : [{ type: 'UserStatusChanged', data: { userId, status: command.data.status } }];
      case 'ChangeRoles':
        if (state.userType !== 'ADMIN') throw new BusinessRuleError('Only admin users hold roles');
        return [{ type: 'UserRolesChanged', data: { userId, roleIds: [...new Set(command.data.roleIds)] } }];
      case 'ChangeSubscriptionStatus':
        if (state.userType !== 'READER') throw new BusinessRuleError('Only readers hold subscriptions');
        return [{ type: 'ReaderSubscriptionStatusChanged', data: { userId, status: command.data.status } }];
    }
  },
};
