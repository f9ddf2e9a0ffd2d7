import { randomUUID } from 'node:crypto';
import {
  ApiPaths,
  ContentSourceMessages,
  type ContentNeedingReview,
  type ContentSourceItem,
  type KfpCaseDTO,
  Messages,
  type NoteItem,
  type Paged,
  Privileges,
  sydneyToday,
} from '@notebook/contracts';
import { firstError, TestApi } from '../support/test-api';

/**
 * Content that shows its source (issue 29) over HTTP: editors record a source and a last-reviewed
 * date through the existing saves; bad input is refused naming the field, nothing recorded; readers
 * get the sources of what they may open; editors list what is due for review, of their kinds only.
 */
let api: TestApi;
let admin: string;
let freeTopicID: string;
let paidTopicID: string;

const handbook = {
  sourceTitle: 'Australian Asthma Handbook',
  sourceUrl: 'https://www.asthmahandbook.org.au',
  lastReviewedOn: '2026-01-20',
};
const saveNote = (token: string, body: Record<string, unknown>) =>
  api.call<NoteItem>(ApiPaths.adminChapter.saveUpdateNote, { token, body });
const sources = (token: string, body: unknown) =>
  api.call<ContentSourceItem[]>(ApiPaths.reader.getContentSources, { token, body });
const reviewList = (token: string, body: unknown = {}) =>
  api.ok<Paged<ContentNeedingReview>>(ApiPaths.adminContentReport.getContentNeedingReview, {
    token,
    body: { rows: 100, ...(body as object) },
  });
const sourceEvents = async (stream: string) =>
  (await api.resources.eventStore.readStream(stream)).filter((event) => event.type.endsWith('SourceChanged'));

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminToken();
  const created = await api.createTopic(admin, { topicName: 'Asthma', freeContent: true });
  freeTopicID = created.topicID;
  paidTopicID = await api.addTopic(admin, created.chapterID, 'COPD');
});
afterAll(() => api.stop());

test('an editor records a note’s source; the admin read shows it; a save without source fields leaves it', async () => {
  const { noteID, lessonID } = await api.noteInNewLesson(admin, freeTopicID, 'Spirometry');
  const saved = await saveNote(admin, {
    noteID,
    lessonID,
    noteHeader: 'Spirometry',
    noteContent: '<p>Text</p>',
    ...handbook,
  });
  expect(saved.status).toBe(200);
  expect(saved.body.status === 'SUCCESS' && saved.body.result).toMatchObject(handbook);
  await saveNote(admin, { noteID, lessonID, noteHeader: 'Spirometry', noteContent: '<p>Text</p>' });
  await saveNote(admin, { noteID, lessonID, noteHeader: 'Spirometry', noteContent: '<p>Text</p>', ...handbook });

  expect(await sourceEvents(`note-${noteID}`)).toEqual([
    expect.objectContaining({ type: 'NoteSourceChanged', data: { noteID, ...handbook } }),
  ]);
  const notes = await api.ok<{ notes: NoteItem[] }>(ApiPaths.adminChapter.getLessonNotes, {
    token: admin,
    body: { lessonID },
  });
  expect(notes.notes[0]).toMatchObject(handbook);
});

test.each([
  ['sourceUrl', { sourceUrl: 'http://www.asthmahandbook.org.au' }, ContentSourceMessages.httpsLink],
  ['sourceUrl', { sourceUrl: 'not a link' }, ContentSourceMessages.httpsLink],
  ['sourceTitle', { sourceTitle: 'x'.repeat(301) }, Messages.maxLength(300)],
  ['lastReviewedOn', { lastReviewedOn: '2026-02-30' }, Messages.invalidDate],
  ['lastReviewedOn', { lastReviewedOn: '2999-01-01' }, ContentSourceMessages.reviewedInFuture],
  ['sourceTitle', { sourceTitle: '', sourceUrl: 'https://www.tg.org.au' }, ContentSourceMessages.titleForLink],
])('bad %s (%j): 400 naming it, nothing recorded', async (field, source, message) => {
  const { noteID, lessonID } = await api.noteInNewLesson(admin, freeTopicID, `Peak flow ${randomUUID().slice(0, 4)}`);
  const response = await saveNote(admin, {
    noteID,
    lessonID,
    noteHeader: 'Changed',
    noteContent: '<p>x</p>',
    ...source,
  });
  expect(response.status).toBe(400);
  expect(firstError(response.body)).toMatchObject({ field, errorMessage: message });
  expect(await sourceEvents(`note-${noteID}`)).toEqual([]);
  const events = await api.resources.eventStore.readStream(`note-${noteID}`);
  expect(events.some((event) => event.type === 'NoteRetitled')).toBe(false);
});

test('a KFP case carries its source; readers get the sources of what they may open, not of locked content', async () => {
  const kfp = await api.ok<KfpCaseDTO>(ApiPaths.adminChapter.saveUpdateKFPCase, {
    token: admin,
    body: { topicID: freeTopicID, caseName: 'Wheeze', caseDescription: '<p>A girl of 6</p>', ...handbook },
  });
  expect(kfp).toMatchObject(handbook);
  // A case is practised (and so read) once it has a question.
  await api.ok(ApiPaths.adminChapter.saveUpdateKFPCaseQuestion, {
    token: admin,
    body: {
      kfpCaseID: kfp.kfpCaseID,
      question: '<p>Next step?</p>',
      kfpAnswerType: 'TEXT',
      noOfAnswers: 1,
      questionAnswers: [{ answer: 'Spirometry' }],
    },
  });
  const free = await api.noteInNewLesson(admin, freeTopicID, 'Action plans');
  const locked = await api.noteInNewLesson(admin, paidTopicID, 'Inhalers');
  for (const { noteID, lessonID } of [free, locked])
    await saveNote(admin, { noteID, lessonID, noteHeader: 'Source', noteContent: '<p>x</p>', ...handbook });

  const reader = await api.signedInReader();
  const notes = await sources(reader.token, { contentType: 'NOTE', contentIDs: [free.noteID, locked.noteID] });
  expect(notes.body.status === 'SUCCESS' && notes.body.result).toEqual([{ contentID: free.noteID, ...handbook }]);
  const cases = await sources(reader.token, { contentType: 'KFP', contentIDs: [kfp.kfpCaseID] });
  expect(cases.body.status === 'SUCCESS' && cases.body.result).toEqual([{ contentID: kfp.kfpCaseID, ...handbook }]);
  const bad = await sources(reader.token, { contentType: 'NOTE', contentIDs: [] });
  expect(bad.status).toBe(400);
  expect(firstError(bad.body)).toMatchObject({ field: 'contentIDs' });
});

test('the review list: never or long-ago reviewed content and content with open reports, of the editor’s kinds only', async () => {
  const stale = await api.noteInNewLesson(admin, freeTopicID, `Stale ${randomUUID().slice(0, 4)}`);
  const fresh = await api.noteInNewLesson(admin, freeTopicID, `Fresh ${randomUUID().slice(0, 4)}`);
  const reported = await api.noteInNewLesson(admin, freeTopicID, `Reported ${randomUUID().slice(0, 4)}`);
  const today = sydneyToday();
  const review = (note: { noteID: string; lessonID: string }, lastReviewedOn: string) =>
    saveNote(admin, {
      ...note,
      noteHeader: 'x',
      noteContent: '<p>x</p>',
      sourceTitle: 'RACGP Red Book',
      lastReviewedOn,
    });
  await review(stale, '2020-01-01');
  await review(fresh, today);
  await review(reported, today);
  const reader = await api.signedInReader();
  await api.ok(ApiPaths.reader.reportContentProblem, {
    token: reader.token,
    body: { contentType: 'NOTE', contentID: reported.noteID, reason: 'OUTDATED_GUIDELINE', text: 'New edition.' },
  });

  const noteEditor = await api.adminToken([Privileges.note.update]);
  const listed = (await reviewList(noteEditor)).pageData;
  const ids = listed.map((item) => item.contentID);
  expect(listed[0]).toMatchObject({
    contentID: reported.noteID,
    openReports: 1,
    reviewDue: false,
    topicID: freeTopicID,
  });
  expect(ids).toContain(stale.noteID);
  expect(ids).not.toContain(fresh.noteID);
  expect(listed.find((item) => item.contentID === stale.noteID)).toMatchObject({
    contentType: 'NOTE',
    lastReviewedOn: '2020-01-01',
    reviewDue: true,
    lessonID: stale.lessonID,
  });
  expect(listed.every((item) => item.contentType === 'NOTE')).toBe(true);
  expect((await reviewList(noteEditor, { reason: 'OPEN_REPORTS' })).pageData.map((item) => item.contentID)).toEqual([
    reported.noteID,
  ]);

  const aktEditor = await api.adminToken([Privileges.aktQuestion.addEdit]);
  expect((await reviewList(aktEditor)).pageData.every((item) => item.contentType === 'AKT')).toBe(true);
});
