import { isFullyAnswered } from '../shared/session-rules';
import type { SessionFound, SessionTypes } from './practice-session.decider';

type Marked = Pick<SessionFound<SessionTypes>, 'flagged' | 'struck'>;
type Answered = Pick<SessionFound<SessionTypes>, 'questions'> & {
  answers: Record<string, { subAnswers?: readonly unknown[] }>;
};

/** What the reader marked on a question besides their answer: the flag, and the options struck out. */
export function readerMarksOn(session: Marked, questionID: string) {
  return { flagged: session.flagged.includes(questionID), struckAnswerIDs: session.struck[questionID] ?? [] };
}

/** How many of the session's questions are answered in every part (see isFullyAnswered). */
export function fullyAnsweredCount(session: Answered): number {
  return session.questions.filter((question) => isFullyAnswered(question, session.answers[question.questionID])).length;
}
