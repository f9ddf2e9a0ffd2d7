import type { AdminLessonNotesResult, AdminTopicLessonsResult, LessonItem, NoteItem } from '@notebook/contracts';
import { Privileges, ApiPaths } from '@notebook/contracts';
import { sql } from 'kysely';
import { TestApi, type CallPath } from '../support/test-api';

/** The admin's lesson and note calls over HTTP: saves, order, moves, privileges, sanitising, bad input. */
let api: TestApi;
let token: string;
let chapterID: string;
let topicID: string;
let otherTopicID: string;
const UNKNOWN_ID = '0190a0b0-0000-7000-8000-0000000000ff';

const save = <T>(path: CallPath, body: unknown) => api.ok<T>(path, { token, body });
const newLesson = (lessonName: string, topic = topicID) =>
  save<LessonItem>(ApiPaths.adminChapter.saveUpdateLesson, { topicID: topic, lessonName });
const newNote = (lessonID: string, noteHeader: string, noteContent = '<p>text</p>') =>
  save<NoteItem>(ApiPaths.adminChapter.saveUpdateNote, { lessonID, noteHeader, noteContent });
const lessonsOf = (topic: string) =>
  save<AdminTopicLessonsResult>(ApiPaths.adminChapter.getTopicLessons, { topicID: topic });
const notesOf = (lessonID: string) => save<AdminLessonNotesResult>(ApiPaths.adminChapter.getLessonNotes, { lessonID });

beforeAll(async () => {
  api = await TestApi.start();
  token = await api.adminToken();
  ({ chapterID, topicID } = await api.createTopic(token, { chapterGroupName: 'G', chapterName: 'C', topicName: 'T' }));
  otherTopicID = await api.addTopic(token, chapterID, 'Other');
});
afterAll(() => api.stop());

test('a new lesson and note start active and in draft, numbered in order, with trimmed names', async () => {
  const response = await api.call<LessonItem>(ApiPaths.adminChapter.saveUpdateLesson, {
    token,
    body: { topicID, lessonName: '  Diagnosis  ' },
  });
  expect(response.body).toMatchObject({
    status: 'SUCCESS',
    message: 'Successfully saved / updated',
    result: { lessonName: 'Diagnosis', status: 'ACT', publishState: 'DRAFT', lessonType: 'AUTHOR', displayOrder: 1 },
  });
  const lesson = (response.body as { result: LessonItem }).result;
  const second = await newLesson('Treatment');
  expect(second.displayOrder).toBe(2);
  const note = await newNote(lesson.lessonID, ' Thresholds ', '<p>140/90</p>');
  expect(note).toMatchObject({
    noteHeader: 'Thresholds',
    noteContent: '<p>140/90</p>',
    status: 'ACT',
    publishState: 'DRAFT',
    displayOrder: 1,
  });

  const renamed = await save<LessonItem>(ApiPaths.adminChapter.saveUpdateLesson, {
    lessonID: lesson.lessonID,
    topicID,
    lessonName: 'Diagnosis and staging',
    status: 'INA',
  });
  expect(renamed).toMatchObject({ lessonName: 'Diagnosis and staging', status: 'INA' });
  expect(
    (await save<LessonItem>(ApiPaths.adminChapter.publishLesson, { lessonID: lesson.lessonID })).publishState,
  ).toBe('PUBLISHED');
  expect((await save<LessonItem>(ApiPaths.adminChapter.draftLesson, { lessonID: lesson.lessonID })).publishState).toBe(
    'DRAFT',
  );
  expect((await save<NoteItem>(ApiPaths.adminChapter.publishNote, { noteID: note.noteID })).publishState).toBe(
    'PUBLISHED',
  );
  expect(
    (await save<NoteItem>(ApiPaths.adminChapter.updateNoteStatus, { noteID: note.noteID, status: 'INA' })).status,
  ).toBe('INA');

  const listed = await lessonsOf(topicID);
  expect(listed.lessons.map((l) => [l.lessonName, l.notes.map((n) => n.noteHeader)])).toEqual([
    ['Diagnosis and staging', ['Thresholds']],
    ['Treatment', []],
  ]);
});

test('note HTML is stored sanitised, and its words are kept as plain text for search', async () => {
  const lesson = await newLesson('Sanitising');
  const note = await newNote(
    lesson.lessonID,
    'XSS',
    '<h2 onclick="x()">BP</h2><script>alert(1)</script><p>Target &lt;140 <a href="javascript:alert(1)">link</a><img src=x onerror=alert(1)></p>',
  );
  expect(note.noteContent).toBe('<h2>BP</h2><p>Target &lt;140 <a>link</a></p>');
  const { rows } = await sql<{ note_text: string }>`SELECT note_text FROM note WHERE note_id = ${note.noteID}`.execute(
    api.resources.db,
  );
  expect(rows[0]!.note_text).toBe('BP Target <140 link');
  const updated = await save<NoteItem>(ApiPaths.adminChapter.saveUpdateNote, {
    noteID: note.noteID,
    lessonID: lesson.lessonID,
    noteHeader: 'XSS',
    noteContent: '<p style="x">safe <b>now</b></p>',
  });
  expect(updated.noteContent).toBe('<p>safe <b>now</b></p>');
  const events = await api.database.eventStore.readStream(`note-${note.noteID}`);
  expect(JSON.stringify(events.map((event) => event.data))).not.toMatch(/script|onerror|onclick|javascript/);
});

test('lessons and notes are reordered; a wrong list is refused and changes nothing', async () => {
  const topic = await api.addTopic(token, chapterID, 'Order');
  const [a, b, c] = [await newLesson('A', topic), await newLesson('B', topic), await newLesson('C', topic)];
  await save(ApiPaths.adminChapter.updateLessonDisplayOrder, {
    topicID: topic,
    lessonIDs: [c.lessonID, a.lessonID, b.lessonID],
  });
  expect((await lessonsOf(topic)).lessons.map((l) => l.lessonName)).toEqual(['C', 'A', 'B']);
  const wrong = await api.call(ApiPaths.adminChapter.updateLessonDisplayOrder, {
    token,
    body: { topicID: topic, lessonIDs: [a.lessonID, b.lessonID] },
  });
  expect(wrong.status).toBe(400);
  expect(wrong.body).toMatchObject({ appsErrorMessages: [{ field: 'lessonIDs' }] });

  const [n1, n2] = [await newNote(a.lessonID, 'one'), await newNote(a.lessonID, 'two')];
  const reordered = await save<AdminLessonNotesResult>(ApiPaths.adminChapter.updateNoteDisplayOrder, {
    lessonID: a.lessonID,
    noteIDs: [n2.noteID, n1.noteID],
  });
  expect(reordered.notes.map((n) => n.noteHeader)).toEqual(['two', 'one']);
});

test('moving a lesson or a note puts it at the end of its new parent; its notes follow the lesson', async () => {
  const target = await newLesson('Already there', otherTopicID);
  const moving = await newLesson('Moving');
  const child = await newNote(moving.lessonID, 'Child');
  const moved = await save<LessonItem>(ApiPaths.adminChapter.moveLesson, {
    lessonID: moving.lessonID,
    topicID: otherTopicID,
  });
  expect(moved).toMatchObject({ topicID: otherTopicID, displayOrder: 2 });
  expect(
    (await lessonsOf(otherTopicID)).lessons.find((l) => l.lessonID === moving.lessonID)!.notes.map((n) => n.noteID),
  ).toEqual([child.noteID]);

  await newNote(target.lessonID, 'First');
  const movedNote = await save<NoteItem>(ApiPaths.adminChapter.moveNote, {
    noteID: child.noteID,
    lessonID: target.lessonID,
  });
  expect(movedNote).toMatchObject({ lessonID: target.lessonID, displayOrder: 2 });
  expect((await notesOf(target.lessonID)).notes.map((n) => n.noteHeader)).toEqual(['First', 'Child']);
});

test('a save does not move a lesson to another topic: that is a move, with its own privilege', async () => {
  const lesson = await newLesson('Stays');
  const response = await api.call(ApiPaths.adminChapter.saveUpdateLesson, {
    token,
    body: { lessonID: lesson.lessonID, topicID: otherTopicID, lessonName: 'Stays' },
  });
  expect(response.status).toBe(409);
  expect(response.body).toMatchObject({ appsErrorMessages: [{ field: 'topicID' }] });
});

test('each call needs its privilege of the lesson or note family', async () => {
  const lesson = await newLesson('Guarded');
  const note = await newNote(lesson.lessonID, 'Guarded note');
  const updater = await api.adminToken([Privileges.lesson.update, Privileges.note.update]);
  expect(
    (
      await api.call(ApiPaths.adminChapter.saveUpdateLesson, {
        token: updater,
        body: { lessonID: lesson.lessonID, topicID, lessonName: 'Renamed' },
      })
    ).status,
  ).toBe(200);
  expect(
    (await api.call(ApiPaths.adminChapter.saveUpdateLesson, { token: updater, body: { topicID, lessonName: 'New' } }))
      .status,
  ).toBe(403);
  expect(
    (
      await api.call(ApiPaths.adminChapter.saveUpdateNote, {
        token: updater,
        body: { lessonID: lesson.lessonID, noteHeader: 'New' },
      })
    ).status,
  ).toBe(403);
  for (const [path, body] of [
    [ApiPaths.adminChapter.publishLesson, { lessonID: lesson.lessonID }],
    [ApiPaths.adminChapter.draftLesson, { lessonID: lesson.lessonID }],
    [ApiPaths.adminChapter.updateLessonStatus, { lessonID: lesson.lessonID, status: 'INA' }],
    [ApiPaths.adminChapter.moveLesson, { lessonID: lesson.lessonID, topicID: otherTopicID }],
    [ApiPaths.adminChapter.updateLessonDisplayOrder, { topicID, lessonIDs: [lesson.lessonID] }],
    [ApiPaths.adminChapter.publishNote, { noteID: note.noteID }],
    [ApiPaths.adminChapter.draftNote, { noteID: note.noteID }],
    [ApiPaths.adminChapter.updateNoteStatus, { noteID: note.noteID, status: 'INA' }],
    [ApiPaths.adminChapter.moveNote, { noteID: note.noteID, lessonID: lesson.lessonID }],
    [ApiPaths.adminChapter.updateNoteDisplayOrder, { lessonID: lesson.lessonID, noteIDs: [note.noteID] }],
  ] as const) {
    expect([path, (await api.call(path, { token: updater, body })).status]).toEqual([path, 403]);
  }
  const publisher = await api.adminToken([Privileges.note.publish]);
  expect(
    (await api.call(ApiPaths.adminChapter.publishNote, { token: publisher, body: { noteID: note.noteID } })).status,
  ).toBe(200);
  const reader = await api.createReader({ subscribed: true });
  const readerToken = (await api.login(reader.email)).token;
  expect(
    (await api.call(ApiPaths.adminChapter.getTopicLessons, { token: readerToken, body: { topicID } })).status,
  ).toBe(403);
  expect((await api.call(ApiPaths.adminChapter.getTopicLessons, { body: { topicID } })).status).toBe(401);
});

describe('bad input is refused with a 400 naming the field, and nothing is written', () => {
  let lessonID: string;
  let noteID: string;
  beforeAll(async () => {
    lessonID = (await newLesson('Bad input')).lessonID;
    noteID = (await newNote(lessonID, 'Bad input note')).noteID;
  });
  const long = (n: number) => 'x'.repeat(n);
  type Case = { name: string; path: CallPath; body: () => unknown; field?: string; status?: number; message?: string };
  const cases: Case[] = [
    {
      name: 'lesson: blank name',
      path: ApiPaths.adminChapter.saveUpdateLesson,
      body: () => ({ topicID, lessonName: '  ' }),
      field: 'lessonName',
      message: 'Required',
    },
    {
      name: 'lesson: name too long',
      path: ApiPaths.adminChapter.saveUpdateLesson,
      body: () => ({ topicID, lessonName: long(201) }),
      field: 'lessonName',
      message: 'Max length is 200',
    },
    {
      name: 'lesson: missing topic',
      path: ApiPaths.adminChapter.saveUpdateLesson,
      body: () => ({ lessonName: 'L' }),
      field: 'topicID',
    },
    {
      name: 'lesson: topic id not a uuid',
      path: ApiPaths.adminChapter.saveUpdateLesson,
      body: () => ({ topicID: "1' OR '1'='1", lessonName: 'L' }),
      field: 'topicID',
    },
    {
      name: 'lesson: unknown status',
      path: ApiPaths.adminChapter.saveUpdateLesson,
      body: () => ({ topicID, lessonName: 'L', status: 'DELETED' }),
      field: 'status',
    },
    {
      name: 'lesson: topic that does not exist',
      path: ApiPaths.adminChapter.saveUpdateLesson,
      body: () => ({ topicID: UNKNOWN_ID, lessonName: 'L' }),
      status: 404,
      field: 'topicID',
    },
    {
      name: 'lesson: unknown lesson id',
      path: ApiPaths.adminChapter.saveUpdateLesson,
      body: () => ({ lessonID: UNKNOWN_ID, topicID, lessonName: 'L' }),
      status: 404,
    },
    {
      name: 'lesson status: lower case',
      path: ApiPaths.adminChapter.updateLessonStatus,
      body: () => ({ lessonID, status: 'ina' }),
      field: 'status',
    },
    {
      name: 'lesson publish: unknown lesson',
      path: ApiPaths.adminChapter.publishLesson,
      body: () => ({ lessonID: UNKNOWN_ID }),
      status: 404,
    },
    {
      name: 'lesson order: empty list',
      path: ApiPaths.adminChapter.updateLessonDisplayOrder,
      body: () => ({ topicID, lessonIDs: [] }),
      field: 'lessonIDs',
    },
    {
      name: 'lesson order: unknown topic',
      path: ApiPaths.adminChapter.updateLessonDisplayOrder,
      body: () => ({ topicID: UNKNOWN_ID, lessonIDs: [lessonID] }),
      status: 404,
      field: 'topicID',
    },
    {
      name: 'lesson move: topic that does not exist',
      path: ApiPaths.adminChapter.moveLesson,
      body: () => ({ lessonID, topicID: UNKNOWN_ID }),
      status: 404,
      field: 'topicID',
    },
    {
      name: 'note: blank header',
      path: ApiPaths.adminChapter.saveUpdateNote,
      body: () => ({ lessonID, noteHeader: ' ' }),
      field: 'noteHeader',
      message: 'Required',
    },
    {
      name: 'note: header too long',
      path: ApiPaths.adminChapter.saveUpdateNote,
      body: () => ({ lessonID, noteHeader: long(401) }),
      field: 'noteHeader',
      message: 'Max length is 400',
    },
    {
      name: 'note: content not text',
      path: ApiPaths.adminChapter.saveUpdateNote,
      body: () => ({ lessonID, noteHeader: 'N', noteContent: { html: '<p>' } }),
      field: 'noteContent',
    },
    {
      name: 'note: lesson that does not exist',
      path: ApiPaths.adminChapter.saveUpdateNote,
      body: () => ({ lessonID: UNKNOWN_ID, noteHeader: 'N' }),
      status: 404,
      field: 'lessonID',
    },
    {
      name: 'note status: missing id',
      path: ApiPaths.adminChapter.updateNoteStatus,
      body: () => ({ status: 'INA' }),
      field: 'noteID',
    },
    {
      name: 'note draft: id not a uuid',
      path: ApiPaths.adminChapter.draftNote,
      body: () => ({ noteID: 'nope' }),
      field: 'noteID',
    },
    {
      name: 'note order: duplicates',
      path: ApiPaths.adminChapter.updateNoteDisplayOrder,
      body: () => ({ lessonID, noteIDs: [noteID, noteID] }),
      field: 'noteIDs',
    },
    {
      name: 'note move: lesson that does not exist',
      path: ApiPaths.adminChapter.moveNote,
      body: () => ({ noteID, lessonID: UNKNOWN_ID }),
      status: 404,
      field: 'lessonID',
    },
    {
      name: 'admin lessons: unknown topic',
      path: ApiPaths.adminChapter.getTopicLessons,
      body: () => ({ topicID: UNKNOWN_ID }),
      status: 404,
      field: 'topicID',
    },
    {
      name: 'admin notes: unknown lesson',
      path: ApiPaths.adminChapter.getLessonNotes,
      body: () => ({ lessonID: UNKNOWN_ID }),
      status: 404,
      field: 'lessonID',
    },
  ];

  test.each(cases)('$name', async ({ path, body, field, status = 400, message }) => {
    const before = await api.eventCount();
    const response = await api.call(path, { token, body: body() });
    expect(response.status).toBe(status);
    expect(response.body.status).toBe('FAILED');
    if (response.body.status !== 'FAILED') return;
    const first = response.body.appsErrorMessages[0]!;
    if (field) expect(first.field).toBe(field);
    if (message) expect(first.errorMessage).toBe(message);
    expect(await api.eventCount()).toBe(before);
  });
});
