import { randomUUID } from 'node:crypto';
import { FixedClock } from '@notebook/kernel';
import { reactorSpec } from '../../../../test/support/reactor-spec';
import { createTestDatabase } from '../../../../test/support/test-database';
import { notificationJobFlow } from '../testing/notification-job-flow';
import {
  WebinarNotificationJobs,
  type WebinarNotifying,
  webinarNotificationID,
  webinarNotificationProcessors,
  webinarNotificationScheduler,
} from './webinar-notification.jobs';

const webinarID = randomUUID();
// 08:30 UTC on 5 March 2026 is 19:30 in Sydney (summer time, UTC+11).
const startsAt = '2026-03-05T08:30:00.000Z';
const webinar = (
  type: WebinarNotifying['type'],
  extra: { notifyReaders?: true; audienceReaderGroupIDs?: string[] } = {},
): WebinarNotifying => ({
  type,
  data: { webinarID, webinarName: 'Chest pain', startsAt, durationMinutes: 90, ...extra },
});

describe('webinar notification jobs (reactor)', () => {
  const spec = reactorSpec((jobs) => webinarNotificationScheduler(jobs));

  it('a webinar added with "Notify readers" gets its notification job, once however often the batch comes', async () => {
    const group = randomUUID();
    const batch = await spec.given(webinar('WebinarAdded', { notifyReaders: true, audienceReaderGroupIDs: [group] }));
    await spec.redeliver(...batch);

    expect(await spec.jobs()).toEqual([
      {
        queue: 'notebook-jobs',
        name: WebinarNotificationJobs.announce,
        jobId: `${batch[0]!.eventId}-announce`,
        runAt: batch[0]!.createdAt.toISOString(),
        data: {
          eventId: batch[0]!.eventId,
          kind: 'added',
          webinarID,
          webinarName: 'Chest pain',
          startsAt,
          durationMinutes: '90',
          audienceReaderGroupIDs: group,
        },
      },
    ]);
  });

  it('a webinar added or updated without "Notify readers" sends nothing', async () => {
    await spec.given(webinar('WebinarAdded'), webinar('WebinarUpdated'));

    expect(await spec.jobs()).toEqual([]);
  });
});

/** From the event store to the readers: the webinar's event through the real reactor and job. */
describe('the automatic webinar notification', () => {
  const clock = new FixedClock(new Date('2026-03-01T00:00:00Z'));
  const [ann, ben, group] = [randomUUID(), randomUUID(), randomUUID()];
  const flow = notificationJobFlow({
    database: () => createTestDatabase({ poolSize: 3 }),
    queueName: 'webinar-notification',
    clock,
    scheduler: webinarNotificationScheduler,
    processors: webinarNotificationProcessors,
    audience: [
      { type: 'ReaderRegistered', data: { userId: ann } },
      { type: 'ReaderRegistered', data: { userId: ben } },
      { type: 'ReaderGroupCreated', data: { readerGroupId: group } },
      { type: 'ReaderGroupsChanged', data: { userId: ben, readerGroupIds: [group] } },
    ],
  });

  const topicsOf = async (readerID: string) =>
    (await flow.queries.readerPage(readerID, { page: 0, rows: 10 })).pageData.map((item) => item.notificationTopic);

  it("one for the webinar's group: composed and sent by the system, named and timed in Sydney, to the group's readers only", async () => {
    const [added] = await flow.append('webinar', [
      webinar('WebinarAdded', { notifyReaders: true, audienceReaderGroupIDs: [group] }),
    ]);
    await flow.runProjections();
    expect(await flow.runJobs()).toBe(1);
    await flow.runProjections();

    const notificationID = webinarNotificationID(added!.eventId);
    const recorded = await flow.database.eventStore.readStream(`notification-${notificationID}`);
    expect(recorded.map((event) => [event.type, event.metadata.actorId])).toEqual([
      ['NotificationComposed', 'system'],
      ['NotificationSent', 'system'],
    ]);
    const [item] = (await flow.queries.readerPage(ben, { page: 0, rows: 3 })).pageData;
    expect(item).toMatchObject({
      notificationID,
      notificationTopic: 'New webinar: Chest pain',
      content: '<p><strong>Chest pain</strong> starts on 05/03/2026 19:30 Sydney time and runs for 90 minutes.</p>',
      notificationType: 'WEBINAR',
      webinarID,
      readerNotificationStatus: 'NEW',
    });
    expect(await topicsOf(ann)).toEqual([]);
    expect(await flow.queries.notification(notificationID)).toMatchObject({
      publishingType: 'SELECTED',
      readerGroupIDs: [group],
      status: 'SENT',
      recipients: 1,
    });
  });

  it('a redelivery, a job run twice or a replay after the job is gone sends nothing more', async () => {
    const [added] = await flow.append('webinar', [webinar('WebinarAdded', { notifyReaders: true })]);
    await flow.runEveryRepeat(added!);

    const notificationID = webinarNotificationID(added!.eventId);
    expect(await flow.recordedTypes(notificationID)).toEqual(['NotificationComposed', 'NotificationSent']);
    expect((await topicsOf(ann)).filter((topic) => topic === 'New webinar: Chest pain')).toHaveLength(1);
    expect(await flow.queries.notification(notificationID)).toMatchObject({ publishingType: 'ALL', recipients: 2 });
  });

  it('a webinar rescheduled with "Notify readers" tells every reader its new start', async () => {
    // A minute after the announcement: the reader's list is newest sent first.
    clock.advance(60_000);
    const moved = { ...webinar('WebinarUpdated').data, startsAt: '2026-03-06T09:00:00.000Z' };
    const [updated] = await flow.append('webinar', [
      { type: 'WebinarUpdated', data: { ...moved, notifyReaders: true, audienceReaderGroupIDs: [] } },
    ]);
    await flow.runProjections();
    expect(await flow.runJobs()).toBe(1);
    await flow.runProjections();

    for (const reader of [ann, ben]) {
      const [item] = (await flow.queries.readerPage(reader, { page: 0, rows: 1 })).pageData;
      expect(item).toMatchObject({
        notificationID: webinarNotificationID(updated!.eventId),
        notificationTopic: 'Webinar rescheduled: Chest pain',
        content: expect.stringContaining('now starts on 06/03/2026 20:00 Sydney time'),
      });
    }
  });
});
