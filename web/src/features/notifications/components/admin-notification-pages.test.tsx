import type { AdminNotification, Paged, Webinar } from '@notebook/contracts';
import { Privileges } from '@notebook/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { endpoints, loginResult, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const id = '0190a3b4-0000-7000-8000-00000000e001';
const webinarID = '0190a3b4-0000-7000-8000-00000000d001';
const list = 'POST /api/adminNotification/getPagedNotifications';
const save = 'POST /api/adminNotification/saveUpdateNotification';
const withdraw = 'POST /api/adminNotification/withdrawNotification';

const scheduled: AdminNotification = {
  notificationID: id,
  notificationTopic: 'Chest pain next week',
  content: '<p>Join us.</p>',
  notificationType: 'WEBINAR',
  webinarID,
  topicID: null,
  publishingType: 'ALL',
  readerGroupIDs: [],
  readerIDs: [],
  sendAt: '2026-11-30T22:30:00.000Z',
  sentAt: null,
  status: 'SCHEDULED',
  recipients: 0,
  readCount: 0,
};
const webinar = { webinarID, webinarName: 'Chest pain', categoryName: 'AKT 2025.2' } as Webinar;
const paged = <T,>(items: T[]): Paged<T> => ({ pageData: items, totalNoOfRecords: items.length });
const editor = {
  [endpoints.refresh]: ok(loginResult(makeUser('ADMIN', Object.values(Privileges.notification)))),
  [list]: ok(paged([scheduled])),
  [endpoints.chapterMenu]: ok({ chapterGroups: [] }),
  'POST /api/adminWebinar/getPagedWebinars': ok(paged([webinar])),
};

describe('admin notification pages', () => {
  it('lists one with its audience, status and counts, and withdraws it after a confirm', async () => {
    const api = fakeApi({ ...editor, [withdraw]: ok({ ...scheduled, status: 'WITHDRAWN' }, 'Successfully updated') });
    renderApp('/admin/notification');
    const row = await screen.findByRole('row', { name: /Chest pain next week/ });
    expect(row.textContent).toContain('All readers');
    expect(within(row).getByRole('img', { name: 'Scheduled' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Withdraw' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api.callsTo(withdraw)[0]?.body).toEqual({ notificationID: id }));
  });

  it('opens a scheduled one with its webinar and Sydney time, and saves the time as the instant it names', async () => {
    const api = fakeApi({
      ...editor,
      [`GET /api/adminNotification/getNotificationByID/${id}`]: ok(scheduled),
      [save]: ok(scheduled, 'Successfully saved / updated'),
    });
    renderApp(`/admin/notification/add-edit?notificationID=${id}`);
    const form = await screen.findByRole('form', { name: 'Notification' });
    expect((await within(form).findByLabelText<HTMLSelectElement>('Webinar')).value).toBe(webinarID);
    const sendAt = within(form).getByLabelText<HTMLInputElement>('Send at (Australia/Sydney)');
    expect(sendAt.value).toBe('2026-12-01T09:30');
    fireEvent.change(sendAt, { target: { value: '2026-12-01T10:00' } });
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo(save)[0]?.body).toEqual({
        notificationID: id,
        notificationTopic: 'Chest pain next week',
        content: '<p>Join us.</p>',
        notificationType: 'WEBINAR',
        webinarID,
        publishingType: 'ALL',
        sendAt: '2026-11-30T23:00:00.000Z',
      }),
    );
  });
});
