import type { ReaderNotificationItem, ReaderNotificationsPage } from '@notebook/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { endpoints, loginResult, makeUser, primaryIndex } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

/** The socket the bell opens, with its handlers, so a test can push to it. */
const socket = vi.hoisted(() => {
  const handlers = new Map<string, (payload: unknown) => void>();
  return {
    handlers,
    auth: null as null | ((send: (auth: object) => void) => void),
    on: (event: string, handler: (payload: unknown) => void) => void handlers.set(event, handler),
    connect: () => undefined,
    disconnect: () => undefined,
  };
});
vi.mock('socket.io-client', () => ({
  io: (_origin: string, options: { auth: (send: (auth: object) => void) => void }) => {
    socket.auth = options.auth;
    return socket;
  },
}));

const bellPage = 'POST /api/notification/getPagedNotificationsByReaderID';
const markRead = (id: string) => `POST /api/notification/updateReaderNotificationStatus/${id}`;

function item(no: number, overrides: Partial<ReaderNotificationItem> = {}): ReaderNotificationItem {
  return {
    notificationID: `0190a3b4-0000-7000-8000-00000000b00${no}`,
    notificationReaderID: `0190a3b4-0000-7000-8000-00000000c00${no}`,
    notificationTopic: `Notice ${no}`,
    content: `<p>About <strong>${no}</strong></p>`,
    notificationType: 'WEBINAR',
    webinarID: '0190a3b4-0000-7000-8000-00000000d001',
    topicID: null,
    readerNotificationStatus: 'NEW',
    notificationUpdatedDateStr: '27/11/2026 10:00:00',
    ...overrides,
  };
}
const pageOf = (items: ReaderNotificationItem[], unreadCount: number): ReaderNotificationsPage => ({
  pageData: items,
  totalNoOfRecords: items.length,
  unreadCount,
});
const reader = {
  [endpoints.refresh]: ok(loginResult(makeUser('READER'))),
  [endpoints.primaryIndex]: ok(primaryIndex()),
};

describe('notification bell', () => {
  it('says when there are none', async () => {
    fakeApi({ ...reader, [bellPage]: ok(pageOf([], 0)) });
    renderApp('/public');
    fireEvent.pointerDown(await screen.findByRole('button', { name: 'Notifications' }), { button: 0 });
    expect(await screen.findByText('No Notification(s) found.')).toBeTruthy();
  });

  it('counts the unread, takes a pushed one once, and marks one read when opened', async () => {
    const read = item(1, { readerNotificationStatus: 'READ', notificationType: 'TOPIC', webinarID: null });
    const api = fakeApi({
      ...reader,
      [bellPage]: ok(pageOf([item(2), read], 1)),
      [markRead(item(2).notificationReaderID)]: ok(null, 'Successfully marked as read'),
    });
    renderApp('/public');
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });

    const pushed = item(3);
    act(() => socket.handlers.get('notification')?.(pushed));
    act(() => socket.handlers.get('notification')?.(pushed));
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    // The next handshake names the newest one the tab has.
    socket.auth?.((auth) => expect(auth).toMatchObject({ lastNotificationID: pushed.notificationID }));

    fireEvent.pointerDown(bell, { button: 0 });
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((each) => each.textContent)).toEqual([
      expect.stringContaining('Notice 3'),
      expect.stringContaining('Notice 2'),
      expect.stringContaining('Notice 1'),
    ]);
    expect(within(items[2]!).getByRole('img', { name: 'Read' })).toBeTruthy();
    // The send time names its zone.
    expect(within(items[0]!).getByText('27/11/2026 10:00:00 Sydney time')).toBeTruthy();
    fireEvent.click(within(items[1]!).getByText('New'));
    await waitFor(() => expect(api.callsTo(markRead(item(2).notificationReaderID))).toHaveLength(1));
    expect(await screen.findByText('Successfully marked as read')).toBeTruthy();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  });
});
