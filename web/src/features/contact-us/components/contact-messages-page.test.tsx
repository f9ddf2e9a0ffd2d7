import {
  Messages,
  Privileges,
  type ContactMessage,
  type ContactMessagesPageRequest,
  type Paged,
} from '@notebook/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { App } from '@/app';
import { failed, fakeApi, ok, type RecordedCall } from '@/testing/fake-api';
import { makeUser, signedInAs } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { formatDateTime } from '@/lib/format-date';
import { ContactMessagesPage } from './contact-messages-page';

const calls = {
  list: 'POST /api/adminContactUs/getPagedContactMessages',
  acknowledge: 'POST /api/adminContactUs/acknowledgeContactMessage',
} as const;

const messageID = (n: number) => `0190a3b4-0000-7000-8000-0000000001${String(n).padStart(2, '0')}`;

const contactMessage = (n: number, overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  contactMessageID: messageID(n),
  contactName: `Sender ${n}`,
  email: `sender${n}@example.com`,
  message: `Message number ${n}`,
  messageStatus: 'NAK',
  readerID: null,
  receivedAt: new Date(Date.UTC(2025, 2, 10, 9, 0, n)).toISOString(),
  acknowledgedAt: null,
  ...overrides,
});

const grace = contactMessage(2, {
  contactName: 'Grace Hopper',
  email: 'grace@example.com',
  message: 'Is there a group price\nfor a whole practice?',
  receivedAt: '2025-03-12T14:05:09.000Z',
});
const alan = contactMessage(1, {
  contactName: 'Alan Turing',
  email: 'alan@example.com',
  message: 'Thanks for the notes.',
  messageStatus: 'ACK',
  receivedAt: '2025-03-11T08:30:00.000Z',
  acknowledgedAt: '2025-03-11T09:00:00.000Z',
});

const paged = (pageData: ContactMessage[], totalNoOfRecords = pageData.length): Paged<ContactMessage> => ({
  pageData,
  totalNoOfRecords,
});
const bodyOf = (call: RecordedCall) => call.body as ContactMessagesPageRequest;
/** The list calls, without the unread count's one-row call. */
const listCalls = (api: ReturnType<typeof fakeApi>) =>
  api.callsTo(calls.list).filter((call) => bodyOf(call).rows !== 1);

/** Answers the list from `messages` (newest first, as the server does), filtered by status and paged; the unread count too. */
function listOf(messages: () => ContactMessage[]) {
  return (call: RecordedCall) => {
    const { page = 0, rows = 20, messageStatus } = bodyOf(call);
    const matching = messages().filter((message) => !messageStatus || message.messageStatus === messageStatus);
    return ok(paged(matching.slice(Number(page) * Number(rows), (Number(page) + 1) * Number(rows)), matching.length));
  };
}

describe('admin contact us messages', () => {
  it('lists the messages newest first with received date-time, sender, mailto link, message and status', async () => {
    const api = fakeApi({ ...signedInAs(), [calls.list]: listOf(() => [grace, alan]) });
    renderApp('/admin/contact-us');

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Contact messages' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Grace Hoppergrace@example.com',
      'Alan Turingalan@example.com',
    ]);

    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain(formatDateTime(new Date(grace.receivedAt)));
    expect(within(first).getByRole('link', { name: 'grace@example.com' }).getAttribute('href')).toBe(
      'mailto:grace@example.com',
    );
    // Line breaks are kept (pre-wrap), the text as sent.
    const text = within(first).getByText(/Is there a group price/);
    expect(text.textContent).toBe('Is there a group price\nfor a whole practice?');
    expect(text.className).toContain('whitespace-pre-wrap');
    expect(within(first).getByRole('img', { name: 'Not Read' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Mark as read' })).toBeTruthy();
    expect(within(second).getByRole('img', { name: 'Read' })).toBeTruthy();
    // Read is green, Not Read amber.
    expect(within(first).getByRole('img', { name: 'Not Read' }).className).toContain('bg-warning');
    expect(within(second).getByRole('img', { name: 'Read' }).className).toContain('bg-success');
    expect(within(second).queryByRole('button', { name: 'Mark as read' })).toBeNull();

    expect(await screen.findByText('1 unread')).toBeTruthy();
    expect(listCalls(api).map(bodyOf)).toEqual([{ page: 0, rows: 20 }]);
    expect(screen.getByRole('radio', { name: 'All' })).toHaveProperty('checked', true);
  });

  it('sends messageStatus for the Not Read and Read filters and says when a filter has nothing', async () => {
    const api = fakeApi({ ...signedInAs(), [calls.list]: listOf(() => [alan]) });
    const { user, location } = renderApp('/admin/contact-us');

    await screen.findByRole('row', { name: /Alan Turing/ });
    await user.click(screen.getByRole('radio', { name: 'Not Read' }));
    expect(await screen.findByText('No unread messages.')).toBeTruthy();
    expect(location()).toBe('/admin/contact-us?filter=unread');

    await user.click(screen.getByRole('radio', { name: 'Read' }));
    expect(await screen.findByRole('row', { name: /Alan Turing/ })).toBeTruthy();
    expect(listCalls(api).map(bodyOf)).toEqual([
      { page: 0, rows: 20 },
      { page: 0, rows: 20, messageStatus: 'NAK' },
      { page: 0, rows: 20, messageStatus: 'ACK' },
    ]);
    // The unread count is the same call for one unread row.
    expect(api.callsTo(calls.list).map(bodyOf)).toContainEqual({ page: 0, rows: 1, messageStatus: 'NAK' });
  });

  it(`marks a message read: sends its id, shows '${Messages.successfullyMarkedRead}', the row reads Read and the count drops`, async () => {
    let stored = [grace, alan];
    const api = fakeApi({
      ...signedInAs(),
      [calls.list]: listOf(() => stored),
      [calls.acknowledge]: (call: RecordedCall) => {
        const read = { ...grace, messageStatus: 'ACK' as const, acknowledgedAt: '2025-03-12T15:00:00.000Z' };
        stored = [read, alan];
        expect(call.body).toEqual({ contactMessageID: grace.contactMessageID });
        return ok(read, Messages.successfullyMarkedRead);
      },
    });
    const { user } = renderApp('/admin/contact-us?filter=unread');

    const row = await screen.findByRole('row', { name: /Grace Hopper/ });
    expect(await screen.findByText('1 unread')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Mark as read' }));

    expect((await screen.findAllByText(Messages.successfullyMarkedRead)).length).toBeGreaterThan(0);
    expect(api.callsTo(calls.acknowledge).map((call) => call.body)).toEqual([
      { contactMessageID: grace.contactMessageID },
    ]);
    // Still in the Not Read list until it loads again, now Read and without the button.
    const updated = screen.getByRole('row', { name: /Grace Hopper/ });
    expect(within(updated).getByRole('img', { name: 'Read' })).toBeTruthy();
    expect(within(updated).queryByRole('button', { name: 'Mark as read' })).toBeNull();
    expect(await screen.findByText('0 unread')).toBeTruthy();

    // Another filter loads afresh.
    await user.click(screen.getByRole('radio', { name: 'Read' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    await user.click(screen.getByRole('radio', { name: 'Not Read' }));
    expect(await screen.findByText('No unread messages.')).toBeTruthy();
  });

  it(`shows the server's refusal and the list as it is now when the message is gone (${Messages.contactMessageNotFound})`, async () => {
    fakeApi({
      ...signedInAs(),
      [calls.list]: [listOf(() => [grace]), listOf(() => [grace]), listOf(() => [])],
      [calls.acknowledge]: failed(404, Messages.contactMessageNotFound),
    });
    const { user } = renderApp('/admin/contact-us');

    const row = await screen.findByRole('row', { name: /Grace Hopper/ });
    await user.click(within(row).getByRole('button', { name: 'Mark as read' }));
    expect((await screen.findAllByText(Messages.contactMessageNotFound)).length).toBeGreaterThan(0);
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
  });

  it('offers no Mark as read without the acknowledge privilege', async () => {
    fakeApi({
      ...signedInAs(makeUser('ADMIN', [Privileges.contactUs.view])),
      [calls.list]: listOf(() => [grace, alan]),
    });
    renderApp('/admin/contact-us');

    const row = await screen.findByRole('row', { name: /Grace Hopper/ });
    expect(within(row).getByRole('img', { name: 'Not Read' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as read' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('shows markup in a message as text, never as HTML', async () => {
    fakeApi({
      ...signedInAs(),
      [calls.list]: listOf(() => [contactMessage(3, { message: '<b>hi</b><img src=x onerror="alert(1)">' })]),
    });
    renderApp('/admin/contact-us');

    const row = await screen.findByRole('row', { name: /Sender 3/ });
    expect(within(row).getByText('<b>hi</b><img src=x onerror="alert(1)">')).toBeTruthy();
    expect(row.querySelector('b, img')).toBeNull();
  });

  it("pages by 20 with Previous page / Next page and 'Page N of M'", async () => {
    const many = Array.from({ length: 25 }, (_, i) => contactMessage(25 - i));
    const api = fakeApi({ ...signedInAs(), [calls.list]: listOf(() => many) });
    const { user, location } = renderApp('/admin/contact-us');

    const table = await screen.findByRole('table', { name: 'Contact messages' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    const pages = screen.getByRole('navigation', { name: 'Contact messages pages' });
    expect(pages.textContent).toContain('Page 1 of 2 · 25 in all');
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Contact messages' })).getAllByRole('row')).toHaveLength(6),
    );
    expect(location()).toBe('/admin/contact-us?page=2');
    expect(screen.getByRole('navigation', { name: 'Contact messages pages' }).textContent).toContain('Page 2 of 2');
    expect(listCalls(api).map(bodyOf)).toEqual([
      { page: 0, rows: 20 },
      { page: 1, rows: 20 },
    ]);
  });

  it(`says '${Messages.loading}' while the list loads and 'No messages yet.' when there is none`, async () => {
    let answer: (value: void) => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    fakeApi({ ...signedInAs(), [calls.list]: listOf(() => []) });
    const fetchStub = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      if (String(args[0]).includes('getPagedContactMessages')) await held;
      return fetchStub(...args);
    });
    renderApp('/admin/contact-us');

    expect(await screen.findByText(Messages.loading)).toBeTruthy();
    answer();
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
  });

  it('sends an admin without the view privilege to login, like every gated admin route, and asks nothing', async () => {
    const api = fakeApi({ ...signedInAs(makeUser('ADMIN', [Privileges.contactUs.acknowledge])) });
    const { location } = renderApp('/admin/contact-us');

    await screen.findByRole('heading', { name: 'Sign in' });
    expect(location()).toBe('/auth/login?redirect=/admin/contact-us');
    expect(api.callsTo(calls.list)).toHaveLength(0);
  });

  it(`the screen itself says '${Messages.accessDenied}' and asks nothing without the view privilege`, async () => {
    const api = fakeApi({ ...signedInAs(makeUser('ADMIN', [Privileges.chapterGroup.view])) });
    const router = createMemoryRouter([
      { path: '*', element: <ContactMessagesPage title="Contact Us" description="Messages." /> },
    ]);
    render(<App router={router} />);

    expect(await screen.findByText(Messages.accessDenied)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(api.callsTo(calls.list)).toHaveLength(0);
  });
});
