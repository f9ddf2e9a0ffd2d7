import { sql } from 'kysely';
import { occurredAt } from '@notebook/kernel';
import type { Projection } from '@notebook/read-models';
import { type ContentReportEvent, ContentReportEventTypes } from '../reports/content-report.events';

/** content_report: every error report with its status and last reply, for the admins' queue and the reader's profile. */
export const contentReportProjection: Projection<ContentReportEvent> = {
  name: 'content-reports',
  version: 1,
  canHandle: [...ContentReportEventTypes],
  tables: ['content_report'],
  async handle(events, trx) {
    for (const event of events) {
      if (event.type === 'ContentProblemReported') {
        const d = event.data;
        await sql`INSERT INTO content_report (content_report_id, reader_id, content_type, content_id, content_name,
            topic_id, lesson_id, reason, text, status, reported_at)
          VALUES (${d.contentReportID}, ${d.readerID}, ${d.contentType}, ${d.contentID}, ${d.contentName},
            ${d.topicID}, ${d.lessonID}, ${d.reason}, ${d.text}, 'NEW', ${occurredAt(event)})
          ON CONFLICT (content_report_id) DO NOTHING`.execute(trx);
      } else {
        await trx
          .updateTable('content_report')
          .set({
            status: event.data.status,
            reply: event.data.reply,
            answered_at: occurredAt(event),
            answered_by: event.metadata.actorId ?? null,
          })
          .where('content_report_id', '=', event.data.contentReportID)
          .execute();
      }
    }
  },
};
