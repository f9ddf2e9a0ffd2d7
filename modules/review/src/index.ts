// The module's definition the application composes, and its Nest module.
export { ReviewModule, reviewDefinition } from './review.module';

// The event schemas the apps register.
export { reviewEventSchemas } from './review.event-schemas';

// Queries: the reader's review summary (the day plan's due count: summaryOf(readerID, now)), queue and forecast.
export { ReviewQueries } from './queries/review.queries';

// The job names the e2e specs wait for.
export { ReviewJobs } from './jobs/review-card.jobs';
