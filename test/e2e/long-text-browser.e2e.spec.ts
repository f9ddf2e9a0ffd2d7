import type { ReaderNoteItem } from '@notebook/contracts';
import { ApiPaths } from '@notebook/contracts';
import { BrowserSuite } from '../support/browser-suite';
import type { TestApi } from '../support/test-api';

/**
 * Readers' own text that no column was made for, and the 'My note' card at 390 px (it stood out of
 * the page by its negative margins) (`npm run build -w web` first): a personal note whose
 * title is one 300-character word and whose body holds a pasted 500-character link. The lesson page
 * never runs wider than the window, on a desktop or at 390 px, and the note form says its limit.
 */
let api: TestApi;
let suite: BrowserSuite;
let email: string;
let href: string;
const LONG_TITLE = 'Pneumonoultramicroscopic'.repeat(13).slice(0, 300);

beforeAll(async () => {
  suite = await BrowserSuite.start();
  api = suite.api;
  const admin = await api.adminToken();
  const { topicID } = await api.createTopic(admin, {
    chapterName: 'Respiratory',
    topicName: 'Occupational lung disease',
    freeContent: true,
  });
  const { lessonID } = await api.noteInNewLesson(admin, topicID, 'Silicosis', {
    content: '<p>Dust exposure over years.</p>',
  });
  ({ email } = await api.createReader({ subscribed: true }));
  const { token } = await api.login(email);
  await api.ok<ReaderNoteItem>(ApiPaths.reader.addNoteToLesson, {
    token,
    body: { lessonID, noteHeader: LONG_TITLE, noteContent: `<p>See https://example.org/${'a'.repeat(500)}</p>` },
  });
  href = `/public/lesson/notes?topicID=${topicID}&lessonID=${lessonID}`;
}, 60_000);
afterAll(() => suite?.stop());

test('a 300-character word in a note title wraps instead of running over the page, at 1280 and 390 px', async () => {
  const page = await suite.newPage();
  await suite.signIn(page, email);
  await page.waitForURL('**/public');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(suite.url(href));
    await page.getByText(LONG_TITLE.slice(0, 40), { exact: false }).first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect({ width, overflow }).toEqual({ width, overflow: 0 });
    await suite.snap(page, `long-title-${width}`);
  }
  await page.getByRole('button', { name: 'Add my note' }).first().click();
  await page.getByText('Up to 400 characters').first().waitFor();
  expect(await page.getByLabel('Note title').getAttribute('maxlength')).toBe('400');
});
