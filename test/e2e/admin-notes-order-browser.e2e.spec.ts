import { ApiPaths } from '@notebook/contracts';
import type { CallPath } from '../support/test-api';
import type { LessonItem, NoteItem, TopicMenuItem } from '@notebook/contracts';
import type { Locator, Page } from 'playwright-core';
import { BrowserSuite } from '../support/browser-suite';
import type { TestApi } from '../support/test-api';

/**
 * Ordering and moving on the admin notes screen in a real browser against the built web app served
 * by the API (`npm run build -w web` first): an admin drags a note and a lesson to new places and the
 * order survives a reload; then moves a lesson to another topic and a note to another lesson, and
 * both the admin lists and a visitor's reading pages show them there.
 */
let api: TestApi;
let suite: BrowserSuite;
let admin: string;
let heartFailureID: string;
let hypertensionID: string;

const save = <T>(path: CallPath, body: unknown) => api.ok<T>(path, { token: admin, body });

/** A published lesson with published notes, in the order given. */
async function publishedLesson(topicID: string, lessonName: string, noteHeaders: string[]): Promise<LessonItem> {
  const lesson = await save<LessonItem>(ApiPaths.adminChapter.saveUpdateLesson, { topicID, lessonName });
  await save(ApiPaths.adminChapter.publishLesson, { lessonID: lesson.lessonID });
  for (const noteHeader of noteHeaders) {
    const note = await save<NoteItem>(ApiPaths.adminChapter.saveUpdateNote, {
      lessonID: lesson.lessonID,
      noteHeader,
      noteContent: `<p>About ${noteHeader}.</p>`,
    });
    await save(ApiPaths.adminChapter.publishNote, { noteID: note.noteID });
  }
  return lesson;
}

beforeAll(async () => {
  suite = await BrowserSuite.start();
  api = suite.api;
  admin = await api.adminToken();
  // Free content, so a visitor reads the notes without signing in.
  const { chapterID, topicID } = await api.createTopic(admin, {
    chapterName: 'Cardiovascular Health',
    topicName: 'Heart failure',
    freeContent: true,
  });
  heartFailureID = topicID;
  hypertensionID = (
    await save<TopicMenuItem>(ApiPaths.adminChapter.saveUpdateTopic, {
      chapterID,
      topicName: 'Hypertension',
      freeContent: true,
    })
  ).topicID;
}, 60_000);
afterAll(() => suite?.stop());

async function openNotesScreen(path: string): Promise<Page> {
  const { email } = await api.createAdmin();
  const page = await suite.newPage();
  await suite.signIn(page, email);
  await page.waitForURL('**/admin/dashboard');
  await page.goto(suite.url(path));
  return page;
}

/** The row names of an admin list, top to bottom (each row is named by its lesson name or note header). */
const rowNames = (list: Locator) =>
  list
    .locator(':scope > li')
    .evaluateAll((rows) =>
      rows.map((row) => document.getElementById(row.getAttribute('aria-labelledby') ?? '')?.textContent),
    );

/** The note headers a visitor sees in a lesson, top to bottom. */
async function readerNoteHeaders(topicID: string, lessonID: string): Promise<string[]> {
  const page = await suite.newPage();
  await page.goto(suite.url(`/public/lesson/notes?topicID=${topicID}&lessonID=${lessonID}`));
  const headings = page.locator('section[aria-labelledby^="note-"] > h2');
  await headings.first().waitFor();
  const headers = await headings.allTextContents();
  await page.context().close();
  return headers;
}

test('dragged notes and lessons keep their new order after a reload, for the admin and the reader', async () => {
  const diagnosis = await publishedLesson(heartFailureID, 'Diagnosis', ['Symptoms', 'Signs', 'Imaging']);
  await publishedLesson(heartFailureID, 'Staging', []);
  const page = await openNotesScreen(`/admin/chapter/notes?topicID=${heartFailureID}&lessonID=${diagnosis.lessonID}`);
  const notes = page.getByRole('list', { name: 'Notes of Diagnosis' });
  await notes.getByRole('listitem', { name: 'Imaging' }).waitFor();
  expect(await rowNames(notes)).toEqual(['Symptoms', 'Signs', 'Imaging']);

  // Dragged up by its grip onto the first note, Imaging lands before it.
  const noteOrderSaved = page.waitForResponse(
    (response) => response.url().endsWith('/updateNoteDisplayOrder') && response.ok(),
  );
  await notes.getByRole('img', { name: 'Drag note Imaging' }).dragTo(notes.getByRole('listitem', { name: 'Symptoms' }));
  await noteOrderSaved;
  const newNoteOrder = ['Imaging', 'Symptoms', 'Signs'];
  expect(await rowNames(notes)).toEqual(newNoteOrder);

  // Dragged down onto the lesson below it, Diagnosis lands after it.
  const lessons = page.getByRole('list', { name: 'Lessons of Heart failure' });
  const lessonOrderSaved = page.waitForResponse(
    (response) => response.url().endsWith('/updateLessonDisplayOrder') && response.ok(),
  );
  await lessons
    .getByRole('img', { name: 'Drag lesson Diagnosis' })
    .dragTo(lessons.getByRole('listitem', { name: 'Staging' }));
  await lessonOrderSaved;
  expect(await rowNames(lessons)).toEqual(['Staging', 'Diagnosis']);

  await page.reload();
  await notes.getByRole('listitem', { name: 'Imaging' }).waitFor();
  expect(await rowNames(notes)).toEqual(newNoteOrder);
  expect(await rowNames(lessons)).toEqual(['Staging', 'Diagnosis']);
  await suite.snap(page, 'admin-notes-dragged');
  expect(await readerNoteHeaders(heartFailureID, diagnosis.lessonID)).toEqual(newNoteOrder);
}, 90_000);

test('a lesson moved to another topic and a note moved to another lesson show up there', async () => {
  const management = await publishedLesson(heartFailureID, 'Management', ['Diuretics', 'ACE inhibitors']);
  const screening = await publishedLesson(hypertensionID, 'Screening', ['Blood pressure checks']);
  const page = await openNotesScreen(`/admin/chapter/notes?topicID=${heartFailureID}&lessonID=${management.lessonID}`);
  const heartFailureLessons = page.getByRole('list', { name: 'Lessons of Heart failure' });

  // The note first, to a lesson of the other topic reached through the dialog's topic picker.
  await page.getByRole('button', { name: 'Move note ACE inhibitors to another lesson' }).click();
  const noteDialog = page.getByRole('dialog', { name: 'Move note' });
  await noteDialog.getByLabel('In topic').selectOption(hypertensionID);
  await noteDialog.getByLabel('To lesson').locator('option', { hasText: 'Screening' }).waitFor({ state: 'attached' });
  await noteDialog.getByLabel('To lesson').selectOption({ label: 'Screening' });
  await noteDialog.getByRole('button', { name: 'Save' }).click();
  await noteDialog.waitFor({ state: 'detached' });
  const managementNotes = page.getByRole('list', { name: 'Notes of Management' });
  await managementNotes.getByRole('listitem', { name: 'ACE inhibitors' }).waitFor({ state: 'detached' });
  expect(await rowNames(managementNotes)).toEqual(['Diuretics']);

  // Then the lesson, with its remaining note, to Hypertension.
  await heartFailureLessons.getByRole('button', { name: 'Move lesson Management to another topic' }).click();
  const lessonDialog = page.getByRole('dialog', { name: 'Move lesson' });
  await lessonDialog.getByLabel('To topic').selectOption(hypertensionID);
  await lessonDialog.getByRole('button', { name: 'Save' }).click();
  await lessonDialog.waitFor({ state: 'detached' });
  await heartFailureLessons.getByRole('listitem', { name: 'Management' }).waitFor({ state: 'detached' });

  // Exact: the rows' "Move lesson … to another topic" buttons also carry the word.
  await page.getByLabel('Topic', { exact: true }).selectOption(hypertensionID);
  const hypertensionLessons = page.getByRole('list', { name: 'Lessons of Hypertension' });
  await hypertensionLessons.getByRole('listitem', { name: 'Management' }).waitFor();
  expect(await rowNames(hypertensionLessons)).toEqual(['Screening', 'Management']);
  await hypertensionLessons.getByRole('button', { name: 'Screening', exact: true }).click();
  const screeningNotes = page.getByRole('list', { name: 'Notes of Screening' });
  await screeningNotes.getByRole('listitem', { name: 'ACE inhibitors' }).waitFor();
  expect(await rowNames(screeningNotes)).toEqual(['Blood pressure checks', 'ACE inhibitors']);
  await suite.snap(page, 'admin-notes-moved');

  // A visitor finds the lesson under Hypertension, with the note that stayed in it, and the moved note in Screening.
  const reader = await suite.newPage();
  await reader.goto(suite.url(`/public/lessons?topicID=${hypertensionID}`));
  const readerLessons = reader.getByRole('list', { name: 'Lessons' });
  await readerLessons.getByRole('link', { name: 'Management' }).waitFor();
  await reader.goto(suite.url(`/public/lessons?topicID=${heartFailureID}`));
  await reader.getByRole('list', { name: 'Lessons' }).or(reader.getByText('No lessons')).first().waitFor();
  expect(await reader.getByRole('link', { name: 'Management' }).count()).toBe(0);
  expect(await readerNoteHeaders(hypertensionID, management.lessonID)).toEqual(['Diuretics']);
  expect(await readerNoteHeaders(hypertensionID, screening.lessonID)).toEqual([
    'Blood pressure checks',
    'ACE inhibitors',
  ]);
}, 90_000);
