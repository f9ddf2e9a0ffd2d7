import type { MockAttempt, MockAttemptQuestion } from '@notebook/contracts';
import { correctAnswerIDsOf, correctSubAnswersOf, unmarkedOptionsOf } from '@notebook/question-bank';
import { stateOf, type MockExamFound } from '../exams/mock-exam.views';
import type { MockAttemptState } from './mock-attempt.decider';
import { worth } from './mock-marking';
import { isFullyAnswered, openSubQuestions } from '@notebook/practice';

export type MockAttemptFound = Extract<MockAttemptState, { exists: true }>;

export const remainingSeconds = (attempt: MockAttemptFound, now: Date): number =>
  attempt.status === 'IN_PROGRESS'
    ? Math.max(0, Math.floor((new Date(attempt.deadline).getTime() - now.getTime()) / 1000))
    : 0;

/**
 * THE rule of what a reader may see of a mock exam's marking: nothing while the attempt runs; once it
 * is submitted, everything when the exam releases results on submit, otherwise once the window has
 * closed. Every answer of the reader's calls is built through these views.
 */
export function isReleased(attempt: MockAttemptFound, exam: MockExamFound, now: Date): boolean {
  if (attempt.status === 'IN_PROGRESS') return false;
  return attempt.resultRelease === 'ON_SUBMIT' || stateOf(exam, now) === 'CLOSED';
}

export function attemptView(attempt: MockAttemptFound, exam: MockExamFound, now: Date): MockAttempt {
  return {
    mockAttemptID: attempt.mockAttemptID,
    mockExamID: attempt.mockExamID,
    mockExamName: exam.definition.mockExamName,
    mockExamType: attempt.mockExamType,
    status: attempt.status,
    startedAt: attempt.startedAt,
    deadline: attempt.deadline,
    remainingSeconds: remainingSeconds(attempt, now),
    questions: attempt.questions.map((question, index) => ({
      questionNo: index + 1,
      questionID: question.questionID,
      answered: isFullyAnswered(question, attempt.answers[question.questionID]),
      flagged: attempt.flagged.includes(question.questionID),
      openSubQuestions: openSubQuestions(question, attempt.answers[question.questionID]),
    })),
  };
}

/**
 * One question of the paper; its review once the attempt is released, unless the question is
 * `sealedElsewhere` (in another attempt of the reader not released yet: two papers may share it).
 */
export function attemptQuestionView(
  attempt: MockAttemptFound,
  exam: MockExamFound,
  questionNo: number,
  now: Date,
  sealedElsewhere: ReadonlySet<string>,
): MockAttemptQuestion {
  const question = attempt.questions[questionNo - 1]!;
  const answer = attempt.answers[question.questionID];
  const released = isReleased(attempt, exam, now) && !sealedElsewhere.has(question.questionID);
  return {
    mockAttemptID: attempt.mockAttemptID,
    questionID: question.questionID,
    questionNo,
    noOfQuestions: attempt.questions.length,
    answerType: question.answerType,
    question: question.question,
    noOfExpectedAnswers:
      attempt.mockExamType === 'MSQ' && question.answerType === 'MULTIPLE_CHOICE' ? question.noOfExpectedAnswers : null,
    ...unmarkedOptionsOf(question),
    chosenAnswerIDs: answer?.answerIDs ?? [],
    chosenSubAnswers: answer?.subAnswers ?? [],
    flagged: attempt.flagged.includes(question.questionID),
    struckAnswerIDs: attempt.struck[question.questionID] ?? [],
    status: attempt.status,
    remainingSeconds: remainingSeconds(attempt, now),
    review: released
      ? {
          answerStatus: answer?.answerStatus ?? 'NOT_COMPLETED',
          correctAnswerIDs: correctAnswerIDsOf(question),
          correctSubAnswers: correctSubAnswersOf(question),
          marks: answer?.marks ?? 0,
          penalty: answer?.penalty ?? 0,
          outOf: answer?.outOf ?? worth(attempt.mockExamType, question),
          explanation: question.explanation,
        }
      : null,
  };
}
