import { Messages, NOTIFICATION_SOCKET_EVENT } from '@notebook/contracts';
import { type Actor, type CommandExecutor, NotFoundError } from '@notebook/kernel';
import type { NotificationQueries } from './queries/notification.queries';
import { readerNotificationsCommands } from './reader-notifications/reader-notification.decider';

/** At most this many missed notifications are sent on one connect; the bell's list has the rest. */
const MISSED_MAX = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A reader's bell: opening one of their notifications marks it read (once); a reconnecting tab gets what it missed. */
export class ReaderNotificationsService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly queries: NotificationQueries,
  ) {}

  /** `notificationReaderID` must name a shown copy of the reader's own (404 otherwise, nothing written). */
  async markRead(notificationReaderID: string, reader: Actor): Promise<null> {
    const readerID = reader.actorId;
    const copy = await this.queries.readerCopy(readerID, notificationReaderID);
    if (!copy) throw new NotFoundError(Messages.notificationNotFound, 'id');
    const data = { readerID, notificationID: copy.notificationID };
    await readerNotificationsCommands.handle(this.executor, readerID, { type: 'MarkRead', data }, reader);
    return null;
  }

  /**
   * A socket's connect hook: the client names the last notification it has (`auth.lastNotificationID`)
   * and is sent every one of the reader's sent after it, oldest first. Without one (a first load)
   * nothing: the bell reads its list over HTTP.
   */
  async sendMissed(
    user: { userId: string; userType: string },
    auth: Readonly<Record<string, unknown>>,
    emit: (event: string, payload: unknown) => void,
  ): Promise<void> {
    const last = auth.lastNotificationID;
    if (user.userType !== 'READER' || typeof last !== 'string' || !UUID.test(last)) return;
    for (const item of await this.queries.sentAfter(user.userId, last, MISSED_MAX))
      emit(NOTIFICATION_SOCKET_EVENT, item);
  }
}
