import type { MsqReveal, MsqSession, MsqSessionListItem, MsqSessionQuestion } from '@notebook/contracts';
import { MsqPracticeLimits } from '@notebook/contracts';
import { type PracticeQuestion, correctSubAnswersOf, unmarkedOptionsOf } from '@notebook/question-bank';
import type { SessionLine, SessionProgress, SessionTimes } from '../sessions/session-kind';
import { fullyAnsweredCount, readerMarksOn } from '../sessions/session-views';
import { isFullyAnswered, isRevealed, points } from '../shared/session-rules';
import { creditsOf, expectedOptionsOf, msqTotals } from './msq-marking';
import type { MsqSessionFound } from './msq-session.kind';

type MsqLine = SessionLine<{ marks: number; penalty: number }, { score: number; marks: number; penalties: number }>;

/** The marking of a question, only once `isRevealed` (shared/session-rules) allows it; `sealed`: the reader's sealed questions. */
export function msqRevealOf(
  session: MsqSessionFound,
  question: PracticeQuestion,
  sealed: ReadonlySet<string>,
): MsqReveal | null {
  if (!isRevealed(session, question.questionID, sealed)) return null;
  const answer = session.answers[question.questionID];
  const credits = creditsOf(question);
  return {
    answerStatus: answer?.answerStatus ?? 'NOT_COMPLETED',
    correctAnswers:
      question.answerType === 'MULTIPLE_CHOICE'
        ? [...credits].map(([answerID, score]) => ({ answerID, answerScore: points(score) }))
        : [],
    correctSubAnswers: correctSubAnswersOf(question),
    explanation: question.explanation,
    marks: answer?.marks ?? 0,
    extraOptions: answer?.extraOptions ?? 0,
    penalty: answer?.penalty ?? 0,
    outOf: MsqPracticeLimits.pointsPerQuestion,
  };
}

/** One question as the reader meets it: the options without their marking, the reader's own state, the reveal when due. */
export function msqQuestionView(
  session: MsqSessionFound,
  questionNo: number,
  sealed: ReadonlySet<string>,
): MsqSessionQuestion {
  const question = session.questions[questionNo - 1]!;
  const answer = session.answers[question.questionID];
  return {
    msqSessionID: session.sessionID,
    msqQuestionID: question.questionID,
    questionNo,
    noOfQuestions: session.questions.length,
    mode: session.mode,
    status: session.status,
    msqAnswerType: question.answerType,
    questionName: question.questionName,
    question: question.question,
    noOfExpectedAnswers: question.answerType === 'MULTIPLE_CHOICE' ? expectedOptionsOf(question) : null,
    penaltyPerExtraOption: session.settings.penaltyPoints,
    ...unmarkedOptionsOf(question),
    chosenAnswerIDs: answer?.answerIDs ?? [],
    chosenSubAnswers: answer?.subAnswers ?? [],
    ...readerMarksOn(session, question.questionID),
    reveal: msqRevealOf(session, question, sealed),
  };
}

/** Points, penalties and score: tutor mode over what is answered so far, exam mode once ended; otherwise null. */
function totalsOf(session: MsqLine): Pick<MsqSession, 'score' | 'marks' | 'penalties'> {
  if (session.totals) {
    const { score, marks, penalties } = session.totals;
    return { score, marks, penalties };
  }
  const answers = Object.values(session.answers);
  if (session.mode !== 'TUTOR' || answers.length === 0) return { score: null, marks: null, penalties: null };
  const { score, marks, penalties } = msqTotals(answers, answers.length * MsqPracticeLimits.pointsPerQuestion);
  return { score, marks, penalties };
}

export function msqSessionListItem(
  session: MsqLine,
  { noOfQuestions, answeredCount }: SessionProgress,
  times: SessionTimes,
): MsqSessionListItem {
  return {
    msqSessionID: session.sessionID,
    mode: session.mode,
    filter: session.filter,
    status: session.status,
    noOfQuestions,
    answeredCount,
    ...totalsOf(session),
    createdAt: times.createdAt.toISOString(),
    endedAt: times.endedAt?.toISOString() ?? null,
  };
}

export function msqSessionView(session: MsqSessionFound, times: SessionTimes, sealed: ReadonlySet<string>): MsqSession {
  return {
    ...msqSessionListItem(
      session,
      { noOfQuestions: session.questions.length, answeredCount: fullyAnsweredCount(session) },
      times,
    ),
    questions: session.questions.map((question, index) => {
      const reveal = msqRevealOf(session, question, sealed);
      return {
        questionNo: index + 1,
        msqQuestionID: question.questionID,
        answered: isFullyAnswered(question, session.answers[question.questionID]),
        flagged: session.flagged.includes(question.questionID),
        answerStatus: reveal?.answerStatus ?? null,
        marks: reveal?.marks ?? null,
        penalty: reveal?.penalty ?? null,
      };
    }),
  };
}
