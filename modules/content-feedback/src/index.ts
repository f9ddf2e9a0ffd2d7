// The module's definition the application composes, and its Nest module.
export { ContentFeedbackModule, contentFeedbackDefinition } from './content-feedback.module';

// The event schemas the apps register.
export { contentFeedbackEventSchemas } from './reports/content-report.events';

// Queries: the admins' queue and a reader's own reports (specs read them back).
export { ContentReportQueries } from './queries/content-report.queries';
export { ContentReviewQueries } from './queries/content-review.queries';
