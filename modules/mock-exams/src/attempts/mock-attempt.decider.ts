import { createHash } from 'node:crypto';
import {
  Messages,
  type MockAttemptStatus,
  type MockExamType,
  type ResultRelease,
  type SubAnswer,
} from '@notebook/contracts';
import { ConflictError, Decider, NotFoundError, ValidationError, commandHandler } from '@notebook/kernel';
import { toggled } from '@notebook/practice';
import type { PracticeQuestion } from '@notebook/question-bank';
import { type MarkedMockAnswer, markMockAnswer, paperTotals, worth } from './mock-marking';
import { type MockAttemptEvent, type MockAttemptStarted, mockAttemptStream } from './mock-attempt.events';

export type MockAttemptState =
  | { exists: false }
  | (Omit<MockAttemptStarted['data'], 'questions'> & {
      exists: true;
      questions: PracticeQuestion[];
      status: MockAttemptStatus;
      answers: Record<string, MarkedMockAnswer>;
      flagged: string[];
      struck: Record<string, string[]>;
      submittedAt: string | null;
      totals: { marks: number; penalties: number; outOf: number; score: number } | null;
    });

type OfReader = { readerID: string };
export type MockAttemptCommand =
  | {
      type: 'StartMockAttempt';
      data: {
        mockAttemptID: string;
        readerID: string;
        mockExamID: string;
        mockExamType: MockExamType;
        questions: PracticeQuestion[];
        penaltyPoints: number;
        resultRelease: ResultRelease;
        passMark: number | null;
        now: Date;
        deadline: Date;
      };
    }
  | {
      type: 'SaveMockAnswer';
      data: OfReader & { questionID: string; answerIDs: string[]; subAnswers: SubAnswer[]; now: Date };
    }
  | { type: 'FlagMockQuestion'; data: OfReader & { questionID: string; flagged: boolean; now: Date } }
  | { type: 'StrikeMockAnswer'; data: OfReader & { questionID: string; answerID: string; struck: boolean; now: Date } }
  /** By the reader (`readerID`), or by the deadline's job (no reader: only once the deadline has passed). */
  | { type: 'SubmitMockAttempt'; data: { readerID: string | null; now: Date } };

type Existing = Extract<MockAttemptState, { exists: true }>;

/** One attempt per reader and exam: its id is derived from both, so starting again (on any device) finds the same attempt. */
export function mockAttemptIdOf(mockExamID: string, readerID: string): string {
  const hash = createHash('sha1').update(`mock-attempt:${mockExamID}:${readerID}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50; // version 5
  hash[8] = (hash[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A reader's sitting of a mock exam under the server's clock. Answers, flags and struck options are
 * taken until the deadline (or the submit), never after: a late answer is refused and changes
 * nothing. Submitting twice (the reader and the job, or the job delivered twice) records it once.
 */
export const mockAttemptDecider: Decider<MockAttemptState, MockAttemptCommand, MockAttemptEvent> = {
  initialState: () => ({ exists: false }),
  evolve(state, event) {
    if (event.type === 'MockAttemptStarted') {
      return {
        ...event.data,
        exists: true,
        status: 'IN_PROGRESS',
        answers: {},
        flagged: [],
        struck: {},
        submittedAt: null,
        totals: null,
      };
    }
    if (!state.exists) return state;
    switch (event.type) {
      case 'MockAnswerSaved':
        return { ...state, answers: answersAfter(state.answers, event.data) };
      case 'MockQuestionFlagged':
        return { ...state, flagged: toggled(state.flagged, event.data.questionID, event.data.flagged) };
      case 'MockAnswerStruck': {
        const { questionID, answerID, struck } = event.data;
        return {
          ...state,
          struck: { ...state.struck, [questionID]: toggled(state.struck[questionID] ?? [], answerID, struck) },
        };
      }
      case 'MockAttemptSubmitted': {
        const { auto, marks, penalties, outOf, score, submittedAt } = event.data;
        return {
          ...state,
          status: auto ? 'AUTO_SUBMITTED' : 'SUBMITTED',
          submittedAt,
          totals: { marks, penalties, outOf, score },
        };
      }
    }
  },
  decide(command, state) {
    if (command.type === 'StartMockAttempt') {
      if (state.exists) return [];
      const { now, deadline, ...data } = command.data;
      return [
        {
          type: 'MockAttemptStarted',
          data: { ...data, startedAt: now.toISOString(), deadline: deadline.toISOString() },
        },
      ];
    }
    if (command.type === 'SubmitMockAttempt') {
      if (!state.exists) throw notFound();
      if (command.data.readerID !== null && command.data.readerID !== state.readerID) throw notFound();
      if (state.status !== 'IN_PROGRESS') return [];
      const due = command.data.now >= new Date(state.deadline);
      if (command.data.readerID === null && !due) return [];
      const totals = paperTotals(state.mockExamType, state.questions, state.answers);
      const submittedAt = (due ? new Date(state.deadline) : command.data.now).toISOString();
      return [
        {
          type: 'MockAttemptSubmitted',
          data: {
            mockAttemptID: state.mockAttemptID,
            readerID: state.readerID,
            mockExamID: state.mockExamID,
            auto: command.data.readerID === null || due,
            ...totals,
            submittedAt,
          },
        },
      ];
    }
    const attempt = running(state, command.data.readerID, command.data.now);
    const question = questionOf(attempt, command.data.questionID);
    const ofAttempt = {
      mockAttemptID: attempt.mockAttemptID,
      readerID: attempt.readerID,
      questionID: question.questionID,
    };
    switch (command.type) {
      case 'SaveMockAnswer': {
        // No option chosen: the choice is cleared while the attempt runs (an empty save, nothing marked).
        if (isCleared(command.data)) {
          if (!attempt.answers[question.questionID]) return [];
          const cleared = {
            answerIDs: [],
            subAnswers: [],
            answerStatus: 'NOT_COMPLETED' as const,
            marks: 0,
            penalty: 0,
          };
          return [
            {
              type: 'MockAnswerSaved',
              data: { ...ofAttempt, ...cleared, outOf: worth(attempt.mockExamType, question) },
            },
          ];
        }
        const marked = markMockAnswer(
          attempt.mockExamType,
          question,
          { answerIDs: command.data.answerIDs, subAnswers: command.data.subAnswers },
          attempt.penaltyPoints,
        );
        const recorded = attempt.answers[question.questionID];
        if (
          recorded &&
          JSON.stringify([recorded.answerIDs, recorded.subAnswers]) ===
            JSON.stringify([marked.answerIDs, marked.subAnswers])
        )
          return [];
        return [{ type: 'MockAnswerSaved', data: { ...ofAttempt, ...marked } }];
      }
      case 'FlagMockQuestion':
        if (attempt.flagged.includes(question.questionID) === command.data.flagged) return [];
        return [{ type: 'MockQuestionFlagged', data: { ...ofAttempt, flagged: command.data.flagged } }];
      case 'StrikeMockAnswer': {
        if (!question.answers.some((option) => option.answerID === command.data.answerID))
          throw new ValidationError(Messages.unknownAnswer, 'answerID');
        if ((attempt.struck[question.questionID] ?? []).includes(command.data.answerID) === command.data.struck)
          return [];
        return [
          {
            type: 'MockAnswerStruck',
            data: { ...ofAttempt, answerID: command.data.answerID, struck: command.data.struck },
          },
        ];
      }
    }
  },
};

/** A save with no option chosen (nor any part of an extended match) clears the question's answer. */
export const isCleared = (answer: { answerIDs: readonly string[]; subAnswers: readonly unknown[] }): boolean =>
  answer.answerIDs.length === 0 && answer.subAnswers.length === 0;

type SavedAnswer = Extract<MockAttemptEvent, { type: 'MockAnswerSaved' }>['data'];

/** The answers after a save: the new one kept, or the question's dropped when the save cleared it. */
export function answersAfter(
  answers: Record<string, MarkedMockAnswer>,
  saved: SavedAnswer,
): Record<string, MarkedMockAnswer> {
  const { questionID, answerIDs, subAnswers, answerStatus, marks, penalty, outOf } = saved;
  if (isCleared(saved)) return Object.fromEntries(Object.entries(answers).filter(([id]) => id !== questionID));
  return { ...answers, [questionID]: { answerIDs, subAnswers, answerStatus, marks, penalty, outOf } };
}

const notFound = () => new NotFoundError(Messages.mockAttemptNotFound, 'mockAttemptID');

/** The reader's own attempt, still running by the server's clock. */
function running(state: MockAttemptState, readerID: string, now: Date): Existing {
  if (!state.exists || state.readerID !== readerID) throw notFound();
  if (state.status !== 'IN_PROGRESS' || now >= new Date(state.deadline))
    throw new ConflictError(Messages.mockAttemptOver, 'mockAttemptID');
  return state;
}

function questionOf(attempt: Existing, questionID: string): PracticeQuestion {
  const question = attempt.questions.find((each) => each.questionID === questionID);
  if (!question) throw new NotFoundError(Messages.mockQuestionNotInPaper, 'questionID');
  return question;
}

export const mockAttemptCommands = commandHandler({ decider: mockAttemptDecider, streamName: mockAttemptStream });
