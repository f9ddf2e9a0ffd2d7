export * from './contact-us.module';
export * from './contact-us.service';
export * from './contact-message.events';
export * from './contact-message.decider';
export * from './contact-message.projection';
export * from './contact-message.queries';
export * from './contact-message-rate-limiter';
