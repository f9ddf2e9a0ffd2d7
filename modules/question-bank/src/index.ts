// The module's definition the application composes, and its Nest module (practice and mock exams import it).
export { QuestionBankModule, questionBankDefinition } from './question-bank.module';

// Services: the question editors' use cases (the apps read the MSQ answer limit from it).
export { QuestionBankService } from './question-bank.service';
export type { QuestionBankOptions } from './question-bank.service';

// Queries: the admins' question lists, and the practice copies practice and mock exams draw from.
export { QuestionBankQueries } from './queries/question-bank.queries';
export { PracticeQuestionQueries } from './queries/practice-question.queries';
export type { ChoiceQuestionKind, MockPoolQuestion, PracticeQuestionRef } from './queries/practice-question.queries';

// The projection and event schemas the apps register.
export { questionBankProjection } from './projections/question-bank.projection';
export { questionBankEventSchemas } from './question-bank.event-schemas';

// A question as practice and mock exams copy it into their own events: the schemas and their types.
export {
  correctAnswerIDsOf,
  correctSubAnswersOf,
  practiceKfpCase,
  practiceQuestion,
  unmarkedOptionsOf,
} from './shared/practice-question';
export type { PracticeKfpCase, PracticeQuestion } from './shared/practice-question';

// Used only by the seed and the seed's e2e spec: the demo question bank, through the real commands.
export { seedQuestionBank } from './seed/seed-question-bank';
export type { SeededQuestionBank, SeedTopic } from './seed/seed-question-bank';

// Used only by the benchmarks: the stored document of a choice question, to write read-model rows directly.
export type { ChoiceQuestionState } from './shared/choice-question.decider';
