// The module's definition the application composes, and its Nest module.
export { ContactUsModule, contactUsDefinition } from './contact-us.module';

// Queries: the admins' list of contact messages.
export { ContactMessageQueries } from './queries/contact-message.queries';

// The projection and event schemas the apps register.
export { contactMessageProjection } from './projections/contact-message.projection';
export { contactUsEventSchemas } from './contact-messages/contact-message.events';

// Used only by the seed (the demo's messages go through the real command).
export { ContactUsService } from './contact-us.service';
export type { ContactMessage } from './contact-us.service';
