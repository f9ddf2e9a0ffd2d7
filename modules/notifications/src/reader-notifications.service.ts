import { Messages } from '@notebook/contracts';
import { type Actor, type CommandExecutor, NotFoundError } from '@notebook/kernel';
import type { NotificationQueries } from './queries/notification.queries';
import { readerNotificationsCommands } from './reader-notifications/reader-notification.decider';

/** A reader's bell: opening one of their notifications marks it read (once). */
export class ReaderNotificationsService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly queries: NotificationQueries,
  ) {}

  /** `notificationReaderID` must name a shown copy of the reader's own (404 otherwise, nothing written). */
  async markRead(readerID: string, notificationReaderID: string, actor: Actor): Promise<null> {
    const copy = await this.queries.readerCopy(readerID, notificationReaderID);
    if (!copy) throw new NotFoundError(Messages.notificationNotFound, 'id');
    const data = { readerID, notificationID: copy.notificationID };
    await readerNotificationsCommands.handle(this.executor, readerID, { type: 'MarkRead', data }, actor);
    return null;
  }
}
