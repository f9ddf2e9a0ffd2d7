import { ApiPaths } from '@notebook/contracts';
import type { CallPath } from '../support/test-api';
import type { ChapterGroupMenuItem, ChapterMenuItem, LessonItem, NoteItem, TopicMenuItem } from '@notebook/contracts';
import { BrowserSuite } from '../support/browser-suite';
import type { TestApi } from '../support/test-api';

/**
 * The browser flow (`npm run build -w web` first): a visitor types in the header search,
 * waits for the debounced dropdown, opens a result and lands on that note, scrolled into view, with
 * the searched word marked in it.
 */
let suite: BrowserSuite;
let api: TestApi;
let admin: string;
let topicID: string;
let targetNoteID: string;

const save = <T>(path: CallPath, body: unknown) => api.ok<T>(path, { token: admin, body });

async function publishedNote(lessonID: string, noteHeader: string, noteContent: string): Promise<NoteItem> {
  const note = await save<NoteItem>(ApiPaths.adminChapter.saveUpdateNote, { lessonID, noteHeader, noteContent });
  await save(ApiPaths.adminChapter.publishNote, { noteID: note.noteID });
  return note;
}

beforeAll(async () => {
  suite = await BrowserSuite.start();
  api = suite.api;
  admin = await api.adminToken();
  const group = await save<ChapterGroupMenuItem>(ApiPaths.adminChapter.saveUpdateChapterGroup, {
    chapterGroupName: 'Clinical',
  });
  const chapter = await save<ChapterMenuItem>(ApiPaths.adminChapter.saveUpdateChapter, {
    chapterGroupID: group.chapterGroupID,
    chapterName: 'Endocrinology',
  });
  // A free topic, so an anonymous visitor reads the content.
  const topic = await save<TopicMenuItem>(ApiPaths.adminChapter.saveUpdateTopic, {
    chapterID: chapter.chapterID,
    topicName: 'Thyroid disease',
    freeContent: true,
  });
  topicID = topic.topicID;
  const lesson = await save<LessonItem>(ApiPaths.adminChapter.saveUpdateLesson, {
    topicID,
    lessonName: 'Hypothyroidism',
  });
  await save(ApiPaths.adminChapter.publishLesson, { lessonID: lesson.lessonID });
  // Long notes first, so the one the result opens is well below the fold.
  const filler = `<p>${'Tiredness, weight gain and cold intolerance are common. '.repeat(60)}</p>`;
  for (let i = 1; i <= 4; i++) await publishedNote(lesson.lessonID, `Presentation ${i}`, filler.repeat(2));
  targetNoteID = (
    await publishedNote(
      lesson.lessonID,
      'Replacement doses',
      '<p>Start <b>levothyroxine</b> at 25 micrograms in the elderly; absorption falls with iron.</p>',
    )
  ).noteID;
}, 60_000);
afterAll(() => suite?.stop());

test('a visitor finds a note from the header search and lands on it scrolled into view with the hit marked', async () => {
  const page = await suite.newPage();
  await page.goto(`${api.baseUrl}/public/lessons?topicID=${topicID}`);
  const box = page.getByRole('searchbox', { name: 'Search notes' }).first();
  await box.fill('levothyrox');
  const panel = page.getByRole('region', { name: 'Search results' });
  // Debounced by 500 ms, then one request.
  const result = panel.getByRole('link', { name: /Replacement doses/ });
  await result.waitFor();
  expect(await panel.locator('mark').first().textContent()).toBe('levothyroxine');
  await result.click();

  await page.waitForURL(
    (url) =>
      url.pathname === '/public/lesson/notes' &&
      url.searchParams.get('hl') === 'levothyrox levothyroxine' &&
      url.hash === `#note-${targetNoteID}`,
  );
  const note = page.getByRole('region', { name: 'Replacement doses' });
  const hit = note.locator('mark[data-search-hit]');
  await hit.first().waitFor();
  expect(await hit.allTextContents()).toEqual(['levothyroxine']);
  // The markup around the hit is kept: the mark is inside the note's own <b>.
  expect(await hit.first().evaluate((mark) => mark.parentElement?.tagName)).toBe('B');
  // Only that note is marked.
  expect(await page.locator('mark[data-search-hit]').count()).toBe(1);
  // Scrolled into view: the page moved, and the note's heading is on screen.
  await page.waitForFunction(() => window.scrollY > 0);
  const box2 = await note.getByRole('heading', { name: 'Replacement doses' }).boundingBox();
  expect(box2).not.toBeNull();
  expect(box2!.y).toBeGreaterThanOrEqual(0);
  expect(box2!.y).toBeLessThan(860);
});
