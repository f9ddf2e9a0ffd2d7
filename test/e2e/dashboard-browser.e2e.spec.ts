import { ApiPaths, type ContactMessageReceipt } from '@notebook/contracts';
import type { Page } from 'playwright-core';
import { SYDNEY, zonedParts } from '../../web/src/lib/sydney-time';
import { BrowserSuite } from '../support/browser-suite';
import { eventually, type TestApi } from '../support/test-api';

/**
 * /admin/dashboard in a real browser against the built web app (`npm run build -w web` first): a
 * reader registers, a visitor sends a Contact Us message and a webinar is scheduled; an admin signs in
 * to the dashboard, reads today's key figures with their small trend charts drawn, follows "Unread
 * contact messages" to the unread list holding that message, and from the keyboard follows
 * "Readers" to the readers list. At 390 px in dark mode the figures fit the screen.
 * `SCREENSHOT_DIR=...` keeps screenshots at 1280 and 390.
 */
let suite: BrowserSuite;
let api: TestApi;
const webinarStartsAt = new Date(Date.now() + 10 * 86_400_000);
const message = {
  contactName: 'Grace Hopper',
  email: 'grace.hopper@test.example',
  message: 'Is there a group price for a whole practice?',
};

beforeAll(async () => {
  suite = await BrowserSuite.start();
  api = suite.api;
  const admin = await api.adminToken();
  await api.createReader();
  await api.createWebinar(admin, webinarStartsAt.toISOString());
  const sent = await api.call<ContactMessageReceipt>(ApiPaths.public.saveContactUs, { body: message });
  if (sent.body.status !== 'SUCCESS') throw new Error(JSON.stringify(sent.body));
  // The reports' read model has taken the message in.
  await eventually(async () => {
    const figures = await api.ok<{ figures: { key: string; value: number }[] }>(ApiPaths.adminReport.getDashboard, {
      token: admin,
      body: {},
    });
    if (figures.figures.find((figure) => figure.key === 'UNREAD_CONTACT_MESSAGES')?.value !== 1)
      throw new Error('the unread message is not counted yet');
  });
}, 90_000);
afterAll(() => suite?.stop());

async function signedInAdmin(viewport: { width: number; height: number }, colorScheme: 'light' | 'dark') {
  const { email } = await api.createAdmin();
  const context = await suite.browser.newContext({ viewport, colorScheme });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.setDefaultNavigationTimeout(30_000);
  await suite.signIn(page, email);
  await page.waitForURL('**/admin/dashboard');
  return page;
}

const figures = (page: Page) => page.getByRole('list', { name: 'Key figures' });
const figureLink = (page: Page, label: string) => figures(page).getByRole('link', { name: new RegExp(`^${label}`) });

test('an admin reads the key figures with their trends and follows one to its list', async () => {
  const page = await signedInAdmin({ width: 1280, height: 860 }, 'light');
  await figures(page).waitFor();

  expect(await figureLink(page, 'Unread contact messages').innerText()).toMatch(/^Unread contact messages\n+1\n/);
  // The admin who signed in and the reader registered: 2 users, 1 reader (admins are not readers).
  expect(await figureLink(page, 'Readers').innerText()).toMatch(/^Readers\n+1\n/);
  expect(await figureLink(page, 'Revenue this month').innerText()).toMatch(/^Revenue this month\n+A\$0\.00\n/);
  const upcoming = figures(page).getByRole('list', { name: 'Next upcoming webinars' });
  const when = zonedParts(SYDNEY, webinarStartsAt);
  expect(await upcoming.getByRole('listitem').allInnerTexts()).toEqual([
    expect.stringMatching(
      new RegExp(
        `^Chest pain\\s+${when.date.replace(/\//g, '\\/')} ${when.time}:${String(webinarStartsAt.getUTCSeconds()).padStart(2, '0')}$`,
      ),
    ),
  ]);
  await figures(page).locator('svg.recharts-surface').first().waitFor();
  // Every trend is drawn: one a figure, eight figures.
  expect(await figures(page).getByRole('link').count()).toBe(8);
  expect(await figures(page).locator('svg.recharts-surface').count()).toBe(8);
  await suite.snap(page, 'dashboard-1280');

  await figureLink(page, 'Unread contact messages').click();
  await page.waitForURL('**/admin/contact-us?filter=unread');
  await page
    .getByRole('table', { name: 'Contact messages' })
    .getByRole('row', { name: new RegExp(message.contactName) })
    .waitFor();

  // From the keyboard: back to the dashboard, to Readers.
  await page.goBack();
  await figures(page).waitFor();
  await figureLink(page, 'Readers').focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/admin/readers');
  await page.getByRole('heading', { level: 1, name: 'Readers' }).waitFor();
});

test('at 390 px in dark mode the figures fit the screen', async () => {
  const page = await signedInAdmin({ width: 390, height: 844 }, 'dark');
  await figures(page).locator('svg.recharts-surface').first().waitFor();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  await suite.snap(page, 'dashboard-390-dark');
});
