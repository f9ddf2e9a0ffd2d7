import { randomUUID } from 'node:crypto';
import {
  type AdminContentReport,
  ApiPaths,
  CONTENT_REPORTS_PER_DAY,
  ContentFeedbackMessages,
  type ContentReportReceipt,
  type MyContentReport,
  type Paged,
  Privileges,
} from '@notebook/contracts';
import { firstError, TestApi } from '../support/test-api';

/**
 * Error reports over HTTP (issue 29): a reader reports a problem on content they can read (once
 * while it is open); bad input and unreadable content write nothing; the content's editors triage
 * only their kinds; the reader sees the outcome.
 */
let api: TestApi;
let admin: string;
let freeNoteID: string;
let lockedNoteID: string;
let aktQuestionID: string;
let lockedAktQuestionID: string;

const report = (token: string, body: unknown) =>
  api.call<ContentReportReceipt>(ApiPaths.reader.reportContentProblem, { token, body });
const mine = (token: string) =>
  api.ok<Paged<MyContentReport>>(ApiPaths.reader.getMyContentReports, { token, body: { page: 0, rows: 20 } });
const queue = (token: string, body: unknown = {}) =>
  api.call<Paged<AdminContentReport>>(ApiPaths.adminContentReport.getPagedContentReports, { token, body });
const answer = (token: string, body: unknown) =>
  api.call<AdminContentReport>(ApiPaths.adminContentReport.answerContentReport, { token, body });
const reportCount = async () =>
  Number(
    (
      await api.resources.db
        .selectFrom('content_report')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );

async function aktQuestionIn(topicID: string): Promise<string> {
  const created = await api.ok<{
    aktemAnswerListDTO: {
      aktQuestionDTO: { aktQuestionID: string };
      aktemAnswerDTOList: Array<{ aktEmAnswerID: string }>;
    };
  }>(ApiPaths.adminChapter.saveUpdateAKTEMAnswerList, {
    token: admin,
    body: {
      aktQuestionDTO: { topicID, questionName: `Asthma ${randomUUID().slice(0, 6)}`, aktType: 'AKT', noOfAnswers: 2 },
      aktemAnswerDTOList: [{ answer: 'ICS' }, { answer: 'SABA' }],
    },
  });
  const aktQuestionID = created.aktemAnswerListDTO.aktQuestionDTO.aktQuestionID;
  await api.ok(ApiPaths.adminChapter.saveUpdateAKTEMQuestion, {
    token: admin,
    body: {
      aktQuestionID,
      question: '<p>First-line preventer?</p>',
      correctAnswerID: created.aktemAnswerListDTO.aktemAnswerDTOList[0]!.aktEmAnswerID,
    },
  });
  return aktQuestionID;
}

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminToken();
  const { chapterID, topicID: freeTopicID } = await api.createTopic(admin, { topicName: 'Asthma', freeContent: true });
  const paidTopicID = await api.addTopic(admin, chapterID, 'COPD');
  freeNoteID = (await api.noteInNewLesson(admin, freeTopicID, 'Spirometry')).noteID;
  lockedNoteID = (await api.noteInNewLesson(admin, paidTopicID, 'Inhaler technique')).noteID;
  aktQuestionID = await aktQuestionIn(freeTopicID);
  lockedAktQuestionID = await aktQuestionIn(paidTopicID);
});
afterAll(() => api.stop());

test('a reader reports a problem on an AKT question: thanked, listed as New on their reports and in the queue', async () => {
  const reader = await api.signedInReader();
  const response = await report(reader.token, {
    contentType: 'AKT',
    contentID: aktQuestionID,
    reason: 'OUTDATED_GUIDELINE',
    text: '  The 2025 handbook changed the first-line preventer.  ',
  });
  if (response.body.status !== 'SUCCESS') throw new Error(JSON.stringify(response.body));
  expect(response.body.message).toBe(ContentFeedbackMessages.reported);
  const { reportID } = response.body.result;

  const own = await mine(reader.token);
  expect(own.totalNoOfRecords).toBe(1);
  expect(own.pageData[0]).toMatchObject({
    contentReportID: reportID,
    contentType: 'AKT',
    contentName: expect.stringMatching(/^Asthma /),
    reason: 'OUTDATED_GUIDELINE',
    text: 'The 2025 handbook changed the first-line preventer.',
    status: 'NEW',
    reply: null,
  });
  const [event] = await api.resources.eventStore.readStream(`contentReport-${reportID}`);
  expect(event).toMatchObject({
    type: 'ContentProblemReported',
    metadata: { actorType: 'READER', actorId: reader.userId },
  });
  // Another reader does not see it among theirs.
  expect((await mine((await api.signedInReader()).token)).totalNoOfRecords).toBe(0);
});

test('the same reader reporting the same content while it is open: 409 with a clear message, nothing written', async () => {
  const reader = await api.signedInReader();
  const body = { contentType: 'NOTE', contentID: freeNoteID, reason: 'TYPO', text: 'FEVI should read FEV1.' };
  expect((await report(reader.token, body)).status).toBe(200);
  const before = await reportCount();
  const again = await report(reader.token, { ...body, reason: 'UNCLEAR' });
  expect(again.status).toBe(409);
  expect(firstError(again.body)?.errorMessage).toBe(ContentFeedbackMessages.alreadyReported);
  expect(await reportCount()).toBe(before);
});

test('content the reader cannot read: locked 403, missing 404; nothing written', async () => {
  const reader = await api.signedInReader();
  const before = await reportCount();
  const locked = await report(reader.token, {
    contentType: 'NOTE',
    contentID: lockedNoteID,
    reason: 'TYPO',
    text: 'x',
  });
  expect(locked.status).toBe(403);
  expect(firstError(locked.body)?.errorMessage).toBe(ContentFeedbackMessages.contentNotOpen);
  const lockedQuestion = await report(reader.token, {
    contentType: 'AKT',
    contentID: lockedAktQuestionID,
    reason: 'TYPO',
    text: 'x',
  });
  expect(lockedQuestion.status).toBe(403);
  const missing = await report(reader.token, {
    contentType: 'MSQ',
    contentID: randomUUID(),
    reason: 'TYPO',
    text: 'x',
  });
  expect(missing.status).toBe(404);
  expect(firstError(missing.body)).toMatchObject({
    errorMessage: ContentFeedbackMessages.contentNotFound,
    field: 'contentID',
  });
  // An AKT question's id named as a note is not found either.
  expect(
    (await report(reader.token, { contentType: 'NOTE', contentID: aktQuestionID, reason: 'TYPO', text: 'x' })).status,
  ).toBe(404);
  expect(await reportCount()).toBe(before);
});

test.each([
  ['contentType', { contentType: 'VIDEO', contentID: randomUUID(), reason: 'TYPO', text: 'x' }],
  ['contentID', { contentType: 'NOTE', contentID: 'not-an-id', reason: 'TYPO', text: 'x' }],
  ['reason', { contentType: 'NOTE', contentID: randomUUID(), reason: 'BORING', text: 'x' }],
  ['text', { contentType: 'NOTE', contentID: randomUUID(), reason: 'TYPO', text: '   ' }],
  ['text', { contentType: 'NOTE', contentID: randomUUID(), reason: 'TYPO', text: 'x'.repeat(2001) }],
])('bad input: 400 naming %s, nothing written (case %#)', async (field, body) => {
  const reader = await api.signedInReader();
  const before = await reportCount();
  const response = await report(reader.token, body);
  expect(response.status).toBe(400);
  expect(firstError(response.body)?.field).toBe(field);
  expect(await reportCount()).toBe(before);
});

test('triage by privilege: a note editor sees and answers only notes; a question editor only their questions', async () => {
  const reader = await api.signedInReader();
  const noteReport = (
    await api.ok<ContentReportReceipt>(ApiPaths.reader.reportContentProblem, {
      token: reader.token,
      body: { contentType: 'NOTE', contentID: freeNoteID, reason: 'WRONG_ANSWER', text: 'The dose is wrong.' },
    })
  ).reportID;
  const aktReport = (
    await api.ok<ContentReportReceipt>(ApiPaths.reader.reportContentProblem, {
      token: reader.token,
      body: { contentType: 'AKT', contentID: aktQuestionID, reason: 'UNCLEAR', text: 'Two options look right.' },
    })
  ).reportID;
  const noteEditor = await api.adminToken([Privileges.note.update]);
  const aktEditor = await api.adminToken([Privileges.aktQuestion.addEdit]);

  const notesSeen = await queue(noteEditor, { rows: 100 });
  if (notesSeen.body.status !== 'SUCCESS') throw new Error(JSON.stringify(notesSeen.body));
  const noteIDs = notesSeen.body.result.pageData.map((row) => row.contentReportID);
  expect(noteIDs).toContain(noteReport);
  expect(noteIDs).not.toContain(aktReport);
  expect(new Set(notesSeen.body.result.pageData.map((row) => row.contentType))).toEqual(new Set(['NOTE']));
  // Asking for another kind shows nothing rather than widening the view.
  const asked = await queue(noteEditor, { contentType: 'AKT' });
  expect(asked.body.status === 'SUCCESS' && asked.body.result.totalNoOfRecords).toBe(0);

  const refused = await answer(noteEditor, { contentReportID: aktReport, status: 'ACCEPTED' });
  expect(refused.status).toBe(403);
  expect(firstError(refused.body)?.errorMessage).toBe(ContentFeedbackMessages.notYourKind);
  expect((await answer(aktEditor, { contentReportID: aktReport, status: 'ACCEPTED' })).status).toBe(200);

  // Filters: status and reason.
  const accepted = await queue(aktEditor, { status: 'ACCEPTED', reason: 'UNCLEAR', rows: 100 });
  expect(
    accepted.body.status === 'SUCCESS' && accepted.body.result.pageData.map((row) => row.contentReportID),
  ).toContain(aktReport);
  const otherReason = await queue(aktEditor, { reason: 'TYPO', rows: 100 });
  expect(
    otherReason.body.status === 'SUCCESS' && otherReason.body.result.pageData.map((r) => r.contentReportID),
  ).not.toContain(aktReport);
  // No editor privilege at all: 403.
  expect((await queue(await api.adminToken([Privileges.reader.view]))).status).toBe(403);
});

test('rejecting needs a reply (400 naming reply); the reply reaches the reader; a closed report takes no other status', async () => {
  const reader = await api.signedInReader();
  const { reportID } = await api.ok<ContentReportReceipt>(ApiPaths.reader.reportContentProblem, {
    token: reader.token,
    body: { contentType: 'AKT', contentID: aktQuestionID, reason: 'WRONG_ANSWER', text: 'B is right, not A.' },
  });
  const editor = await api.adminToken([Privileges.aktQuestion.addEdit]);
  const noReply = await answer(editor, { contentReportID: reportID, status: 'REJECTED' });
  expect(noReply.status).toBe(400);
  expect(firstError(noReply.body)).toMatchObject({
    field: 'reply',
    errorMessage: ContentFeedbackMessages.replyRequired,
  });
  expect((await mine(reader.token)).pageData[0]!.status).toBe('NEW');

  const fixedEarly = await answer(editor, { contentReportID: reportID, status: 'FIXED' });
  expect(fixedEarly.status).toBe(409);

  const rejected = await answer(editor, {
    contentReportID: reportID,
    status: 'REJECTED',
    reply: 'A is right: the 2025 handbook keeps it.',
  });
  expect(rejected.status).toBe(200);
  expect(rejected.body.status === 'SUCCESS' && rejected.body.message).toBe('Successfully updated');
  expect((await mine(reader.token)).pageData[0]).toMatchObject({
    status: 'REJECTED',
    reply: 'A is right: the 2025 handbook keeps it.',
    answeredAt: expect.any(String),
  });
  expect((await answer(editor, { contentReportID: reportID, status: 'ACCEPTED' })).status).toBe(409);

  // Once closed, the reader may report the same question again.
  const again = await report(reader.token, {
    contentType: 'AKT',
    contentID: aktQuestionID,
    reason: 'WRONG_ANSWER',
    text: 'Still think B.',
  });
  expect(again.status).toBe(200);
});

test("the reporter is notified of each answer, once, in their bell only: 'Your report on <content> was <status>: <reply>'", async () => {
  const reader = await api.signedInReader();
  const other = await api.signedInReader();
  const { reportID } = await api.ok<ContentReportReceipt>(ApiPaths.reader.reportContentProblem, {
    token: reader.token,
    body: { contentType: 'NOTE', contentID: freeNoteID, reason: 'TYPO', text: 'FEVI should read FEV1.' },
  });
  const editor = await api.adminToken([Privileges.note.update]);
  await answer(editor, { contentReportID: reportID, status: 'ACCEPTED' });
  await answer(editor, { contentReportID: reportID, status: 'FIXED', reply: 'Corrected, thank you.' });
  await api.runDueJobs();
  await api.runDueJobs();

  const bell = async (token: string) =>
    (
      await api.ok<Paged<{ notificationTopic: string; notificationType: string }>>(
        ApiPaths.reader.getPagedNotificationsByReaderID,
        { token, body: { page: 0, rows: 20 } },
      )
    ).pageData;
  // Both may carry the same instant (the tests' clock), so their order is not asserted.
  const told = await bell(reader.token);
  expect(told.map((item) => item.notificationTopic).sort()).toEqual([
    'Your report on Spirometry was accepted.',
    'Your report on Spirometry was fixed: Corrected, thank you.',
  ]);
  expect(told.every((item) => item.notificationType === 'TOPIC')).toBe(true);
  expect(await bell(other.token)).toEqual([]);
});

test('an unknown report: 404 naming contentReportID', async () => {
  const response = await answer(admin, { contentReportID: randomUUID(), status: 'ACCEPTED' });
  expect(response.status).toBe(404);
  expect(firstError(response.body)?.field).toBe('contentReportID');
});

test('a reader may send 20 reports a day: the 21st is 429 with the limit in words, nothing written', async () => {
  const reader = await api.signedInReader();
  const { topicID } = await api.createTopic(admin, { topicName: 'Limits', freeContent: true });
  const lessonID = await api.createLesson(admin, topicID, 'Many notes', { publish: true });
  const notes: string[] = [];
  for (let n = 0; n <= CONTENT_REPORTS_PER_DAY; n += 1)
    notes.push(await api.createNote(admin, lessonID, `Note ${n}`, '<p>Text</p>', { publish: true }));
  const body = (contentID: string) => ({ contentType: 'NOTE', contentID, reason: 'TYPO', text: 'A typo' });
  for (const noteID of notes.slice(0, CONTENT_REPORTS_PER_DAY))
    expect((await report(reader.token, body(noteID))).status).toBe(200);
  const before = await reportCount();
  const over = await report(reader.token, body(notes[CONTENT_REPORTS_PER_DAY]!));
  expect(over.status).toBe(429);
  expect(firstError(over.body)?.errorMessage).toBe(ContentFeedbackMessages.tooManyReports);
  expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await reportCount()).toBe(before);
  // Another reader is not held back by it.
  expect((await report((await api.signedInReader()).token, body(notes[CONTENT_REPORTS_PER_DAY]!))).status).toBe(200);
}, 60_000);
