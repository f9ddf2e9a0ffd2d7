// The module's definition the application composes, and its Nest module.
export { NotificationsModule, notificationsDefinition } from './notifications.module';
export { notificationsEventSchemas } from './notifications.event-schemas';

// The API's socket server sends a reconnecting reader what they missed through it (sendMissed).
export { ReaderNotificationsService } from './reader-notifications.service';

// Used by the specs: the admins' service.
export { NotificationsService } from './notifications.service';
