import { readFile } from 'node:fs/promises';
import { ApiPaths, type InitiatedPayment, type ReaderPayment } from '@notebook/contracts';
import { SandboxCards } from '@notebook/billing';
import type { Page } from 'playwright-core';
import { toSydneyInput } from '../../web/src/lib/sydney-time';
import { BrowserSuite } from '../support/browser-suite';
import { eventually, type TestApi } from '../support/test-api';

/**
 * /admin/report in a real browser against the built web app (`npm run build -w web` first): a reader
 * pays for a plan today through the sandbox provider; an admin opens Report from the sidebar, sees
 * the payment in the live revenue report with its chart drawn, exports it as CSV, then reads the
 * report as of last month (built by replaying the events recorded up to then): the payment is not
 * in it, the chart is still drawn. At 390 px the table scrolls inside its box and the page never
 * grows wider than the screen; light and dark. `SCREENSHOT_DIR=...` keeps screenshots at 1280 and 390.
 */
let suite: BrowserSuite;
let api: TestApi;
const PLAN = 'Browser 6 months';

beforeAll(async () => {
  suite = await BrowserSuite.start();
  api = suite.api;
  const admin = await api.adminToken();
  const { topicID } = await api.createTopic(admin, { topicName: 'Heart failure' });
  const plan = await api.createPricingPlan(admin, [topicID], {
    planName: PLAN,
    price: 249.5,
    periodCount: 6,
    periodUnit: 'MONTH',
  });
  const reader = await api.signedInReader();
  const started = await api.ok<InitiatedPayment>(ApiPaths.reader.initiatePayment, {
    token: reader.token,
    body: { pricingPlanID: plan.pricingPlanID, paymentType: 'CARD' },
  });
  await fetch(started.checkoutUrl!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ step: 'pay', card: SandboxCards.success }).toString(),
    redirect: 'manual',
  });
  await eventually(async () => {
    const payments = await api.ok<ReaderPayment[]>(ApiPaths.reader.getReaderPaymentDetails, {
      token: reader.token,
      method: 'GET',
    });
    if (payments[0]?.status !== 'SUCCEEDED') throw new Error(`payment is ${payments[0]?.status}`);
  });
}, 90_000);
afterAll(() => suite?.stop());

async function signedInAdmin(viewport: { width: number; height: number }, colorScheme: 'light' | 'dark') {
  const { email } = await api.createAdmin([]);
  const context = await suite.browser.newContext({ viewport, colorScheme });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.setDefaultNavigationTimeout(30_000);
  await suite.signIn(page, email);
  await page.waitForURL('**/admin/dashboard');
  return page;
}

const reportTable = (page: Page) => page.getByRole('table', { name: 'Subscriptions and revenue report' });
const thisMonth = () => new Date().toISOString().slice(0, 7);
/** 'Nov 2026' for a 'YYYY-MM' month, as the table names it. */
const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-AU', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** The 15th of last month at noon on Sydney's clock, as the date picker takes it. */
function lastMonthNoon(): { input: string; shown: string } {
  const [year, month] = toSydneyInput(new Date().toISOString()).split('-').map(Number) as [number, number];
  const previous = new Date(Date.UTC(year, month - 2, 15));
  const yyyy = previous.getUTCFullYear();
  const mm = String(previous.getUTCMonth() + 1).padStart(2, '0');
  return { input: `${yyyy}-${mm}-15T12:00`, shown: `15/${mm}/${yyyy} 12:00:00` };
}

/** The chart captioned `caption` has drawn its svg. */
const chartDrawn = (page: Page, caption = 'Net revenue by month and plan') =>
  page.getByRole('figure').filter({ hasText: caption }).locator('svg.recharts-surface').first().waitFor();

test("an admin reads today's revenue report with its chart, exports it as CSV, then reads it as of last month", async () => {
  const page = await signedInAdmin({ width: 1280, height: 860 }, 'light');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Report', exact: true }).click();
  await page.waitForURL('**/admin/report');
  await page.getByRole('heading', { level: 1, name: 'Report' }).waitFor();
  expect(await page.getByRole('combobox', { name: 'Report' }).inputValue()).toBe('SUBSCRIPTIONS_REVENUE');

  // Live: this month's row holds the payment, in AUD.
  const row = reportTable(page).getByRole('row').filter({ hasText: PLAN });
  await row.waitFor();
  expect(await row.locator('th, td').allInnerTexts()).toEqual([
    monthName(thisMonth()),
    PLAN,
    '1',
    'A$249.50',
    'A$0.00',
    'A$249.50',
    '1',
  ]);
  await chartDrawn(page);
  expect(await page.getByRole('figure').count()).toBe(2);
  await suite.snap(page, 'report-live-1280');

  // CSV of the rows shown, from the keyboard.
  await page.getByRole('button', { name: 'Export CSV' }).focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe(
    `report-subscriptions_revenue-${new Date().toISOString().slice(0, 10)}.csv`,
  );
  const csv = (await readFile((await download.path())!, 'utf8')).split('\r\n');
  expect(csv[0]).toBe('Month,Plan,Payments,Revenue,Refunded,Net revenue,New subscriptions');
  expect(csv).toContain(`${thisMonth()},${PLAN},1,249.50,0.00,249.50,1`);

  // As of last month: replayed up to then, so today's payment is not in it.
  const asOf = lastMonthNoon();
  await page.getByLabel('As of').fill(asOf.input);
  await page.getByRole('button', { name: 'Show' }).click();
  await page.waitForURL(/asOf=/);
  await page
    .getByRole('heading', { level: 2, name: `Subscriptions and revenue as of ${asOf.shown}` })
    .waitFor({ timeout: 60_000 });
  // No plan was paid for by then: the net revenue is charted whole.
  await chartDrawn(page, 'Amounts by month: Net revenue');
  await chartDrawn(page, 'Counts by month: New subscriptions, Active subscriptions');
  expect(await page.getByText(PLAN).count()).toBe(0);
  expect(await page.getByLabel('As of').inputValue()).toBe(asOf.input);
  await suite.snap(page, 'report-as-of-last-month-1280');

  // Now returns to the live report.
  await page.getByRole('button', { name: 'Now' }).click();
  await row.waitFor();
});

test('at 390 px in dark mode the report fits the screen: its table scrolls inside its box', async () => {
  const page = await signedInAdmin({ width: 390, height: 844 }, 'dark');
  await page.goto(suite.url('/admin/report?type=SUBSCRIPTIONS_REVENUE'));
  await reportTable(page).getByRole('row').filter({ hasText: PLAN }).waitFor();
  await chartDrawn(page);

  const widths = await page.evaluate(() => {
    const table = document.querySelector('table[aria-label="Subscriptions and revenue report"]');
    const box = table?.parentElement;
    return {
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      box: box ? { scroll: box.scrollWidth, client: box.clientWidth, overflow: getComputedStyle(box).overflowX } : null,
    };
  });
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  expect(widths.box).toEqual({ scroll: expect.any(Number), client: expect.any(Number), overflow: 'auto' });
  expect(widths.box!.scroll).toBeGreaterThan(widths.box!.client);
  // Dark: the page's canvas is dark.
  const canvas = await page.evaluate(() => getComputedStyle(document.querySelector('.bg-canvas')!).backgroundColor);
  const [r = 255, g = 255, b = 255] = canvas.match(/\d+/g)!.map(Number);
  expect(r + g + b).toBeLessThan(200);
  await suite.snap(page, 'report-live-390-dark');

  // The picker and the export are reached from the keyboard.
  await page.getByRole('combobox', { name: 'Report' }).focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('datetime-local');
});
