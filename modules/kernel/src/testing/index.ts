export * from './decider-spec';
export * from './in-memory-event-store';
