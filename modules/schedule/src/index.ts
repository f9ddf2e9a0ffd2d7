// The module's definition the application composes, and its Nest module.
export { ScheduleModule, scheduleDefinition } from './schedule.module';

// Used only by the specs: the month's entries from the webinars' and mock exams' queries.
export { ScheduleService } from './schedule.service';
