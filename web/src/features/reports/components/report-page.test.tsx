import { Messages, type ReadyReport, type ReportResult } from '@notebook/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { failed, fakeApi, ok, type RecordedCall } from '@/testing/fake-api';
import { signedInAs } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const reportCall = 'POST /api/adminReport/getReport';

const revenue = (asOf: string | null = null): ReadyReport => ({
  status: 'READY',
  reportType: 'SUBSCRIPTIONS_REVENUE',
  asOf,
  builtAt: '2026-11-27T23:30:00.000Z',
  columns: [
    { key: 'month', label: 'Month', kind: 'MONTH' },
    { key: 'plan', label: 'Plan', kind: 'TEXT' },
    { key: 'newSubscriptions', label: 'New subscriptions', kind: 'COUNT' },
    { key: 'net', label: 'Net revenue', kind: 'MONEY_CENTS' },
  ],
  rows: [
    { month: '2026-10', plan: '3 months', newSubscriptions: 2, net: 19998 },
    { month: '2026-10', plan: '6 months, "best value"', newSubscriptions: 1250, net: 12345678 },
    { month: '2026-11', plan: '=HYPERLINK("x")', newSubscriptions: 0, net: 0 },
  ],
  series: [
    {
      key: 'net',
      label: 'Net revenue',
      kind: 'MONEY_CENTS',
      points: [
        { month: '2026-10', value: 12365676 },
        { month: '2026-11', value: 0 },
      ],
    },
    {
      key: 'newSubscriptions',
      label: 'New subscriptions',
      kind: 'COUNT',
      points: [
        { month: '2026-10', value: 2 },
        { month: '2026-11', value: 0 },
      ],
    },
  ],
});

const readers: ReadyReport = {
  status: 'READY',
  reportType: 'READERS',
  asOf: null,
  builtAt: '2026-11-27T23:30:00.000Z',
  columns: [
    { key: 'month', label: 'Month', kind: 'MONTH' },
    { key: 'newReaders', label: 'New readers', kind: 'COUNT' },
    { key: 'activeShare', label: 'Active', kind: 'PERCENT' },
  ],
  rows: [{ month: '2026-11', newReaders: 3, activeShare: 66.666 }],
  series: [],
};

const bodies = (api: ReturnType<typeof fakeApi>) => api.callsTo(reportCall).map((call) => call.body);
const table = (name: string) => screen.findByRole('table', { name }, { timeout: 12_000 });
const cellsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** Answers a report by type; as of a moment: `building` first, then the ready report. */
function reports(byType: (call: RecordedCall) => ReportResult) {
  return (call: RecordedCall) => ok(byType(call));
}

// The admin chunk and the chart library load lazily; on a busy machine the first load of each can
// outlast a test, so they are loaded once before the tests.
beforeAll(() => Promise.all([import('@/app/routes/admin/admin-app'), import('./report-chart')]), 60_000);

describe('admin report', () => {
  let saved: { blob: Blob; fileName: string } | undefined;

  beforeEach(() => {
    saved = undefined;
    const blobs: Blob[] = [];
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        blobs.push(blob);
        return `blob:report-${blobs.length}`;
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const blob = blobs.at(-1);
      if (blob) saved = { blob, fileName: this.download };
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('shows the subscriptions and revenue report now by default: money in AUD, months named, a chart per kind of value', async () => {
    const api = fakeApi({ ...signedInAs(), [reportCall]: ok(revenue()) });
    renderApp('/admin/report');

    // The first render loads the admin chunk, which a busy machine may take a while to do.
    expect(await screen.findByRole('heading', { level: 1, name: 'Report' }, { timeout: 12_000 })).toBeTruthy();
    expect(cellsOf(await table('Subscriptions and revenue report'))).toEqual([
      ['Oct 2026', '3 months', '2', 'A$199.98'],
      ['Oct 2026', '6 months, "best value"', '1,250', 'A$123,456.78'],
      ['Nov 2026', '=HYPERLINK("x")', '0', 'A$0.00'],
    ]);
    expect(bodies(api)).toEqual([{ reportType: 'SUBSCRIPTIONS_REVENUE' }]);
    expect((screen.getByLabelText('Report') as HTMLSelectElement).value).toBe('SUBSCRIPTIONS_REVENUE');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Subscriptions and revenue now (28/11/2026 10:30:00)',
    );
    const charts = await screen.findAllByRole('figure');
    expect(charts.map((chart) => chart.querySelector('figcaption')?.textContent)).toEqual([
      'Net revenue by month and plan',
      'Counts by month: New subscriptions',
    ]);
    // jsdom lays nothing out, so the drawing itself is checked in the browser (test/e2e/reports-browser.e2e.spec.ts).
  });

  it('asks for another report type when one is chosen, and keeps it in the address', async () => {
    const api = fakeApi({
      ...signedInAs(),
      [reportCall]: reports((call) =>
        (call.body as { reportType: string }).reportType === 'READERS' ? readers : revenue(),
      ),
    });
    const { user, location } = renderApp('/admin/report');
    await table('Subscriptions and revenue report');

    await user.selectOptions(screen.getByLabelText('Report'), 'Readers');
    expect(cellsOf(await table('Readers report'))).toEqual([['Nov 2026', '3', '66.7%']]);
    expect(location()).toBe('/admin/report?type=READERS');
    expect(bodies(api).at(-1)).toEqual({ reportType: 'READERS' });
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('reads a report as of a past moment on Sydney time, showing the build progress until it is ready', async () => {
    const asOf = '2026-10-31T01:00:00.000Z';
    const api = fakeApi({
      ...signedInAs(),
      [reportCall]: [
        ok(revenue()),
        ok({
          status: 'BUILDING',
          reportType: 'SUBSCRIPTIONS_REVENUE',
          asOf,
          progress: { eventsApplied: 4200, eventsTotal: 10500, percent: 40 },
        }),
        ok(revenue(asOf)),
      ],
    });
    const { user, location } = renderApp('/admin/report');
    await table('Subscriptions and revenue report');

    // 12:00 on 31 October in Sydney (daylight time, +11) is 01:00 UTC.
    fireEvent.change(screen.getByLabelText('As of'), { target: { value: '2026-10-31T12:00' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));

    const progress = await screen.findByRole('progressbar', {
      name: 'Building Subscriptions and revenue as of 31/10/2026 12:00:00',
    });
    expect(progress.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('40% · 4,200 of 10,500 events replayed')).toBeTruthy();
    expect(location()).toBe(`/admin/report?type=SUBSCRIPTIONS_REVENUE&asOf=${encodeURIComponent(asOf)}`);

    // Asked again with the same body until the build is ready.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
        'Subscriptions and revenue as of 31/10/2026 12:00:00',
      ),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(bodies(api).slice(1)).toEqual([
      { reportType: 'SUBSCRIPTIONS_REVENUE', asOf },
      { reportType: 'SUBSCRIPTIONS_REVENUE', asOf },
    ]);
    expect((screen.getByLabelText('As of') as HTMLInputElement).value).toBe('2026-10-31T12:00');

    // Now goes back to the live report.
    await user.click(screen.getByRole('button', { name: 'Now' }));
    expect(location()).toBe('/admin/report?type=SUBSCRIPTIONS_REVENUE');
  });

  it('refuses a moment in the future in place and asks for nothing', async () => {
    const api = fakeApi({ ...signedInAs(), [reportCall]: ok(revenue()) });
    const { user } = renderApp('/admin/report');
    await table('Subscriptions and revenue report');

    const input = screen.getByLabelText('As of');
    fireEvent.change(input, { target: { value: '2999-01-01T09:00' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));

    expect((await screen.findByRole('alert')).textContent).toBe(Messages.reportAsOfInFuture);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(bodies(api)).toEqual([{ reportType: 'SUBSCRIPTIONS_REVENUE' }]);
  });

  it("shows the server's refusal in place", async () => {
    fakeApi({ ...signedInAs(), [reportCall]: failed(400, Messages.reportAsOfInFuture, { field: 'asOf' }) });
    renderApp('/admin/report?type=READERS&asOf=2026-01-01T00:00:00.000Z');

    expect((await screen.findByRole('alert', {}, { timeout: 12_000 })).textContent).toBe(Messages.reportAsOfInFuture);
  });

  it('exports the rows shown as CSV: labels first, money in dollars, quoted where needed, formulas defused', async () => {
    const asOf = '2026-10-31T01:00:00.000Z';
    fakeApi({ ...signedInAs(), [reportCall]: ok(revenue(asOf)) });
    const { user } = renderApp(`/admin/report?type=SUBSCRIPTIONS_REVENUE&asOf=${asOf}`);
    await table('Subscriptions and revenue report');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(saved?.fileName).toBe('report-subscriptions_revenue-2026-10-31.csv');
    expect(saved?.blob.type).toBe('text/csv;charset=utf-8');
    expect(await saved?.blob.text()).toBe(
      [
        'Month,Plan,New subscriptions,Net revenue',
        '2026-10,3 months,2,199.98',
        '2026-10,"6 months, ""best value""",1250,123456.78',
        `2026-11,"'=HYPERLINK(""x"")",0,0.00`,
        '',
      ].join('\r\n'),
    );
  });
});
