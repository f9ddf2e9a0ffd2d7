import { ALL_PRIVILEGES } from '@notebook/contracts';
import { ConflictError, Decider, DomainEvent, NotFoundError, ValidationError } from '@notebook/kernel';

export type RoleCreated = DomainEvent<'RoleCreated', { roleId: string; roleName: string; privileges: string[] }>;
export type RoleUpdated = DomainEvent<'RoleUpdated', { roleId: string; roleName: string; privileges: string[] }>;
export type RoleEvent = RoleCreated | RoleUpdated;

export const RoleEventTypes = { RoleCreated: 'RoleCreated', RoleUpdated: 'RoleUpdated' } as const;
export const roleStream = (roleId: string) => `role-${roleId}`;

export type RoleState = { exists: false } | { exists: true; roleId: string };
export type RoleCommand =
  | { type: 'CreateRole'; data: { roleId: string; roleName: string; privileges: string[] } }
  | { type: 'UpdateRole'; data: { roleName: string; privileges: string[] } };

const KNOWN = new Set<string>(ALL_PRIVILEGES);

function checkPrivileges(privileges: string[]): string[] {
  const trimmed = [...new Set(privileges.map((code) => code.trim()))];
  const unknown = trimmed.find((code) => !KNOWN.has(code));
  if (unknown) throw new ValidationError(`Unknown privilege ${unknown}`, 'privileges');
  return trimmed;
}

export const roleDecider: Decider<RoleState, RoleCommand, RoleEvent> = {
  initialState: () => ({ exists: false }),
  evolve: (state, event) => (event.type === 'RoleCreated' ? { exists: true, roleId: event.data.roleId } : state),
  decide(command, state) {
    if (command.type === 'CreateRole') {
      if (state.exists) throw new ConflictError('This role already exists');
      return [{ type: 'RoleCreated', data: { ...command.data, privileges: checkPrivileges(command.data.privileges) } }];
    }
    if (!state.exists) throw new NotFoundError('Role not found');
    return [{ type: 'RoleUpdated', data: { roleId: state.roleId, roleName: command.data.roleName, privileges: checkPrivileges(command.data.privileges) } }];
  },
};
