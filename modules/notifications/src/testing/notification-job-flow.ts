import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import {
  BullJobQueue,
  type Clock,
  CommandExecutor,
  closeRedis,
  type DomainEvent,
  EventSchemaRegistry,
  type JobProcessor,
  type JobQueue,
  type Position,
  type PostgresEventStore,
  type RecordedEvent,
  START,
} from '@notebook/kernel';
import type { Database, Projection, Recorded } from '@notebook/read-models';
import { notificationsEventSchemas } from '../notifications.event-schemas';
import { notificationProjection } from '../projections/notification.projection';
import { NotificationQueries } from '../queries/notification.queries';

type NewEvent = { type: string; data: unknown };

/** What the flow uses of the spec's own database (test/support's `TestDatabase`). */
type FlowDatabase = {
  name: string;
  db: Kysely<Database>;
  eventStore: PostgresEventStore;
  drop(): Promise<void>;
};

type FlowOptions<E extends DomainEvent> = {
  /** Creates the spec's database (`() => createTestDatabase({ poolSize: 3 })`); its name keeps the queue apart. */
  database: () => Promise<FlowDatabase>;
  /** Names the spec's BullMQ prefix. */
  queueName: string;
  clock: Clock;
  /** The reactor under test, over the flow's queue. */
  scheduler: (queue: JobQueue) => Projection<E>;
  /** The processors the worker runs for the reactor's jobs. */
  processors: (executor: CommandExecutor, queries: NotificationQueries, clock: Clock) => Record<string, JobProcessor>;
  /** The identity module's events that make the readers (and groups) the spec sends to. */
  audience: NewEvent[];
};

/**
 * The job int specs' way from the event store to a reader's notifications: events appended to a real
 * PostgreSQL store, handed to the fan-out and the reactor (real BullMQ) as the projection runner would;
 * the jobs run by the processors the worker runs, writing through the executor to the same store.
 * Call it in a describe: it opens everything before the specs, empties the queue before each, and
 * closes and drops everything after them.
 */
export function notificationJobFlow<E extends DomainEvent>(options: FlowOptions<E>): NotificationJobFlow<E> {
  const flow = new NotificationJobFlow(options);
  beforeAll(() => flow.open());
  beforeEach(() => flow.emptyQueue());
  afterAll(() => flow.close());
  return flow;
}

export class NotificationJobFlow<E extends DomainEvent> {
  database!: FlowDatabase;
  queries!: NotificationQueries;
  private queue!: BullJobQueue;
  private processors!: Record<string, JobProcessor>;
  private redis?: Redis;
  private delivered: Position = START;

  constructor(private readonly options: FlowOptions<E>) {}

  async open(): Promise<void> {
    const { queueName, clock } = this.options;
    this.database = await this.options.database();
    this.redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
    this.queue = new BullJobQueue(this.redis, `notebook:${queueName}-${this.database.name}:jobs`, clock);
    this.queries = new NotificationQueries(this.database.db);
    const schemas = new EventSchemaRegistry(notificationsEventSchemas);
    const executor = new CommandExecutor(this.database.eventStore, schemas, null, clock);
    this.processors = this.options.processors(executor, this.queries, clock);
    await this.append('identity', this.options.audience);
    await this.runProjections();
  }

  emptyQueue(): Promise<void> {
    return this.queue.obliterate();
  }

  async close(): Promise<void> {
    await this.queue?.obliterate();
    await this.queue?.close();
    if (this.redis) await closeRedis(this.redis);
    await this.database?.drop();
  }

  /** Appends the events to a new stream of the kind named; returns them as recorded. */
  async append(stream: string, events: NewEvent[]): Promise<RecordedEvent[]> {
    const { eventStore } = this.database;
    await eventStore.appendToStream(`${stream}-${randomUUID()}`, events, { expectedRevision: 'no_stream' });
    return (await eventStore.readAll(START, 100_000)).slice(-events.length);
  }

  /** Hands the events appended since the last call to the fan-out and the reactor, as the runner does. */
  async runProjections(): Promise<void> {
    const events = await this.database.eventStore.readAll(this.delivered, 100_000);
    const fresh = events.filter((event) => event.position > this.delivered);
    if (fresh.length === 0) return;
    await this.deliver(notificationProjection, fresh);
    await this.deliverToReactor(fresh);
    this.delivered = fresh.at(-1)!.position;
  }

  /** The jobs the queue holds, waiting or delayed. */
  jobs() {
    return this.queue.jobs(['delayed', 'wait']);
  }

  /** Runs every job the queue holds, as the worker would; returns how many ran. */
  async runJobs(): Promise<number> {
    const jobs = await this.jobs();
    for (const job of jobs) await this.processors[job.name]!(job.data);
    return jobs.length;
  }

  /**
   * Delivers the event's job every way it can come twice, expecting one job each time: the batch handed
   * to the reactor again (a retry, or a second runner), the job run again (BullMQ delivers at least
   * once), and a replay of the log after the kept job has expired (scheduled anew, so it runs again).
   */
  async runEveryRepeat(event: RecordedEvent): Promise<void> {
    await this.runProjections();
    await this.deliverToReactor([event]);
    expect(await this.jobs()).toHaveLength(1);
    const [job] = await this.jobs();
    await this.runJobs();
    await this.processors[job!.name]!(job!.data);
    await this.runProjections();
    await this.queue.obliterate();
    await this.deliverToReactor([event]);
    expect(await this.runJobs()).toBe(1);
    await this.runProjections();
  }

  /** The types recorded in a notification's stream. */
  async recordedTypes(notificationID: string): Promise<string[]> {
    return (await this.database.eventStore.readStream(`notification-${notificationID}`)).map((event) => event.type);
  }

  private deliverToReactor(events: RecordedEvent[]): Promise<void> {
    return this.deliver(this.options.scheduler(this.queue), events);
  }

  private async deliver<P extends DomainEvent>(
    projection: Pick<Projection<P>, 'canHandle' | 'handle'>,
    events: RecordedEvent[],
  ): Promise<void> {
    const handled = events.filter((event) => (projection.canHandle as readonly string[]).includes(event.type));
    if (handled.length === 0) return;
    await this.database.db.transaction().execute((trx) => projection.handle(handled as unknown as Recorded<P>[], trx));
  }
}
