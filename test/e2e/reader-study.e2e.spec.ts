import type { BookmarkItem, Paged, ReadItem, ReaderLessonStudy, ReaderNoteItem, RegisteredLessonNotesResult } from '@notebook/contracts';
import { firstError, TestApi } from '../support/test-api';

/**
 * Reading marks, bookmarks, personal notes with their trash, and the profile's paged lists over
 * HTTP: happy paths, bad input (400 naming the field, nothing written), another reader's note (404),
 * anonymous (401) and admin (403) callers.
 */
let api: TestApi;
let admin: string;
type Reader = { token: string; userId: string };
let reader: Reader;
let other: Reader;
let lessonIDs: string[];
let draftLessonID: string;
const MISSING = '0190a0a0-0000-7000-8000-000000000000';

const call = <T = unknown>(path: string, token: string | undefined, body: unknown) => api.call<T>(`reader/${path}`, { token, body });
async function result<T>(path: string, token: string, body: unknown): Promise<{ result: T; message?: string }> {
  const response = await call<T>(path, token, body);
  if (response.body.status !== 'SUCCESS') throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { result: T; message?: string };
}
const page = async <T>(path: string, token: string, body: unknown = { page: 0, rows: 20 }) => (await result<Paged<T>>(path, token, body)).result;

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminToken();
  const { topicID } = await api.createTopic(admin, { chapterName: 'Cardiology', topicName: 'Hypertension' });
  lessonIDs = [];
  for (const name of ['Diagnosis', 'Treatment', 'Follow-up']) lessonIDs.push(await api.createLesson(admin, topicID, name, { publish: true }));
  draftLessonID = await api.createLesson(admin, topicID, 'Draft');
  // Reading marks, bookmarks and personal notes need only a logged-in reader, not a subscription.
  [reader, other] = await Promise.all([api.signedInReader(), api.signedInReader('ACTIVE')]);
});
afterAll(() => api.stop());

describe('reading marks and bookmarks', () => {
  test('marks and bookmarks are recorded per reader and listed in the profile, newest first', async () => {
    const marked = await result<ReaderLessonStudy>('updateLessonReading', reader.token, { lessonID: lessonIDs[0], lessonReading: 'FIRST' });
    expect(marked.result).toEqual({ lessonID: lessonIDs[0], lessonReading: 'FIRST', bookmarked: false });
    await result('updateLessonReading', reader.token, { lessonID: lessonIDs[0], lessonReading: 'SECOND' });
    await result('updateLessonReading', reader.token, { lessonID: lessonIDs[1], lessonReading: 'THIRD_READING' });
    const bookmarked = await result<ReaderLessonStudy>('updateReaderLessonBookMark', reader.token, { lessonID: lessonIDs[2], bookmarked: true });
    expect(bookmarked.result).toEqual({ lessonID: lessonIDs[2], lessonReading: null, bookmarked: true });
    await result('updateReaderLessonBookMark', reader.token, { lessonID: lessonIDs[0], bookmarked: true });

    const reads = await page<ReadItem>('getPagedReaderReadsByReaderID', reader.token);
    expect(reads.totalNoOfRecords).toBe(2);
    expect(reads.pageData.map((r) => [r.lessonID, r.lessonReading])).toEqual([[lessonIDs[1], 'THIRD_READING'], [lessonIDs[0], 'SECOND']]);
    const bookmarks = await page<BookmarkItem>('getPagedBookMarksByReaderID', reader.token);
    expect(bookmarks.pageData.map((b) => b.lessonID)).toEqual([lessonIDs[0], lessonIDs[2]]);
    expect(bookmarks.pageData[0]).toMatchObject({ lessonName: 'Diagnosis', topicName: 'Hypertension' });

    await result('updateReaderLessonBookMark', reader.token, { lessonID: lessonIDs[0], bookmarked: false });
    await result('updateLessonReading', reader.token, { lessonID: lessonIDs[1], lessonReading: null });
    expect((await page<BookmarkItem>('getPagedBookMarksByReaderID', reader.token)).pageData.map((b) => b.lessonID)).toEqual([lessonIDs[2]]);
    expect((await page<ReadItem>('getPagedReaderReadsByReaderID', reader.token)).totalNoOfRecords).toBe(1);
  });

  test("lists are always the caller's own, whatever readerID the body names", async () => {
    const body = { page: 0, rows: 20, readerID: reader.userId };
    expect((await page<BookmarkItem>('getPagedBookMarksByReaderID', other.token, body)).totalNoOfRecords).toBe(0);
    expect((await page<ReadItem>('getPagedReaderReadsByReaderID', other.token, body)).totalNoOfRecords).toBe(0);
  });

  test('pages are 20 by default and paged by page and rows', async () => {
    const fresh = await api.signedInReader();
    for (const lessonID of lessonIDs) await result('updateReaderLessonBookMark', fresh.token, { lessonID, bookmarked: true });
    const first = await page<BookmarkItem>('getPagedBookMarksByReaderID', fresh.token, { page: 0, rows: 2 });
    const second = await page<BookmarkItem>('getPagedBookMarksByReaderID', fresh.token, { page: 1, rows: 2 });
    expect([first.pageData.length, second.pageData.length, first.totalNoOfRecords]).toEqual([2, 1, 3]);
    const beyond = await page<BookmarkItem>('getPagedBookMarksByReaderID', fresh.token, { page: 5, rows: 2 });
    expect(beyond).toEqual({ pageData: [], totalNoOfRecords: 3 });
    expect((await page<BookmarkItem>('getPagedBookMarksByReaderID', fresh.token, {})).pageData).toHaveLength(3);
  });

  test('bad input is a 400 naming the field; unknown or draft lessons 404; nothing written', async () => {
    const fresh = await api.signedInReader();
    const cases: Array<[string, unknown, string]> = [
      ['updateLessonReading', { lessonID: lessonIDs[0], lessonReading: 'FOURTH' }, 'lessonReading'],
      ['updateLessonReading', { lessonReading: 'FIRST' }, 'lessonID'],
      ['updateReaderLessonBookMark', { lessonID: lessonIDs[0], bookmarked: 'yes' }, 'bookmarked'],
      ['getPagedBookMarksByReaderID', { page: -1 }, 'page'],
      ['getPagedReaderReadsByReaderID', { rows: 0 }, 'rows'],
      ['getPagedReaderNotesByReaderID', { rows: 'twenty' }, 'rows'],
    ];
    for (const [path, body, field] of cases) {
      const response = await call(path, fresh.token, body);
      expect([path, response.status, firstError(response.body)?.field]).toEqual([path, 400, field]);
    }
    const messageOf = async (path: string, body: unknown) => JSON.stringify((await call(path, fresh.token, body)).body);
    expect(await messageOf('getPagedBookMarksByReaderID', { page: -1 })).toContain('Min Value is 0');
    expect(await messageOf('getPagedReaderNotesByReaderID', { rows: 'twenty' })).toContain('Not a Number');
    expect((await call('updateLessonReading', fresh.token, { lessonID: draftLessonID, lessonReading: 'FIRST' })).status).toBe(404);
    expect((await call('updateReaderLessonBookMark', fresh.token, { lessonID: MISSING, bookmarked: true })).status).toBe(404);
    expect((await page<ReadItem>('getPagedReaderReadsByReaderID', fresh.token)).totalNoOfRecords).toBe(0);
    expect((await page<BookmarkItem>('getPagedBookMarksByReaderID', fresh.token)).totalNoOfRecords).toBe(0);
  });
});

describe('personal notes and the trash', () => {
  test('add, edit, trash, restore and delete permanently, with the spec messages', async () => {
    const added = await result<ReaderNoteItem>('addNoteToLesson', reader.token, {
      lessonID: lessonIDs[0], noteHeader: ' My summary ', noteContent: '<p onclick="steal()">Check <b>ambulatory</b> BP</p><script>alert(1)</script>',
    });
    const note = added.result;
    expect(added.message).toBe('Successfully added');
    expect(note).toMatchObject({ noteHeader: 'My summary', noteContent: '<p>Check <b>ambulatory</b> BP</p>', status: 'ACT', lessonName: 'Diagnosis' });

    const lessonNotes = await result<RegisteredLessonNotesResult>('getRegisteredReadingSectionLessonNotes', reader.token, { lessonID: lessonIDs[0] });
    expect(lessonNotes.result.readerNotes.map((n) => n.noteID)).toEqual([note.noteID]);
    const othersView = await result<RegisteredLessonNotesResult>('getRegisteredReadingSectionLessonNotes', other.token, { lessonID: lessonIDs[0] });
    expect(JSON.stringify(othersView.result)).not.toContain('ambulatory');
    const publicView = await api.call('public/getNotesPublic', { body: { lessonID: lessonIDs[0] } });
    expect(JSON.stringify(publicView.body)).not.toContain('ambulatory');

    const edited = await result<ReaderNoteItem>('updateNoteOfLesson', reader.token, { noteID: note.noteID, noteHeader: 'My summary', noteContent: '<p>Check home BP</p>' });
    expect(edited).toMatchObject({ message: 'Successfully saved / updated', result: { noteContent: '<p>Check home BP</p>' } });
    expect((await page<ReaderNoteItem>('getPagedReaderNotesByReaderID', reader.token)).pageData.map((n) => n.noteID)).toEqual([note.noteID]);

    const trashed = await result<ReaderNoteItem>('updateNoteStatus', reader.token, { noteID: note.noteID, status: 'INA' });
    expect(trashed).toMatchObject({ message: 'Note successfully deleted', result: { status: 'INA' } });
    expect((await page<ReaderNoteItem>('getPagedReaderNotesByReaderID', reader.token)).totalNoOfRecords).toBe(0);
    expect((await page<ReaderNoteItem>('getPagedReaderDeletedNotesByReaderID', reader.token)).pageData.map((n) => n.noteID)).toEqual([note.noteID]);
    const afterTrash = await result<RegisteredLessonNotesResult>('getRegisteredReadingSectionLessonNotes', reader.token, { lessonID: lessonIDs[0] });
    expect(afterTrash.result.readerNotes).toEqual([]);

    const restored = await result<ReaderNoteItem>('restoreNoteFromTrash', reader.token, { noteID: note.noteID });
    expect(restored).toMatchObject({ message: 'Note successfully restored', result: { status: 'ACT' } });
    expect((await call('deleteNoteFromTrash', reader.token, { noteID: note.noteID })).status).toBe(400);

    await result('updateNoteStatus', reader.token, { noteID: note.noteID });
    const deleted = await result('deleteNoteFromTrash', reader.token, { noteID: note.noteID });
    expect(deleted.message).toBe('Note successfully deleted');
    expect((await page<ReaderNoteItem>('getPagedReaderDeletedNotesByReaderID', reader.token)).totalNoOfRecords).toBe(0);
    expect((await call('restoreNoteFromTrash', reader.token, { noteID: note.noteID })).status).toBe(404);
    const { rows } = await api.resources.pool.query('SELECT count(*)::int AS n FROM note WHERE note_id = $1', [note.noteID]);
    expect(rows[0].n).toBe(0);
  });

  test("another reader's note is 404 for every call; an author note 403", async () => {
    const note = (await result<ReaderNoteItem>('addNoteToLesson', reader.token, { lessonID: lessonIDs[1], noteHeader: 'Private', noteContent: '<p>secret</p>' })).result;
    for (const [path, body] of [
      ['updateNoteOfLesson', { noteID: note.noteID, noteHeader: 'x', noteContent: '' }],
      ['updateNoteStatus', { noteID: note.noteID, status: 'INA' }],
      ['restoreNoteFromTrash', { noteID: note.noteID }],
      ['deleteNoteFromTrash', { noteID: note.noteID }],
    ] as const) {
      expect([path, (await call(path, other.token, body)).status]).toEqual([path, 404]);
    }
    expect((await call('getRegisteredReadingSectionNote', other.token, { noteID: note.noteID })).status).toBe(404);
    expect((await page<ReaderNoteItem>('getPagedReaderNotesByReaderID', other.token, { page: 0, rows: 20, readerID: reader.userId })).totalNoOfRecords).toBe(0);
  });

  test('bad input is a 400 naming the field and writes nothing; an unknown lesson is 404', async () => {
    const fresh = await api.signedInReader();
    const cases: Array<[string, unknown, string]> = [
      ['addNoteToLesson', { lessonID: lessonIDs[0], noteHeader: '  ' }, 'noteHeader'],
      ['addNoteToLesson', { lessonID: lessonIDs[0], noteHeader: 'x'.repeat(401) }, 'noteHeader'],
      ['addNoteToLesson', { noteHeader: 'x' }, 'lessonID'],
      ['updateNoteOfLesson', { noteID: 'bad', noteHeader: 'x' }, 'noteID'],
      ['updateNoteStatus', { noteID: MISSING, status: 'GONE' }, 'status'],
      ['restoreNoteFromTrash', {}, 'noteID'],
      ['deleteNoteFromTrash', { noteID: 7 }, 'noteID'],
    ];
    for (const [path, body, field] of cases) {
      const response = await call(path, fresh.token, body);
      expect([path, response.status, firstError(response.body)?.field]).toEqual([path, 400, field]);
    }
    expect((await call('addNoteToLesson', fresh.token, { lessonID: draftLessonID, noteHeader: 'x' })).status).toBe(404);
    expect((await page<ReaderNoteItem>('getPagedReaderNotesByReaderID', fresh.token)).totalNoOfRecords).toBe(0);
  });
});

describe('callers', () => {
  const calls: Array<[string, unknown]> = [
    ['updateLessonReading', { lessonID: MISSING, lessonReading: 'FIRST' }],
    ['updateReaderLessonBookMark', { lessonID: MISSING, bookmarked: true }],
    ['addNoteToLesson', { lessonID: MISSING, noteHeader: 'x' }],
    ['updateNoteOfLesson', { noteID: MISSING, noteHeader: 'x' }],
    ['updateNoteStatus', { noteID: MISSING }],
    ['restoreNoteFromTrash', { noteID: MISSING }],
    ['deleteNoteFromTrash', { noteID: MISSING }],
    ['getPagedBookMarksByReaderID', {}],
    ['getPagedReaderNotesByReaderID', {}],
    ['getPagedReaderReadsByReaderID', {}],
    ['getPagedReaderDeletedNotesByReaderID', {}],
  ];
  test('anonymous callers get 401 and admins 403 on every call', async () => {
    for (const [path, body] of calls) {
      expect([path, (await call(path, undefined, body)).status]).toEqual([path, 401]);
      expect([path, (await call(path, admin, body)).status]).toEqual([path, 403]);
    }
  });
});
