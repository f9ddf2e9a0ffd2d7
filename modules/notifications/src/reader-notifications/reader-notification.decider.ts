import { type Decider, commandHandler } from '@notebook/kernel';
import { type NotificationRead, readerNotificationsStream } from './reader-notification.events';

/** The notifications a reader has read. */
export type ReaderNotificationsState = { read: ReadonlySet<string> };
export type MarkNotificationRead = { type: 'MarkRead'; data: { readerID: string; notificationID: string } };

/**
 * A reader's reading of their notifications: marking one read records it once; marking it again
 * records nothing. (Whether the notification is the reader's, and shown, the service checks first.)
 */
export const readerNotificationsDecider: Decider<ReaderNotificationsState, MarkNotificationRead, NotificationRead> = {
  initialState: () => ({ read: new Set() }),
  evolve: (state, event) => ({ read: new Set([...state.read, event.data.notificationID]) }),
  decide: ({ data }, state) => (state.read.has(data.notificationID) ? [] : [{ type: 'NotificationRead', data }]),
};

export const readerNotificationsCommands = commandHandler({
  decider: readerNotificationsDecider,
  streamName: readerNotificationsStream,
});
