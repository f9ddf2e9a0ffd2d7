import { randomUUID } from 'node:crypto';
import { FixedClock } from '@notebook/kernel';
import { createTestDatabase } from '../../../../test/support/test-database';
import { notificationJobFlow } from '../testing/notification-job-flow';
import {
  type ContentReportAnswering,
  contentReportNotificationID,
  contentReportNotificationProcessors,
  contentReportNotificationScheduler,
} from './content-report-notification.jobs';

/** From the event store to the reporter: the content-feedback module's answer through the real reactor and job. */
describe("the reporter's notification of an answer to their report", () => {
  const [reporter, other, topicID] = [randomUUID(), randomUUID(), randomUUID()];
  const flow = notificationJobFlow({
    database: () => createTestDatabase({ poolSize: 3 }),
    queueName: 'report-notification',
    clock: new FixedClock(new Date('2026-03-01T00:00:00Z')),
    scheduler: contentReportNotificationScheduler,
    processors: contentReportNotificationProcessors,
    audience: [
      { type: 'ReaderRegistered', data: { userId: reporter } },
      { type: 'ReaderRegistered', data: { userId: other } },
    ],
  });
  const answered = (data: Partial<ContentReportAnswering['data']>): ContentReportAnswering => ({
    type: 'ContentReportAnswered',
    data: {
      contentReportID: randomUUID(),
      readerID: reporter,
      status: 'REJECTED',
      reply: 'The 2025 handbook still recommends it.',
      contentName: 'Asthma: first-line preventer',
      topicID,
      ...data,
    },
  });

  const pageOf = async (readerID: string) => (await flow.queries.readerPage(readerID, { page: 0, rows: 10 })).pageData;

  it('the reporter alone is told the status and the reply, under the content’s topic', async () => {
    const [answer] = await flow.append('contentReport', [answered({})]);
    await flow.runProjections();
    expect(await flow.runJobs()).toBe(1);
    await flow.runProjections();

    const notificationID = contentReportNotificationID(answer!.eventId);
    const [item] = await pageOf(reporter);
    expect(item).toMatchObject({
      notificationID,
      notificationTopic:
        'Your report on Asthma: first-line preventer was rejected: The 2025 handbook still recommends it.',
      content:
        '<p>Your report on Asthma: first-line preventer was rejected: The 2025 handbook still recommends it.</p>',
      notificationType: 'TOPIC',
      topicID,
      readerNotificationStatus: 'NEW',
    });
    expect(await pageOf(other)).toEqual([]);
    expect(await flow.queries.notification(notificationID)).toMatchObject({ readerIDs: [reporter], recipients: 1 });
  });

  it('delivered twice, run twice or replayed after the job is gone: one notification', async () => {
    const [answer] = await flow.append('contentReport', [answered({ status: 'ACCEPTED', reply: null })]);
    await flow.runEveryRepeat(answer!);

    const notificationID = contentReportNotificationID(answer!.eventId);
    expect(await flow.recordedTypes(notificationID)).toEqual(['NotificationComposed', 'NotificationSent']);
    const mine = (await pageOf(reporter)).filter((item) => item.notificationID === notificationID);
    expect(mine.map((item) => item.notificationTopic)).toEqual([
      'Your report on Asthma: first-line preventer was accepted.',
    ]);
  });

  it('an answer recorded before reporters were notified (no content name or topic) schedules nothing', async () => {
    await flow.append('contentReport', [
      {
        type: 'ContentReportAnswered',
        data: { contentReportID: randomUUID(), readerID: reporter, status: 'FIXED', reply: null },
      },
    ]);
    await flow.runProjections();
    expect(await flow.jobs()).toEqual([]);
  });
});
