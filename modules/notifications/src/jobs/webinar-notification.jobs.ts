import {
  type Clock,
  type CommandExecutor,
  type DomainEvent,
  type JobProcessor,
  type JobQueue,
  idFrom,
  occurredAt,
} from '@notebook/kernel';
import type { Projection, Recorded } from '@notebook/read-models';
import { announceAsSystem } from './announce-as-system';
import { type AnnouncedWebinar, webinarAnnouncement } from '../notifications/webinar-announcement';
import type { NotificationQueries } from '../queries/notification.queries';

/**
 * The webinars module's events this reads, by the few fields it uses (declared here: a module reads
 * another's events, never its internals). `notifyReaders` is present (true) only when the admin
 * ticked "Notify readers" on a create, or on an update that moved the start; `audienceReaderGroupIDs`
 * absent or empty means every reader.
 */
type WebinarFields = {
  webinarID: string;
  webinarName: string;
  startsAt: string;
  durationMinutes: number;
  notifyReaders?: boolean;
  audienceReaderGroupIDs?: string[];
};
export type WebinarNotifying =
  DomainEvent<'WebinarAdded', WebinarFields> | DomainEvent<'WebinarUpdated', WebinarFields>;

export const WebinarNotificationJobs = { announce: 'notification.announceWebinar' } as const;

/** The automatic notification of the webinar event `eventId`: the same id however often it is made. */
export const webinarNotificationID = (eventId: string) => idFrom(`webinar-notification:${eventId}`);

/**
 * Schedules the automatic notification of a webinar created or rescheduled with "Notify readers"
 * (a reactor with its own checkpoint). The job's id is the event's, so a batch delivered again
 * schedules nothing twice; the notification's id derives from it too, so a job run twice, or a
 * replay that schedules it again after the kept job is gone, sends it once.
 */
export function webinarNotificationScheduler(jobs: JobQueue): Projection<WebinarNotifying> {
  return {
    name: 'webinar-notification-jobs',
    version: 1,
    canHandle: ['WebinarAdded', 'WebinarUpdated'],
    tables: [],
    async handle(events) {
      for (const event of events) if (event.data.notifyReaders === true) await schedule(jobs, event);
    },
  };
}

async function schedule(jobs: JobQueue, event: Recorded<WebinarNotifying>): Promise<void> {
  const { webinarID, webinarName, startsAt, durationMinutes, audienceReaderGroupIDs = [] } = event.data;
  await jobs.schedule({
    name: WebinarNotificationJobs.announce,
    jobId: `${event.eventId}-announce`,
    runAt: occurredAt(event),
    data: {
      eventId: event.eventId,
      kind: event.type === 'WebinarAdded' ? 'added' : 'rescheduled',
      webinarID,
      webinarName,
      startsAt,
      durationMinutes: String(durationMinutes),
      audienceReaderGroupIDs: audienceReaderGroupIDs.join(','),
    },
  });
}

/**
 * Composes and sends the webinar's notification as the system (the decider's Announce: recorded
 * once under the event's id). Its reader groups are checked against the audience the fan-out reads,
 * caught up first; an unknown one can never become known by retrying, so the job is refused.
 */
export function webinarNotificationProcessors(
  executor: CommandExecutor,
  queries: NotificationQueries,
  clock: Clock,
): Record<string, JobProcessor> {
  return {
    [WebinarNotificationJobs.announce]: async (data) => {
      const webinar: AnnouncedWebinar = {
        kind: data.kind === 'added' ? 'added' : 'rescheduled',
        webinarID: data.webinarID!,
        webinarName: data.webinarName!,
        startsAt: data.startsAt!,
        durationMinutes: Number(data.durationMinutes),
        audienceReaderGroupIDs: data.audienceReaderGroupIDs ? data.audienceReaderGroupIDs.split(',') : [],
      };
      if (!(await executor.catchUpReadModels(['ReaderGroupCreated'])))
        throw new Error('The notifications read model is behind; the webinar notification is tried again');
      const details = webinarAnnouncement(webinar);
      const notificationID = webinarNotificationID(data.eventId!);
      await announceAsSystem({ executor, queries, clock }, notificationID, details, `webinar ${webinar.webinarID}`);
    },
  };
}
