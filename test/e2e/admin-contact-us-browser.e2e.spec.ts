import { join } from 'node:path';
import { type ContactMessageReceipt, Messages, Privileges, ApiPaths } from '@notebook/contracts';
import type { Page } from 'playwright-core';
import { BrowserSuite } from '../support/browser-suite';
import type { TestApi } from '../support/test-api';

/**
 * The admins' Contact Us screen in a real browser against the built web app (`npm run build -w web`
 * first): messages sent through the real public call are listed newest first; an admin filters Not
 * Read, marks one read, sees the toast and the row Read, and after a reload it is still read. An
 * admin without the acknowledge privilege reads the list but has no Mark as read.
 * `SCREENSHOT_DIR=...` keeps desktop (1440x900) and mobile (390x844) screenshots of the screen.
 */
let suite: BrowserSuite;
let api: TestApi;

beforeAll(async () => {
  suite = await BrowserSuite.start();
  api = suite.api;
}, 60_000);
afterAll(() => suite?.stop());

type Sent = { contactName: string; email: string; message: string };

async function send(message: Sent): Promise<string> {
  const response = await api.call<ContactMessageReceipt>(ApiPaths.public.saveContactUs, { body: message });
  if (response.body.status !== 'SUCCESS') throw new Error(JSON.stringify(response.body));
  return response.body.result.contactMessageID;
}

const storedStatus = async (contactMessageID: string) =>
  (
    await api.resources.db
      .selectFrom('contact_message')
      .select('message_status')
      .where('contact_message_id', '=', contactMessageID)
      .executeTakeFirstOrThrow()
  ).message_status;

const older: Sent = {
  contactName: 'Grace Hopper',
  email: 'grace.hopper@test.example',
  message: 'Is there a group price for a whole practice?',
};
const newer: Sent = {
  contactName: 'Alan Turing',
  email: 'alan.turing@test.example',
  message: 'The lesson on heart failure has a broken link.\nIt is the second one.',
};

async function signedInAdmin(privileges?: readonly string[], viewport = { width: 1280, height: 860 }): Promise<Page> {
  const { email } = await api.createAdmin(privileges);
  const context = await suite.browser.newContext({ viewport, colorScheme: 'light' });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await suite.signIn(page, email);
  await page.waitForURL('**/admin/dashboard');
  return page;
}

const table = (page: Page) => page.getByRole('table', { name: 'Contact messages' });
const rowOf = (page: Page, contactName: string) => table(page).getByRole('row', { name: new RegExp(contactName) });

/** The senders in the order the table shows them. */
const senders = (page: Page) =>
  table(page)
    .getByRole('rowheader')
    .evaluateAll((cells) => cells.map((cell) => cell.firstElementChild?.textContent));

test('an admin reads the messages newest first, filters Not Read, marks one read, and it stays read after a reload', async () => {
  const olderID = await send(older);
  await send(newer);

  const page = await signedInAdmin();
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /^Contact Us/ })
    .click();
  await page.waitForURL('**/admin/contact-us');
  await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
  await rowOf(page, older.contactName).waitFor();
  expect(await senders(page)).toEqual([newer.contactName, older.contactName]);
  expect(await rowOf(page, newer.contactName).getByRole('link', { name: newer.email }).getAttribute('href')).toBe(
    `mailto:${newer.email}`,
  );
  // The line break is kept.
  expect(
    await rowOf(page, newer.contactName)
      .getByText(/broken link/)
      .innerText(),
  ).toBe(newer.message);
  await page.getByText('2 unread', { exact: true }).waitFor();
  const sidebarLink = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Contact Us/ });
  await sidebarLink.getByText('2', { exact: true }).waitFor();

  await page.getByRole('radio', { name: 'Not Read', exact: true }).check();
  await page.waitForURL('**/admin/contact-us?filter=unread');
  const row = rowOf(page, older.contactName);
  await row.getByRole('img', { name: 'Not Read' }).waitFor();
  await row.getByRole('button', { name: 'Mark as read' }).click();
  await page.getByText(Messages.successfullyMarkedRead).first().waitFor();
  await row.getByRole('img', { name: 'Read', exact: true }).waitFor();
  expect(await row.getByRole('button', { name: 'Mark as read' }).count()).toBe(0);
  await page.getByText('1 unread', { exact: true }).waitFor();
  await sidebarLink.getByText('1', { exact: true }).waitFor();
  expect(await storedStatus(olderID)).toBe('ACK');

  // After a reload the Not Read list no longer holds it; All shows it Read.
  await page.reload();
  await rowOf(page, newer.contactName).waitFor();
  expect(await senders(page)).toEqual([newer.contactName]);
  await page.getByRole('radio', { name: 'All', exact: true }).check();
  await rowOf(page, older.contactName).getByRole('img', { name: 'Read', exact: true }).waitFor();
  await rowOf(page, newer.contactName).getByRole('img', { name: 'Not Read' }).waitFor();
  // Read is the theme's green, Not Read its amber.
  const colourOf = (className: string) =>
    page.evaluate((name) => {
      const probe = document.body.appendChild(Object.assign(document.createElement('span'), { className: name }));
      const colour = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return colour;
    }, className);
  const dotColour = (name: string, label: string) =>
    rowOf(page, name)
      .getByRole('img', { name: label, exact: true })
      .evaluate((dot) => getComputedStyle(dot).backgroundColor);
  expect(await dotColour(older.contactName, 'Read')).toBe(await colourOf('bg-success'));
  expect(await dotColour(newer.contactName, 'Not Read')).toBe(await colourOf('bg-warning'));
  expect(await colourOf('bg-success')).not.toBe(await colourOf('bg-warning'));
  await page.context().close();
}, 60_000);

test('an admin holding only contact-us view reads the list without Mark as read', async () => {
  const page = await signedInAdmin([Privileges.contactUs.view]);
  await page.goto(suite.url('/admin/contact-us'));
  await rowOf(page, newer.contactName).getByRole('img', { name: 'Not Read' }).waitFor();
  expect(await page.getByRole('button', { name: 'Mark as read' }).count()).toBe(0);
  await page.context().close();
}, 60_000);

test('the screen with a few messages, markup shown as text (screenshots)', async () => {
  await send({
    contactName: 'Ada Lovelace',
    email: 'ada.lovelace@test.example',
    message: '<b>hi</b> <script>alert(1)</script> is shown as typed.',
  });
  await send({
    contactName: 'Katherine Johnson',
    email: 'katherine.johnson@test.example',
    message:
      'Hello,\n\nI am preparing for the AKT in March and would like to know whether the mock exams follow the current blueprint, ' +
      'and whether the KFP cases are updated for the latest guidelines.\n\nThank you,\nKatherine',
  });

  for (const [size, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    const page = await signedInAdmin(undefined, viewport);
    await page.goto(suite.url('/admin/contact-us'));
    const markup = rowOf(page, 'Ada Lovelace');
    await markup.getByText('<b>hi</b> <script>alert(1)</script> is shown as typed.').waitFor();
    expect(await markup.locator('b, script').count()).toBe(0);
    await rowOf(page, 'Katherine Johnson').waitFor();
    const folder = process.env.SCREENSHOT_DIR;
    if (folder) await page.screenshot({ path: join(folder, `admin-contact-us-${size}.png`) });
    await page.context().close();
  }
}, 90_000);
