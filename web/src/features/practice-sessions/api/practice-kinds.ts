import {
  type AktPracticeTopic,
  type AktSession,
  type AktSessionListItem,
  type AktSessionQuestion,
  type AktAnswerStatus,
  type AktSessionFilter,
  type AktSessionMode,
  type AktSessionStatus,
  ApiPaths,
  type CreateAktSessionRequest,
  type FacedTotalAktQuestionCount,
  type MsqSession,
  type MsqSessionListItem,
  type MsqSessionQuestion,
  type Paged,
  PublicRoutes,
  type QuestionAnswerType,
  type SubAnswer,
} from '@notebook/contracts';
import { api, type RequestOptions } from '@/lib/api-client';
import { type QuestionReveal, msqRevealView } from '@/components/question/msq-reveal';

/**
 * AKT and KFP(MSQ) practice sessions share one life (modes, filters, flags, struck options, the
 * navigator) and so one set of screens. Each kind says here how its calls are named and how its
 * answers read as the screens' shapes below; the screens never see a kind's own DTOs.
 */
export type PracticeKindName = 'AKT' | 'MSQ';

export type PracticeReveal = QuestionReveal;

export type PracticeQuestionView = {
  sessionID: string;
  questionID: string;
  questionNo: number;
  noOfQuestions: number;
  mode: AktSessionMode;
  status: AktSessionStatus;
  answerType: QuestionAnswerType;
  question: string | null;
  /** KFP(MSQ) multiple choice: how many options to choose; AKT: one (a radio list). */
  noOfExpectedAnswers: number | null;
  /** KFP(MSQ): the points each option beyond `noOfExpectedAnswers` costs. */
  penaltyPerExtraOption: number;
  answers: Array<{ answerID: string; answer: string }>;
  subQuestions: Array<{ subQuestionID: string; question: string }>;
  chosenAnswerIDs: string[];
  chosenSubAnswers: SubAnswer[];
  flagged: boolean;
  struckAnswerIDs: string[];
  reveal: PracticeReveal | null;
};

export type PracticeSessionItem = {
  sessionID: string;
  mode: AktSessionMode;
  filter: AktSessionFilter;
  status: AktSessionStatus;
  noOfQuestions: number;
  answeredCount: number;
  score: number | null;
  /** KFP(MSQ): points earned and lost to over-selection, once the score shows. */
  penalties: number | null;
  createdAt: string;
};

export type PracticeSessionView = PracticeSessionItem & {
  questions: Array<{
    questionNo: number;
    questionID: string;
    answered: boolean;
    flagged: boolean;
    answerStatus: AktAnswerStatus | null;
    marks: number | null;
    penalty: number | null;
  }>;
};

type RefNames = { session: string; question: string };

/** A question of a session, by the screens' ids. */
export type QuestionRef = { sessionID: string; questionID: string };
export type ChosenAnswer = { answerIDs: string[]; subAnswers: SubAnswer[] };

/**
 * A kind's calls, each typed by the contracts' endpoint map and answering in the screens' shapes.
 * `options` comes from the caller (practice-calls.ts), so both kinds show toasts and the loading bar alike.
 */
export type PracticeCalls = {
  topics: (options: RequestOptions) => Promise<AktPracticeTopic[]>;
  paged: (page: { page: number; rows: number }, options: RequestOptions) => Promise<Paged<PracticeSessionItem>>;
  faced: (options: RequestOptions) => Promise<FacedTotalAktQuestionCount>;
  session: (sessionID: string, options: RequestOptions) => Promise<PracticeSessionView>;
  question: (sessionID: string, questionNo: number, options: RequestOptions) => Promise<PracticeQuestionView>;
  /** Answers with the new session's id. */
  create: (input: CreateAktSessionRequest, options: RequestOptions) => Promise<string>;
  submit: (ref: QuestionRef, answer: ChosenAnswer, options: RequestOptions) => Promise<unknown>;
  flag: (ref: QuestionRef, flagged: boolean, options: RequestOptions) => Promise<unknown>;
  strike: (ref: QuestionRef, answerID: string, struck: boolean, options: RequestOptions) => Promise<unknown>;
  end: (sessionID: string, options: RequestOptions) => Promise<unknown>;
};

export type PracticeKind = {
  kind: PracticeKindName;
  /** The name readers know the questions by. */
  label: 'AKT' | 'KFP(MSQ)';
  title: string;
  description: string;
  /** What the marks are called on the reveal ('mark(s)' or 'points'). */
  unit: string;
  /** Screen routes. */
  routes: { list: string; create: string; session: string };
  /** Query field names of the session and question ids, as the screen's URL keeps them. */
  ids: RefNames;
  calls: PracticeCalls;
};

export type { AktPracticeTopic as PracticeTopic };

const reader = ApiPaths.reader;

const pagedOf = <Row>(found: Paged<Row>, item: (row: Row) => PracticeSessionItem): Paged<PracticeSessionItem> => ({
  ...found,
  pageData: found.pageData.map(item),
});

const aktRef = (ref: QuestionRef) => ({ aktSessionID: ref.sessionID, aktQuestionID: ref.questionID });

const aktCalls: PracticeCalls = {
  topics: (options) => api.call(reader.getAKTPracticeTopics, undefined, options),
  paged: async (page, options) => pagedOf(await api.call(reader.getPagedAKTSession, page, options), aktItem),
  faced: (options) => api.call(reader.getFacedTotalAKTQuestionCount, undefined, options),
  session: async (aktSessionID, options) => aktSession(await api.call(reader.getAKTSession, { aktSessionID }, options)),
  question: async (aktSessionID, questionNo, options) =>
    aktQuestion(await api.call(reader.getAKTSessionQuestion, { aktSessionID, questionNo }, options)),
  create: async (input, options) => (await api.call(reader.createReaderAKTSession, input, options)).aktSessionID,
  submit: (ref, { answerIDs, subAnswers }, options) =>
    api.call(
      reader.submitAktAnswer,
      { ...aktRef(ref), ...(subAnswers.length > 0 ? { subAnswers } : { answerID: answerIDs[0] ?? null }) },
      options,
    ),
  flag: (ref, flagged, options) => api.call(reader.flagAKTQuestion, { ...aktRef(ref), flagged }, options),
  strike: (ref, answerID, struck, options) =>
    api.call(reader.strikeAKTAnswer, { ...aktRef(ref), answerID, struck }, options),
  end: (aktSessionID, options) => api.call(reader.endAKTSession, { aktSessionID }, options),
};

export const AKT_PRACTICE: PracticeKind = {
  kind: 'AKT',
  label: 'AKT',
  title: 'AKT Questions',
  description:
    'Practise applied knowledge test questions in sessions: tutor mode shows the answer after each question, exam mode at the end.',
  unit: 'mark(s)',
  routes: {
    list: PublicRoutes.aktQuestions,
    create: PublicRoutes.aktQuestionsNew,
    session: PublicRoutes.aktQuestionsSession,
  },
  ids: { session: 'aktSessionID', question: 'aktQuestionID' },
  calls: aktCalls,
};

function aktQuestion(dto: AktSessionQuestion): PracticeQuestionView {
  return {
    ...dto,
    sessionID: dto.aktSessionID,
    questionID: dto.aktQuestionID,
    answerType: dto.aktAnswerType,
    noOfExpectedAnswers: null,
    penaltyPerExtraOption: 0,
    chosenAnswerIDs: dto.chosenAnswerID ? [dto.chosenAnswerID] : [],
    reveal: dto.reveal && { ...dto.reveal, answerScores: null, extraOptions: 0, penalty: 0 },
  };
}

function aktSession(dto: AktSession): PracticeSessionView {
  return {
    ...aktItem(dto),
    questions: dto.questions.map((item) => ({ ...item, questionID: item.aktQuestionID, marks: null, penalty: null })),
  };
}

function aktItem(dto: AktSessionListItem): PracticeSessionItem {
  const { aktSessionID, mode, filter, status, noOfQuestions, answeredCount, score, createdAt } = dto;
  return {
    sessionID: aktSessionID,
    mode,
    filter,
    status,
    noOfQuestions,
    answeredCount,
    score,
    penalties: null,
    createdAt,
  };
}

const msqRef = (ref: QuestionRef) => ({ msqSessionID: ref.sessionID, msqQuestionID: ref.questionID });

const msqCalls: PracticeCalls = {
  topics: (options) => api.call(reader.getMSQPracticeTopics, undefined, options),
  paged: async (page, options) => pagedOf(await api.call(reader.getPagedMSQSession, page, options), msqItem),
  faced: (options) => api.call(reader.getFacedTotalMSQQuestionCount, undefined, options),
  session: async (msqSessionID, options) => msqSession(await api.call(reader.getMSQSession, { msqSessionID }, options)),
  question: async (msqSessionID, questionNo, options) =>
    msqQuestion(await api.call(reader.getMSQSessionQuestion, { msqSessionID, questionNo }, options)),
  create: async (input, options) => (await api.call(reader.createReaderMSQSession, input, options)).msqSessionID,
  submit: (ref, { answerIDs, subAnswers }, options) =>
    api.call(
      reader.submitMsqAnswer,
      { ...msqRef(ref), ...(subAnswers.length > 0 ? { subAnswers } : { answerIDs }) },
      options,
    ),
  flag: (ref, flagged, options) => api.call(reader.flagMSQQuestion, { ...msqRef(ref), flagged }, options),
  strike: (ref, answerID, struck, options) =>
    api.call(reader.strikeMSQAnswer, { ...msqRef(ref), answerID, struck }, options),
  end: (msqSessionID, options) => api.call(reader.endMSQSession, { msqSessionID }, options),
};

export const MSQ_PRACTICE: PracticeKind = {
  kind: 'MSQ',
  label: 'KFP(MSQ)',
  title: 'KFP(MSQ) Questions',
  description:
    'Practise KFP multiple-select questions marked as the exam marks them: each correct option earns its points, and every option chosen beyond the number asked costs a penalty.',
  unit: 'points',
  routes: {
    list: PublicRoutes.msqQuestions,
    create: PublicRoutes.msqQuestionsNew,
    session: PublicRoutes.msqQuestionsSession,
  },
  ids: { session: 'msqSessionID', question: 'msqQuestionID' },
  calls: msqCalls,
};

function msqQuestion(dto: MsqSessionQuestion): PracticeQuestionView {
  return {
    ...dto,
    sessionID: dto.msqSessionID,
    questionID: dto.msqQuestionID,
    answerType: dto.msqAnswerType,
    reveal: dto.reveal && msqRevealView(dto.reveal),
  };
}

function msqSession(dto: MsqSession): PracticeSessionView {
  return { ...msqItem(dto), questions: dto.questions.map((item) => ({ ...item, questionID: item.msqQuestionID })) };
}

function msqItem(dto: MsqSessionListItem): PracticeSessionItem {
  const { msqSessionID, mode, filter, status, noOfQuestions, answeredCount, score, penalties, createdAt } = dto;
  return { sessionID: msqSessionID, mode, filter, status, noOfQuestions, answeredCount, score, penalties, createdAt };
}

/** A session's screen with its question in the query, as the URL keeps it. */
export function sessionHref(kind: PracticeKind, sessionID: string, questionNo?: number): string {
  const query = new URLSearchParams({
    [kind.ids.session]: sessionID,
    ...(questionNo === undefined ? {} : { questionNo: String(questionNo) }),
  });
  return `${kind.routes.session}?${query.toString()}`;
}
