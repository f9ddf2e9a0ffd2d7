import { z } from 'zod';
import { type EventOf, defineEvent } from '@notebook/kernel';

/** `privileges` are known privilege codes, trimmed and without repeats (the decider checks them). */
const role = z.strictObject({ roleId: z.uuid(), roleName: z.string(), privileges: z.array(z.string()) });
/** `builtIn`: the seeded super admin role, which holds every privilege and is never edited. */
export const RoleCreated = defineEvent('RoleCreated', role.extend({ builtIn: z.boolean().optional() }));
export const RoleUpdated = defineEvent('RoleUpdated', role);
export type RoleCreated = EventOf<typeof RoleCreated>;
export type RoleUpdated = EventOf<typeof RoleUpdated>;
export type RoleEvent = RoleCreated | RoleUpdated;

export const RoleEventTypes = { RoleCreated: 'RoleCreated', RoleUpdated: 'RoleUpdated' } as const;
export const roleEventSchemas = [RoleCreated, RoleUpdated] as const;
export const roleStream = (roleId: string) => `role-${roleId}`;
