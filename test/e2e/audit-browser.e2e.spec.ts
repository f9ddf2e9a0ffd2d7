import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { ApiPaths, Privileges } from '@notebook/contracts';
import { SYSTEM_ACTOR } from '@notebook/kernel';
import type { Page } from 'playwright-core';
import { BrowserSuite } from '../support/browser-suite';
import { TEST_PASSWORD, type TestApi } from '../support/test-api';

/**
 * Web Audit in a real browser against the built web app (`npm run build -w web` first): an admin
 * renames a topic; another admin, holding only the web audit privilege, opens Web Audit from the
 * sidebar, filters by category and entity, sees the rename as
 * field: before -> after with the renaming admin's name, and exports the filter as a CSV file (the
 * download read back). An admin with no privilege at all opens it by its address (its calls need
 * the admin type only); at 390 px in the dark scheme the page does not widen and the filters work
 * from the keyboard.
 */
let suite: BrowserSuite;
let api: TestApi;
let token: string;

beforeAll(async () => {
  suite = await BrowserSuite.start();
  api = suite.api;
  const email = `grace-${randomUUID().slice(0, 8)}@test.example`;
  const roleId = await api.identity.createRole(
    {
      roleName: `Editors ${randomUUID().slice(0, 6)}`,
      privileges: Object.values(Privileges).flatMap((group) => Object.values(group)),
    },
    SYSTEM_ACTOR,
  );
  await api.identity.createAdminUser(
    { email, firstName: 'Grace', lastName: 'Hopper', password: TEST_PASSWORD, roleIds: [roleId] },
    SYSTEM_ACTOR,
  );
  token = (await api.login(email)).token;
}, 60_000);
afterAll(() => suite?.stop());

/** An admin holding `privileges` (none: the admin type alone, which the audit's calls need). */
async function signedInAuditor(
  viewport: { width: number; height: number },
  colorScheme: 'light' | 'dark',
  privileges: readonly string[] = [],
): Promise<Page> {
  const { email } = await api.createAdmin(privileges);
  const context = await suite.browser.newContext({ viewport, colorScheme, acceptDownloads: true });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.setDefaultNavigationTimeout(30_000);
  await suite.signIn(page, email);
  await page.waitForURL('**/admin/dashboard');
  return page;
}

async function renamedTopic(from: string, to: string): Promise<{ topicID: string; chapterID: string }> {
  const admin = await api.adminToken();
  const { chapterID, topicID } = await api.createTopic(admin, { topicName: from });
  await api.ok(ApiPaths.adminChapter.saveUpdateTopic, { token: admin, body: { topicID, chapterID, topicName: to } });
  return { topicID, chapterID };
}

test('an admin filters the audit to a topic, sees its rename by the admin who made it, and exports the CSV', async () => {
  const { topicID, chapterID } = await renamedTopic('Asthma', 'Asthma draft');
  // Grace renames it again: the entry the auditor looks for.
  await api.ok(ApiPaths.adminChapter.saveUpdateTopic, {
    token,
    body: { topicID, chapterID, topicName: 'Asthma in adults' },
  });

  // The sidebar shows Web Audit to the holders of its privilege.
  const page = await signedInAuditor({ width: 1280, height: 860 }, 'light', [Privileges.webAudit.view]);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Web Audit' }).click();
  await page.waitForURL('**/admin/audit');
  await page.getByRole('heading', { level: 1, name: 'Web Audit' }).waitFor();

  await page.getByLabel('Category').selectOption('TOPIC');
  await page.getByLabel('Entity ID').fill(topicID);
  const table = page.getByRole('table', { name: 'Audit entries' });
  const rename = table.getByRole('row', { name: /Grace Hopper/ });
  await rename.getByText('topicName: Asthma draft → Asthma in adults').waitFor();
  expect(await table.getByRole('row').count()).toBe(4); // the header, Grace's rename, the first rename, the creation
  expect(await rename.getByRole('link', { name: `Open Topic ${topicID}` }).getAttribute('href')).toBe(
    `/admin/chapter/notes?topicID=${topicID}`,
  );
  // Grace's name in the actor filter narrows the list to her entry.
  await page.getByLabel('Actor').selectOption({ label: 'Grace Hopper (Admin)' });
  await table.getByRole('row').nth(2).waitFor({ state: 'detached' });
  expect(await table.getByRole('row').count()).toBe(2);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
  expect(csv[0]).toBe('Occurred At,Actor Type,Actor,Actor ID,Category,Sub Category,Entity ID,Field,Before,After');
  expect(csv.slice(1)).toEqual([
    expect.stringMatching(
      new RegExp(`,ADMIN,Grace Hopper,[^,]+,TOPIC,RENAMED,${topicID},topicName,Asthma draft,Asthma in adults$`),
    ),
  ]);
  await suite.snap(page, 'audit-desktop');
  await page.context().close();
}, 120_000);

test('at 390 px in the dark the page fits the screen and the filters work from the keyboard', async () => {
  const { topicID } = await renamedTopic('Croup', 'Croup in children');
  const page = await signedInAuditor({ width: 390, height: 844 }, 'dark');
  await page.goto(suite.url('/admin/audit'));
  await page.getByRole('heading', { level: 1, name: 'Web Audit' }).waitFor();
  await page.getByLabel('Entity ID').focus();
  await page.keyboard.type(topicID);
  // A phone shows one card per entry, the changes on screen.
  const cards = page.getByRole('list', { name: 'Audit entries' });
  await cards.getByText('topicName: Croup → Croup in children').waitFor();
  expect(await cards.getByRole('listitem').filter({ hasText: 'Created' }).count()).toBe(1);
  expect(await page.getByRole('table', { name: 'Audit entries' }).isVisible()).toBe(false);
  await page.keyboard.press('Shift+Tab'); // the category
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(
      () => document.activeElement?.getAttribute('value') ?? (document.activeElement as HTMLInputElement).value,
    ),
  ).toBe(topicID);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await suite.snap(page, 'audit-mobile-dark');
  await page.context().close();
}, 120_000);
