import { ApiPaths } from '@notebook/contracts';
import type { CallPath } from '../support/test-api';
import type { ChapterGroupMenuItem, ChapterMenuItem, LessonItem, NoteItem, TopicMenuItem } from '@notebook/contracts';
import { BrowserSuite } from '../support/browser-suite';
import type { TestApi } from '../support/test-api';

/**
 * Reading in a real browser against the built web app served by the API (`npm run build -w web`
 * first): an admin publishes a note; a subscribed reader reads it, bookmarks the lesson, adds a
 * personal note, trashes it and restores it from the profile's Trash; an unsubscribed reader gets
 * the upgrade prompt instead of the content.
 */
let api: TestApi;
let suite: BrowserSuite;
let admin: string;
let topicID: string;
let lessonID: string;
const NOTE_TEXT = 'Offer an ACE inhibitor first to adults under 55.';

const save = <T>(path: CallPath, body: unknown) => api.ok<T>(path, { token: admin, body });

beforeAll(async () => {
  suite = await BrowserSuite.start();
  api = suite.api;
  admin = await api.adminToken();
  // The admin writes and publishes a note (paid content: the topic is not free).
  const group = await save<ChapterGroupMenuItem>(ApiPaths.adminChapter.saveUpdateChapterGroup, {
    chapterGroupName: 'Clinical Medicine',
  });
  const chapter = await save<ChapterMenuItem>(ApiPaths.adminChapter.saveUpdateChapter, {
    chapterGroupID: group.chapterGroupID,
    chapterName: 'Cardiovascular Health',
  });
  const topic = await save<TopicMenuItem>(ApiPaths.adminChapter.saveUpdateTopic, {
    chapterID: chapter.chapterID,
    topicName: 'Hypertension in adults',
    freeContent: false,
  });
  const lesson = await save<LessonItem>(ApiPaths.adminChapter.saveUpdateLesson, {
    topicID: topic.topicID,
    lessonName: 'Treatment steps',
  });
  await save(ApiPaths.adminChapter.publishLesson, { lessonID: lesson.lessonID });
  const note = await save<NoteItem>(ApiPaths.adminChapter.saveUpdateNote, {
    lessonID: lesson.lessonID,
    noteHeader: 'Step 1',
    noteContent: `<p>${NOTE_TEXT}</p>`,
  });
  await save(ApiPaths.adminChapter.publishNote, { noteID: note.noteID });
  topicID = topic.topicID;
  lessonID = lesson.lessonID;
}, 60_000);
afterAll(() => suite?.stop());

const lessonPath = () => `/public/lesson/notes?topicID=${topicID}&lessonID=${lessonID}`;

test('a subscribed reader reads the note, bookmarks the lesson, adds a personal note, trashes it and restores it', async () => {
  const { email } = await api.createReader({ subscribed: true });
  const page = await suite.newPage();
  await suite.signIn(page, email);
  await page.waitForURL('**/public');

  await page.goto(`${api.baseUrl}${lessonPath()}`);
  const note = page.getByRole('region', { name: 'Step 1' });
  await note.getByTestId('note-content').filter({ hasText: NOTE_TEXT }).waitFor();
  expect(await page.getByRole('region', { name: 'Upgrade to read' }).count()).toBe(0);

  await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
  await page.getByRole('button', { name: 'Bookmarked' }).waitFor();
  await page.getByRole('group', { name: 'Reading mark' }).getByRole('button', { name: 'First reading' }).click();
  await page.locator('[aria-pressed="true"]', { hasText: 'First reading' }).waitFor();

  await page.getByRole('button', { name: 'Add my note' }).click();
  const form = page.getByRole('form', { name: 'Add my note' });
  await form.getByLabel('Note title').fill('My mnemonic');
  await form.getByLabel('My note').fill('ABCD: ACE, beta blocker, calcium channel blocker, diuretic.');
  await form.getByRole('button', { name: 'Save' }).click();
  const mine = page.getByRole('region', { name: 'My mnemonic' });
  await mine.getByText('ABCD: ACE').waitFor();
  await suite.snap(page, 'lesson-notes');

  await page.getByRole('button', { name: 'Delete note My mnemonic' }).click();
  await page.getByText('Note successfully deleted').first().waitFor();
  await mine.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'View Profile' }).click();
  await page.waitForURL('**/public/profile');
  await page.getByRole('list', { name: 'Bookmarks' }).getByRole('link', { name: 'Treatment steps' }).waitFor();
  await page.getByRole('tab', { name: 'Trash' }).click();
  await page.getByRole('list', { name: 'Trash' }).getByText('My mnemonic').waitFor();
  await suite.snap(page, 'profile-trash');
  await page.getByRole('button', { name: 'Restore My mnemonic' }).click();
  await page.getByText('Note successfully restored').first().waitFor();
  await page.getByText('The trash is empty.').waitFor();
  await page.getByRole('tab', { name: 'My notes' }).click();
  await page.getByRole('list', { name: 'My notes' }).getByRole('link', { name: 'My mnemonic' }).waitFor();
  await page.getByRole('tab', { name: 'Reads' }).click();
  await page.getByRole('list', { name: 'Reads' }).getByText('1st reading', { exact: false }).waitFor();
  await suite.snap(page, 'profile-reads');

  // The restored note is back on its lesson after a reload.
  await page.goto(`${api.baseUrl}${lessonPath()}`);
  await page.getByRole('region', { name: 'My mnemonic' }).waitFor();

  // The lessons page shows the mark and the bookmark on the lesson's row.
  await page.goto(`${api.baseUrl}/public/lessons?topicID=${topicID}`);
  expect(await page.getByRole('combobox', { name: 'Reading mark of Treatment steps' }).inputValue()).toBe('FIRST');
  expect(await page.getByRole('button', { name: 'Bookmark Treatment steps' }).getAttribute('aria-pressed')).toBe(
    'true',
  );
  await suite.snap(page, 'lessons');
}, 60_000);

test('a subscribed reader highlights a sentence with a comment, and it is back in place after a reload', async () => {
  const { email } = await api.createReader({ subscribed: true });
  const page = await suite.newPage();
  await suite.signIn(page, email);
  await page.waitForURL('**/public');
  await page.goto(`${api.baseUrl}${lessonPath()}`);
  const content = page.getByRole('region', { name: 'Step 1' }).getByTestId('note-content');
  await content.filter({ hasText: NOTE_TEXT }).waitFor();

  // Select "ACE inhibitor" with a real drag of the mouse over the words.
  const words = await content.evaluate((root) => {
    const text = root.querySelector('p')!.firstChild as Text;
    const range = document.createRange();
    const start = text.data.indexOf('ACE inhibitor');
    range.setStart(text, start);
    range.setEnd(text, start + 'ACE inhibitor'.length);
    const box = range.getBoundingClientRect();
    return { x1: box.left + 1, x2: box.right - 1, y: box.top + box.height / 2 };
  });
  await page.mouse.move(words.x1, words.y);
  await page.mouse.down();
  await page.mouse.move(words.x2, words.y, { steps: 5 });
  await page.mouse.up();

  const toolbar = page.getByRole('toolbar', { name: 'Highlight' });
  await toolbar.getByText('ACE inhibitor').waitFor();
  await toolbar.getByLabel('Comment (optional)').fill('first line under 55');
  await toolbar.getByRole('button', { name: 'Yellow' }).click();
  const mark = content.getByRole('button', { name: 'Highlight (yellow): first line under 55' });
  await mark.waitFor();
  expect(await mark.textContent()).toBe('ACE inhibitor');
  await suite.snap(page, 'lesson-notes-highlight');

  await page.reload();
  await content.getByRole('button', { name: 'Highlight (yellow): first line under 55' }).waitFor();
  expect(await content.locator('mark').allTextContents()).toEqual(['ACE inhibitor']);
}, 30_000);

test('the highlight toolbar never covers the words it is about: under them, or over them at the bottom of the window', async () => {
  const { email } = await api.createReader({ subscribed: true });
  const page = await suite.newPage();
  await suite.signIn(page, email);
  await page.waitForURL('**/public');
  await page.goto(`${api.baseUrl}${lessonPath()}`);
  const content = page.getByRole('region', { name: 'Step 1' }).getByTestId('note-content');
  await content.filter({ hasText: NOTE_TEXT }).waitFor();
  const toolbar = page.getByRole('toolbar', { name: 'Highlight' });

  for (const place of ['top', 'bottom'] as const) {
    // A short window, so the words can be brought to its bottom; then drag over them afresh.
    if (place === 'bottom') await page.setViewportSize({ width: 1280, height: 420 });
    const words = await content.evaluate((root, where) => {
      window.getSelection()?.removeAllRanges();
      const text = root.querySelector('p')!.firstChild as Text;
      const range = document.createRange();
      const start = text.data.indexOf('ACE inhibitor');
      range.setStart(text, start);
      range.setEnd(text, start + 'ACE inhibitor'.length);
      const before = range.getBoundingClientRect();
      window.scrollBy({
        top: where === 'top' ? before.top - 120 : before.bottom - (window.innerHeight - 40),
        behavior: 'instant',
      });
      const box = range.getBoundingClientRect();
      return { x1: box.left + 1, x2: box.right - 1, y: box.top + box.height / 2, top: box.top, bottom: box.bottom };
    }, place);
    await page.mouse.move(words.x1, words.y);
    await page.mouse.down();
    await page.mouse.move(words.x2, words.y, { steps: 5 });
    await page.mouse.up();
    await toolbar.waitFor();
    const bar = (await toolbar.boundingBox())!;
    const clear = bar.y >= words.bottom || bar.y + bar.height <= words.top;
    expect({ place, clear, below: bar.y >= words.bottom }).toEqual({ place, clear: true, below: place === 'top' });
    await toolbar.getByRole('button', { name: 'Cancel' }).click();
    await toolbar.waitFor({ state: 'detached' });
  }
}, 30_000);

test('an unsubscribed reader sees the upgrade prompt instead of the content', async () => {
  const { email } = await api.createReader({ subscribed: false });
  const page = await suite.newPage();
  await suite.signIn(page, email);
  await page.waitForURL('**/public');
  await page.goto(`${api.baseUrl}${lessonPath()}`);

  const prompt = page.getByRole('region', { name: 'Upgrade to read' });
  await prompt.waitFor();
  await page.getByRole('heading', { level: 2, name: 'Step 1' }).waitFor();
  expect(await page.getByTestId('note-content').count()).toBe(0);
  expect(await page.content()).not.toContain(NOTE_TEXT);
  await suite.snap(page, 'lesson-notes-locked');
}, 30_000);
