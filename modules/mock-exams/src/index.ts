// The module's definition the application composes; its Nest module and the sealed-question provider practice is wired with.
export { MockExamsModule, mockExamsDefinition } from './mock-exams.module';
export { mockExamsEventSchemas } from './mock-exams.event-schemas';
export { UnreleasedMockQuestions } from './unreleased-mock-questions.service';

// Used only by the bench and e2e specs: the exams' services, the job names.
export { MockExamService } from './mock-exam.service';
export { MockAttemptService } from './mock-attempt.service';
export { MockExamJobs } from './jobs/mock-exam.jobs';

// Used by the schedule module's calendar: mock exams whose window overlaps a period, any status.
export { MockExamScheduleQueries } from './queries/mock-exam-schedule.queries';
export type { MockExamScheduleItem } from './queries/mock-exam-schedule.queries';
