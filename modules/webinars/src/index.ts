// The module's definition the application composes, and its Nest module.
export { WebinarsModule, webinarsDefinition } from './webinars.module';
export { webinarsEventSchemas } from './webinars.event-schemas';

// Used by the seed and the specs: the admins' services and the public and readers' lists.
export { WebinarCategoriesService } from './webinar-categories.service';
export type { SaveWebinarCategory } from './webinar-categories.service';
export { WebinarsService } from './webinars.service';
export type { SaveWebinar } from './webinars.service';
export { WebinarListings } from './webinars/webinar-listings';

// Used by the schedule module's calendar: webinars overlapping a period, any status.
export { WebinarScheduleQueries } from './queries/webinar-schedule.queries';
export type { WebinarScheduleItem } from './queries/webinar-schedule.queries';

// Used by the specs here and the schedule's: a category and webinars in it, as the module records them.
export { webinarCategoryEvents } from './testing/webinar-events';
