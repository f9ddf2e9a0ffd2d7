// The module's definition the application composes, and its Nest module (wired by the application through withSealedQuestions).
export { PracticeModule, practiceDefinition } from './practice.module';

// Queries: the reader's AKT, MSQ and KFP practice, and readiness.
export { AktSessionQueries, MsqSessionQueries } from './queries/practice-session.queries';
export { KfpAttemptQueries } from './queries/kfp-attempt.queries';
export { ReadinessQueries } from './queries/readiness.queries';

// The projections and event schemas the apps register.
export { practiceProjection } from './projections/practice.projection';
export { readinessProjection } from './projections/readiness.projection';
export { practiceEventSchemas } from './practice.event-schemas';

// The marking rules mock exams mark their papers with (one set of rules for practice and mock exams).
export { checkAktAnswer, markAkt, marksOf } from './akt-sessions/akt-marking';
export type { AktAnswer, AktMark } from './akt-sessions/akt-marking';
export { checkMsqAnswer, markMsq, msqTotals } from './msq-sessions/msq-marking';
export type { MsqAnswer, MsqMark } from './msq-sessions/msq-marking';
export {
  isFullyAnswered,
  openSubQuestions,
  percentage,
  points,
  SKIP_READ_MODELS,
  toggled,
} from './shared/session-rules';
export { shuffled } from './shared/question-pool';

// The questions mock exams seal from practice while a reader's result is unreleased: what practice asks, and its empty answer.
export { NOTHING_SEALED } from './shared/sealed-questions';
export type { SealedQuestions } from './shared/sealed-questions';

// AKT and KFP(MSQ) sessions: the practice bench runs them in process; review makes its tutor sessions of due cards (createFromQuestions).
export { AktSessionService, MsqSessionService } from './practice-session.service';
