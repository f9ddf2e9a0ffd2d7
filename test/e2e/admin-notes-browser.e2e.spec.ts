import { ApiPaths } from '@notebook/contracts';
import type { CallPath } from '../support/test-api';
import type { ChapterGroupMenuItem, ChapterMenuItem, TopicMenuItem } from '@notebook/contracts';
import { BrowserSuite } from '../support/browser-suite';
import type { TestApi } from '../support/test-api';

/**
 * The note editor in a real browser against the built web app served by the API (`npm run build -w
 * web` first): an admin adds a lesson and a note with a picture uploaded through the file picker and
 * publishes both; a subscribed reader then sees the note with the picture loaded.
 */
let api: TestApi;
let suite: BrowserSuite;
let topicID: string;
/** A 2x1 red PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAADUlEQVR4nGP4z8AARAAI/gH/xp559wAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  suite = await BrowserSuite.start();
  api = suite.api;
  // The catalogue above the lesson comes through the API (its own browser flow is browser.e2e.spec.ts).
  const admin = await api.adminToken();
  const save = <T>(path: CallPath, body: unknown) => api.ok<T>(path, { token: admin, body });
  const group = await save<ChapterGroupMenuItem>(ApiPaths.adminChapter.saveUpdateChapterGroup, {
    chapterGroupName: 'Clinical Medicine',
  });
  const chapter = await save<ChapterMenuItem>(ApiPaths.adminChapter.saveUpdateChapter, {
    chapterGroupID: group.chapterGroupID,
    chapterName: 'Cardiovascular Health',
  });
  topicID = (
    await save<TopicMenuItem>(ApiPaths.adminChapter.saveUpdateTopic, {
      chapterID: chapter.chapterID,
      topicName: 'Heart failure',
      freeContent: false,
    })
  ).topicID;
}, 60_000);
afterAll(() => suite?.stop());

type ImageElement = {
  complete: boolean;
  naturalWidth: number;
  addEventListener(type: 'load' | 'error', listener: () => void): void;
};
/** The image's natural width once it has loaded (0 when it failed): no width means no picture. */
const loadedWidth = (element: unknown): Promise<number> => {
  const image = element as ImageElement;
  if (image.complete) return Promise.resolve(image.naturalWidth);
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(image.naturalWidth));
    image.addEventListener('error', () => resolve(0));
  });
};

test('an admin writes a note with a picture and publishes it; a subscribed reader sees the picture', async () => {
  const { email } = await api.createAdmin();
  const page = await suite.newPage();
  await suite.signIn(page, email);
  await page.waitForURL('**/admin/dashboard');

  await page.goto(`${api.baseUrl}/admin/chapter/notes`);
  await page.getByLabel('Topic', { exact: true }).selectOption(topicID);
  await page.getByRole('button', { name: 'Add lesson' }).click();
  const lessonDialog = page.getByRole('dialog', { name: 'Add lesson' });
  await lessonDialog.getByLabel('Lesson name').fill('Diagnosis');
  await lessonDialog.getByRole('button', { name: 'Save' }).click();
  const lessons = page.getByRole('list', { name: 'Lessons of Heart failure' });
  await lessons.getByRole('button', { name: 'Diagnosis', exact: true }).click();
  await page.waitForURL(/lessonID=/);
  const lessonID = new URL(page.url()).searchParams.get('lessonID')!;
  await page.getByRole('switch', { name: 'Publish lesson Diagnosis' }).click();
  await page.locator('[aria-label="Publish lesson Diagnosis"][aria-checked="true"]').waitFor();

  await page.getByRole('button', { name: 'Add note' }).click();
  const form = page.getByRole('form', { name: 'New note' });
  await form.getByLabel('Note header').fill('Chest X-ray');
  const content = form.getByRole('textbox', { name: 'Note content' });
  await content.click();
  await page.keyboard.type('Cardiomegaly and upper lobe diversion.');
  await form
    .getByLabel('Note content: image file')
    .setInputFiles({ name: 'xray.png', mimeType: 'image/png', buffer: PNG });
  const editorImage = content.locator('img[src^="/uploads/images/"]');
  await editorImage.waitFor();
  expect(await editorImage.evaluate(loadedWidth)).toBe(2);
  await suite.snap(page, 'admin-note-editor-image');
  const save = form.getByRole('button', { name: 'Save' });
  await save.click(); // waits until the form is valid and the button enabled
  await page.getByRole('list', { name: 'Notes of Diagnosis' }).getByText('Chest X-ray').waitFor();
  await page.getByRole('switch', { name: 'Publish note Chest X-ray' }).click();
  await page.locator('[aria-label="Publish note Chest X-ray"][aria-checked="true"]').waitFor();

  const reader = await api.createReader({ subscribed: true });
  const readerPage = await suite.newPage();
  await suite.signIn(readerPage, reader.email);
  await readerPage.waitForURL('**/public');
  await readerPage.goto(`${api.baseUrl}/public/lesson/notes?topicID=${topicID}&lessonID=${lessonID}`);
  const note = readerPage.getByRole('region', { name: 'Chest X-ray' });
  await note.getByTestId('note-content').filter({ hasText: 'Cardiomegaly' }).waitFor();
  const picture = note.locator('img[src^="/uploads/images/"]');
  await picture.waitFor();
  expect(await picture.evaluate(loadedWidth)).toBe(2);
  await suite.snap(readerPage, 'reader-note-image');
}, 60_000);
