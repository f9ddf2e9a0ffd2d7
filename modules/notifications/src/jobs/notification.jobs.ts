import { NOTIFICATION_SOCKET_EVENT } from '@notebook/contracts';
import {
  type CommandExecutor,
  type JobProcessor,
  type JobQueue,
  type LivePush,
  SYSTEM_ACTOR,
  occurredAt,
} from '@notebook/kernel';
import type { Projection, Recorded } from '@notebook/read-models';
import { notificationCommands } from '../notifications/notification.decider';
import type { NotificationComposed, NotificationRevised, NotificationSent } from '../notifications/notification.events';
import type { NotificationQueries } from '../queries/notification.queries';

/** The jobs of notifications, by name: what the worker's processors are registered under. */
export const NotificationJobs = { send: 'notification.send', push: 'notification.push' } as const;

type Scheduling = NotificationComposed | NotificationRevised | NotificationSent;

/**
 * Schedules the jobs of notifications from the log (a reactor with its own checkpoint): a
 * notification composed or revised with a time is sent then; a sent one is pushed to its readers'
 * open tabs at once. Each job's id is the triggering event's id, so a batch delivered again
 * schedules nothing twice; a rescheduled notification leaves its earlier job, which then does nothing.
 */
export function notificationJobScheduler(jobs: JobQueue): Projection<Scheduling> {
  return {
    name: 'notification-jobs',
    version: 1,
    canHandle: ['NotificationComposed', 'NotificationRevised', 'NotificationSent'],
    tables: [],
    async handle(events) {
      for (const event of events) await schedule(jobs, event);
    },
  };
}

async function schedule(jobs: JobQueue, event: Recorded<Scheduling>): Promise<void> {
  const { notificationID } = event.data;
  if (event.type === 'NotificationSent') {
    const runAt = occurredAt(event);
    await jobs.schedule({
      name: NotificationJobs.push,
      jobId: `${event.eventId}-push`,
      runAt,
      data: { notificationID },
    });
    return;
  }
  const { sendAt } = event.data;
  if (sendAt === null) return;
  await jobs.schedule({
    name: NotificationJobs.send,
    jobId: `${event.eventId}-send`,
    runAt: new Date(sendAt),
    data: { notificationID, sendAt },
  });
}

/**
 * What the worker runs for each job. The send records NotificationSent (the decider refuses one sent,
 * withdrawn or rescheduled since); the push waits until the fan-out shows the send, then hands each
 * reader's copy to their open tabs (a withdrawn one has no copies shown, so nothing is pushed).
 */
export function notificationJobProcessors(
  executor: CommandExecutor,
  queries: NotificationQueries,
  live: LivePush,
): Record<string, JobProcessor> {
  return {
    [NotificationJobs.send]: async ({ notificationID, sendAt }) => {
      await notificationCommands.handle(
        executor,
        notificationID!,
        { type: 'Send', data: { sendAt: sendAt! } },
        SYSTEM_ACTOR,
      );
    },
    [NotificationJobs.push]: async ({ notificationID }) => {
      if (!(await executor.catchUpReadModels(['NotificationSent'])))
        throw new Error('The notifications read model is behind; the push is tried again');
      for (const { readerID, item } of await queries.copiesOf(notificationID!))
        live.toUser(readerID, NOTIFICATION_SOCKET_EVENT, item);
    },
  };
}
