import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  BullJobQueue,
  CommandExecutor,
  type DomainEvent,
  EventSchemaRegistry,
  FixedClock,
  type Position,
  type RecordedEvent,
  START,
} from '@notebook/kernel';
import type { Projection, Recorded } from '@notebook/read-models';
import { currentRunId } from '../../../../test/support/databases';
import { reactorSpec } from '../../../../test/support/reactor-spec';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { notificationsEventSchemas } from '../notifications.event-schemas';
import { notificationProjection } from '../projections/notification.projection';
import { NotificationQueries } from '../queries/notification.queries';
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

/**
 * From the event store to the readers: the webinar's event appended to a real PostgreSQL store, handed
 * to the reactor (real BullMQ) and the fan-out as the projection runner would; the job run by the
 * processor the worker runs, writing through the executor to the same store.
 */
describe('the automatic webinar notification', () => {
  const clock = new FixedClock(new Date('2026-03-01T00:00:00Z'));
  const reactor = () => webinarNotificationScheduler(queue);
  let database: TestDatabase;
  let redis: Redis;
  let queue: BullJobQueue;
  let queries: NotificationQueries;
  let processors: ReturnType<typeof webinarNotificationProcessors>;
  let delivered: Position = START;
  const [ann, ben, group] = [randomUUID(), randomUUID(), randomUUID()];

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 3 });
    redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
    const prefix = `notebook:webinar-notification-${currentRunId()}-${randomBytes(4).toString('hex')}:jobs`;
    queue = new BullJobQueue(redis, prefix, clock);
    queries = new NotificationQueries(database.db);
    const executor = new CommandExecutor(
      database.eventStore,
      new EventSchemaRegistry(notificationsEventSchemas),
      null,
      clock,
    );
    processors = webinarNotificationProcessors(executor, queries, clock);
    await append('identity', [
      { type: 'ReaderRegistered', data: { userId: ann } },
      { type: 'ReaderRegistered', data: { userId: ben } },
      { type: 'ReaderGroupCreated', data: { readerGroupId: group } },
      { type: 'ReaderGroupsChanged', data: { userId: ben, readerGroupIds: [group] } },
    ]);
    await runProjections();
  });
  beforeEach(() => queue.obliterate());
  afterAll(async () => {
    await queue?.obliterate();
    await queue?.close();
    redis?.disconnect();
    await database?.drop();
  });

  async function append(stream: string, events: Array<{ type: string; data: unknown }>): Promise<RecordedEvent[]> {
    await database.eventStore.appendToStream(`${stream}-${randomUUID()}`, events, { expectedRevision: 'no_stream' });
    return (await database.eventStore.readAll(START, 100_000)).slice(-events.length);
  }

  /** Hands the events appended since the last call to the fan-out and the reactor, as the runner does. */
  async function runProjections(): Promise<void> {
    const events = await database.eventStore.readAll(delivered, 100_000);
    const fresh = events.filter((event) => event.position > delivered);
    if (fresh.length === 0) return;
    await deliver(notificationProjection, fresh);
    await deliver(reactor(), fresh);
    delivered = fresh.at(-1)!.position;
  }
  async function deliver<E extends DomainEvent>(projection: Projection<E>, events: RecordedEvent[]): Promise<void> {
    const handled = events.filter((event) => (projection.canHandle as readonly string[]).includes(event.type));
    if (handled.length === 0) return;
    await database.db.transaction().execute((trx) => projection.handle(handled as unknown as Recorded<E>[], trx));
  }

  /** Runs every job the queue holds, as the worker would. */
  async function runJobs(): Promise<number> {
    const jobs = await queue.jobs(['delayed', 'wait']);
    for (const job of jobs) await processors[job.name]!(job.data);
    return jobs.length;
  }

  const topicsOf = async (readerID: string) =>
    (await queries.readerPage(readerID, { page: 0, rows: 10 })).pageData.map((item) => item.notificationTopic);

  it("one for the webinar's group: composed and sent by the system, named and timed in Sydney, to the group's readers only", async () => {
    const [added] = await append('webinar', [
      webinar('WebinarAdded', { notifyReaders: true, audienceReaderGroupIDs: [group] }),
    ]);
    await runProjections();
    expect(await runJobs()).toBe(1);
    await runProjections();

    const notificationID = webinarNotificationID(added!.eventId);
    const recorded = await database.eventStore.readStream(`notification-${notificationID}`);
    expect(recorded.map((event) => [event.type, event.metadata.actorId])).toEqual([
      ['NotificationComposed', 'system'],
      ['NotificationSent', 'system'],
    ]);
    const [item] = (await queries.readerPage(ben, { page: 0, rows: 3 })).pageData;
    expect(item).toMatchObject({
      notificationID,
      notificationTopic: 'New webinar: Chest pain',
      content: '<p><strong>Chest pain</strong> starts on 05/03/2026 19:30 Sydney time and runs for 90 minutes.</p>',
      notificationType: 'WEBINAR',
      webinarID,
      readerNotificationStatus: 'NEW',
    });
    expect(await topicsOf(ann)).toEqual([]);
    expect(await queries.notification(notificationID)).toMatchObject({
      publishingType: 'SELECTED',
      readerGroupIDs: [group],
      status: 'SENT',
      recipients: 1,
    });
  });

  it('a redelivery, a job run twice or a replay after the job is gone sends nothing more', async () => {
    const [added] = await append('webinar', [webinar('WebinarAdded', { notifyReaders: true })]);
    await runProjections();
    // The runner hands the batch again (a retry, or a second runner): the same job, not a second.
    await deliver(reactor(), [added!]);
    expect(await queue.jobs(['delayed', 'wait'])).toHaveLength(1);
    const [job] = await queue.jobs(['delayed', 'wait']);
    await runJobs();
    // BullMQ delivers at least once: the same job again.
    await processors[job!.name]!(job!.data);
    await runProjections();
    // A replay of the log after the kept job has expired schedules it anew: it runs, and records nothing.
    await queue.obliterate();
    await deliver(reactor(), [added!]);
    expect(await runJobs()).toBe(1);
    await runProjections();

    const notificationID = webinarNotificationID(added!.eventId);
    expect((await database.eventStore.readStream(`notification-${notificationID}`)).map((event) => event.type)).toEqual(
      ['NotificationComposed', 'NotificationSent'],
    );
    expect((await topicsOf(ann)).filter((topic) => topic === 'New webinar: Chest pain')).toHaveLength(1);
    expect(await queries.notification(notificationID)).toMatchObject({ publishingType: 'ALL', recipients: 2 });
  });

  it('a webinar rescheduled with "Notify readers" tells every reader its new start', async () => {
    // A minute after the announcement: the reader's list is newest sent first.
    clock.advance(60_000);
    const moved = { ...webinar('WebinarUpdated').data, startsAt: '2026-03-06T09:00:00.000Z' };
    const [updated] = await append('webinar', [
      { type: 'WebinarUpdated', data: { ...moved, notifyReaders: true, audienceReaderGroupIDs: [] } },
    ]);
    await runProjections();
    expect(await runJobs()).toBe(1);
    await runProjections();

    for (const reader of [ann, ben]) {
      const [item] = (await queries.readerPage(reader, { page: 0, rows: 1 })).pageData;
      expect(item).toMatchObject({
        notificationID: webinarNotificationID(updated!.eventId),
        notificationTopic: 'Webinar rescheduled: Chest pain',
        content: expect.stringContaining('now starts on 06/03/2026 20:00 Sydney time'),
      });
    }
  });
});
