import { NOTIFICATION_SOCKET_EVENT } from '@notebook/contracts';
import type { NotificationQueries } from './queries/notification.queries';

/** At most this many missed notifications are sent on one connect; the bell's list has the rest. */
const MISSED_MAX = 100;

/**
 * What a reader's socket missed: on connect, the client names the last notification it has
 * (`auth.lastNotificationID`) and is sent every one of theirs sent after it, oldest first, before
 * anything new. Without one (a first load) it is sent nothing: the bell reads its list over HTTP.
 */
export class MissedNotifications {
  constructor(private readonly queries: NotificationQueries) {}

  async sendOnConnect(
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
