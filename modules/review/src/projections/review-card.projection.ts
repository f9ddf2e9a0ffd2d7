import { type RawBuilder, type Transaction, sql } from 'kysely';
import type { ReviewCardKind } from '@notebook/contracts';
import { type DomainEvent, SYDNEY_TIME_ZONE, occurredAt } from '@notebook/kernel';
import type { Database, Projection } from '@notebook/read-models';
import { type ReviewEvent, ReviewEventTypes } from '../cards/review-card.events';

/**
 * The question bank's events a card follows, by the fields it uses: the question's (or case's) topic
 * and its lesson link, so a card read later links to where the question lives now (issue 29).
 */
type QuestionRef = { questionID: string };
type CaseRef = { kfpCaseID: string };
export type QuestionEventRead =
  | DomainEvent<'AktQuestionUpdated' | 'MsqQuestionUpdated', QuestionRef & { topicID: string }>
  | DomainEvent<'KfpCaseUpdated', CaseRef & { topicID: string }>
  | DomainEvent<'AktQuestionLessonLinked' | 'MsqQuestionLessonLinked', QuestionRef & { lessonID: string | null }>
  | DomainEvent<'KfpCaseLessonLinked', CaseRef & { lessonID: string | null }>;

const QuestionEventTypesRead = [
  'AktQuestionUpdated',
  'MsqQuestionUpdated',
  'KfpCaseUpdated',
  'AktQuestionLessonLinked',
  'MsqQuestionLessonLinked',
  'KfpCaseLessonLinked',
] as const satisfies ReadonlyArray<QuestionEventRead['type']>;

const kindOf = (type: QuestionEventRead['type']): ReviewCardKind =>
  type.startsWith('Akt') ? 'AKT' : type.startsWith('Msq') ? 'MSQ' : 'KFP';
const questionOf = (data: QuestionRef | CaseRef): string => ('kfpCaseID' in data ? data.kfpCaseID : data.questionID);

/**
 * review_card and review_reader: every card with its FSRS memory and its due date, and each reader's
 * exam plan and daily limit. A card's `due` is FSRS's, brought before the eve of the reader's exam
 * while that eve is ahead (set again for all the reader's cards when the plan changes).
 */
export const reviewCardProjection: Projection<ReviewEvent | QuestionEventRead> = {
  name: 'review-cards',
  version: 3,
  canHandle: [...ReviewEventTypes, ...QuestionEventTypesRead],
  tables: ['review_card', 'review_reader'],
  async handle(events, trx) {
    for (const event of events) {
      const at = occurredAt(event);
      switch (event.type) {
        case 'ReviewCardAdded': {
          const d = event.data;
          await sql`INSERT INTO review_card (card_id, reader_id, question_id, kind, source, topic_id, lesson_id,
              fsrs_due, due, due_day, stability, difficulty, lapses, reps, fsrs_state, added_at, available_from)
            VALUES (${d.cardID}, ${d.readerID}, ${d.questionID}, ${d.kind}, ${d.source}, ${d.topicID}, ${d.lessonID},
              ${d.availableFrom}, ${d.availableFrom}, ${sydneyDay(sql`${d.availableFrom}::timestamptz`)}, 0, 0, 0, 0, 'New', ${at}, ${d.availableFrom})
            ON CONFLICT (card_id) DO NOTHING`.execute(trx);
          await bringBeforeExam(trx, sql`c.card_id = ${d.cardID}`, at);
          break;
        }
        case 'ReviewCardGraded': {
          const { card } = event.data;
          await trx
            .updateTable('review_card')
            .set({
              fsrs_due: new Date(card.due),
              stability: card.stability,
              difficulty: card.difficulty,
              lapses: card.lapses,
              reps: card.reps,
              fsrs_state: card.state,
              last_reviewed_at: new Date(event.data.reviewedAt),
            })
            .where('card_id', '=', event.data.cardID)
            .execute();
          await bringBeforeExam(trx, sql`c.card_id = ${event.data.cardID}`, at);
          break;
        }
        case 'ExamPlanSet': {
          const { readerID, exam, examDate } = event.data;
          await sql`INSERT INTO review_reader (reader_id, exam, exam_date) VALUES (${readerID}, ${exam}, ${examDate})
            ON CONFLICT (reader_id) DO UPDATE SET exam = EXCLUDED.exam, exam_date = EXCLUDED.exam_date`.execute(trx);
          await bringBeforeExam(trx, sql`c.reader_id = ${readerID}`, at);
          break;
        }
        case 'ReviewSettingsSaved': {
          const { readerID, dailyLimit } = event.data;
          await sql`INSERT INTO review_reader (reader_id, daily_limit) VALUES (${readerID}, ${dailyLimit})
            ON CONFLICT (reader_id) DO UPDATE SET daily_limit = EXCLUDED.daily_limit`.execute(trx);
          break;
        }
        case 'AktQuestionUpdated':
        case 'MsqQuestionUpdated':
        case 'KfpCaseUpdated':
          await cardsOf(trx, event).set({ topic_id: event.data.topicID }).execute();
          break;
        case 'AktQuestionLessonLinked':
        case 'MsqQuestionLessonLinked':
        case 'KfpCaseLessonLinked':
          await cardsOf(trx, event).set({ lesson_id: event.data.lessonID }).execute();
          break;
      }
    }
  },
};

/** Every reader's card of the event's question or case. */
const cardsOf = (trx: Transaction<Database>, event: QuestionEventRead) =>
  trx
    .updateTable('review_card')
    .where('kind', '=', kindOf(event.type))
    .where('question_id', '=', questionOf(event.data));

const sydneyDay = (instant: RawBuilder<unknown>) => sql`((${instant}) AT TIME ZONE ${sql.lit(SYDNEY_TIME_ZONE)})::date`;

/**
 * The cards `which` picks: due = FSRS's due, or sooner: the exam's eve (Sydney) while it is ahead at
 * `at`, then the end of the exam day (the scheduler's rule, review-scheduler.ts `latestDue`).
 */
async function bringBeforeExam(trx: Transaction<Database>, which: RawBuilder<unknown>, at: Date): Promise<void> {
  const zone = sql.lit(SYDNEY_TIME_ZONE);
  const eve = sql`((r.exam_date - 1)::timestamp AT TIME ZONE ${zone})`;
  const examOver = sql`((r.exam_date + 1)::timestamp AT TIME ZONE ${zone})`;
  const latest = sql`CASE WHEN ${eve} > ${at} THEN ${eve} WHEN ${examOver} > ${at} THEN ${examOver} END`;
  await sql`UPDATE review_card t SET due = x.due, due_day = ${sydneyDay(sql`x.due`)}
    FROM (SELECT c.card_id, LEAST(c.fsrs_due, ${latest}) AS due FROM review_card c
          LEFT JOIN review_reader r ON r.reader_id = c.reader_id WHERE ${which}) x
    WHERE t.card_id = x.card_id AND t.due IS DISTINCT FROM x.due`.execute(trx);
}
