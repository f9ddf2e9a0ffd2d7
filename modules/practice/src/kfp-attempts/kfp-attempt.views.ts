import type {
  KfpAttempt,
  KfpAttemptQuestion,
  KfpAttemptSummary,
  KfpCaseQuestionView,
  ReaderKfpCase,
} from '@notebook/contracts';
import type { PracticeKfpCase } from '@notebook/question-bank';
import type { KfpAttemptDocument } from '../read-model/schema';
import type { KfpAttemptState } from './kfp-attempt.decider';

export type KfpAttemptFound = Extract<KfpAttemptState, { exists: true }>;
/** What the views show an attempt from: its state as a command left it, or the read model's document of it. */
type Attempt = KfpAttemptDocument;
type Question = Attempt['kfpCase']['questions'][number];

/** A question without its marking: the options of a multiple choice, nothing of a written one. */
function questionView(question: Question, index: number): KfpCaseQuestionView {
  return {
    kfpCaseQuestionID: question.kfpCaseQuestionID,
    questionNo: index + 1,
    question: question.question,
    kfpAnswerType: question.kfpAnswerType,
    answers:
      question.kfpAnswerType === 'TEXT' ? [] : question.answers.map(({ answerID, answer }) => ({ answerID, answer })),
  };
}

export function caseView(kfpCase: PracticeKfpCase, attempts: KfpAttemptSummary[]): ReaderKfpCase {
  return {
    kfpCaseID: kfpCase.kfpCaseID,
    topicID: kfpCase.topicID,
    caseName: kfpCase.caseName,
    caseDescription: kfpCase.caseDescription,
    questions: kfpCase.questions.map(questionView),
    attempts,
  };
}

/** THE rule of revelation for KFP: a question's marking (correct options, model answers, explanation) once it is answered in this attempt. */
function attemptQuestion(attempt: Attempt, question: Question, index: number): KfpAttemptQuestion {
  const answer = attempt.answers[question.kfpCaseQuestionID];
  return {
    ...questionView(question, index),
    chosenAnswerIDs: answer?.answerIDs ?? [],
    text: answer?.text ?? null,
    answerStatus: answer?.answerStatus ?? null,
    reveal: answer
      ? {
          correctAnswerIDs:
            question.kfpAnswerType === 'TEXT'
              ? []
              : question.answers.filter((option) => option.correct).map((option) => option.answerID),
          modelAnswers: question.kfpAnswerType === 'TEXT' ? question.answers.map((option) => option.answer) : [],
          explanation: question.explanation,
        }
      : null,
  };
}

export function attemptSummary(attempt: Attempt, startedAt: Date): KfpAttemptSummary {
  const answers = Object.values(attempt.answers);
  return {
    kfpAttemptID: attempt.kfpAttemptID,
    startedAt: startedAt.toISOString(),
    answeredCount: answers.length,
    noOfQuestions: attempt.kfpCase.questions.length,
    marks: answers.filter((answer) => answer.answerStatus === 'CORRECT').length,
    completed:
      answers.length === attempt.kfpCase.questions.length && answers.every((answer) => answer.answerStatus !== null),
  };
}

export function attemptView(attempt: Attempt, startedAt: Date): KfpAttempt {
  return {
    ...attemptSummary(attempt, startedAt),
    kfpCaseID: attempt.kfpCase.kfpCaseID,
    caseName: attempt.kfpCase.caseName,
    caseDescription: attempt.kfpCase.caseDescription,
    questions: attempt.kfpCase.questions.map((question, index) => attemptQuestion(attempt, question, index)),
  };
}
