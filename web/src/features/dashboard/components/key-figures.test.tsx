import {
  DashboardFigureLabels,
  DashboardFigureLinks,
  Messages,
  Privileges,
  type DashboardFigure,
  type DashboardFigureKey,
  type DashboardResult,
} from '@notebook/contracts';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { failed, fakeApi, ok } from '@/testing/fake-api';
import { makeUser, signedInAs } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { figureHref, trendSpan } from './key-figures';

const dashboardCall = 'POST /api/adminReport/getDashboard';

const weeks = (values: number[]) =>
  values.map((value, index) => ({ period: `2026-09-${String(7 + index * 7).padStart(2, '0')}`, value }));

function figure(key: DashboardFigureKey, value: number, extra: Partial<DashboardFigure> = {}): DashboardFigure {
  return {
    key,
    label: DashboardFigureLabels[key],
    kind: 'COUNT',
    value,
    trendUnit: 'WEEK',
    trend: weeks([1, 2, 3, value]),
    linkRoute: DashboardFigureLinks[key],
    ...extra,
  };
}

const dashboard = (): DashboardResult => ({
  generatedAt: '2026-11-27T23:30:00.000Z',
  figures: [
    figure('READERS', 12345),
    figure('ACTIVE_SUBSCRIPTIONS', 87),
    figure('REVENUE_THIS_MONTH', 123450, {
      kind: 'MONEY_CENTS',
      trendUnit: 'MONTH',
      trend: [
        { period: '2026-10', value: 99900 },
        { period: '2026-11', value: 123450 },
      ],
    }),
    figure('SIGN_INS_TODAY', 5, { trendUnit: 'DAY', trend: [{ period: '2026-11-28', value: 5 }] }),
    figure('UNREAD_CONTACT_MESSAGES', 3),
    figure('UPCOMING_WEBINARS', 2, {
      upcoming: [
        { id: 'w1', title: 'Cardiology in general practice', startsAt: '2026-12-01T08:00:00.000Z' },
        { id: 'w2', title: 'Dermatology', startsAt: '2026-12-08T08:00:00.000Z' },
      ],
    }),
  ],
});

// The first render loads the admin chunk, which a busy machine may take a while to do.
const figureList = () => screen.findByRole('list', { name: 'Key figures' }, { timeout: 12_000 });

// The admin chunk and the chart library load lazily; on a busy machine the first load of each can
// outlast a test, so they are loaded once before the tests.
beforeAll(() => Promise.all([import('@/app/routes/admin/admin-app'), import('./trend-sparkline')]), 60_000);

describe('dashboard key figures', () => {
  it('shows each figure with its value (money in AUD), what its trend spans, and when the figures were made on Sydney time', async () => {
    fakeApi({ ...signedInAs(), [dashboardCall]: ok(dashboard()) });
    renderApp('/admin/dashboard');

    const list = await figureList();
    const cards = within(list).getAllByRole('link');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringMatching(/^Readers12,345Last 4 weeks/),
      expect.stringMatching(/^Active subscriptions87Last 4 weeks/),
      expect.stringMatching(
        /^Revenue this monthA\$1,234\.50Last 2 months: A\$999\.00 in Oct 2026, A\$1,234\.50 in Nov 2026$/,
      ),
      'Sign-ins today5',
      expect.stringMatching(/^Unread contact messages3Last 4 weeks/),
      expect.stringMatching(/^Upcoming webinars2Last 4 weeks/),
    ]);
    // 23:30 UTC on 27 November is 10:30 on 28 November in Sydney (daylight time, +11).
    expect(screen.getByText(/As of/).textContent).toBe('As of 28/11/2026 10:30:00, Sydney time');
    const upcoming = within(list).getByRole('list', { name: 'Next upcoming webinars' });
    expect(
      within(upcoming)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cardiology in general practice01/12/2026 19:00:00', 'Dermatology08/12/2026 19:00:00']);
  });

  it('links every figure to its admin list, filtered where the list can be', async () => {
    fakeApi({ ...signedInAs(), [dashboardCall]: ok(dashboard()) });
    renderApp('/admin/dashboard');

    const list = await figureList();
    const hrefOf = (name: RegExp) => within(list).getByRole('link', { name }).getAttribute('href');
    expect(hrefOf(/^Readers/)).toBe('/admin/readers');
    expect(hrefOf(/^Active subscriptions/)).toBe('/admin/readers');
    expect(hrefOf(/^Revenue this month/)).toBe('/admin/report?type=SUBSCRIPTIONS_REVENUE');
    expect(hrefOf(/^Unread contact messages/)).toBe('/admin/contact-us?filter=unread');
    expect(hrefOf(/^Upcoming webinars/)).toBe('/admin/webinars');
  });

  it('follows a figure to its list', async () => {
    fakeApi({
      ...signedInAs(),
      [dashboardCall]: ok(dashboard()),
      'POST /api/adminReport/getReport': ok({
        status: 'READY',
        reportType: 'SUBSCRIPTIONS_REVENUE',
        asOf: null,
        builtAt: '2026-11-27T23:30:00.000Z',
        columns: [{ key: 'month', label: 'Month', kind: 'MONTH' }],
        rows: [],
        series: [],
      }),
    });
    const { user, location } = renderApp('/admin/dashboard');

    await user.click(within(await figureList()).getByRole('link', { name: /^Revenue this month/ }));
    expect(location()).toBe('/admin/report?type=SUBSCRIPTIONS_REVENUE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Report' })).toBeTruthy();
    expect(await screen.findByText('Nothing to report for this moment.')).toBeTruthy();
  });

  it('shows a figure without a link when the admin may not open its list', async () => {
    fakeApi({ ...signedInAs(makeUser('ADMIN', [Privileges.webinar.view])), [dashboardCall]: ok(dashboard()) });
    renderApp('/admin/dashboard');

    const list = await figureList();
    expect(within(list).getByText('Readers').closest('a')).toBeNull();
    expect(within(list).getByText('12,345')).toBeTruthy();
    expect(
      within(list)
        .getByRole('link', { name: /^Upcoming webinars/ })
        .getAttribute('href'),
    ).toBe('/admin/webinars');
    // The revenue report needs only the admin type.
    expect(within(list).getByRole('link', { name: /^Revenue this month/ })).toBeTruthy();
  });

  it('says so in place, without a toast, when the figures cannot be had; the areas still show', async () => {
    fakeApi({ ...signedInAs(), [dashboardCall]: failed(500, Messages.contactAdministrator) });
    renderApp('/admin/dashboard');

    expect((await screen.findByRole('alert')).textContent).toBe(Messages.contactAdministrator);
    expect(screen.getByRole('list', { name: 'Areas' })).toBeTruthy();
  });

  it('names the span of a trend and builds a figure address', () => {
    expect(trendSpan({ trendUnit: 'MONTH', trend: weeks([1, 2, 3]) })).toBe('Last 3 months');
    expect(trendSpan({ trendUnit: 'DAY', trend: weeks([1]) })).toBe('This day');
    expect(figureHref({ key: 'READERS', linkRoute: '/admin/readers' })).toBe('/admin/readers');
  });
});
