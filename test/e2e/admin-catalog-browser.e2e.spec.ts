import { ApiPaths } from '@notebook/contracts';
import type { Locator, Page } from 'playwright-core';
import { BrowserSuite } from '../support/browser-suite';
import type { TestApi } from '../support/test-api';

/**
 * The admin catalog tree in a real browser against the built web app served by the API (`npm run
 * build -w web` first): an admin drags a topic and a chapter into a new order, which a reload
 * shows as persisted, and moves a topic to another chapter through the Move dialog.
 */
let api: TestApi;
let suite: BrowserSuite;

beforeAll(async () => {
  suite = await BrowserSuite.start();
  api = suite.api;
  const token = await api.adminToken();
  const { chapterGroupID, chapterID: cardiology } = await api.createTopic(token, {
    chapterGroupName: 'Medicine',
    chapterName: 'Cardiology',
    topicName: 'Heart failure',
  });
  const addTopic = (chapterID: string, topicName: string) =>
    api.ok(ApiPaths.adminChapter.saveUpdateTopic, { token, body: { chapterID, topicName } });
  await addTopic(cardiology, 'Hypertension');
  await addTopic(cardiology, 'Arrhythmia');
  const respiratory = await api.ok<{ chapterID: string }>(ApiPaths.adminChapter.saveUpdateChapter, {
    token,
    body: { chapterGroupID, chapterName: 'Respiratory' },
  });
  await addTopic(respiratory.chapterID, 'Asthma');
}, 60_000);
afterAll(() => suite?.stop());

/** The names of a list's own items (through their aria-labelledby), in screen order. */
const namesIn = (list: Locator) =>
  list
    .locator(':scope > li')
    .evaluateAll((items) =>
      items.map((item) => document.getElementById(item.getAttribute('aria-labelledby') ?? '')?.textContent),
    );

const answered = (page: Page, path: string) =>
  page.waitForResponse((response) => response.url().endsWith(`/adminChapter/${path}`) && response.ok());

async function openCatalog(): Promise<Page> {
  const { email } = await api.createAdmin();
  const page = await suite.newPage();
  await suite.signIn(page, email);
  await page.waitForURL('**/admin/dashboard');
  await page.goto(suite.url('/admin/chapter/groups'));
  return page;
}

test('an admin drags a topic and a chapter into a new order; a reload shows it kept', async () => {
  const page = await openCatalog();
  const chapters = page.getByRole('list', { name: 'Chapters of Medicine' });
  const topics = page.getByRole('list', { name: 'Topics of Cardiology' });
  await topics.getByRole('listitem', { name: 'Arrhythmia', exact: true }).waitFor();
  expect(await namesIn(topics)).toEqual(['Heart failure', 'Hypertension', 'Arrhythmia']);

  // Dragged up by its grip onto the first topic, Arrhythmia lands before it; the chapters stay put.
  await Promise.all([
    answered(page, 'updateTopicDisplayOrder'),
    topics
      .getByRole('img', { name: 'Drag topic Arrhythmia' })
      .dragTo(topics.getByRole('listitem', { name: 'Heart failure', exact: true })),
  ]);
  const topicOrder = ['Arrhythmia', 'Heart failure', 'Hypertension'];
  expect(await namesIn(topics)).toEqual(topicOrder);
  expect(await namesIn(chapters)).toEqual(['Cardiology', 'Respiratory']);

  // A chapter dropped on the middle of another (over its topics) still reorders the chapters.
  await Promise.all([
    answered(page, 'updateChapterDisplayOrder'),
    chapters
      .getByRole('img', { name: 'Drag chapter Respiratory' })
      .dragTo(chapters.getByRole('listitem', { name: 'Cardiology', exact: true })),
  ]);
  expect(await namesIn(chapters)).toEqual(['Respiratory', 'Cardiology']);
  await suite.snap(page, 'admin-catalog-dragged');

  await page.reload();
  await topics.getByRole('listitem', { name: 'Arrhythmia', exact: true }).waitFor();
  expect(await namesIn(topics)).toEqual(topicOrder);
  expect(await namesIn(chapters)).toEqual(['Respiratory', 'Cardiology']);
}, 60_000);

test('an admin moves a topic to another chapter; it lands at the end of that chapter', async () => {
  const page = await openCatalog();
  await page.getByRole('button', { name: 'Move topic Asthma to another chapter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move topic' });
  await dialog.getByLabel('Chapter').selectOption({ label: 'Cardiology' });
  await Promise.all([answered(page, 'moveTopic'), dialog.getByRole('button', { name: 'Save' }).click()]);
  await page.getByText('Successfully updated').first().waitFor();
  await dialog.waitFor({ state: 'detached' });

  await page.reload();
  const cardiologyTopics = page.getByRole('list', { name: 'Topics of Cardiology' });
  await cardiologyTopics.getByRole('listitem', { name: 'Asthma', exact: true }).waitFor();
  const names = await namesIn(cardiologyTopics);
  expect(names).toHaveLength(4);
  expect(names.at(-1)).toBe('Asthma');
  await page.getByRole('listitem', { name: 'Respiratory', exact: true }).getByText('No topic(s)').waitFor();
}, 60_000);
