import { randomUUID } from 'node:crypto';
import { projectionSpec } from '../../../../test/support/projection-spec';
import type { ContentReportEvent } from '../reports/content-report.events';
import { contentReportProjection } from './content-report.projection';

const spec = projectionSpec(contentReportProjection);

const reported = (contentReportID = randomUUID(), readerID = randomUUID()): ContentReportEvent => ({
  type: 'ContentProblemReported',
  data: {
    contentReportID,
    readerID,
    contentType: 'NOTE',
    contentID: randomUUID(),
    contentName: 'Spirometry',
    topicID: randomUUID(),
    lessonID: randomUUID(),
    reason: 'TYPO',
    text: 'FEV1 is spelled FEVI in the second paragraph.',
  },
});

describe('content report projection', () => {
  it('a report arrives NEW; an answer sets its status, reply, when and by whom', async () => {
    const report = reported();
    const { contentReportID, readerID } = report.data as { contentReportID: string; readerID: string };
    await spec.given(report);
    expect(
      await spec.db.selectFrom('content_report').select(['status', 'reply', 'answered_by', 'content_name']).execute(),
    ).toEqual([{ status: 'NEW', reply: null, answered_by: null, content_name: 'Spirometry' }]);

    await spec.given({
      type: 'ContentReportAnswered',
      data: { contentReportID, readerID, status: 'REJECTED', reply: 'FEV1 is spelled correctly there.' },
      metadata: { actorId: 'admin-1' },
    });
    const row = await spec.db
      .selectFrom('content_report')
      .select(['status', 'reply', 'answered_by', 'answered_at'])
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'REJECTED',
      reply: 'FEV1 is spelled correctly there.',
      answered_by: 'admin-1',
    });
    expect(row.answered_at).toBeInstanceOf(Date);
  });

  it('a report delivered twice is stored once', async () => {
    const report = reported();
    await spec.given(report, report);
    expect(await spec.db.selectFrom('content_report').select('content_report_id').execute()).toHaveLength(1);
  });
});
