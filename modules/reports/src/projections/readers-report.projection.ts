import { sql } from 'kysely';
import { occurredAt } from '@notebook/kernel';
import type { Projection } from '@notebook/read-models';
import { monthOf } from './months';
import type {
  AktAnswerSubmitted,
  LessonReadingMarked,
  MockAttemptStarted,
  MsqAnswerSubmitted,
  ReaderRegistered,
} from './report-events';

type ReadersEvent =
  ReaderRegistered | LessonReadingMarked | AktAnswerSubmitted | MsqAnswerSubmitted | MockAttemptStarted;

/**
 * READERS: who registered when, and in which months each reader studied (marked a lesson read,
 * answered a practice question or started a mock exam): a reader is active in such a month.
 */
export const readersReportProjection: Projection<ReadersEvent> = {
  name: 'report-readers',
  version: 1,
  canHandle: [
    'ReaderRegistered',
    'LessonReadingMarked',
    'AktAnswerSubmitted',
    'MsqAnswerSubmitted',
    'MockAttemptStarted',
  ],
  tables: ['report_reader', 'report_reader_activity'],
  async handle(events, trx) {
    // Many answers per batch: one statement for the batch's distinct (reader, month) pairs.
    const active = new Map<string, { readerID: string; month: string }>();
    for (const event of events) {
      if (event.type === 'ReaderRegistered') {
        await sql`INSERT INTO report_reader (reader_id, registered_at) VALUES (${event.data.userId}, ${occurredAt(event)})
          ON CONFLICT (reader_id) DO NOTHING`.execute(trx);
        continue;
      }
      const month = monthOf(occurredAt(event));
      active.set(`${event.data.readerID} ${month}`, { readerID: event.data.readerID, month });
    }
    if (active.size === 0) return;
    const pairs = [...active.values()];
    await sql`INSERT INTO report_reader_activity (reader_id, month)
      SELECT * FROM unnest(${pairs.map((pair) => pair.readerID)}::uuid[], ${pairs.map((pair) => pair.month)}::date[])
      ON CONFLICT DO NOTHING`.execute(trx);
  },
};
