import { readFile } from 'node:fs/promises';
import { ApiPaths } from '@notebook/contracts';
import type { Page } from 'playwright-core';
import { BrowserSuite } from '../support/browser-suite';

/**
 * Issue 26's webinar pages in a real browser against the built web app: an admin adds a category and
 * a webinar whose start is entered in Sydney time; a reader on a plan in India sees it under Next
 * Webinars at the right local time with the join link and downloads its .ics; a visitor sees no link.
 */
let suite: BrowserSuite;

beforeAll(async () => {
  suite = await BrowserSuite.start();
}, 90_000);
afterAll(() => suite?.stop());

const READER_ZONE = 'Asia/Kolkata';
const JOIN_LINK = 'https://meet.example.test/gp-chest-pain';
/** A page's first paint on a busy machine (lazy chunks, the first calls) may take longer than an action's default. */
const LOAD_MS = 30_000;

/** 'YYYY-MM-DD' ten days ahead, as Sydney's calendar names it. */
function sydneyDateAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** DD/MM/YYYY HH:mm of an instant in a zone, as the pages show it. */
function shown(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((each) => each.type === type)?.value;
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

async function readerPage(): Promise<Page> {
  const context = await suite.browser.newContext({
    viewport: { width: 1280, height: 860 },
    timezoneId: READER_ZONE,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  page.setDefaultNavigationTimeout(30_000);
  return page;
}

test('an admin files a webinar in Sydney time; a reader on a plan sees it in their zone with the join link and the .ics; a visitor sees no link', async () => {
  const admin = await suite.newPage();
  const { email: adminEmail } = await suite.api.createAdmin();
  await suite.signIn(admin, adminEmail);
  await admin.waitForURL('**/admin/**');

  await admin.goto(suite.url('/admin/webinar-category'));
  await admin.getByRole('link', { name: 'Add Webinar Category' }).click({ timeout: LOAD_MS });
  const categoryForm = admin.getByRole('form', { name: 'Webinar category' });
  await categoryForm.getByLabel('Type').selectOption('AKT');
  await categoryForm.getByLabel('Code').selectOption('2025.2');
  await categoryForm.getByLabel('Category name').fill('AKT revision 2025.2');
  await categoryForm.getByRole('button', { name: 'Save' }).click();
  await admin.getByText('Successfully saved / updated', { exact: true }).waitFor();
  await admin.getByRole('table', { name: 'Webinar categories' }).getByText('AKT revision 2025.2').waitFor();

  await admin.goto(suite.url('/admin/webinars'));
  await admin.getByRole('link', { name: 'Add Webinar' }).click({ timeout: LOAD_MS });
  const form = admin.getByRole('form', { name: 'Webinar' });
  await form.getByLabel('Webinar name').fill('Chest pain in general practice');
  await form.getByLabel('Category').selectOption({ label: 'AKT revision 2025.2' });
  await form.getByLabel('Presenter').fill('Dr Jane Citizen');
  await form.getByRole('textbox', { name: 'Description' }).click();
  await admin.keyboard.type('Red flags, ECGs; and referral.');
  const sydneyDate = sydneyDateAhead(10);
  await form.getByLabel('Starts (Australia/Sydney time)').fill(`${sydneyDate}T19:30`);
  await form.getByLabel('Duration').fill('90');
  await form.getByLabel('Join link').fill(JOIN_LINK);
  await form.getByRole('button', { name: 'Save' }).click();
  await admin.getByText('Successfully saved / updated', { exact: true }).waitFor();
  const row = admin.getByRole('row', { name: /Chest pain in general practice/ });
  const [year, month, day] = sydneyDate.split('-');
  await row.getByText(`${day}/${month}/${year} 19:30`).waitFor();
  await suite.snap(admin, 'webinars-admin-list');

  // What the server stored is 19:30 in Sydney, whichever zone the admin's browser is in.
  const listed = await suite.api.ok(ApiPaths.public.getNextWebinarsPublic, { body: { page: 0, rows: 20 } });
  const filed = listed.pageData.find((webinar) => webinar.webinarName === 'Chest pain in general practice');
  const startsAt = new Date(filed?.startsAt ?? '');
  expect(shown(startsAt, 'Australia/Sydney')).toBe(`${day}/${month}/${year} 19:30`);

  const reader = await readerPage();
  const { email } = await suite.api.createReader({ subscribed: true });
  await suite.signIn(reader, email);
  await reader.waitForURL('**/public');
  await reader.goto(suite.url('/public/next-webinars'));
  const card = reader.getByRole('article').filter({ hasText: 'Chest pain in general practice' });
  await card.getByText(shown(startsAt, READER_ZONE)).waitFor({ timeout: LOAD_MS });
  await card.getByText(`${day}/${month}/${year} 19:30 Sydney time`).waitFor();
  await card.getByText(/Starts in \d+ d/).waitFor();
  expect(await card.getByRole('link', { name: 'Join webinar' }).getAttribute('href')).toBe(JOIN_LINK);
  await suite.snap(reader, 'webinars-reader-next');

  const [download] = await Promise.all([
    reader.waitForEvent('download'),
    card.getByRole('button', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Chest-pain-in-general-practice.ics');
  const ics = await readFile((await download.path())!, 'utf8');
  const utc = startsAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  expect(ics).toContain(`DTSTART:${utc}`);
  expect(ics).toContain('SUMMARY:Chest pain in general practice');
  expect(ics).toContain('DESCRIPTION:Red flags\\, ECGs\\; and referral.');
  expect(ics).toMatch(/URL:http.*\/public\/webinars\/webinar\?webinarID=/);

  const visitor = await suite.newPage();
  await visitor.goto(suite.url('/public/next-webinars'));
  const visitorCard = visitor.getByRole('article').filter({ hasText: 'Chest pain in general practice' });
  await visitorCard.getByText('Dr Jane Citizen').waitFor({ timeout: LOAD_MS });
  await visitorCard.getByText(/with a plan to see the join link/).waitFor();
  expect(await visitorCard.getByRole('link', { name: 'Join webinar' }).count()).toBe(0);
  await visitor.setViewportSize({ width: 390, height: 844 });
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await suite.snap(visitor, 'webinars-visitor-next-390');
}, 120_000);

test('an admin uploads a PDF on the webinar’s page; a reader on a plan sees it on the webinar’s page and downloads it', async () => {
  const token = await suite.api.adminToken();
  const { webinarCategoryID } = await suite.api.ok(ApiPaths.adminWebinar.saveUpdateWebinarCategory, {
    token,
    body: { categoryType: 'CCE', categoryCode: 'CCE 2025.2', categoryName: 'CCE 2025.2' },
  });
  const { webinarID } = await suite.api.ok(ApiPaths.adminWebinar.saveUpdateWebinar, {
    token,
    body: {
      webinarName: 'Asthma action plans',
      webinarCategoryID,
      presenter: 'Dr Sam Lee',
      startsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      durationMinutes: 60,
      joinLink: JOIN_LINK,
    },
  });

  const admin = await suite.newPage();
  const { email: adminEmail } = await suite.api.createAdmin();
  await suite.signIn(admin, adminEmail);
  await admin.waitForURL('**/admin/**');
  await admin.goto(suite.url(`/admin/webinars/add-edit?webinarID=${webinarID}`));
  const pdfs = admin.getByRole('region', { name: 'PDF resources' });
  await pdfs.getByText('No PDF resources yet.').waitFor({ timeout: LOAD_MS });
  const pdf = Buffer.from('%PDF-1.4\n% asthma\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
  await pdfs
    .getByLabel('PDF file')
    .setInputFiles({ name: 'asthma-plan.pdf', mimeType: 'application/pdf', buffer: pdf });
  await pdfs.getByLabel('Title').fill('Asthma action plan template');
  await pdfs.getByRole('button', { name: 'Upload PDF' }).click();
  await admin.getByText('Successfully uploaded', { exact: true }).waitFor();
  await pdfs.getByText('Asthma action plan template').waitFor();
  await admin.getByRole('heading', { name: 'Who may join' }).waitFor();
  await suite.snap(admin, 'webinars-admin-pdfs');
  await admin.setViewportSize({ width: 390, height: 844 });
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const reader = await readerPage();
  const { email } = await suite.api.createReader({ subscribed: true });
  await suite.signIn(reader, email);
  await reader.waitForURL('**/public');
  await reader.goto(suite.url(`/public/webinars/webinar?webinarID=${webinarID}`));
  const resources = reader.getByRole('region', { name: 'PDF resources' });
  const [download] = await Promise.all([
    reader.waitForEvent('download'),
    resources.getByRole('button', { name: 'Asthma action plan template' }).click({ timeout: LOAD_MS }),
  ]);
  expect(download.suggestedFilename()).toBe('Asthma action plan template.pdf');
  expect(await readFile((await download.path())!)).toEqual(pdf);
  await suite.snap(reader, 'webinars-reader-pdfs');

  const visitor = await suite.newPage();
  await visitor.goto(suite.url(`/public/webinars/webinar?webinarID=${webinarID}`));
  await visitor.getByText('1 PDF resource, for readers who may join.').waitFor();
  expect(await visitor.getByRole('region', { name: 'PDF resources' }).count()).toBe(0);
}, 120_000);
