export * from './event-store/event-store';
export * from './event-store/postgres-event-store';
export * from './event-store/postgres-event-store.schema';
export * from './db/database';
export * from './ids/ids';
export * from './clock/clock';
export * from './config';
