import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { WEB_DIST } from '@notebook/api';
import { launchBrowser } from '../support/browser';
import { TEST_PASSWORD, TestApi } from '../support/test-api';

/** Real browser flows against the built web app served by the API (`npm run build -w web` first). */
let api: TestApi;
let browser: Browser;
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

beforeAll(async () => {
  if (!existsSync(join(WEB_DIST, 'index.html'))) throw new Error('web/dist is missing: run `npm run build -w web` first');
  api = await TestApi.start({ serveWeb: true });
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await api?.stop();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

async function signIn(page: Page, email: string, path = '/auth/login'): Promise<void> {
  await page.goto(`${api.baseUrl}${path}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function snap(page: Page, name: string): Promise<void> {
  if (SCREENSHOTS) await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

test('an admin builds a group, chapter and topic in the admin UI; a visitor then sees the topic in the public index', async () => {
  const { email } = await api.createAdmin();
  const page = await newPage();
  await signIn(page, email);
  await page.waitForURL('**/admin/dashboard');

  await page.goto(`${api.baseUrl}/admin/chapter/groups`);
  await page.getByRole('button', { name: 'New chapter group' }).click();
  const groupDialog = page.getByRole('dialog', { name: 'New chapter group' });
  await groupDialog.getByLabel('Chapter group name').fill('Clinical Medicine');
  await groupDialog.getByRole('button', { name: 'Save' }).click();
  const group = page.getByRole('listitem', { name: 'Clinical Medicine' });
  await group.waitFor();

  await group.getByRole('button', { name: 'Add chapter' }).click();
  const chapterDialog = page.getByRole('dialog', { name: 'Add chapter' });
  await chapterDialog.getByLabel('Chapter name').fill('Cardiovascular Health');
  await chapterDialog.getByRole('button', { name: 'Save' }).click();
  const chapter = page.getByRole('listitem', { name: 'Cardiovascular Health' });
  await chapter.waitFor();

  await chapter.getByRole('button', { name: 'Add topic' }).click();
  const topicDialog = page.getByRole('dialog', { name: 'Add topic' });
  await topicDialog.getByLabel('Topic name').fill('Hypertension in adults');
  await topicDialog.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('listitem', { name: 'Hypertension in adults' }).waitFor();
  await snap(page, 'admin-chapter-groups');

  // Survives a reload: it came from the server, not from local state.
  await page.reload();
  await page.getByRole('listitem', { name: 'Hypertension in adults' }).waitFor();

  const visitor = await newPage();
  await visitor.goto(`${api.baseUrl}/public`);
  const index = visitor.getByRole('navigation', { name: 'Primary index' });
  await index.getByRole('link', { name: '1. Hypertension in adults' }).waitFor();
  expect(await index.textContent()).toContain('Cardiovascular Health');
  await snap(visitor, 'public-index');
});

test('an anonymous visitor on an admin route is sent to login carrying the path, and back after login', async () => {
  const { email } = await api.createAdmin();
  const page = await newPage();
  await page.goto(`${api.baseUrl}/admin/chapter/groups`);
  await page.waitForURL(/\/auth\/login\?redirect=/);
  expect(decodeURIComponent(new URL(page.url()).search)).toContain('/admin/chapter/groups');
  await snap(page, 'login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/chapter/groups');
});

test('a reader is refused the admin area and lands on the public page after login', async () => {
  const { email } = await api.createReader({ subscribed: true });
  const page = await newPage();
  await signIn(page, email);
  await page.waitForURL('**/public');
  await page.goto(`${api.baseUrl}/admin/chapter/groups`);
  await page.waitForURL((url) => !url.pathname.startsWith('/admin'));
  expect(new URL(page.url()).pathname).toBe('/auth/login');
  expect(await page.getByRole('list', { name: 'Chapter groups' }).count()).toBe(0);
});

test('wrong credentials show the spec message', async () => {
  const page = await newPage();
  await page.goto(`${api.baseUrl}/auth/login`);
  await page.getByLabel('Email').fill('nobody@test.example');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('alert').filter({ hasText: 'Invalid credentials' }).first().waitFor();
});
