import { Messages } from '@notebook/contracts';
import {
  BusinessRuleError,
  ConflictError,
  Decider,
  NotFoundError,
  ValidationError,
  assertCreatable,
  commandHandler,
} from '@notebook/kernel';
import type { PracticeKfpCase } from '@notebook/question-bank';
import { type KfpAttemptEvent, kfpAttemptStream } from './kfp-attempt.events';

export type KfpRecordedAnswer = {
  answerIDs: string[];
  text: string | null;
  answerStatus: 'CORRECT' | 'INCORRECT' | null;
};
export type KfpAttemptState =
  | { exists: false }
  | {
      exists: true;
      kfpAttemptID: string;
      readerID: string;
      kfpCase: PracticeKfpCase;
      answers: Record<string, KfpRecordedAnswer>;
    };

type OfReader = { readerID: string };
export type KfpAttemptCommand =
  | { type: 'StartKfpAttempt'; data: { kfpAttemptID: string; readerID: string; kfpCase: PracticeKfpCase } }
  | { type: 'SubmitKfpAnswer'; data: OfReader & { kfpCaseQuestionID: string; answerIDs?: string[]; text?: string } }
  | { type: 'MarkKfpAnswer'; data: OfReader & { kfpCaseQuestionID: string; correct: boolean } };

type Question = PracticeKfpCase['questions'][number];

/** MULTIPLE_CHOICE: CORRECT when the options chosen are exactly the correct ones. */
export function markKfpChoice(question: Question, answerIDs: readonly string[]): 'CORRECT' | 'INCORRECT' {
  const correct = new Set(question.answers.filter((answer) => answer.correct).map((answer) => answer.answerID));
  const chosen = new Set(answerIDs);
  return chosen.size === correct.size && [...chosen].every((answerID) => correct.has(answerID))
    ? 'CORRECT'
    : 'INCORRECT';
}

/**
 * One reader's attempt at a KFP case, on its own copy of the case. Each question is answered once in
 * an attempt (another attempt starts afresh; every attempt is kept). A written (TEXT) answer is
 * then marked by the reader against the model answers (they may change their mind).
 */
export const kfpAttemptDecider: Decider<KfpAttemptState, KfpAttemptCommand, KfpAttemptEvent> = {
  initialState: () => ({ exists: false }),
  evolve(state, event) {
    if (event.type === 'KfpAttemptStarted')
      return {
        exists: true,
        kfpAttemptID: event.data.kfpAttemptID,
        readerID: event.data.readerID,
        kfpCase: event.data.kfpCase,
        answers: {},
      };
    if (!state.exists) return state;
    const { kfpCaseQuestionID } = event.data;
    if (event.type === 'KfpAnswerSubmitted') {
      const { answerIDs, text, answerStatus } = event.data;
      return { ...state, answers: { ...state.answers, [kfpCaseQuestionID]: { answerIDs, text, answerStatus } } };
    }
    const answer = state.answers[kfpCaseQuestionID];
    if (!answer) return state;
    return {
      ...state,
      answers: {
        ...state.answers,
        [kfpCaseQuestionID]: { ...answer, answerStatus: event.data.correct ? 'CORRECT' : 'INCORRECT' },
      },
    };
  },
  decide(command, state) {
    if (command.type === 'StartKfpAttempt') {
      assertCreatable(state, 'attempt');
      return [{ type: 'KfpAttemptStarted', data: command.data }];
    }
    if (!state.exists || state.readerID !== command.data.readerID)
      throw new NotFoundError(Messages.kfpAttemptNotFound, 'kfpAttemptID');
    const ofAttempt = { kfpAttemptID: state.kfpAttemptID, readerID: state.readerID };
    const question = state.kfpCase.questions.find((each) => each.kfpCaseQuestionID === command.data.kfpCaseQuestionID);
    if (!question) throw new NotFoundError(Messages.practiceQuestionNotInSession, 'kfpCaseQuestionID');
    const recorded = state.answers[question.kfpCaseQuestionID];
    if (command.type === 'SubmitKfpAnswer') {
      if (recorded) throw new ConflictError(Messages.kfpAlreadyAnswered, 'kfpCaseQuestionID');
      if (question.kfpAnswerType === 'TEXT') {
        const text = command.data.text?.trim() ?? '';
        if (!text) throw new ValidationError(Messages.kfpWriteYourAnswer, 'text');
        return [
          {
            type: 'KfpAnswerSubmitted',
            data: {
              ...ofAttempt,
              kfpCaseQuestionID: question.kfpCaseQuestionID,
              answerIDs: [],
              text,
              answerStatus: null,
            },
          },
        ];
      }
      const answerIDs = [...new Set(command.data.answerIDs ?? [])];
      if (answerIDs.length === 0) throw new ValidationError(Messages.kfpChooseAnAnswer, 'answerIDs');
      const options = new Set(question.answers.map((answer) => answer.answerID));
      if (answerIDs.some((answerID) => !options.has(answerID)))
        throw new ValidationError(Messages.unknownAnswer, 'answerIDs');
      return [
        {
          type: 'KfpAnswerSubmitted',
          data: {
            ...ofAttempt,
            kfpCaseQuestionID: question.kfpCaseQuestionID,
            answerIDs,
            text: null,
            answerStatus: markKfpChoice(question, answerIDs),
          },
        },
      ];
    }
    if (question.kfpAnswerType !== 'TEXT' || !recorded)
      throw new BusinessRuleError(Messages.kfpOnlyTextSelfMarked, 'kfpCaseQuestionID');
    const wanted = command.data.correct ? 'CORRECT' : 'INCORRECT';
    if (recorded.answerStatus === wanted) return [];
    return [
      {
        type: 'KfpAnswerSelfMarked',
        data: { ...ofAttempt, kfpCaseQuestionID: question.kfpCaseQuestionID, correct: command.data.correct },
      },
    ];
  },
};

export const kfpAttemptCommands = commandHandler({ decider: kfpAttemptDecider, streamName: kfpAttemptStream });
