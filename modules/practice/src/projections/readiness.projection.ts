import { type Transaction, sql } from 'kysely';
import { occurredAt } from '@notebook/kernel';
import type { Database, Projection, Recorded } from '@notebook/read-models';
import type { ReadinessSource } from '../read-model/schema';
import type { AktSessionEvent } from '../akt-sessions/akt-session.events';
import type { KfpAttemptEvent } from '../kfp-attempts/kfp-attempt.events';
import type { MsqSessionEvent } from '../msq-sessions/msq-session.events';
import { points } from '../shared/session-rules';

type Trx = Transaction<Database>;
type ReadinessEvent = AktSessionEvent | MsqSessionEvent | KfpAttemptEvent;

const READS = [
  'AktSessionCreated',
  'AktAnswerSubmitted',
  'AktAnswerCleared',
  'AktSessionEnded',
  'MsqSessionCreated',
  'MsqAnswerSubmitted',
  'MsqAnswerCleared',
  'MsqSessionEnded',
  'KfpAttemptStarted',
  'KfpAnswerSubmitted',
  'KfpAnswerSelfMarked',
] as const satisfies readonly ReadinessEvent['type'][];
type ReadEvent = Extract<ReadinessEvent, { type: (typeof READS)[number] }>;

type QuestionRow = {
  source: ReadinessSource;
  sessionID: string;
  questionID: string;
  readerID: string;
  topicID: string;
  revealedOnAnswer: boolean;
};

/**
 * readiness_answer: every question a reader met in practice, its mark once marked, and whether the
 * reader has been shown that mark. A session's questions arrive with it (each with its topic), so
 * later answers need nothing but their own event. Exam-mode marks count only from the end of the
 * session: readiness must not tell a reader how a running exam goes.
 */
export const readinessProjection: Projection<ReadEvent> = {
  name: 'readiness',
  version: 1,
  canHandle: READS,
  tables: ['readiness_answer'],
  async handle(events, trx) {
    for (const event of events) await apply(event, trx);
  },
};

async function apply(event: Recorded<ReadEvent>, trx: Trx): Promise<void> {
  const at = occurredAt(event);
  switch (event.type) {
    case 'AktSessionCreated':
      return insertSession(trx, 'AKT', event.data.aktSessionID, event.data);
    case 'AktAnswerSubmitted': {
      const { aktSessionID, aktQuestionID, marks, outOf } = event.data;
      return mark(trx, ['AKT', aktSessionID, aktQuestionID], marks, outOf, at);
    }
    case 'AktAnswerCleared':
      return unmark(trx, ['AKT', event.data.aktSessionID, event.data.aktQuestionID]);
    case 'AktSessionEnded':
      return revealSession(trx, 'AKT', event.data.aktSessionID);
    case 'MsqSessionCreated':
      return insertSession(trx, 'MSQ', event.data.msqSessionID, event.data);
    case 'MsqAnswerSubmitted': {
      // A KFP(MSQ) question counts its points after the over-selection penalty, out of 100.
      const { msqSessionID, msqQuestionID, marks, penalty, outOf } = event.data;
      return mark(trx, ['MSQ', msqSessionID, msqQuestionID], points(Math.max(0, marks - penalty)), outOf, at);
    }
    case 'MsqAnswerCleared':
      return unmark(trx, ['MSQ', event.data.msqSessionID, event.data.msqQuestionID]);
    case 'MsqSessionEnded':
      return revealSession(trx, 'MSQ', event.data.msqSessionID);
    case 'KfpAttemptStarted': {
      const { kfpAttemptID, readerID, kfpCase } = event.data;
      return insertQuestions(
        trx,
        kfpCase.questions.map((question) => ({
          source: 'KFP',
          sessionID: kfpAttemptID,
          questionID: question.kfpCaseQuestionID,
          readerID,
          topicID: kfpCase.topicID,
          revealedOnAnswer: true,
        })),
      );
    }
    case 'KfpAnswerSubmitted': {
      // A written answer has no mark until the reader marks it against the model answer.
      const { kfpAttemptID, kfpCaseQuestionID, answerStatus } = event.data;
      if (answerStatus === null) return;
      return mark(trx, ['KFP', kfpAttemptID, kfpCaseQuestionID], answerStatus === 'CORRECT' ? 1 : 0, 1, at);
    }
    case 'KfpAnswerSelfMarked': {
      const { kfpAttemptID, kfpCaseQuestionID, correct } = event.data;
      return mark(trx, ['KFP', kfpAttemptID, kfpCaseQuestionID], correct ? 1 : 0, 1, at);
    }
  }
}

/** An AKT or MSQ session's questions, met as it starts; a tutor session shows each mark on answering. */
function insertSession(
  trx: Trx,
  source: 'AKT' | 'MSQ',
  sessionID: string,
  session: { readerID: string; mode: string; questions: Array<{ questionID: string; topicID: string }> },
): Promise<void> {
  const revealedOnAnswer = session.mode === 'TUTOR';
  const { readerID } = session;
  return insertQuestions(
    trx,
    session.questions.map(({ questionID, topicID }) => ({
      source,
      sessionID,
      questionID,
      readerID,
      topicID,
      revealedOnAnswer,
    })),
  );
}

/** An exam session ended: its marks may be shown. */
async function revealSession(trx: Trx, source: 'AKT' | 'MSQ', sessionID: string): Promise<void> {
  await trx
    .updateTable('readiness_answer')
    .set({ revealed: true })
    .where('source', '=', source)
    .where('session_id', '=', sessionID)
    .execute();
}

async function insertQuestions(trx: Trx, rows: QuestionRow[]): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('readiness_answer')
    .values(
      rows.map((row) => ({
        source: row.source,
        session_id: row.sessionID,
        question_id: row.questionID,
        reader_id: row.readerID,
        topic_id: row.topicID,
        revealed_on_answer: row.revealedOnAnswer,
      })),
    )
    .onConflict((conflict) => conflict.columns(['source', 'session_id', 'question_id']).doNothing())
    .execute();
}

/** Which question of which session: the source, the session's (or attempt's) id and the question's id. */
type QuestionKey = [source: ReadinessSource, sessionID: string, questionID: string];

/** The latest mark of a question in its session (an exam answer replaced, a self-mark changed). */
async function mark(trx: Trx, [source, sessionID, questionID]: QuestionKey, marks: number, outOf: number, at: Date) {
  await sql`UPDATE readiness_answer SET marks = ${marks}, out_of = ${outOf}, answered_at = ${at}, revealed = revealed OR revealed_on_answer
    WHERE source = ${source} AND session_id = ${sessionID} AND question_id = ${questionID}`.execute(trx);
}

/** An exam answer cleared before the end: the question is unmarked again. */
async function unmark(trx: Trx, [source, sessionID, questionID]: QuestionKey) {
  await sql`UPDATE readiness_answer SET marks = NULL, out_of = NULL, answered_at = NULL
    WHERE source = ${source} AND session_id = ${sessionID} AND question_id = ${questionID}`.execute(trx);
}
