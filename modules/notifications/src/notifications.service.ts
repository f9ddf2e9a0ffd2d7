import { type AdminNotification, Messages, type SaveNotificationRequest } from '@notebook/contracts';
import type { CatalogQueries } from '@notebook/catalog';
import { type Actor, type Clock, type CommandExecutor, NotFoundError, newId } from '@notebook/kernel';
import type { WebinarsService } from '@notebook/webinars';
import {
  type NotificationCommand,
  type NotificationSave,
  notificationCommands,
} from './notifications/notification.decider';
import type { NotificationDetails } from './notifications/notification.events';
import type { NotificationQueries } from './queries/notification.queries';

/**
 * Admins' notifications (/admin/notification). The service looks up what the rules need (does the
 * webinar or topic exist, which named groups and readers do not, the time); the decider holds the rules.
 */
export class NotificationsService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly queries: NotificationQueries,
    private readonly catalog: CatalogQueries,
    private readonly webinars: WebinarsService,
    private readonly clock: Clock,
  ) {}

  /** Composes one (sent at once without `sendAt`) or revises one not sent yet. */
  async save(input: SaveNotificationRequest, actor: Actor): Promise<AdminNotification> {
    const details = detailsOf(input);
    const save: NotificationSave = {
      details,
      sendAt: input.sendAt ? new Date(input.sendAt).toISOString() : null,
      targetFound: await this.targetFound(details),
      ...(await this.queries.unknownAudience(details.readerGroupIDs, details.readerIDs)),
      now: this.clock.now(),
    };
    const notificationID = input.notificationID ?? newId();
    const command: NotificationCommand = input.notificationID
      ? { type: 'Revise', data: save }
      : { type: 'Compose', data: { ...save, notificationID } };
    return this.onNotification(notificationID, command, actor);
  }

  /** Readers no longer see it; a scheduled one is not sent. */
  async withdraw(notificationID: string, actor: Actor): Promise<AdminNotification> {
    return this.onNotification(notificationID, { type: 'Withdraw' }, actor);
  }

  async notification(notificationID: string): Promise<AdminNotification> {
    const notification = await this.queries.notification(notificationID);
    if (!notification) throw new NotFoundError(Messages.notificationNotFound, 'notificationID');
    return notification;
  }

  /** The command, then the notification as the read model shows it. */
  private async onNotification(notificationID: string, command: NotificationCommand, actor: Actor) {
    await notificationCommands.handle(this.executor, notificationID, command, actor);
    return this.notification(notificationID);
  }

  private async targetFound({ notificationType, webinarID, topicID }: NotificationDetails): Promise<boolean> {
    if (notificationType === 'TOPIC')
      return !!topicID && (await this.catalog.authorTopicIDsAmong([topicID])).length > 0;
    return !!webinarID && found(this.webinars.webinar(webinarID));
  }
}

function detailsOf({ notificationID: _id, sendAt: _at, ...fields }: SaveNotificationRequest): NotificationDetails {
  const { webinarID = null, topicID = null, readerGroupIDs = [], readerIDs = [] } = fields;
  return { ...fields, webinarID, topicID, readerGroupIDs, readerIDs };
}

/** Whether the read answers (false for a 404). */
const found = (read: Promise<unknown>): Promise<boolean> =>
  read.then(
    () => true,
    (error: unknown) => (error instanceof NotFoundError ? false : Promise.reject(error)),
  );
