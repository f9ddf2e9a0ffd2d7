import {
  ApiPaths,
  type MsqReveal,
  type MsqSession,
  type MsqSessionListItem,
  type MsqSessionQuestion,
  MsqPracticeLimits,
  type SubAnswer,
  createMsqSessionRequest,
  flagMsqQuestionRequest,
  msqSessionQuestionByIdQuery,
  msqSessionQuestionQuery,
  msqSessionRequest,
  pagedMsqSessionsRequest,
  strikeMsqAnswerRequest,
  submitMsqAnswerRequest,
} from '@notebook/contracts';
import { type SessionFound, sessionCommands, sessionDecider } from '../sessions/practice-session.decider';
import type { SessionKind } from '../sessions/session-kind';
import { type MsqAnswer, type MsqMark, checkMsqAnswer, markMsq, msqTotals } from './msq-marking';
import { type MsqSessionEvent, MsqSessionEventTypes } from './msq-session.events';
import { msqQuestionView, msqRevealOf, msqSessionListItem, msqSessionView } from './msq-session.views';

export type MsqTypes = {
  answer: MsqAnswer;
  mark: MsqMark;
  /** The points one extra option costs in the session: the setting when it started. */
  settings: { penaltyPoints: number };
  totals: { marks: number; penalties: number; outOf: number; score: number };
  event: MsqSessionEvent;
  sessionKey: 'msqSessionID';
  questionKey: 'msqQuestionID';
  answerInput: { answerIDs?: string[]; subAnswers?: SubAnswer[] };
  question: MsqSessionQuestion;
  reveal: MsqReveal;
  session: MsqSession;
  listItem: MsqSessionListItem;
};
export type MsqSessionFound = SessionFound<MsqTypes>;

const paths = ApiPaths.reader;
const sameIDs = (a: unknown[], b: unknown[]) => JSON.stringify(a) === JSON.stringify(b);

/** KFP(MSQ) practice sessions (issue 14): AKT's session life with the KFP paper's marking (msq-marking.ts). */
export const msqSessionKind: SessionKind<MsqTypes> = {
  kind: 'MSQ',
  storage: {
    streamPrefix: 'msqSession',
    sessionKey: 'msqSessionID',
    questionKey: 'msqQuestionID',
    eventTypes: {
      created: 'MsqSessionCreated',
      answered: 'MsqAnswerSubmitted',
      cleared: 'MsqAnswerCleared',
      flagged: 'MsqQuestionFlagged',
      struck: 'MsqAnswerStruck',
      ended: 'MsqSessionEnded',
    },
  },
  eventTypes: MsqSessionEventTypes,
  checkAnswer: checkMsqAnswer,
  mark: (question, answer, settings) => markMsq(question, answer, settings.penaltyPoints),
  isEmpty: (answer) => answer.answerIDs.length === 0 && answer.subAnswers.length === 0,
  sameAnswer: (a, b) => sameIDs(a.answerIDs, b.answerIDs) && sameIDs(a.subAnswers, b.subAnswers),
  totals: (session) =>
    msqTotals(Object.values(session.answers), session.questions.length * MsqPracticeLimits.pointsPerQuestion),
  answerOf: (input) => ({ answerIDs: input.answerIDs ?? [], subAnswers: input.subAnswers ?? [] }),
  views: { question: msqQuestionView, reveal: msqRevealOf, session: msqSessionView, listItem: msqSessionListItem },
  table: 'msq_session',
  api: {
    paths: {
      create: paths.createReaderMSQSession,
      question: paths.getMSQSessionQuestion,
      questionByID: paths.getMSQQuestionByID,
      submit: paths.submitMsqAnswer,
      flag: paths.flagMSQQuestion,
      strike: paths.strikeMSQAnswer,
      end: paths.endMSQSession,
      session: paths.getMSQSession,
      page: paths.getPagedMSQSession,
      topics: paths.getMSQPracticeTopics,
      facedTotal: paths.getFacedTotalMSQQuestionCount,
    },
    requests: {
      create: createMsqSessionRequest,
      question: msqSessionQuestionQuery,
      questionByID: msqSessionQuestionByIdQuery,
      submit: submitMsqAnswerRequest,
      flag: flagMsqQuestionRequest,
      strike: strikeMsqAnswerRequest,
      session: msqSessionRequest,
      page: pagedMsqSessionsRequest,
    },
  },
};

export const msqSessionDecider = sessionDecider(msqSessionKind);
export const msqSessionCommands = sessionCommands(msqSessionKind);
