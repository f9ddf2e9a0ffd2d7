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
  type MsqSession,
  type MsqSessionListItem,
  type MsqSessionQuestion,
  PublicRoutes,
  type QuestionAnswerType,
  type SubAnswer,
} from '@notebook/contracts';

/**
 * AKT and KFP(MSQ) practice sessions share one life (modes, filters, flags, struck options, the
 * navigator) and so one set of screens. Each kind says here how its calls are named and how its
 * answers read as the screens' shapes below; the screens never see a kind's own DTOs.
 */
export type PracticeKindName = 'AKT' | 'MSQ';

export type PracticeReveal = {
  answerStatus: AktAnswerStatus;
  correctAnswerIDs: string[];
  /** KFP(MSQ): the points each correct option earns. */
  answerScores: Record<string, number> | null;
  correctSubAnswers: SubAnswer[];
  explanation: string | null;
  marks: number;
  outOf: number;
  /** KFP(MSQ): options chosen beyond the number asked, and the points they cost. */
  extraOptions: number;
  penalty: number;
};

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
  /** Query and body field names of the session and question ids. */
  ids: RefNames;
  calls: {
    topics: string;
    paged: string;
    faced: string;
    session: string;
    question: string;
    create: string;
    submit: string;
    flag: string;
    strike: string;
    end: string;
  };
  /** The created session's id from the create call's answer. */
  createdID: (result: Record<string, unknown>) => string;
  /** The submit body of a chosen answer. */
  answerBody: (answer: { answerIDs: string[]; subAnswers: SubAnswer[] }) => Record<string, unknown>;
  question: (dto: never) => PracticeQuestionView;
  session: (dto: never) => PracticeSessionView;
  item: (dto: never) => PracticeSessionItem;
};

export type { AktPracticeTopic as PracticeTopic };

const reader = ApiPaths.reader;

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
  calls: {
    topics: reader.getAKTPracticeTopics,
    paged: reader.getPagedAKTSession,
    faced: reader.getFacedTotalAKTQuestionCount,
    session: reader.getAKTSession,
    question: reader.getAKTSessionQuestion,
    create: reader.createReaderAKTSession,
    submit: reader.submitAktAnswer,
    flag: reader.flagAKTQuestion,
    strike: reader.strikeAKTAnswer,
    end: reader.endAKTSession,
  },
  createdID: (result) => String(result.aktSessionID),
  answerBody: ({ answerIDs, subAnswers }) => (subAnswers.length > 0 ? { subAnswers } : { answerID: answerIDs[0] }),
  question: (dto: AktSessionQuestion): PracticeQuestionView => ({
    ...dto,
    sessionID: dto.aktSessionID,
    questionID: dto.aktQuestionID,
    answerType: dto.aktAnswerType,
    noOfExpectedAnswers: null,
    penaltyPerExtraOption: 0,
    chosenAnswerIDs: dto.chosenAnswerID ? [dto.chosenAnswerID] : [],
    reveal: dto.reveal && { ...dto.reveal, answerScores: null, extraOptions: 0, penalty: 0 },
  }),
  session: (dto: AktSession): PracticeSessionView => ({
    ...aktItem(dto),
    questions: dto.questions.map((item) => ({ ...item, questionID: item.aktQuestionID, marks: null, penalty: null })),
  }),
  item: (dto: AktSessionListItem) => aktItem(dto),
};

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
  calls: {
    topics: reader.getMSQPracticeTopics,
    paged: reader.getPagedMSQSession,
    faced: reader.getFacedTotalMSQQuestionCount,
    session: reader.getMSQSession,
    question: reader.getMSQSessionQuestion,
    create: reader.createReaderMSQSession,
    submit: reader.submitMsqAnswer,
    flag: reader.flagMSQQuestion,
    strike: reader.strikeMSQAnswer,
    end: reader.endMSQSession,
  },
  createdID: (result) => String(result.msqSessionID),
  answerBody: ({ answerIDs, subAnswers }) => (subAnswers.length > 0 ? { subAnswers } : { answerIDs }),
  question: (dto: MsqSessionQuestion): PracticeQuestionView => ({
    ...dto,
    sessionID: dto.msqSessionID,
    questionID: dto.msqQuestionID,
    answerType: dto.msqAnswerType,
    reveal: dto.reveal && {
      ...dto.reveal,
      correctAnswerIDs: dto.reveal.correctAnswers.map((answer) => answer.answerID),
      answerScores: Object.fromEntries(
        dto.reveal.correctAnswers.map((answer) => [answer.answerID, answer.answerScore]),
      ),
    },
  }),
  session: (dto: MsqSession): PracticeSessionView => ({
    ...msqItem(dto),
    questions: dto.questions.map((item) => ({ ...item, questionID: item.msqQuestionID })),
  }),
  item: (dto: MsqSessionListItem) => msqItem(dto),
};

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
