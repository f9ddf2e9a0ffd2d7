export * from './contact-us.module';
export * from './contact-us.service';
export * from './contact-messages/contact-message.events';
export * from './contact-messages/contact-message.decider';
export * from './projections/contact-message.projection';
export * from './queries/contact-message.queries';
