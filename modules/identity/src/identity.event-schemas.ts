import type { EventTypeOf, SameTypes } from '@notebook/kernel';
import { RoleEvent, roleEventSchemas } from './roles/role.events';
import { EmailClaimed, UserEvent, userEventSchemas } from './users/user.events';

/** Every event the identity module records, with its schema; the composition roots register this list. */
export const identityEventSchemas = [...userEventSchemas, ...roleEventSchemas] as const;

// Compile-time check: the list holds exactly the identity module's event types.
const _everyIdentityEventListed: SameTypes<EventTypeOf<typeof identityEventSchemas>, (UserEvent | EmailClaimed | RoleEvent)['type']> = true;
