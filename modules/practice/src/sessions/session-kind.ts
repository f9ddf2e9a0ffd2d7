import type { z } from 'zod';
import type { AktSessionFilter, AktSessionMode } from '@notebook/contracts';
import type { PracticeQuestion } from '@notebook/question-bank';
import type { PracticeSessionDocument } from '../read-model/schema';
import type { SessionFound, SessionRules, SessionStorage, SessionTypes } from './practice-session.decider';

/** The contract of a kind's calls: its ids' names, the answer fields of its submit call, what its calls answer. */
export type KindTypes = SessionTypes & {
  sessionKey: string;
  questionKey: string;
  answerInput: object;
  question: object;
  reveal: object;
  session: object;
  listItem: object;
};

export type SessionTimes = { createdAt: Date; endedAt: Date | null };
/** How far a session is: its questions, and those answered in every part (isFullyAnswered). */
export type SessionProgress = { noOfQuestions: number; answeredCount: number };
/** What a line of the reader's list is made of: a session's state, or the read model's document of it. */
export type SessionLine<Marks, Totals> = Pick<PracticeSessionDocument, 'sessionID' | 'mode' | 'filter' | 'status'> & {
  answers: Record<string, Marks>;
  totals: Totals | null;
};

/** A call naming a session of the kind, or a question of it, by the kind's names for the two ids. */
export type SessionRef<T extends KindTypes> = Record<T['sessionKey'], string>;
export type QuestionRef<T extends KindTypes> = SessionRef<T> & Record<T['questionKey'], string>;
export type CreateSessionInput = {
  topicIDs: string[];
  noOfQuestions: number;
  mode: AktSessionMode;
  filter: AktSessionFilter;
};

/** The contract's request schemas of the kind's calls (what each parses into). */
type Requests<T extends KindTypes> = {
  create: z.ZodType<CreateSessionInput>;
  question: z.ZodType<SessionRef<T> & { questionNo: number }>;
  questionByID: z.ZodType<QuestionRef<T>>;
  submit: z.ZodType<QuestionRef<T> & T['answerInput']>;
  flag: z.ZodType<QuestionRef<T> & { flagged: boolean }>;
  strike: z.ZodType<QuestionRef<T> & { answerID: string; struck: boolean }>;
  session: z.ZodType<SessionRef<T>>;
  page: z.ZodType<{ page: number; rows: number }>;
};

/**
 * One kind of practice session (AKT, KFP(MSQ)): everything the shared decider, service, queries and
 * controller need to know of it. Marking stays with the kind (akt-marking.ts, msq-marking.ts).
 */
export type SessionKind<T extends KindTypes> = SessionRules<T> & {
  /** The question bank the kind draws from, and its practice history. */
  kind: 'AKT' | 'MSQ';
  storage: SessionStorage & { sessionKey: T['sessionKey']; questionKey: T['questionKey'] };
  /** Every event type the kind records (what its reads wait for the read models to catch up with). */
  eventTypes: readonly string[];
  answerOf(input: T['answerInput']): T['answer'];
  views: {
    question(session: SessionFound<T>, questionNo: number, sealed: ReadonlySet<string>): T['question'];
    reveal(session: SessionFound<T>, question: PracticeQuestion, sealed: ReadonlySet<string>): T['reveal'] | null;
    session(session: SessionFound<T>, times: SessionTimes, sealed: ReadonlySet<string>): T['session'];
    listItem(session: PracticeSessionDocument, progress: SessionProgress, times: SessionTimes): T['listItem'];
  };
  /** The read model's table of the kind's sessions. */
  table: 'akt_session' | 'msq_session';
  /** The kind's calls (contracts' ApiPaths.reader) and their requests. */
  api: {
    paths: Record<
      | 'create'
      | 'question'
      | 'questionByID'
      | 'submit'
      | 'flag'
      | 'strike'
      | 'end'
      | 'session'
      | 'page'
      | 'topics'
      | 'facedTotal',
      string
    >;
    requests: Requests<T>;
  };
};
