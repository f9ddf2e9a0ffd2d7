import { randomUUID } from 'node:crypto';
import { CommandExecutor, EventSchemaRegistry, FixedClock, type LivePush, SYSTEM_ACTOR } from '@notebook/kernel';
import { InMemoryEventStore } from '@notebook/kernel/testing';
import { reactorSpec } from '../../../../test/support/reactor-spec';
import { notificationsEventSchemas } from '../notifications.event-schemas';
import { composed, later, now, save, sent } from '../notifications.fixtures';
import { notificationCommands } from '../notifications/notification.decider';
import type { NotificationQueries } from '../queries/notification.queries';
import { NotificationJobs, notificationJobProcessors, notificationJobScheduler } from './notification.jobs';

const spec = reactorSpec((jobs) => notificationJobScheduler(jobs));
const sooner = '2026-03-10T20:00:00.000Z';

describe('notification jobs (reactor)', () => {
  it('one composed for later is sent at its time; one sent at once schedules nothing but its push', async () => {
    const [scheduled, sentAtOnce] = [randomUUID(), randomUUID()];
    const [event] = await spec.given(composed(scheduled, {}, later), composed(sentAtOnce));

    expect(await spec.jobs()).toEqual([
      {
        queue: 'notebook-jobs',
        name: NotificationJobs.send,
        jobId: `${event!.eventId}-send`,
        runAt: later,
        data: { notificationID: scheduled, sendAt: later },
      },
    ]);
  });

  it('a sent one is pushed at once', async () => {
    const notificationID = randomUUID();
    const [event] = await spec.given(sent(notificationID));

    expect(await spec.jobs()).toEqual([
      {
        queue: 'notebook-jobs',
        name: NotificationJobs.push,
        jobId: `${event!.eventId}-push`,
        runAt: event!.createdAt.toISOString(),
        data: { notificationID },
      },
    ]);
  });

  it('a rescheduled one gets a job at its new time beside the old one; a batch delivered again schedules nothing twice', async () => {
    const notificationID = randomUUID();
    const batch = await spec.given(
      composed(notificationID, {}, later),
      composed(notificationID, {}, sooner, 'NotificationRevised'),
    );
    await spec.redeliver(...batch);

    expect((await spec.jobs()).map((job) => job.data.sendAt)).toEqual([sooner, later]);
  });
});

describe('notification jobs (processors)', () => {
  const notificationID = randomUUID();
  const pushed: Array<[string, string, unknown]> = [];
  const live: LivePush = { toUser: (userId, event, payload) => pushed.push([userId, event, payload]) };
  const copies = [{ readerID: randomUUID(), item: { notificationID } }];
  const queries = { copiesOf: async () => copies } as unknown as NotificationQueries;
  let store: InMemoryEventStore;
  let executor: CommandExecutor;
  let processors: ReturnType<typeof notificationJobProcessors>;

  beforeEach(() => {
    store = new InMemoryEventStore();
    executor = new CommandExecutor(
      store,
      new EventSchemaRegistry(notificationsEventSchemas),
      null,
      new FixedClock(now),
    );
    processors = notificationJobProcessors(executor, queries, live);
    pushed.length = 0;
  });

  const recorded = async () => (await store.readStream(`notification-${notificationID}`)).map((event) => event.type);

  it('the send records it sent at the time it is scheduled for now, once; the stale job of a reschedule does nothing', async () => {
    const compose = { type: 'Compose', data: { ...save({ sendAt: later }), notificationID } } as const;
    await notificationCommands.handle(executor, notificationID, compose, SYSTEM_ACTOR);
    await notificationCommands.handle(
      executor,
      notificationID,
      { type: 'Revise', data: save({ sendAt: sooner }) },
      SYSTEM_ACTOR,
    );

    await processors[NotificationJobs.send]!({ notificationID, sendAt: later });
    expect(await recorded()).toEqual(['NotificationComposed', 'NotificationRevised']);

    await processors[NotificationJobs.send]!({ notificationID, sendAt: sooner });
    await processors[NotificationJobs.send]!({ notificationID, sendAt: sooner });
    expect(await recorded()).toEqual(['NotificationComposed', 'NotificationRevised', 'NotificationSent']);
  });

  it("the push hands each reader's copy to their open tabs", async () => {
    await processors[NotificationJobs.push]!({ notificationID });

    expect(pushed).toEqual([[copies[0]!.readerID, 'notification', { notificationID }]]);
  });
});
