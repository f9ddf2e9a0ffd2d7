import {
  type AktReveal,
  type AktSession,
  type AktSessionListItem,
  type AktSessionQuestion,
  ApiPaths,
  type SubAnswer,
  aktSessionQuestionByIdQuery,
  aktSessionQuestionQuery,
  aktSessionRequest,
  createAktSessionRequest,
  flagAktQuestionRequest,
  pagedAktSessionsRequest,
  strikeAktAnswerRequest,
  submitAktAnswerRequest,
} from '@notebook/contracts';
import { type SessionFound, sessionCommands, sessionDecider } from '../sessions/practice-session.decider';
import type { SessionKind } from '../sessions/session-kind';
import { percentage } from '../shared/session-rules';
import { type AktAnswer, type AktMark, checkAktAnswer, markAkt, marksOf } from './akt-marking';
import { type AktSessionEvent, AktSessionEventTypes } from './akt-session.events';
import { questionView, revealOf, sessionListItem, sessionView } from './akt-session.views';

export type AktTypes = {
  answer: AktAnswer;
  mark: AktMark;
  settings: Record<string, never>;
  totals: { marks: number; outOf: number; score: number };
  event: AktSessionEvent;
  sessionKey: 'aktSessionID';
  questionKey: 'aktQuestionID';
  answerInput: { answerID?: string | null; subAnswers?: SubAnswer[] };
  question: AktSessionQuestion;
  reveal: AktReveal;
  session: AktSession;
  listItem: AktSessionListItem;
};
export type AktSessionFound = SessionFound<AktTypes>;

const paths = ApiPaths.reader;

/** AKT practice sessions (issue 14): a mark per question (per sub-question of an extended match). */
export const aktSessionKind: SessionKind<AktTypes> = {
  kind: 'AKT',
  storage: {
    streamPrefix: 'aktSession',
    sessionKey: 'aktSessionID',
    questionKey: 'aktQuestionID',
    eventTypes: {
      created: 'AktSessionCreated',
      answered: 'AktAnswerSubmitted',
      cleared: 'AktAnswerCleared',
      flagged: 'AktQuestionFlagged',
      struck: 'AktAnswerStruck',
      ended: 'AktSessionEnded',
    },
  },
  eventTypes: AktSessionEventTypes,
  checkAnswer: checkAktAnswer,
  mark: (question, answer) => markAkt(question, answer),
  isEmpty: (answer) => answer.answerID === null && answer.subAnswers.length === 0,
  sameAnswer: (a, b) => a.answerID === b.answerID && JSON.stringify(a.subAnswers) === JSON.stringify(b.subAnswers),
  totals(session) {
    const outOf = session.questions.reduce((sum, question) => sum + marksOf(question), 0);
    const marks = Object.values(session.answers).reduce((sum, answer) => sum + answer.marks, 0);
    return { marks, outOf, score: percentage(marks, outOf) };
  },
  answerOf: (input) => ({ answerID: input.answerID ?? null, subAnswers: input.subAnswers ?? [] }),
  views: { question: questionView, reveal: revealOf, session: sessionView, listItem: sessionListItem },
  table: 'akt_session',
  api: {
    paths: {
      create: paths.createReaderAKTSession,
      question: paths.getAKTSessionQuestion,
      questionByID: paths.getAKTQuestionByID,
      submit: paths.submitAktAnswer,
      flag: paths.flagAKTQuestion,
      strike: paths.strikeAKTAnswer,
      end: paths.endAKTSession,
      session: paths.getAKTSession,
      page: paths.getPagedAKTSession,
      topics: paths.getAKTPracticeTopics,
      facedTotal: paths.getFacedTotalAKTQuestionCount,
    },
    requests: {
      create: createAktSessionRequest,
      question: aktSessionQuestionQuery,
      questionByID: aktSessionQuestionByIdQuery,
      submit: submitAktAnswerRequest,
      flag: flagAktQuestionRequest,
      strike: strikeAktAnswerRequest,
      session: aktSessionRequest,
      page: pagedAktSessionsRequest,
    },
  },
};

export const aktSessionDecider = sessionDecider(aktSessionKind);
export const aktSessionCommands = sessionCommands(aktSessionKind);
