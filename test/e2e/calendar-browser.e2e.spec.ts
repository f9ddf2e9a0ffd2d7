import { ApiPaths, Privileges } from '@notebook/contracts';
import type { Page } from 'playwright-core';
import { BrowserSuite } from '../support/browser-suite';
import type { TestApi } from '../support/test-api';

/**
 * The Webinar Schedule (/admin/calendar) in a real browser against the built web app (`npm run build
 * -w web` first): an admin holding the statistics view privilege follows the sidebar's "Webinar
 * Schedule", sees this Sydney month's webinar and mock exam in their day cells at 1280 px and opens
 * the webinar from its chip; at 390 px the month is an agenda that fits the width; Previous is
 * reachable by keyboard and moves the month in the address. `SCREENSHOT_DIR=...` keeps screenshots.
 */
let suite: BrowserSuite;
let api: TestApi;
let superAdmin: string;

const ZONE = 'Australia/Sydney';
/** 'YYYY-MM-DD' of an instant in Sydney. */
const sydneyDay = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(instant);
/** The day cell's name, as the grid labels it: 'Tuesday 15 December 2026'. */
const dayName = (instant: Date) =>
  new Intl.DateTimeFormat('en-AU', { timeZone: ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
    .format(instant)
    .replace(',', '');
const sydneyTime = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );

// This Sydney month's 15th at 08:30 UTC (18:30 or 19:30 in Sydney) and its 20th at 00:00 UTC (10:00 or 11:00):
// each on the same day in Sydney as in UTC.
const month = sydneyDay(new Date()).slice(0, 7);
const webinarStart = new Date(`${month}-15T08:30:00.000Z`);
const examStart = new Date(`${month}-20T00:00:00.000Z`);

beforeAll(async () => {
  suite = await BrowserSuite.start();
  api = suite.api;
  superAdmin = await api.adminToken();
  await api.createWebinar(superAdmin, webinarStart.toISOString());
  await api.ok(ApiPaths.adminMockExam.saveUpdateMockExam, {
    token: superAdmin,
    body: {
      mockExamType: 'MSQ',
      mockExamName: 'Calendar MSQ mock',
      randomQuestionCount: 10,
      durationMinutes: 120,
      windowStart: examStart.toISOString(),
      windowEnd: new Date(examStart.getTime() + 4 * 3_600_000).toISOString(),
    },
  });
}, 120_000);
afterAll(() => suite?.stop());

async function signedInAdmin(viewport: { width: number; height: number }, colorScheme: 'light' | 'dark' = 'light') {
  const { email } = await api.createAdmin([
    Privileges.statistics.view,
    Privileges.webinar.view,
    Privileges.webinar.addEdit,
  ]);
  const context = await suite.browser.newContext({ viewport, colorScheme });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.setDefaultNavigationTimeout(30_000);
  await suite.signIn(page, email);
  await page.waitForURL('**/admin/dashboard');
  return page;
}

const dayCell = (page: Page, instant: Date) => page.getByRole('group', { name: dayName(instant), exact: true });

test('at 1280 px the sidebar opens this month with the webinar and the mock exam on their Sydney days; a chip opens the webinar', async () => {
  const page = await signedInAdmin({ width: 1280, height: 900 });
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Webinar Schedule' }).click();
  await page.waitForURL('**/admin/calendar');
  await page.getByRole('heading', { level: 1, name: 'Webinar Schedule' }).waitFor();

  // Named by kind, Sydney start time and title (the kind is read out; the chip's colour shows it).
  const webinar = dayCell(page, webinarStart).getByRole('link', {
    name: `Webinar: ${sydneyTime(webinarStart)} Chest pain`,
    exact: true,
  });
  await webinar.waitFor();
  const exam = dayCell(page, examStart).getByRole('link', {
    name: `Mock exam: ${sydneyTime(examStart)} Calendar MSQ mock (Draft)`,
    exact: true,
  });
  await exam.waitFor();
  expect(await exam.getAttribute('href')).toMatch(/^\/admin\/msq-mock-exam\/add-edit\?mockExamID=/);
  // Coloured by kind: the webinar's chip and the mock exam's differ.
  const colour = (chip: typeof webinar) => chip.evaluate((element) => getComputedStyle(element).borderLeftColor);
  expect(await colour(webinar)).not.toBe(await colour(exam));
  // The agenda is for narrow screens only.
  expect(await page.getByRole('list', { name: 'Agenda' }).isVisible()).toBe(false);
  await suite.snap(page, 'calendar-1280');

  await webinar.click();
  await page.waitForURL('**/admin/webinars/add-edit?webinarID=*');
  // The webinar's add-edit page, headed by its name.
  await page.getByRole('heading', { level: 1, name: 'Chest pain' }).waitFor();
});

test('at 390 px the month is an agenda that fits the width; Previous works from the keyboard', async () => {
  const page = await signedInAdmin({ width: 390, height: 844 }, 'dark');
  await page.goto(suite.url(`/admin/calendar?month=${month}`));
  const agenda = page.getByRole('list', { name: 'Agenda' });
  await agenda.waitFor();
  expect(await page.getByRole('table', { name: /^Schedule for/ }).isVisible()).toBe(false);
  const days = await agenda.getByRole('heading').allInnerTexts();
  expect(days.map((day) => day.replace(/\s*\(today\)$/, ''))).toEqual([dayName(webinarStart), dayName(examStart)]);
  await agenda.getByRole('link', { name: /Chest pain/ }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await suite.snap(page, 'calendar-390-dark');

  const previous = page.getByRole('button', { name: 'Previous' });
  await previous.focus();
  await page.keyboard.press('Enter');
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const before = new Date(Date.UTC(year, monthNumber - 2, 1)).toISOString().slice(0, 7);
  await page.waitForURL(`**/admin/calendar?month=${before}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
