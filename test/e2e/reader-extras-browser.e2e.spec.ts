import { ApiPaths } from '@notebook/contracts';
import { readFile } from 'node:fs/promises';
import type { LessonItem, NoteItem } from '@notebook/contracts';
import type { Locator, Page } from 'playwright-core';
import { BrowserSuite } from '../support/browser-suite';
import type { TestApi } from '../support/test-api';

/**
 * Reader extras in a real browser against the built web app (`npm run build -w web` first): the
 * secondary index lists the topic's lessons and opens another one; a PDF attached to a personal note
 * downloads back byte for byte; in the dark colour scheme the reading text, the four highlight
 * colours, a search hit, the secondary index and the faint hint text keep a contrast of at least 4.5:1.
 */
let api: TestApi;
let suite: BrowserSuite;
let topicID: string;
const lessons: Record<string, { lessonID: string; noteID: string }> = {};
const LESSON_NAMES = ['Diagnosis', 'Treatment', 'Follow-up'] as const;
const NOTE_TEXT = 'Start a loop diuretic for fluid overload and check potassium daily before each dose.';
const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

beforeAll(async () => {
  suite = await BrowserSuite.start();
  api = suite.api;
  const admin = await api.adminToken();
  ({ topicID } = await api.createTopic(admin, { chapterName: 'Cardiovascular Health', topicName: 'Heart failure' }));
  for (const lessonName of LESSON_NAMES) {
    const { lessonID } = await api.ok<LessonItem>(ApiPaths.adminChapter.saveUpdateLesson, {
      token: admin,
      body: { topicID, lessonName },
    });
    await api.ok(ApiPaths.adminChapter.publishLesson, { token: admin, body: { lessonID } });
    const note = { lessonID, noteHeader: `${lessonName}: first-line drugs`, noteContent: `<p>${NOTE_TEXT}</p>` };
    const { noteID } = await api.ok<NoteItem>(ApiPaths.adminChapter.saveUpdateNote, { token: admin, body: note });
    await api.ok(ApiPaths.adminChapter.publishNote, { token: admin, body: { noteID } });
    lessons[lessonName] = { lessonID, noteID };
  }
}, 60_000);
afterAll(() => suite?.stop());

const lessonPath = (lessonName: (typeof LESSON_NAMES)[number]) =>
  `/public/lesson/notes?topicID=${topicID}&lessonID=${lessons[lessonName]!.lessonID}`;

async function signedInReader(page: Page): Promise<string> {
  const { email } = await api.createReader({ subscribed: true });
  await suite.signIn(page, email);
  await page.waitForURL('**/public');
  return email;
}

async function addPersonalNote(page: Page, title: string, text: string) {
  await page.getByRole('button', { name: 'Add my note' }).click();
  const form = page.getByRole('form', { name: 'Add my note' });
  await form.getByLabel('Note title').fill(title);
  await form.getByLabel('My note').fill(text);
  await form.getByRole('button', { name: 'Save' }).click();
  const note = page.getByRole('region', { name: title });
  await note.getByText(text).waitFor();
  return note;
}

test("the secondary index lists the topic's lessons, marks the open one and opens another", async () => {
  const page = await suite.newPage();
  await signedInReader(page);
  await page.goto(suite.url(lessonPath('Diagnosis')));

  const panel = page.getByRole('complementary', { name: 'Secondary index' });
  const nav = panel.getByRole('navigation', { name: 'Lessons in this topic' });
  await nav.getByRole('link', { name: 'Diagnosis', exact: true }).waitFor();
  expect(await nav.locator(':scope > ol > li > div > a').allTextContents()).toEqual([...LESSON_NAMES]);
  expect(await nav.getByRole('link', { name: 'Diagnosis', exact: true }).getAttribute('aria-current')).toBe('page');
  await nav
    .getByRole('list', { name: 'Notes of Diagnosis' })
    .getByRole('link', { name: 'Diagnosis: first-line drugs' })
    .waitFor();
  expect(await panel.isVisible()).toBe(true);
  await suite.snap(page, 'secondary-index-light');

  await nav.getByRole('link', { name: 'Follow-up', exact: true }).click();
  await page.waitForURL(`**${lessonPath('Follow-up')}`);
  await page.getByRole('heading', { level: 1, name: 'Follow-up' }).waitFor();
  await nav.locator('a[aria-current="page"]', { hasText: 'Follow-up' }).waitFor();
  expect(await nav.getByRole('link', { name: 'Diagnosis', exact: true }).getAttribute('aria-current')).toBeNull();
  await page.context().close();
}, 30_000);

test('a reader attaches a PDF to a personal note and downloads it back unchanged', async () => {
  const page = await suite.newPage();
  await signedInReader(page);
  await page.goto(suite.url(lessonPath('Treatment')));
  const mine = await addPersonalNote(page, 'My summary', 'Diuretics first, then ACE inhibitors.');

  // A file that is not a PDF is refused on the page, before any upload.
  const refused = page.waitForEvent('filechooser');
  await mine.getByRole('button', { name: 'Attach PDF to My summary' }).click();
  await (await refused).setFiles({ name: 'summary.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
  await mine.getByRole('alert').filter({ hasText: 'The file is not a PDF' }).waitFor();

  const chooser = page.waitForEvent('filechooser');
  await mine.getByRole('button', { name: 'Attach PDF to My summary' }).click();
  await (await chooser).setFiles({ name: 'summary.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
  await page.getByText('Successfully uploaded').first().waitFor();
  const pdfs = mine.getByRole('list', { name: 'PDFs of My summary' });
  await pdfs.getByText('summary.pdf').waitFor();
  expect(await mine.getByRole('alert').count()).toBe(0);

  // After a reload it is still there, and the download is the same bytes under the same name.
  await page.reload();
  const download = page.waitForEvent('download');
  await pdfs.getByRole('button', { name: 'Download summary.pdf' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('summary.pdf');
  expect((await readFile(await file.path())).equals(PDF_BYTES)).toBe(true);
  await suite.snap(page, 'personal-note-pdf');
  await page.context().close();
}, 30_000);

test('in the dark colour scheme the reading text, highlights, search hits and secondary index stay readable', async () => {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: 'dark' });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const email = await signedInReader(page);
  const { token } = await api.login(email);
  const { noteID } = lessons['Diagnosis']!;
  const colours = ['yellow', 'green', 'blue', 'pink'] as const;
  const quotes = ['loop diuretic', 'fluid overload', 'potassium', 'each dose'];
  for (const [at, quote] of quotes.entries()) {
    const startOffset = NOTE_TEXT.indexOf(quote);
    const body = { noteID, startOffset, endOffset: startOffset + quote.length, quote, colour: colours[at] };
    await api.ok(ApiPaths.reader.addReaderNoteAnnotation, { token, body });
  }

  // `hl` marks the search's words in the note's header and text, as a search result opens it (here: the header).
  await page.goto(suite.url(`${lessonPath('Diagnosis')}&hl=drugs#note-${noteID}`));
  await page
    .getByRole('region', { name: 'Diagnosis: first-line drugs' })
    .locator('mark[data-search-hit]')
    .first()
    .waitFor();
  await addPersonalNote(page, 'My dark note', 'Weigh daily; call if up 2 kg in 3 days.');
  for (const colour of colours) await page.getByRole('button', { name: `Highlight (${colour})` }).waitFor();
  await page
    .getByRole('navigation', { name: 'Lessons in this topic' })
    .getByRole('link', { name: 'Treatment', exact: true })
    .waitFor();

  expect(await page.evaluate(() => window.matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
  expect((await contrastOf(page.locator('body'))).backgroundLuminance).toBeLessThan(0.05);

  const authorNote = page.getByRole('region', { name: 'Diagnosis: first-line drugs' });
  const secondaryIndex = page.getByRole('navigation', { name: 'Lessons in this topic' });
  const checks: Record<string, Locator> = {
    'author note text': authorNote.getByTestId('note-content').locator('p'),
    'personal note text': page.getByRole('region', { name: 'My dark note' }).getByTestId('note-content').locator('p'),
    'search hit in the note header': authorNote.locator('h2 mark[data-search-hit]'),
    'secondary index, open lesson': secondaryIndex.getByRole('link', { name: 'Diagnosis', exact: true }),
    'secondary index, other lesson': secondaryIndex.getByRole('link', { name: 'Treatment', exact: true }),
    'secondary index, note title': secondaryIndex.getByRole('link', { name: 'Diagnosis: first-line drugs' }),
    'faint text (the keyboard hint)': page.getByText(/for the\s+previous or next lesson/),
  };
  for (const colour of colours)
    checks[`highlight ${colour}`] = authorNote.getByRole('button', { name: `Highlight (${colour})` });
  const ratios: Record<string, number> = {};
  for (const [name, target] of Object.entries(checks)) ratios[name] = (await contrastOf(target)).ratio;
  const unreadable = Object.entries(ratios).filter(([, ratio]) => ratio < 4.5);
  expect(unreadable).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await suite.snap(page, 'secondary-index-dark');
  await context.close();
}, 40_000);

/**
 * The WCAG 2 contrast ratio between an element's text colour and the background it is painted on:
 * the ancestors' background colours composited on a 1x1 canvas, so translucent tints (highlights,
 * the personal note) count as the reader sees them.
 */
async function contrastOf(target: Locator): Promise<{ ratio: number; backgroundLuminance: number }> {
  return target.first().evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const paint = (colours: string[]) => {
      context.clearRect(0, 0, 1, 1);
      for (const colour of ['white', ...colours]) {
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
      }
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)].map((value) => value / 255);
    };
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((value) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4)) as [
        number,
        number,
        number,
      ];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const layers: string[] = [];
    for (let at: Element | null = element; at; at = at.parentElement)
      layers.unshift(getComputedStyle(at).backgroundColor);
    const background = luminance(paint(layers));
    const text = luminance(paint([...layers, getComputedStyle(element).color]));
    return {
      ratio: (Math.max(background, text) + 0.05) / (Math.min(background, text) + 0.05),
      backgroundLuminance: background,
    };
  });
}
