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
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { notificationsEventSchemas } from '../notifications.event-schemas';
import { notificationProjection } from '../projections/notification.projection';
import { NotificationQueries } from '../queries/notification.queries';
import {
  type ContentReportAnswering,
  contentReportNotificationID,
  contentReportNotificationProcessors,
  contentReportNotificationScheduler,
} from './content-report-notification.jobs';

/**
 * From the event store to the reporter: the content-feedback module's answer appended to a real
 * PostgreSQL store, handed to the reactor (real BullMQ) and the fan-out as the runner would; the job
 * run by the processor the worker runs, writing through the executor to the same store.
 */
describe("the reporter's notification of an answer to their report", () => {
  const clock = new FixedClock(new Date('2026-03-01T00:00:00Z'));
  const reactor = () => contentReportNotificationScheduler(queue);
  let database: TestDatabase;
  let redis: Redis;
  let queue: BullJobQueue;
  let queries: NotificationQueries;
  let processors: ReturnType<typeof contentReportNotificationProcessors>;
  let delivered: Position = START;
  const [reporter, other, topicID] = [randomUUID(), randomUUID(), randomUUID()];
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

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 3 });
    redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
    const prefix = `notebook:report-notification-${currentRunId()}-${randomBytes(4).toString('hex')}:jobs`;
    queue = new BullJobQueue(redis, prefix, clock);
    queries = new NotificationQueries(database.db);
    const executor = new CommandExecutor(
      database.eventStore,
      new EventSchemaRegistry(notificationsEventSchemas),
      null,
      clock,
    );
    processors = contentReportNotificationProcessors(executor, queries, clock);
    await append('identity', [
      { type: 'ReaderRegistered', data: { userId: reporter } },
      { type: 'ReaderRegistered', data: { userId: other } },
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

  async function runJobs(): Promise<number> {
    const jobs = await queue.jobs(['delayed', 'wait']);
    for (const job of jobs) await processors[job.name]!(job.data);
    return jobs.length;
  }

  const pageOf = async (readerID: string) => (await queries.readerPage(readerID, { page: 0, rows: 10 })).pageData;

  it('the reporter alone is told the status and the reply, under the content’s topic', async () => {
    const [answer] = await append('contentReport', [answered({})]);
    await runProjections();
    expect(await runJobs()).toBe(1);
    await runProjections();

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
    expect(await queries.notification(notificationID)).toMatchObject({ readerIDs: [reporter], recipients: 1 });
  });

  it('delivered twice, run twice or replayed after the job is gone: one notification', async () => {
    const [answer] = await append('contentReport', [answered({ status: 'ACCEPTED', reply: null })]);
    await runProjections();
    await deliver(reactor(), [answer!]);
    expect(await queue.jobs(['delayed', 'wait'])).toHaveLength(1);
    const [job] = await queue.jobs(['delayed', 'wait']);
    await runJobs();
    await processors[job!.name]!(job!.data);
    await runProjections();
    await queue.obliterate();
    await deliver(reactor(), [answer!]);
    expect(await runJobs()).toBe(1);
    await runProjections();

    const notificationID = contentReportNotificationID(answer!.eventId);
    expect((await database.eventStore.readStream(`notification-${notificationID}`)).map((event) => event.type)).toEqual(
      ['NotificationComposed', 'NotificationSent'],
    );
    const mine = (await pageOf(reporter)).filter((item) => item.notificationID === notificationID);
    expect(mine.map((item) => item.notificationTopic)).toEqual([
      'Your report on Asthma: first-line preventer was accepted.',
    ]);
  });

  it('an answer recorded before reporters were notified (no content name or topic) schedules nothing', async () => {
    await append('contentReport', [
      {
        type: 'ContentReportAnswered',
        data: { contentReportID: randomUUID(), readerID: reporter, status: 'FIXED', reply: null },
      },
    ]);
    await runProjections();
    expect(await queue.jobs(['delayed', 'wait'])).toEqual([]);
  });
});
