import type { EventTypeOf, SameTypes } from '@notebook/kernel';
import { type ReaderGroupEvent, readerGroupEventSchemas } from './reader-groups/reader-group.events';
import { RoleEvent, roleEventSchemas } from './roles/role.events';
import { type UniqueNameEvent, uniqueNameEventSchemas } from './unique-names/unique-name.events';
import { EmailClaimed, EmailReleased, SocialIdentityClaimed, UserEvent, userEventSchemas } from './users/user.events';

/** Every event the identity module records, with its schema; the composition roots register this list. */
export const identityEventSchemas = [
  ...userEventSchemas,
  ...roleEventSchemas,
  ...readerGroupEventSchemas,
  ...uniqueNameEventSchemas,
] as const;

// Compile-time check: the list holds exactly the identity module's event types.
const _everyIdentityEventListed: SameTypes<
  EventTypeOf<typeof identityEventSchemas>,
  (
    UserEvent | EmailClaimed | EmailReleased | SocialIdentityClaimed | RoleEvent | ReaderGroupEvent | UniqueNameEvent
  )['type']
> = true;
