import type { AktReveal, AktSession, AktSessionListItem, AktSessionQuestion } from '@notebook/contracts';
import {
  type PracticeQuestion,
  correctAnswerIDsOf,
  correctSubAnswersOf,
  unmarkedOptionsOf,
} from '@notebook/question-bank';
import type { SessionLine, SessionProgress, SessionTimes } from '../sessions/session-kind';
import { fullyAnsweredCount, readerMarksOn } from '../sessions/session-views';
import { isFullyAnswered, isRevealed, percentage } from '../shared/session-rules';
import { marksOf } from './akt-marking';
import type { AktSessionFound } from './akt-session.kind';

type AktLine = SessionLine<{ marks: number; outOf: number }, { score: number }>;

/** The marking of a question, only once `isRevealed` (shared/session-rules) allows it; `sealed`: the reader's sealed questions. */
export function revealOf(
  session: AktSessionFound,
  question: PracticeQuestion,
  sealed: ReadonlySet<string>,
): AktReveal | null {
  if (!isRevealed(session, question.questionID, sealed)) return null;
  const answer = session.answers[question.questionID];
  return {
    answerStatus: answer?.answerStatus ?? 'NOT_COMPLETED',
    correctAnswerIDs: correctAnswerIDsOf(question),
    correctSubAnswers: correctSubAnswersOf(question),
    explanation: question.explanation,
    marks: answer?.marks ?? 0,
    outOf: answer?.outOf ?? marksOf(question),
  };
}

/** One question as the reader meets it: the options without their marking, the reader's own state, the reveal when due. */
export function questionView(
  session: AktSessionFound,
  questionNo: number,
  sealed: ReadonlySet<string>,
): AktSessionQuestion {
  const question = session.questions[questionNo - 1]!;
  const answer = session.answers[question.questionID];
  return {
    aktSessionID: session.sessionID,
    aktQuestionID: question.questionID,
    questionNo,
    noOfQuestions: session.questions.length,
    mode: session.mode,
    status: session.status,
    aktAnswerType: question.answerType,
    questionName: question.questionName,
    question: question.question,
    ...unmarkedOptionsOf(question),
    chosenAnswerID: answer?.answerID ?? null,
    chosenSubAnswers: answer?.subAnswers ?? [],
    ...readerMarksOn(session, question.questionID),
    reveal: revealOf(session, question, sealed),
  };
}

/** The session's score: tutor mode over what is answered so far, exam mode once ended; otherwise null. */
export function scoreOf(session: AktLine): number | null {
  const answers = Object.values(session.answers);
  if (session.totals) return session.totals.score;
  if (session.mode === 'TUTOR' && answers.length > 0)
    return percentage(
      answers.reduce((sum, answer) => sum + answer.marks, 0),
      answers.reduce((sum, answer) => sum + answer.outOf, 0),
    );
  return null;
}

export function sessionListItem(
  session: AktLine,
  { noOfQuestions, answeredCount }: SessionProgress,
  times: SessionTimes,
): AktSessionListItem {
  return {
    aktSessionID: session.sessionID,
    mode: session.mode,
    filter: session.filter,
    status: session.status,
    noOfQuestions,
    answeredCount,
    score: scoreOf(session),
    createdAt: times.createdAt.toISOString(),
    endedAt: times.endedAt?.toISOString() ?? null,
  };
}

export function sessionView(session: AktSessionFound, times: SessionTimes, sealed: ReadonlySet<string>): AktSession {
  return {
    ...sessionListItem(
      session,
      { noOfQuestions: session.questions.length, answeredCount: fullyAnsweredCount(session) },
      times,
    ),
    questions: session.questions.map((question, index) => ({
      questionNo: index + 1,
      aktQuestionID: question.questionID,
      answered: isFullyAnswered(question, session.answers[question.questionID]),
      flagged: session.flagged.includes(question.questionID),
      answerStatus: revealOf(session, question, sealed)?.answerStatus ?? null,
    })),
  };
}
