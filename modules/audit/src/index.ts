// The module's definition the application composes, and its Nest module.
export { AuditModule, auditDefinition } from './audit.module';

// The projection the apps register (it reads the other modules' events).
export { auditProjection } from './projections/audit.projection';

// Queries: the audit trail's entries and actors (for a dashboard or a report that shows them).
export { AuditQueries } from './queries/audit.queries';

// The audited and the left-out event types (the e2e checks every recorded type is in one of them).
export { AUDITED_EVENTS, NOT_AUDITED } from './trail/audited-events';
