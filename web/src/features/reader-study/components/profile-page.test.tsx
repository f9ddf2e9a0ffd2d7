import type { ReaderNoteItem } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failed, fakeApi, ok, type RecordedCall } from '@/testing/fake-api';
import { endpoints, ids, loginResult, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const calls = {
  bookmarks: 'POST /api/reader/getPagedBookMarksByReaderID',
  notes: 'POST /api/reader/getPagedReaderNotesByReaderID',
  reads: 'POST /api/reader/getPagedReaderReadsByReaderID',
  trash: 'POST /api/reader/getPagedReaderDeletedNotesByReaderID',
  restore: 'POST /api/reader/restoreNoteFromTrash',
  deleteForGood: 'POST /api/reader/deleteNoteFromTrash',
} as const;
const empty = ok({ pageData: [], totalNoOfRecords: 0 });
const reader = { [endpoints.refresh]: ok(loginResult(makeUser('READER', [], { hasActiveSubscription: true }))) };

const note = (n: number): ReaderNoteItem => ({
  noteID: `0190a3b4-0000-7000-8000-0000000003${String(n).padStart(2, '0')}`,
  noteHeader: `Trashed ${n}`,
  noteContent: `<p>Body ${n}</p>`,
  lessonID: '0190a3b4-0000-7000-8000-0000000001a1',
  lessonName: 'Diagnosis',
  topicID: ids.heartFailure,
  topicName: 'Heart failure',
  status: 'INA',
  updatedAt: '2026-01-02T10:00:00.000Z',
});

describe('profile', () => {
  it('shows the four tabs with their empty states', async () => {
    fakeApi({ ...reader, [calls.bookmarks]: empty, [calls.notes]: empty, [calls.reads]: empty, [calls.trash]: empty });
    const { user } = renderApp('/public/profile');

    const tabs = await screen.findByRole('tablist', { name: 'Profile' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Bookmarks', 'My notes', 'Reads', 'Trash']);
    expect(await screen.findByText(/^No bookmarks yet/)).toBeTruthy();
    await user.click(within(tabs).getByRole('tab', { name: 'My notes' }));
    expect(await screen.findByText(/^No notes yet/)).toBeTruthy();
    await user.click(within(tabs).getByRole('tab', { name: 'Reads' }));
    expect(await screen.findByText(/^No reads yet/)).toBeTruthy();
    // Arrow keys move between tabs.
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('The trash is empty.')).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'Trash' }).getAttribute('aria-selected')).toBe('true');
  });

  it('lists bookmarks and reads linking to their lessons, asking for pages of 20', async () => {
    const api = fakeApi({
      ...reader,
      [calls.bookmarks]: ok({
        pageData: [
          {
            lessonID: '0190a3b4-0000-7000-8000-0000000001a1',
            lessonName: 'Diagnosis',
            topicID: ids.heartFailure,
            topicName: 'Heart failure',
            bookmarkedAt: '2026-01-02T10:00:00.000Z',
          },
        ],
        totalNoOfRecords: 1,
      }),
      [calls.reads]: ok({
        pageData: [
          {
            lessonID: '0190a3b4-0000-7000-8000-0000000001a1',
            lessonName: 'Diagnosis',
            topicID: ids.heartFailure,
            topicName: 'Heart failure',
            lessonReading: 'THIRD_READING',
            readAt: '2026-01-03T10:00:00.000Z',
          },
        ],
        totalNoOfRecords: 1,
      }),
    });
    const { user } = renderApp('/public/profile');

    const list = await screen.findByRole('list', { name: 'Bookmarks' });
    expect(within(list).getByRole('link', { name: 'Diagnosis' }).getAttribute('href')).toBe(
      `/public/lesson/notes?topicID=${ids.heartFailure}&lessonID=0190a3b4-0000-7000-8000-0000000001a1`,
    );
    expect(api.callsTo(calls.bookmarks)[0]?.body).toEqual({ page: 0, rows: 20 });
    await user.click(screen.getByRole('tab', { name: 'Reads' }));
    expect((await screen.findByRole('list', { name: 'Reads' })).textContent).toContain('3rd reading');
  });

  it('pages through the trash by 20', async () => {
    const api = fakeApi({
      ...reader,
      [calls.trash]: (call: RecordedCall) => {
        const page = (call.body as { page: number }).page;
        return ok({
          pageData: Array.from({ length: page === 0 ? 20 : 5 }, (_, i) => note(page * 20 + i + 1)),
          totalNoOfRecords: 25,
        });
      },
    });
    const { user } = renderApp('/public/profile?tab=trash');

    const list = await screen.findByRole('list', { name: 'Trash' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText(/Page 1 of 2/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Trash' })).getAllByRole('listitem')).toHaveLength(5),
    );
    expect(api.callsTo(calls.trash).map((call) => call.body)).toEqual([
      { page: 0, rows: 20 },
      { page: 1, rows: 20 },
    ]);
  });

  it("restores a note from the trash with 'Note successfully restored' and deletes one permanently after confirmation", async () => {
    const api = fakeApi({
      ...reader,
      [calls.trash]: [
        ok({ pageData: [note(1), note(2)], totalNoOfRecords: 2 }),
        ok({ pageData: [note(2)], totalNoOfRecords: 1 }),
        empty,
      ],
      [calls.restore]: ok({ ...note(1), status: 'ACT' }, 'Note successfully restored'),
      [calls.deleteForGood]: ok({ noteID: note(2).noteID }, 'Note successfully deleted'),
    });
    const { user } = renderApp('/public/profile?tab=trash');

    await user.click(await screen.findByRole('button', { name: 'Restore Trashed 1' }));
    expect(await screen.findByText('Note successfully restored')).toBeTruthy();
    expect(api.callsTo(calls.restore)[0]?.body).toEqual({ noteID: note(1).noteID });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Restore Trashed 1' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete Trashed 2 permanently' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete permanently' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Note successfully deleted')).toBeTruthy();
    expect(api.callsTo(calls.deleteForGood)[0]?.body).toEqual({ noteID: note(2).noteID });
    expect(await screen.findByText('The trash is empty.')).toBeTruthy();
  });

  it('asks a visitor to sign in', async () => {
    fakeApi({ [endpoints.refresh]: failed(401, 'No session') });
    renderApp('/public/profile');
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/auth/login?redirect=/public/profile',
    );
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
