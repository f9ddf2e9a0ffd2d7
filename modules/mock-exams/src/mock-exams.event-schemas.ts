import { mockAttemptEventSchemas } from './attempts/mock-attempt.events';
import { mockExamEventSchemas } from './exams/mock-exam.events';

/** Every event the mock-exams module records, with its schema; the composition roots register this list. */
export const mockExamsEventSchemas = [...mockExamEventSchemas, ...mockAttemptEventSchemas] as const;
