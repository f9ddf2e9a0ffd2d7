import { type Transaction, sql } from 'kysely';
import { occurredAt } from '@notebook/kernel';
import type { PracticeQuestion } from '@notebook/question-bank';
import type { Database, Projection, Recorded } from '@notebook/read-models';
import type { KfpAttemptDocument, PracticeSessionDocument } from '../read-model/schema';
import { marksOf } from '../akt-sessions/akt-marking';
import { type AktSessionEvent, AktSessionEventTypes } from '../akt-sessions/akt-session.events';
import { type MsqSessionEvent, MsqSessionEventTypes } from '../msq-sessions/msq-session.events';
import { isFullyAnswered, points } from '../shared/session-rules';
import {
  type KfpAnswerSelfMarked,
  type KfpAnswerSubmitted,
  type KfpAttemptEvent,
  KfpAttemptEventTypes,
} from '../kfp-attempts/kfp-attempt.events';

type Trx = Transaction<Database>;

/**
 * akt_session (one row per session: its copy of the questions as `questions`, written once, what the
 * reader's list shows of its progress as `document`, and the columns the list shows)
 * and akt_session_question (the reader's history of each question: met, answered, right or wrong,
 * flagged); msq_session and msq_session_question, the same for KFP(MSQ) sessions; kfp_attempt (each
 * attempt at a KFP case). The views decide what of it a reader may see when.
 */
type PracticeEvent = AktSessionEvent | MsqSessionEvent | KfpAttemptEvent;
const KFP_TYPES = new Set<string>(KfpAttemptEventTypes);
const isKfp = (event: Recorded<PracticeEvent>): event is Recorded<KfpAttemptEvent> => KFP_TYPES.has(event.type);

export const practiceProjection: Projection<PracticeEvent> = {
  name: 'practice',
  // 2: the session's questions in their own column, out of `document`.
  // 3: `document` folded here (no longer a decider's state): a session's is what the list shows.
  // 5: `answered_count` counts only questions answered in every part (an extended match's every sub-question).
  version: 5,
  canHandle: [...AktSessionEventTypes, ...MsqSessionEventTypes, ...KfpAttemptEventTypes],
  tables: ['akt_session', 'akt_session_question', 'msq_session', 'msq_session_question', 'kfp_attempt'],
  async handle(events, trx) {
    for (const event of events) {
      if (isKfp(event)) await applyKfp(event, trx);
      else await applySession(event, trx);
    }
  },
};

/** kfp_attempt: the attempt's copy of the case and its answers, folded here; the views decide what of it a reader is shown. */
async function applyKfp(event: Recorded<KfpAttemptEvent>, trx: Trx): Promise<void> {
  const { kfpAttemptID } = event.data;
  if (event.type === 'KfpAttemptStarted') {
    const { readerID, kfpCase } = event.data;
    const document: KfpAttemptDocument = { kfpAttemptID, readerID, kfpCase, answers: {} };
    await trx
      .insertInto('kfp_attempt')
      .values({
        kfp_attempt_id: kfpAttemptID,
        reader_id: readerID,
        kfp_case_id: kfpCase.kfpCaseID,
        topic_id: kfpCase.topicID,
        document: JSON.stringify(document),
        started_at: occurredAt(event),
      })
      .onConflict((conflict) => conflict.column('kfp_attempt_id').doNothing())
      .execute();
    return;
  }
  const row = await trx
    .selectFrom('kfp_attempt')
    .select('document')
    .where('kfp_attempt_id', '=', kfpAttemptID)
    .executeTakeFirst();
  if (!row) return;
  await trx
    .updateTable('kfp_attempt')
    .set({ document: JSON.stringify(answeredAttempt(row.document, event)) })
    .where('kfp_attempt_id', '=', kfpAttemptID)
    .execute();
}

/** The attempt with an answer recorded, or a written answer marked by the reader. */
function answeredAttempt(attempt: KfpAttemptDocument, event: KfpAnswerSubmitted | KfpAnswerSelfMarked) {
  const { kfpCaseQuestionID } = event.data;
  const recorded = attempt.answers[kfpCaseQuestionID];
  if (event.type === 'KfpAnswerSubmitted') {
    const { answerIDs, text, answerStatus } = event.data;
    return { ...attempt, answers: { ...attempt.answers, [kfpCaseQuestionID]: { answerIDs, text, answerStatus } } };
  }
  if (!recorded) return attempt;
  const marked = { ...recorded, answerStatus: event.data.correct ? ('CORRECT' as const) : ('INCORRECT' as const) };
  return { ...attempt, answers: { ...attempt.answers, [kfpCaseQuestionID]: marked } };
}

type SessionEvent = AktSessionEvent | MsqSessionEvent;
type Kind = 'AKT' | 'MSQ';
const SESSION_TABLES = {
  AKT: {
    sessions: 'akt_session',
    sessionID: 'akt_session_id',
    questions: 'akt_session_question',
    questionID: 'akt_question_id',
  },
  MSQ: {
    sessions: 'msq_session',
    sessionID: 'msq_session_id',
    questions: 'msq_session_question',
    questionID: 'msq_question_id',
  },
} as const;

/** The session an event is of, and the question it names (if any), whichever kind stored it. */
function refOf(event: SessionEvent): { kind: Kind; sessionID: string; questionID: string | null } {
  const data: Record<string, unknown> = event.data;
  const questionID = (data.aktQuestionID ?? data.msqQuestionID ?? null) as string | null;
  if ('aktSessionID' in event.data) return { kind: 'AKT', sessionID: event.data.aktSessionID, questionID };
  return { kind: 'MSQ', sessionID: event.data.msqSessionID, questionID };
}

/**
 * What the reader's list shows of a session, after one more of its events (penalties: KFP(MSQ) only).
 * `complete`: whether an answer event answers its question in every part.
 */
function progressed(
  document: PracticeSessionDocument,
  event: SessionEvent,
  complete: boolean,
): PracticeSessionDocument {
  const answered = (questionID: string, marking: PracticeSessionDocument['answers'][string]) => ({
    ...document,
    answers: { ...document.answers, [questionID]: marking },
  });
  switch (event.type) {
    case 'AktAnswerSubmitted': {
      const { aktQuestionID, marks, outOf } = event.data;
      return answered(aktQuestionID, { marks, penalty: 0, outOf, complete });
    }
    case 'MsqAnswerSubmitted': {
      const { msqQuestionID, marks, penalty, outOf } = event.data;
      return answered(msqQuestionID, { marks, penalty, outOf, complete });
    }
    case 'AktAnswerCleared':
    case 'MsqAnswerCleared': {
      const questionID = 'aktQuestionID' in event.data ? event.data.aktQuestionID : event.data.msqQuestionID;
      return {
        ...document,
        answers: Object.fromEntries(Object.entries(document.answers).filter(([id]) => id !== questionID)),
      };
    }
    case 'AktSessionEnded': {
      const { marks, outOf, score } = event.data;
      return { ...document, status: 'ENDED', totals: { marks, penalties: 0, outOf, score } };
    }
    case 'MsqSessionEnded': {
      const { marks, penalties, outOf, score } = event.data;
      return { ...document, status: 'ENDED', totals: { marks, penalties, outOf, score } };
    }
    default:
      return document;
  }
}

async function applySession(event: Recorded<SessionEvent>, trx: Trx): Promise<void> {
  const at = occurredAt(event);
  const { kind, sessionID, questionID } = refOf(event);
  const tables = SESSION_TABLES[kind];
  if (event.type === 'AktSessionCreated' || event.type === 'MsqSessionCreated')
    return createSession(kind, sessionID, event.data, at, trx);
  const row = await trx
    .selectFrom(tables.sessions)
    .select(['document', sessionQuestion(questionID).as('question')])
    .where(tables.sessionID, '=', sessionID)
    .executeTakeFirst();
  if (!row) return;
  const document = progressed(row.document, event, answersEveryPart(event, row.question));
  const answers = Object.values(document.answers);
  const sum = (of: (answer: (typeof answers)[number]) => number) =>
    answers.reduce((total, each) => total + of(each), 0);
  const ended = event.type === 'AktSessionEnded' || event.type === 'MsqSessionEnded';
  const common = {
    document: JSON.stringify(document),
    status: document.status,
    answered_count: answers.filter((answer) => answer.complete).length,
    ...(ended ? { score: String(event.data.score), ended_at: at } : {}),
  };
  if (kind === 'AKT')
    await trx
      .updateTable('akt_session')
      .set({ ...common, marks: sum((each) => each.marks), answered_out_of: sum((each) => each.outOf) })
      .where('akt_session_id', '=', sessionID)
      .execute();
  else
    await trx
      .updateTable('msq_session')
      .set({ ...common, marks: points(sum((each) => each.marks)), penalties: points(sum((each) => each.penalty)) })
      .where('msq_session_id', '=', sessionID)
      .execute();
  if (questionID) await applyToQuestion(kind, sessionID, questionID, event, at, trx);
}

/** The session's copy of the question the event names (null for an event naming none). */
function sessionQuestion(questionID: string | null) {
  return sql<Pick<PracticeQuestion, 'answerType' | 'subQuestions'> | null>`jsonb_path_query_first(questions,
    '$[*] ? (@.questionID == $id)', jsonb_build_object('id', ${questionID}::text))`;
}

/** Whether an answer event answers its question in every part, by the session's copy of the question. */
function answersEveryPart(
  event: SessionEvent,
  question: Pick<PracticeQuestion, 'answerType' | 'subQuestions'> | null,
): boolean {
  if (event.type !== 'AktAnswerSubmitted' && event.type !== 'MsqAnswerSubmitted') return false;
  return !!question && isFullyAnswered(question, event.data);
}

/** The reader's history of a question of the session: answered (right or wrong), flagged. */
async function applyToQuestion(
  kind: Kind,
  sessionID: string,
  questionID: string,
  event: SessionEvent,
  at: Date,
  trx: Trx,
): Promise<void> {
  const tables = SESSION_TABLES[kind];
  const question = trx
    .updateTable(tables.questions)
    .where(tables.sessionID, '=', sessionID)
    .where(tables.questionID, '=', questionID);
  if (event.type === 'AktAnswerSubmitted' || event.type === 'MsqAnswerSubmitted') {
    const answerStatus = event.data.answerStatus === 'CORRECT' ? 'CORRECT' : 'INCORRECT';
    await question.set({ answered: true, answer_status: answerStatus, answered_at: at }).execute();
  } else if (event.type === 'AktAnswerCleared' || event.type === 'MsqAnswerCleared') {
    await question.set({ answered: false, answer_status: null, answered_at: null }).execute();
  } else if (event.type === 'AktQuestionFlagged' || event.type === 'MsqQuestionFlagged') {
    await question.set({ flagged: event.data.flagged, flagged_at: at }).execute();
  }
}

/** A new session: its row (with its copy of the questions, written once) and a history row per question. */
async function createSession(
  kind: Kind,
  sessionID: string,
  data: Pick<PracticeSessionDocument, 'mode' | 'filter'> & { readerID: string; questions: PracticeQuestion[] },
  at: Date,
  trx: Trx,
): Promise<void> {
  const { readerID, mode, filter, questions } = data;
  const document: PracticeSessionDocument = {
    sessionID,
    mode,
    filter,
    status: 'IN_PROGRESS',
    answers: {},
    totals: null,
  };
  const row = {
    reader_id: readerID,
    mode,
    filter,
    status: 'IN_PROGRESS' as const,
    no_of_questions: questions.length,
    document: JSON.stringify(document),
    questions: JSON.stringify(questions),
    created_at: at,
  };
  if (kind === 'AKT')
    await trx
      .insertInto('akt_session')
      .values({ ...row, akt_session_id: sessionID, out_of: questions.reduce((sum, each) => sum + marksOf(each), 0) })
      .onConflict((conflict) => conflict.column('akt_session_id').doNothing())
      .execute();
  else
    await trx
      .insertInto('msq_session')
      .values({ ...row, msq_session_id: sessionID })
      .onConflict((conflict) => conflict.column('msq_session_id').doNothing())
      .execute();
  const tables = SESSION_TABLES[kind];
  await trx
    .insertInto(tables.questions)
    .values(
      questions.map((question, index) => ({
        [tables.sessionID]: sessionID,
        [tables.questionID]: question.questionID,
        reader_id: readerID,
        topic_id: question.topicID,
        question_no: index + 1,
      })),
    )
    .onConflict((conflict) => conflict.columns([tables.sessionID, tables.questionID]).doNothing())
    .execute();
}
