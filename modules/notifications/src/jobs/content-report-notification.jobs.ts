import { ContentFeedbackMessages, type ContentReportAnswerStatus, NOTIFICATION_TOPIC_MAX } from '@notebook/contracts';
import {
  type Clock,
  type CommandExecutor,
  type DomainEvent,
  escapeHtml,
  type JobProcessor,
  type JobQueue,
  idFrom,
  occurredAt,
} from '@notebook/kernel';
import type { Projection } from '@notebook/read-models';
import { announceAsSystem } from './announce-as-system';
import type { NotificationDetails } from '../notifications/notification.events';
import type { NotificationQueries } from '../queries/notification.queries';

/**
 * The content-feedback module's answer to a report, by the fields this reads (declared here: a module
 * reads another's events, never its internals). `contentName` and `topicID` are absent from answers
 * recorded before the reporter was notified; those send nothing.
 */
export type ContentReportAnswering = DomainEvent<
  'ContentReportAnswered',
  {
    contentReportID: string;
    readerID: string;
    status: ContentReportAnswerStatus;
    reply: string | null;
    contentName?: string;
    topicID?: string;
  }
>;

export const ContentReportNotificationJobs = { notifyReporter: 'notification.notifyContentReporter' } as const;

/** The reporter's notification of the answer `eventId`: the same id however often it is made. */
export const contentReportNotificationID = (eventId: string) => idFrom(`content-report-notification:${eventId}`);

/**
 * Schedules the reporter's notification of each answer to their report (a reactor with its own
 * checkpoint). The job's id is the event's and so is the notification's, so a batch delivered again,
 * or a job run twice, notifies the reader once.
 */
export function contentReportNotificationScheduler(jobs: JobQueue): Projection<ContentReportAnswering> {
  return {
    name: 'content-report-notification-jobs',
    version: 1,
    canHandle: ['ContentReportAnswered'],
    tables: [],
    async handle(events) {
      for (const event of events) {
        const { readerID, status, reply, contentName, topicID } = event.data;
        if (contentName === undefined || topicID === undefined) continue;
        await jobs.schedule({
          name: ContentReportNotificationJobs.notifyReporter,
          jobId: `${event.eventId}-notify-reporter`,
          runAt: occurredAt(event),
          data: { eventId: event.eventId, readerID, status, reply: reply ?? '', contentName, topicID },
        });
      }
    },
  };
}

/** What the reporter is told: a TOPIC notification (the content's topic) for that one reader. */
export function contentReportAnswer(answer: {
  readerID: string;
  status: ContentReportAnswerStatus;
  reply: string | null;
  contentName: string;
  topicID: string;
}): NotificationDetails {
  const sentence = ContentFeedbackMessages.reportAnswered(answer.contentName, answer.status, answer.reply);
  return {
    notificationTopic:
      sentence.length <= NOTIFICATION_TOPIC_MAX ? sentence : `${sentence.slice(0, NOTIFICATION_TOPIC_MAX - 1)}…`,
    content: `<p>${escapeHtml(sentence)}</p>`,
    notificationType: 'TOPIC',
    webinarID: null,
    topicID: answer.topicID,
    publishingType: 'SELECTED',
    readerGroupIDs: [],
    readerIDs: [answer.readerID],
  };
}

/** Sends the reporter's notification as the system (Announce: recorded once under the event's id). */
export function contentReportNotificationProcessors(
  executor: CommandExecutor,
  queries: NotificationQueries,
  clock: Clock,
): Record<string, JobProcessor> {
  return {
    [ContentReportNotificationJobs.notifyReporter]: async (data) => {
      const details = contentReportAnswer({
        readerID: data.readerID!,
        status: data.status as ContentReportAnswerStatus,
        reply: data.reply || null,
        contentName: data.contentName!,
        topicID: data.topicID!,
      });
      const notificationID = contentReportNotificationID(data.eventId!);
      await announceAsSystem({ executor, queries, clock }, notificationID, details, `report answer ${data.eventId}`);
    },
  };
}
