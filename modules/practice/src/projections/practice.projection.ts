import type { Transaction } from 'kysely';
import { occurredAt } from '@notebook/kernel';
import type { Database, Projection, Recorded } from '@notebook/read-models';
import { marksOf } from '../akt-sessions/akt-marking';
import { type AktSessionState, aktSessionDecider } from '../akt-sessions/akt-session.decider';
import { type AktSessionEvent, AktSessionEventTypes } from '../akt-sessions/akt-session.events';

type Trx = Transaction<Database>;

/**
 * akt_session (one row per session, its folded state as `document` plus the columns the list shows)
 * and akt_session_question (the reader's history of each question: met, answered, right or wrong,
 * flagged). The queries decide what of it a reader may see when.
 */
export const practiceProjection: Projection<AktSessionEvent> = {
  name: 'practice',
  version: 1,
  canHandle: AktSessionEventTypes,
  tables: ['akt_session', 'akt_session_question'],
  async handle(events, trx) {
    for (const event of events) await apply(event, trx);
  },
};

async function apply(event: Recorded<AktSessionEvent>, trx: Trx): Promise<void> {
  const at = occurredAt(event);
  const { aktSessionID } = event.data;
  if (event.type === 'AktSessionCreated') {
    const state = aktSessionDecider.evolve(aktSessionDecider.initialState(), event);
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
        document: JSON.stringify(state),
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
  const row = await trx.selectFrom('akt_session').select('document').where('akt_session_id', '=', aktSessionID).executeTakeFirst();
  if (!row) return;
  const state = aktSessionDecider.evolve(row.document as AktSessionState, event);
  if (!state.exists) return;
  const answers = Object.values(state.answers);
  await trx
    .updateTable('akt_session')
    .set({
      document: JSON.stringify(state),
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
      .set({ answered: true, answer_status: event.data.answerStatus === 'CORRECT' ? 'CORRECT' : 'INCORRECT', answered_at: at })
      .where('akt_question_id', '=', event.data.aktQuestionID)
      .execute();
  } else if (event.type === 'AktQuestionFlagged') {
    await question.set({ flagged: event.data.flagged }).where('akt_question_id', '=', event.data.aktQuestionID).execute();
  }
}
