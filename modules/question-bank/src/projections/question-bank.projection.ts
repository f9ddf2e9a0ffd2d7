import { Transaction, sql } from 'kysely';
import { occurredAt, type RecordedEvent } from '@notebook/kernel';
import type { Database, Projection, Recorded } from '@notebook/read-models';
import { AktQuestionEvent, AktQuestionEventTypes } from '../akt/akt-question.events';
import { KfpCaseEvent, KfpCaseEventTypes, KfpCasesReordered } from '../kfp/kfp-case.events';
import { MsqQuestionEvent, MsqQuestionEventTypes } from '../msq/msq-question.events';
import { foldChoiceQuestion, foldKfpCase } from './question-bank.documents';

type Trx = Transaction<Database>;
type QuestionBankEvent = AktQuestionEvent | MsqQuestionEvent | KfpCaseEvent | KfpCasesReordered;

const AKT_TYPES = new Set<string>(AktQuestionEventTypes);
const MSQ_TYPES = new Set<string>(MsqQuestionEventTypes);
const isAkt = <E extends { type: string }>(event: E): event is Extract<E, { type: AktQuestionEvent['type'] }> =>
  AKT_TYPES.has(event.type);
const isMsq = <E extends { type: string }>(event: E): event is Extract<E, { type: MsqQuestionEvent['type'] }> =>
  MSQ_TYPES.has(event.type);

/**
 * akt_question, msq_question, kfp_case. Each row keeps the item's content as `document` (folded here,
 * see question-bank.documents.ts), plus the columns the lists need. A removed question or case leaves
 * the read model; its events stay in the log for the audit trail.
 */
export const questionBankProjection: Projection<QuestionBankEvent> = {
  name: 'question-bank',
  // 2: the documents are the read model's own (no `exists`/`removed` of the deciders' state).
  version: 2,
  canHandle: [...AktQuestionEventTypes, ...MsqQuestionEventTypes, ...KfpCaseEventTypes, 'KfpCasesReordered'],
  tables: ['akt_question', 'msq_question', 'kfp_case'],
  async handle(events, trx) {
    for (const event of events) await apply(event, trx);
  },
};

function stamp(event: RecordedEvent): { at: Date; by: string } {
  return { at: occurredAt(event), by: String(event.metadata.actorId ?? 'system') };
}

async function apply(event: Recorded<QuestionBankEvent>, trx: Trx): Promise<void> {
  if (event.type === 'KfpCasesReordered') {
    await sql`UPDATE kfp_case k SET display_order = o.ord FROM unnest(${event.data.kfpCaseIDs}::uuid[]) WITH ORDINALITY AS o(id, ord)
      WHERE k.kfp_case_id = o.id AND k.topic_id = ${event.data.topicID}`.execute(trx);
    return;
  }
  if (isAkt(event) || isMsq(event)) return applyChoice(event, trx);
  return applyKfp(event, trx);
}

async function applyChoice(event: Recorded<AktQuestionEvent | MsqQuestionEvent>, trx: Trx): Promise<void> {
  const kind = isAkt(event) ? 'akt' : 'msq';
  const id = event.data.questionID;
  const { at, by } = stamp(event);
  const previous =
    kind === 'akt'
      ? await trx
          .selectFrom('akt_question')
          .select(['document', 'display_order'])
          .where('akt_question_id', '=', id)
          .executeTakeFirst()
      : await trx
          .selectFrom('msq_question')
          .select(['document', 'display_order'])
          .where('msq_question_id', '=', id)
          .executeTakeFirst();
  const next = foldChoiceQuestion(previous?.document ?? null, event);
  if (!next) {
    if (kind === 'akt') await trx.deleteFrom('akt_question').where('akt_question_id', '=', id).execute();
    else await trx.deleteFrom('msq_question').where('msq_question_id', '=', id).execute();
    return;
  }
  const common = {
    topic_id: next.topicID,
    question_name: next.questionName,
    status: next.status,
    display_order:
      previous?.display_order ?? (await nextPlace(trx, kind === 'akt' ? 'akt_question' : 'msq_question', next.topicID)),
    version: next.version,
    document: next,
    updated_at: at,
    updated_by: by,
  };
  if (kind === 'akt') {
    const row = {
      ...common,
      akt_type: next.questionType,
      akt_answer_type: next.answerType,
      mock_exam_question: next.mockFlag,
    };
    await trx
      .insertInto('akt_question')
      .values({ akt_question_id: id, created_at: at, ...row })
      .onConflict((conflict) => conflict.column('akt_question_id').doUpdateSet(row))
      .execute();
  } else {
    const row = {
      ...common,
      msq_type: next.questionType,
      msq_answer_type: next.answerType,
      selected_for_mock: next.mockFlag,
    };
    await trx
      .insertInto('msq_question')
      .values({ msq_question_id: id, created_at: at, ...row })
      .onConflict((conflict) => conflict.column('msq_question_id').doUpdateSet(row))
      .execute();
  }
}

async function applyKfp(event: Recorded<KfpCaseEvent>, trx: Trx): Promise<void> {
  const id = event.data.kfpCaseID;
  const { at, by } = stamp(event);
  const previous = await trx.selectFrom('kfp_case').select('document').where('kfp_case_id', '=', id).executeTakeFirst();
  const next = foldKfpCase(previous?.document ?? null, event);
  if (!next) {
    await trx.deleteFrom('kfp_case').where('kfp_case_id', '=', id).execute();
    return;
  }
  // display_order is the case's place in its topic: last on creation, then only by KfpCasesReordered.
  const row = {
    topic_id: next.topicID,
    case_name: next.caseName,
    status: next.status,
    version: next.version,
    question_ids: next.questions.map((question) => question.kfpCaseQuestionID),
    document: next,
    updated_at: at,
    updated_by: by,
  };
  await trx
    .insertInto('kfp_case')
    .values({ kfp_case_id: id, display_order: await nextPlace(trx, 'kfp_case', next.topicID), created_at: at, ...row })
    .onConflict((conflict) => conflict.column('kfp_case_id').doUpdateSet(row))
    .execute();
}

/** A new item goes last in its topic: placed here, in log order, so two added at once never share a place. */
async function nextPlace(
  trx: Trx,
  table: 'akt_question' | 'msq_question' | 'kfp_case',
  topicID: string,
): Promise<number> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max<number>('display_order').as('last'))
    .where('topic_id', '=', topicID)
    .executeTakeFirst();
  return (row?.last ?? 0) + 1;
}
