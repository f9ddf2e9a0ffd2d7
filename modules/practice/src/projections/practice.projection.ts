import type { Transaction } from 'kysely';
import { occurredAt } from '@notebook/kernel';
import type { Database, Projection, Recorded } from '@notebook/read-models';
import { marksOf } from '../akt-sessions/akt-marking';
import { aktSessionDecider } from '../akt-sessions/akt-session.decider';
import { type AktSessionEvent, AktSessionEventTypes } from '../akt-sessions/akt-session.events';
import { type AktSessionProgress, progressOf } from '../akt-sessions/akt-session.views';
import { type KfpAttemptState, kfpAttemptDecider } from '../kfp-attempts/kfp-attempt.decider';
import { msqSessionDecider } from '../msq-sessions/msq-session.decider';
import { type MsqSessionEvent, MsqSessionEventTypes } from '../msq-sessions/msq-session.events';
import { type MsqSessionProgress, msqProgressOf } from '../msq-sessions/msq-session.views';
import { points } from '../shared/session-rules';
import { type KfpAttemptEvent, KfpAttemptEventTypes } from '../kfp-attempts/kfp-attempt.events';

type Trx = Transaction<Database>;

/**
 * akt_session (one row per session: its copy of the questions as `questions`, written once, the rest
 * of its folded state as `document`, and the columns the list shows)
 * and akt_session_question (the reader's history of each question: met, answered, right or wrong,
 * flagged); msq_session and msq_session_question, the same for KFP(MSQ) sessions; kfp_attempt (each
 * attempt at a KFP case). The views decide what of it a reader may see when.
 */
type PracticeEvent = AktSessionEvent | MsqSessionEvent | KfpAttemptEvent;
const KFP_TYPES = new Set<string>(KfpAttemptEventTypes);
const MSQ_TYPES = new Set<string>(MsqSessionEventTypes);
const isKfp = (event: Recorded<PracticeEvent>): event is Recorded<KfpAttemptEvent> => KFP_TYPES.has(event.type);
const isMsq = (event: Recorded<PracticeEvent>): event is Recorded<MsqSessionEvent> => MSQ_TYPES.has(event.type);

export const practiceProjection: Projection<PracticeEvent> = {
  name: 'practice',
  // 2: the session's questions in their own column, out of `document`.
  version: 2,
  canHandle: [...AktSessionEventTypes, ...MsqSessionEventTypes, ...KfpAttemptEventTypes],
  tables: ['akt_session', 'akt_session_question', 'msq_session', 'msq_session_question', 'kfp_attempt'],
  async handle(events, trx) {
    for (const event of events) {
      if (isKfp(event)) await applyKfp(event, trx);
      else if (isMsq(event)) await applyMsq(event, trx);
      else await applyAkt(event, trx);
    }
  },
};

/** kfp_attempt: the folded attempt; the views decide what of it a reader is shown. */
async function applyKfp(event: Recorded<KfpAttemptEvent>, trx: Trx): Promise<void> {
  const { kfpAttemptID } = event.data;
  if (event.type === 'KfpAttemptStarted') {
    const state = kfpAttemptDecider.evolve(kfpAttemptDecider.initialState(), event);
    await trx
      .insertInto('kfp_attempt')
      .values({
        kfp_attempt_id: kfpAttemptID,
        reader_id: event.data.readerID,
        kfp_case_id: event.data.kfpCase.kfpCaseID,
        topic_id: event.data.kfpCase.topicID,
        document: JSON.stringify(state),
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
  const state = kfpAttemptDecider.evolve(row.document as KfpAttemptState, event);
  await trx
    .updateTable('kfp_attempt')
    .set({ document: JSON.stringify(state) })
    .where('kfp_attempt_id', '=', kfpAttemptID)
    .execute();
}

async function applyAkt(event: Recorded<AktSessionEvent>, trx: Trx): Promise<void> {
  const at = occurredAt(event);
  const { aktSessionID } = event.data;
  if (event.type === 'AktSessionCreated') {
    const state = aktSessionDecider.evolve(aktSessionDecider.initialState(), event);
    if (!state.exists) return;
    const { readerID, mode, filter, questions } = event.data;
    await trx
      .insertInto('akt_session')
      .values({
        akt_session_id: aktSessionID,
        reader_id: readerID,
        mode,
        filter,
        status: 'IN_PROGRESS',
        no_of_questions: questions.length,
        out_of: questions.reduce((sum, question) => sum + marksOf(question), 0),
        document: JSON.stringify(progressOf(state)),
        questions: JSON.stringify(questions),
        created_at: at,
      })
      .onConflict((conflict) => conflict.column('akt_session_id').doNothing())
      .execute();
    await trx
      .insertInto('akt_session_question')
      .values(
        questions.map((question, index) => ({
          akt_session_id: aktSessionID,
          akt_question_id: question.questionID,
          reader_id: readerID,
          topic_id: question.topicID,
          question_no: index + 1,
        })),
      )
      .onConflict((conflict) => conflict.columns(['akt_session_id', 'akt_question_id']).doNothing())
      .execute();
    return;
  }
  const row = await trx
    .selectFrom('akt_session')
    .select('document')
    .where('akt_session_id', '=', aktSessionID)
    .executeTakeFirst();
  if (!row) return;
  // Past its creation a session's events never read its questions, so progress is folded without them.
  const state = aktSessionDecider.evolve({ ...(row.document as AktSessionProgress), questions: [] }, event);
  if (!state.exists) return;
  const answers = Object.values(state.answers);
  await trx
    .updateTable('akt_session')
    .set({
      document: JSON.stringify(progressOf(state)),
      status: state.status,
      answered_count: answers.length,
      marks: answers.reduce((sum, answer) => sum + answer.marks, 0),
      answered_out_of: answers.reduce((sum, answer) => sum + answer.outOf, 0),
      ...(event.type === 'AktSessionEnded' ? { score: String(event.data.score), ended_at: at } : {}),
    })
    .where('akt_session_id', '=', aktSessionID)
    .execute();
  const question = trx.updateTable('akt_session_question').where('akt_session_id', '=', aktSessionID);
  if (event.type === 'AktAnswerSubmitted') {
    await question
      .set({
        answered: true,
        answer_status: event.data.answerStatus === 'CORRECT' ? 'CORRECT' : 'INCORRECT',
        answered_at: at,
      })
      .where('akt_question_id', '=', event.data.aktQuestionID)
      .execute();
  } else if (event.type === 'AktQuestionFlagged') {
    await question
      .set({ flagged: event.data.flagged })
      .where('akt_question_id', '=', event.data.aktQuestionID)
      .execute();
  }
}

async function applyMsq(event: Recorded<MsqSessionEvent>, trx: Trx): Promise<void> {
  const at = occurredAt(event);
  const { msqSessionID } = event.data;
  if (event.type === 'MsqSessionCreated') {
    const state = msqSessionDecider.evolve(msqSessionDecider.initialState(), event);
    if (!state.exists) return;
    const { readerID, mode, filter, questions } = event.data;
    await trx
      .insertInto('msq_session')
      .values({
        msq_session_id: msqSessionID,
        reader_id: readerID,
        mode,
        filter,
        status: 'IN_PROGRESS',
        no_of_questions: questions.length,
        document: JSON.stringify(msqProgressOf(state)),
        questions: JSON.stringify(questions),
        created_at: at,
      })
      .onConflict((conflict) => conflict.column('msq_session_id').doNothing())
      .execute();
    await trx
      .insertInto('msq_session_question')
      .values(
        questions.map((question, index) => ({
          msq_session_id: msqSessionID,
          msq_question_id: question.questionID,
          reader_id: readerID,
          topic_id: question.topicID,
          question_no: index + 1,
        })),
      )
      .onConflict((conflict) => conflict.columns(['msq_session_id', 'msq_question_id']).doNothing())
      .execute();
    return;
  }
  const row = await trx
    .selectFrom('msq_session')
    .select('document')
    .where('msq_session_id', '=', msqSessionID)
    .executeTakeFirst();
  if (!row) return;
  // As for AKT: past its creation a session's events never read its questions.
  const state = msqSessionDecider.evolve({ ...(row.document as MsqSessionProgress), questions: [] }, event);
  if (!state.exists) return;
  const answers = Object.values(state.answers);
  await trx
    .updateTable('msq_session')
    .set({
      document: JSON.stringify(msqProgressOf(state)),
      status: state.status,
      answered_count: answers.length,
      marks: points(answers.reduce((sum, answer) => sum + answer.marks, 0)),
      penalties: points(answers.reduce((sum, answer) => sum + answer.penalty, 0)),
      ...(event.type === 'MsqSessionEnded' ? { score: String(event.data.score), ended_at: at } : {}),
    })
    .where('msq_session_id', '=', msqSessionID)
    .execute();
  const question = trx.updateTable('msq_session_question').where('msq_session_id', '=', msqSessionID);
  if (event.type === 'MsqAnswerSubmitted') {
    await question
      .set({
        answered: true,
        answer_status: event.data.answerStatus === 'CORRECT' ? 'CORRECT' : 'INCORRECT',
        answered_at: at,
      })
      .where('msq_question_id', '=', event.data.msqQuestionID)
      .execute();
  } else if (event.type === 'MsqQuestionFlagged') {
    await question
      .set({ flagged: event.data.flagged })
      .where('msq_question_id', '=', event.data.msqQuestionID)
      .execute();
  }
}
