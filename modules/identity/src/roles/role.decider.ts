import { Messages, isPrivilegeCode } from '@notebook/contracts';
import {
  BusinessRuleError,
  Decider,
  ValidationError,
  assertCreatable,
  assertExists,
  commandHandler,
} from '@notebook/kernel';
import { type RoleEvent, roleStream } from './role.events';

export type RoleState = { exists: false } | { exists: true; roleId: string; builtIn: boolean };
export type RoleCommand =
  | { type: 'CreateRole'; data: { roleId: string; roleName: string; privileges: string[]; builtIn?: boolean } }
  | { type: 'UpdateRole'; data: { roleName: string; privileges: string[] } };

function checkPrivileges(privileges: string[]): string[] {
  const trimmed = [...new Set(privileges.map((code) => code.trim()))];
  const unknown = trimmed.find((code) => !isPrivilegeCode(code));
  if (unknown) throw new ValidationError(Messages.unknownPrivilege(unknown), 'privileges');
  return trimmed;
}

export const roleDecider: Decider<RoleState, RoleCommand, RoleEvent> = {
  initialState: () => ({ exists: false }),
  evolve: (state, event) =>
    event.type === 'RoleCreated'
      ? { exists: true, roleId: event.data.roleId, builtIn: event.data.builtIn === true }
      : state,
  decide(command, state) {
    if (command.type === 'CreateRole') {
      assertCreatable(state, 'role');
      return [{ type: 'RoleCreated', data: { ...command.data, privileges: checkPrivileges(command.data.privileges) } }];
    }
    assertExists(state, Messages.roleNotFound);
    if (state.builtIn) throw new BusinessRuleError(Messages.builtInRoleLocked);
    return [
      {
        type: 'RoleUpdated',
        data: {
          roleId: state.roleId,
          roleName: command.data.roleName,
          privileges: checkPrivileges(command.data.privileges),
        },
      },
    ];
  },
};

export const roleCommands = commandHandler({ decider: roleDecider, streamName: roleStream });
