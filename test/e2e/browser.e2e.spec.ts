import { BrowserSuite } from '../support/browser-suite';
import { TEST_PASSWORD } from '../support/test-api';

/** The foundation's flows in a real browser against the built web app served by the API. */
let suite: BrowserSuite;
beforeAll(async () => {
  suite = await BrowserSuite.start();
}, 60_000);
afterAll(() => suite?.stop());

test('an admin builds a group, chapter and topic in the admin UI; a visitor then sees the topic in the public index', async () => {
  const { email } = await suite.api.createAdmin();
  const page = await suite.newPage();
  await suite.signIn(page, email);
  await page.waitForURL('**/admin/dashboard');

  await page.goto(`${suite.api.baseUrl}/admin/chapter/groups`);
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
  await suite.snap(page, 'admin-chapter-groups');

  // Survives a reload: it came from the server, not from local state.
  await page.reload();
  await page.getByRole('listitem', { name: 'Hypertension in adults' }).waitFor();

  const visitor = await suite.newPage();
  await visitor.goto(`${suite.api.baseUrl}/public`);
  const index = visitor.getByRole('navigation', { name: 'Primary index' });
  await index.getByRole('link', { name: '1. Hypertension in adults' }).waitFor();
  expect(await index.textContent()).toContain('Cardiovascular Health');
  await suite.snap(visitor, 'public-index');
});

test('an anonymous visitor on an admin route is sent to login carrying the path, and back after login', async () => {
  const { email } = await suite.api.createAdmin();
  const page = await suite.newPage();
  await page.goto(`${suite.api.baseUrl}/admin/chapter/groups`);
  await page.waitForURL(/\/auth\/login\?redirect=/);
  expect(decodeURIComponent(new URL(page.url()).search)).toContain('/admin/chapter/groups');
  await suite.snap(page, 'login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/chapter/groups');
});

test('a reader is refused the admin area and lands on the public page after login', async () => {
  const { email } = await suite.api.createReader({ subscribed: true });
  const page = await suite.newPage();
  await suite.signIn(page, email);
  await page.waitForURL('**/public');
  await page.goto(`${suite.api.baseUrl}/admin/chapter/groups`);
  await page.waitForURL((url) => !url.pathname.startsWith('/admin'));
  expect(new URL(page.url()).pathname).toBe('/auth/login');
  expect(await page.getByRole('list', { name: 'Chapter groups' }).count()).toBe(0);
});

test('wrong credentials show the spec message', async () => {
  const page = await suite.newPage();
  await page.goto(`${suite.api.baseUrl}/auth/login`);
  await page.getByLabel('Email').fill('nobody@test.example');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('alert').filter({ hasText: 'Invalid credentials' }).first().waitFor();
});
