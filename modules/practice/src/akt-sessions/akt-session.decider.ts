import {
  type AktSessionFilter,
  type AktSessionMode,
  type AktSessionStatus,
  Messages,
  type SubAnswer,
} from '@notebook/contracts';
import { ConflictError, Decider, NotFoundError, ValidationError, commandHandler } from '@notebook/kernel';
import type { PracticeQuestion } from '@notebook/question-bank';
import { answerStands, percentage, toggled } from '../shared/session-rules';
import { type AktAnswer, type AktMark, checkAktAnswer, markAkt, marksOf } from './akt-marking';
import { type AktSessionEvent, aktSessionStream } from './akt-session.events';

export type RecordedAnswer = AktAnswer & AktMark;

export type AktSessionState =
  | { exists: false }
  | {
      exists: true;
      aktSessionID: string;
      readerID: string;
      mode: AktSessionMode;
      filter: AktSessionFilter;
      status: AktSessionStatus;
      questions: PracticeQuestion[];
      answers: Record<string, RecordedAnswer>;
      flagged: string[];
      struck: Record<string, string[]>;
      marks: number | null;
      outOf: number | null;
    };

type Ofreader = { readerID: string };
export type AktSessionCommand =
  | {
      type: 'CreateAktSession';
      data: {
        aktSessionID: string;
        readerID: string;
        mode: AktSessionMode;
        filter: AktSessionFilter;
        topicIDs: string[];
        questions: PracticeQuestion[];
      };
    }
  | { type: 'SubmitAktAnswer'; data: Ofreader & { aktQuestionID: string; answerID?: string; subAnswers?: SubAnswer[] } }
  | { type: 'FlagAktQuestion'; data: Ofreader & { aktQuestionID: string; flagged: boolean } }
  | { type: 'StrikeAktAnswer'; data: Ofreader & { aktQuestionID: string; answerID: string; struck: boolean } }
  | { type: 'EndAktSession'; data: Ofreader };

type Existing = Extract<AktSessionState, { exists: true }>;

/**
 * One reader's AKT practice session. It keeps its own copy of the questions (so an admin edit does
 * not change it) and marks each answer when it is recorded. Tutor mode: the first answer stands
 * (a repeat records nothing). Exam mode: a new answer replaces the last, until the session ends.
 * Another reader's session is not found, whatever the command.
 */
export const aktSessionDecider: Decider<AktSessionState, AktSessionCommand, AktSessionEvent> = {
  initialState: () => ({ exists: false }),
  evolve(state, event) {
    if (event.type === 'AktSessionCreated') {
      const { aktSessionID, readerID, mode, filter, questions } = event.data;
      return {
        exists: true,
        aktSessionID,
        readerID,
        mode,
        filter,
        questions,
        status: 'IN_PROGRESS',
        answers: {},
        flagged: [],
        struck: {},
        marks: null,
        outOf: null,
      };
    }
    if (!state.exists) return state;
    switch (event.type) {
      case 'AktAnswerSubmitted': {
        const { aktQuestionID, answerID, subAnswers, answerStatus, marks, outOf } = event.data;
        return {
          ...state,
          answers: { ...state.answers, [aktQuestionID]: { answerID, subAnswers, answerStatus, marks, outOf } },
        };
      }
      case 'AktQuestionFlagged':
        return { ...state, flagged: toggled(state.flagged, event.data.aktQuestionID, event.data.flagged) };
      case 'AktAnswerStruck': {
        const { aktQuestionID, answerID, struck } = event.data;
        return {
          ...state,
          struck: { ...state.struck, [aktQuestionID]: toggled(state.struck[aktQuestionID] ?? [], answerID, struck) },
        };
      }
      case 'AktSessionEnded':
        return { ...state, status: 'ENDED', marks: event.data.marks, outOf: event.data.outOf };
    }
  },
  decide(command, state) {
    if (command.type === 'CreateAktSession') {
      if (state.exists) throw new ConflictError(Messages.alreadyExists('session'));
      if (command.data.questions.length === 0) throw new ValidationError(Messages.practiceNoQuestions, 'noOfQuestions');
      return [{ type: 'AktSessionCreated', data: command.data }];
    }
    const session = ownSession(state, command.data.readerID);
    const ofSession = { aktSessionID: session.aktSessionID, readerID: session.readerID };
    switch (command.type) {
      case 'SubmitAktAnswer': {
        const question = questionOf(session, command.data.aktQuestionID);
        if (session.status === 'ENDED') throw new ConflictError(Messages.practiceSessionEnded, 'aktSessionID');
        if (answerStands(session, question.questionID)) return [];
        const answer = checkAktAnswer(
          question,
          { answerID: command.data.answerID ?? null, subAnswers: command.data.subAnswers ?? [] },
          { complete: session.mode === 'TUTOR' },
        );
        const recorded = session.answers[question.questionID];
        if (recorded && sameAnswer(recorded, answer)) return [];
        return [
          {
            type: 'AktAnswerSubmitted',
            data: { ...ofSession, aktQuestionID: question.questionID, ...answer, ...markAkt(question, answer) },
          },
        ];
      }
      case 'FlagAktQuestion': {
        const question = questionOf(session, command.data.aktQuestionID);
        if (session.flagged.includes(question.questionID) === command.data.flagged) return [];
        return [
          {
            type: 'AktQuestionFlagged',
            data: { ...ofSession, aktQuestionID: question.questionID, flagged: command.data.flagged },
          },
        ];
      }
      case 'StrikeAktAnswer': {
        const question = questionOf(session, command.data.aktQuestionID);
        if (session.status === 'ENDED') throw new ConflictError(Messages.practiceSessionEnded, 'aktSessionID');
        if (!question.answers.some((option) => option.answerID === command.data.answerID))
          throw new ValidationError(Messages.unknownAnswer, 'answerID');
        if ((session.struck[question.questionID] ?? []).includes(command.data.answerID) === command.data.struck)
          return [];
        return [
          {
            type: 'AktAnswerStruck',
            data: {
              ...ofSession,
              aktQuestionID: question.questionID,
              answerID: command.data.answerID,
              struck: command.data.struck,
            },
          },
        ];
      }
      case 'EndAktSession': {
        if (session.status === 'ENDED') return [];
        const outOf = session.questions.reduce((sum, question) => sum + marksOf(question), 0);
        const marks = Object.values(session.answers).reduce((sum, answer) => sum + answer.marks, 0);
        return [{ type: 'AktSessionEnded', data: { ...ofSession, marks, outOf, score: percentage(marks, outOf) } }];
      }
    }
  },
};

function ownSession(state: AktSessionState, readerID: string): Existing {
  if (!state.exists || state.readerID !== readerID)
    throw new NotFoundError(Messages.practiceSessionNotFound, 'aktSessionID');
  return state;
}

function questionOf(session: Existing, aktQuestionID: string): PracticeQuestion {
  const question = session.questions.find((each) => each.questionID === aktQuestionID);
  if (!question) throw new NotFoundError(Messages.practiceQuestionNotInSession, 'aktQuestionID');
  return question;
}

function sameAnswer(a: AktAnswer, b: AktAnswer): boolean {
  return a.answerID === b.answerID && JSON.stringify(a.subAnswers) === JSON.stringify(b.subAnswers);
}

export const aktSessionCommands = commandHandler({ decider: aktSessionDecider, streamName: aktSessionStream });
