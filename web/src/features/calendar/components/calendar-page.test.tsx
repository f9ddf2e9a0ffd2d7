import { Privileges, type ScheduleEntry, type ScheduleMonth } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type RecordedCall, fakeApi, ok } from '@/testing/fake-api';
import { endpoints, loginResult, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const SCHEDULE = 'POST /api/adminSchedule/getScheduleMonth';
const webinarID = '0190a3b4-0000-7000-8000-00000000a001';
const lateWebinarID = '0190a3b4-0000-7000-8000-00000000a002';
const mockExamID = '0190a3b4-0000-7000-8000-00000000e001';

const december: ScheduleEntry[] = [
  // 30 Nov 23:30 to 1 Dec 00:30 in Sydney: carries on into Tuesday 1 December.
  {
    kind: 'WEBINAR',
    id: lateWebinarID,
    title: 'Late-night recap',
    startsAt: '2026-11-30T12:30:00.000Z',
    endsAt: '2026-11-30T13:30:00.000Z',
    status: 'ACT',
    categoryName: 'AKT 2025.2',
  },
  // Friday 4 December in UTC, but 01:00 on Saturday 5 December in Sydney.
  {
    kind: 'WEBINAR',
    id: webinarID,
    title: 'Chest pain',
    startsAt: '2026-12-04T14:00:00.000Z',
    endsAt: '2026-12-04T15:00:00.000Z',
    status: 'INA',
    categoryName: 'AKT 2025.2',
  },
  // 09:00 to 13:00 on Tuesday 15 December in Sydney.
  {
    kind: 'MOCK_EXAM',
    id: mockExamID,
    title: 'December AKT mock',
    startsAt: '2026-12-14T22:00:00.000Z',
    endsAt: '2026-12-15T02:00:00.000Z',
    status: 'ACTIVE',
    examType: 'AKT',
  },
];

const monthAsked = (call: RecordedCall) => (call.body as { month: string }).month;
const answer = (call: RecordedCall) => {
  const month = monthAsked(call);
  const result: ScheduleMonth = {
    month,
    timeZone: 'Australia/Sydney',
    entries: month === '2026-12' ? december : [],
  };
  return ok(result);
};

function openCalendar(path: string) {
  const api = fakeApi({
    [endpoints.refresh]: ok(loginResult(makeUser('ADMIN', [Privileges.statistics.view]))),
    [SCHEDULE]: answer,
  });
  return { api, ...renderApp(path) };
}

const grid = () => screen.getByRole('table', { name: 'Schedule for December 2026' });
const day = (name: string) => within(grid()).getByRole('group', { name });

describe('the Webinar Schedule', () => {
  it('puts each entry on its Sydney day, linked to its page, coloured and named by its kind', async () => {
    const { api } = openCalendar('/admin/calendar?month=2026-12');
    // The admin area is its own chunk: the first render loads it.
    await screen.findByRole('heading', { name: 'December 2026' }, { timeout: 10_000 });
    const table = await screen.findByRole('table', { name: 'Schedule for December 2026' }, { timeout: 10_000 });
    await within(table).findAllByRole('link', {}, { timeout: 10_000 });
    expect(api.callsTo(SCHEDULE).map(monthAsked)).toEqual(['2026-12']);

    const saturday = day('Saturday 5 December 2026');
    const webinar = within(saturday).getByRole('link', { name: /Chest pain/ });
    expect(webinar.textContent).toBe('Webinar: 01:00 Chest pain (Inactive)');
    expect(webinar.getAttribute('href')).toBe(`/admin/webinars/add-edit?webinarID=${webinarID}`);
    expect(webinar.dataset.kind).toBe('WEBINAR');
    expect(within(day('Friday 4 December 2026')).queryAllByRole('link')).toEqual([]);

    const exam = within(day('Tuesday 15 December 2026')).getByRole('link', { name: /December AKT mock/ });
    expect(exam.textContent).toBe('Mock exam: 09:00 December AKT mock');
    expect(exam.getAttribute('href')).toBe(`/admin/akt-mock-exam/add-edit?mockExamID=${mockExamID}`);
    expect(exam.dataset.kind).toBe('MOCK_EXAM');

    // Past Sydney midnight: shown carrying on into 1 December.
    expect(within(day('Tuesday 1 December 2026')).getByRole('link').textContent).toBe(
      'Webinar: cont. Late-night recap',
    );
    // Weeks run Monday to Sunday: 30 November (a Monday) opens the first row, outside the month.
    const firstRow = within(grid()).getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('cell')[0]!.textContent).toBe('30');
  });

  it('lists the same days as an agenda for narrow screens', async () => {
    openCalendar('/admin/calendar?month=2026-12');
    const agenda = await screen.findByRole('list', { name: 'Agenda' }, { timeout: 10_000 });
    await waitFor(() => expect(within(agenda).getAllByRole('heading').length).toBe(3), { timeout: 10_000 });
    expect(
      within(agenda)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Tuesday 1 December 2026', 'Saturday 5 December 2026', 'Tuesday 15 December 2026']);
    const exam = within(within(agenda).getByRole('region', { name: 'Tuesday 15 December 2026' })).getByRole('link');
    expect(exam.textContent).toContain('09:00–13:00 · AKT');
  });

  it('moves a month back with Previous, keeps it in the address, and says when a month is empty', async () => {
    const { api, user, location } = openCalendar('/admin/calendar?month=2026-12');
    await screen.findByRole('table', { name: 'Schedule for December 2026' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(
      await screen.findByText('No webinars or mock exams in November 2026.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(location()).toBe('/admin/calendar?month=2026-11');
    expect(api.callsTo(SCHEDULE).map(monthAsked)).toEqual(['2026-12', '2026-11']);
    expect(screen.queryByRole('list', { name: 'Agenda' })).toBeNull();
  });

  it('opens on the current Sydney month when the address names none or a bad one', async () => {
    const { api } = openCalendar('/admin/calendar?month=2026-13');
    await waitFor(() => expect(api.callsTo(SCHEDULE).length).toBe(1), { timeout: 10_000 });
    const sydneyMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' })
      .format(new Date())
      .slice(0, 7);
    expect(monthAsked(api.callsTo(SCHEDULE)[0]!)).toBe(sydneyMonth);
  });
});
