import {
  type AktSessionFilter,
  type AktSessionMode,
  type AktSessionStatus,
  Messages,
  MsqPracticeLimits,
  type SubAnswer,
} from '@notebook/contracts';
import { ConflictError, Decider, NotFoundError, ValidationError, commandHandler } from '@notebook/kernel';
import type { PracticeQuestion } from '@notebook/question-bank';
import { answerStands, points, toggled } from '../shared/session-rules';
import { type MsqAnswer, type MsqMark, checkMsqAnswer, markMsq, msqScore } from './msq-marking';
import { type MsqSessionEvent, msqSessionStream } from './msq-session.events';

export type RecordedMsqAnswer = MsqAnswer & MsqMark;

export type MsqSessionState =
  | { exists: false }
  | {
      exists: true;
      msqSessionID: string;
      readerID: string;
      mode: AktSessionMode;
      filter: AktSessionFilter;
      status: AktSessionStatus;
      penaltyPoints: number;
      questions: PracticeQuestion[];
      answers: Record<string, RecordedMsqAnswer>;
      flagged: string[];
      struck: Record<string, string[]>;
      marks: number | null;
      penalties: number | null;
      outOf: number | null;
    };

type OfReader = { readerID: string };
export type MsqSessionCommand =
  | {
      type: 'CreateMsqSession';
      data: {
        msqSessionID: string;
        readerID: string;
        mode: AktSessionMode;
        filter: AktSessionFilter;
        topicIDs: string[];
        penaltyPoints: number;
        questions: PracticeQuestion[];
      };
    }
  | {
      type: 'SubmitMsqAnswer';
      data: OfReader & { msqQuestionID: string; answerIDs?: string[]; subAnswers?: SubAnswer[] };
    }
  | { type: 'FlagMsqQuestion'; data: OfReader & { msqQuestionID: string; flagged: boolean } }
  | { type: 'StrikeMsqAnswer'; data: OfReader & { msqQuestionID: string; answerID: string; struck: boolean } }
  | { type: 'EndMsqSession'; data: OfReader };

type Existing = Extract<MsqSessionState, { exists: true }>;

/**
 * One reader's KFP(MSQ) practice session: the AKT session's life (its own copy of the questions,
 * tutor and exam modes, flags, struck options, ending) with the KFP paper's marking (msq-marking.ts).
 * Another reader's session is not found, whatever the command.
 */
export const msqSessionDecider: Decider<MsqSessionState, MsqSessionCommand, MsqSessionEvent> = {
  initialState: () => ({ exists: false }),
  evolve(state, event) {
    if (event.type === 'MsqSessionCreated') {
      const { msqSessionID, readerID, mode, filter, penaltyPoints, questions } = event.data;
      return {
        exists: true,
        msqSessionID,
        readerID,
        mode,
        filter,
        penaltyPoints,
        questions,
        status: 'IN_PROGRESS',
        answers: {},
        flagged: [],
        struck: {},
        marks: null,
        penalties: null,
        outOf: null,
      };
    }
    if (!state.exists) return state;
    switch (event.type) {
      case 'MsqAnswerSubmitted': {
        const { msqQuestionID, answerIDs, subAnswers, answerStatus, marks, extraOptions, penalty, outOf } = event.data;
        return {
          ...state,
          answers: {
            ...state.answers,
            [msqQuestionID]: { answerIDs, subAnswers, answerStatus, marks, extraOptions, penalty, outOf },
          },
        };
      }
      case 'MsqQuestionFlagged':
        return { ...state, flagged: toggled(state.flagged, event.data.msqQuestionID, event.data.flagged) };
      case 'MsqAnswerStruck': {
        const { msqQuestionID, answerID, struck } = event.data;
        return {
          ...state,
          struck: { ...state.struck, [msqQuestionID]: toggled(state.struck[msqQuestionID] ?? [], answerID, struck) },
        };
      }
      case 'MsqSessionEnded':
        return {
          ...state,
          status: 'ENDED',
          marks: event.data.marks,
          penalties: event.data.penalties,
          outOf: event.data.outOf,
        };
    }
  },
  decide(command, state) {
    if (command.type === 'CreateMsqSession') {
      if (state.exists) throw new ConflictError(Messages.alreadyExists('session'));
      if (command.data.questions.length === 0) throw new ValidationError(Messages.practiceNoQuestions, 'noOfQuestions');
      return [{ type: 'MsqSessionCreated', data: command.data }];
    }
    const session = ownSession(state, command.data.readerID);
    const ofSession = { msqSessionID: session.msqSessionID, readerID: session.readerID };
    switch (command.type) {
      case 'SubmitMsqAnswer': {
        const question = questionOf(session, command.data.msqQuestionID);
        if (session.status === 'ENDED') throw new ConflictError(Messages.practiceSessionEnded, 'msqSessionID');
        if (answerStands(session, question.questionID)) return [];
        const answer = checkMsqAnswer(
          question,
          { answerIDs: command.data.answerIDs ?? [], subAnswers: command.data.subAnswers ?? [] },
          { complete: session.mode === 'TUTOR' },
        );
        const recorded = session.answers[question.questionID];
        if (recorded && sameAnswer(recorded, answer)) return [];
        const mark = markMsq(question, answer, session.penaltyPoints);
        return [
          {
            type: 'MsqAnswerSubmitted',
            data: { ...ofSession, msqQuestionID: question.questionID, ...answer, ...mark },
          },
        ];
      }
      case 'FlagMsqQuestion': {
        const question = questionOf(session, command.data.msqQuestionID);
        if (session.flagged.includes(question.questionID) === command.data.flagged) return [];
        return [
          {
            type: 'MsqQuestionFlagged',
            data: { ...ofSession, msqQuestionID: question.questionID, flagged: command.data.flagged },
          },
        ];
      }
      case 'StrikeMsqAnswer': {
        const question = questionOf(session, command.data.msqQuestionID);
        if (session.status === 'ENDED') throw new ConflictError(Messages.practiceSessionEnded, 'msqSessionID');
        if (!question.answers.some((option) => option.answerID === command.data.answerID))
          throw new ValidationError(Messages.unknownAnswer, 'answerID');
        if ((session.struck[question.questionID] ?? []).includes(command.data.answerID) === command.data.struck)
          return [];
        const { answerID, struck } = command.data;
        return [
          { type: 'MsqAnswerStruck', data: { ...ofSession, msqQuestionID: question.questionID, answerID, struck } },
        ];
      }
      case 'EndMsqSession': {
        if (session.status === 'ENDED') return [];
        const answers = Object.values(session.answers);
        const outOf = session.questions.length * MsqPracticeLimits.pointsPerQuestion;
        const marks = points(answers.reduce((sum, answer) => sum + answer.marks, 0));
        const penalties = points(answers.reduce((sum, answer) => sum + answer.penalty, 0));
        return [
          {
            type: 'MsqSessionEnded',
            data: { ...ofSession, marks, penalties, outOf, score: msqScore(marks, penalties, outOf) },
          },
        ];
      }
    }
  },
};

function ownSession(state: MsqSessionState, readerID: string): Existing {
  if (!state.exists || state.readerID !== readerID)
    throw new NotFoundError(Messages.practiceSessionNotFound, 'msqSessionID');
  return state;
}

function questionOf(session: Existing, msqQuestionID: string): PracticeQuestion {
  const question = session.questions.find((each) => each.questionID === msqQuestionID);
  if (!question) throw new NotFoundError(Messages.practiceQuestionNotInSession, 'msqQuestionID');
  return question;
}

function sameAnswer(a: MsqAnswer, b: MsqAnswer): boolean {
  return (
    JSON.stringify(a.answerIDs) === JSON.stringify(b.answerIDs) &&
    JSON.stringify(a.subAnswers) === JSON.stringify(b.subAnswers)
  );
}

export const msqSessionCommands = commandHandler({ decider: msqSessionDecider, streamName: msqSessionStream });
