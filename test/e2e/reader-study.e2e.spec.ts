import { randomUUID } from 'node:crypto';
import { ApiPaths } from '@notebook/contracts';
import type {
  BookmarkItem,
  Paged,
  ReadItem,
  ReaderLessonStudy,
  ReaderNoteItem,
  RegisteredLessonNotesResult,
} from '@notebook/contracts';
import { firstError, TestApi, type CallPath } from '../support/test-api';

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

const call = <T = unknown>(path: CallPath, token: string | undefined, body: unknown) =>
  api.call<T>(path, { token, body });
const result = <T>(path: CallPath, token: string, body: unknown) => api.success<T>(path, { token, body });
const page = async <T>(path: CallPath, token: string, body: unknown = { page: 0, rows: 20 }) =>
  (await result<Paged<T>>(path, token, body)).result;

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminToken();
  // A free topic: its lessons are open to every reader (marks on a locked lesson are refused: reading-access.e2e).
  const { topicID } = await api.createTopic(admin, {
    chapterName: 'Cardiology',
    topicName: 'Hypertension',
    freeContent: true,
  });
  lessonIDs = [];
  for (const name of ['Diagnosis', 'Treatment', 'Follow-up'])
    lessonIDs.push(await api.createLesson(admin, topicID, name, { publish: true }));
  draftLessonID = await api.createLesson(admin, topicID, 'Draft');
  // Reading marks, bookmarks and personal notes need only a logged-in reader, not a subscription.
  [reader, other] = await Promise.all([api.signedInReader(), api.signedInReader('ACTIVE')]);
});
afterAll(() => api.stop());

describe('reading marks and bookmarks', () => {
  test('marks and bookmarks are recorded per reader and listed in the profile, newest first', async () => {
    const marked = await result<ReaderLessonStudy>(ApiPaths.reader.updateLessonReading, reader.token, {
      lessonID: lessonIDs[0],
      lessonReading: 'FIRST',
    });
    expect(marked.result).toEqual({ lessonID: lessonIDs[0], lessonReading: 'FIRST', bookmarked: false });
    await result(ApiPaths.reader.updateLessonReading, reader.token, {
      lessonID: lessonIDs[0],
      lessonReading: 'SECOND',
    });
    await result(ApiPaths.reader.updateLessonReading, reader.token, {
      lessonID: lessonIDs[1],
      lessonReading: 'THIRD_READING',
    });
    const bookmarked = await result<ReaderLessonStudy>(ApiPaths.reader.updateReaderLessonBookMark, reader.token, {
      lessonID: lessonIDs[2],
      bookmarked: true,
    });
    expect(bookmarked.result).toEqual({ lessonID: lessonIDs[2], lessonReading: null, bookmarked: true });
    await result(ApiPaths.reader.updateReaderLessonBookMark, reader.token, {
      lessonID: lessonIDs[0],
      bookmarked: true,
    });

    const reads = await page<ReadItem>(ApiPaths.reader.getPagedReaderReadsByReaderID, reader.token);
    expect(reads.totalNoOfRecords).toBe(2);
    expect(reads.pageData.map((r) => [r.lessonID, r.lessonReading])).toEqual([
      [lessonIDs[1], 'THIRD_READING'],
      [lessonIDs[0], 'SECOND'],
    ]);
    const bookmarks = await page<BookmarkItem>(ApiPaths.reader.getPagedBookMarksByReaderID, reader.token);
    expect(bookmarks.pageData.map((b) => b.lessonID)).toEqual([lessonIDs[0], lessonIDs[2]]);
    expect(bookmarks.pageData[0]).toMatchObject({ lessonName: 'Diagnosis', topicName: 'Hypertension' });

    await result(ApiPaths.reader.updateReaderLessonBookMark, reader.token, {
      lessonID: lessonIDs[0],
      bookmarked: false,
    });
    await result(ApiPaths.reader.updateLessonReading, reader.token, { lessonID: lessonIDs[1], lessonReading: null });
    expect(
      (await page<BookmarkItem>(ApiPaths.reader.getPagedBookMarksByReaderID, reader.token)).pageData.map(
        (b) => b.lessonID,
      ),
    ).toEqual([lessonIDs[2]]);
    expect((await page<ReadItem>(ApiPaths.reader.getPagedReaderReadsByReaderID, reader.token)).totalNoOfRecords).toBe(
      1,
    );
  });

  test("lists are always the caller's own, whatever readerID the body names", async () => {
    const body = { page: 0, rows: 20, readerID: reader.userId };
    expect(
      (await page<BookmarkItem>(ApiPaths.reader.getPagedBookMarksByReaderID, other.token, body)).totalNoOfRecords,
    ).toBe(0);
    expect(
      (await page<ReadItem>(ApiPaths.reader.getPagedReaderReadsByReaderID, other.token, body)).totalNoOfRecords,
    ).toBe(0);
  });

  test('pages are 20 by default and paged by page and rows', async () => {
    const fresh = await api.signedInReader();
    for (const lessonID of lessonIDs)
      await result(ApiPaths.reader.updateReaderLessonBookMark, fresh.token, { lessonID, bookmarked: true });
    const first = await page<BookmarkItem>(ApiPaths.reader.getPagedBookMarksByReaderID, fresh.token, {
      page: 0,
      rows: 2,
    });
    const second = await page<BookmarkItem>(ApiPaths.reader.getPagedBookMarksByReaderID, fresh.token, {
      page: 1,
      rows: 2,
    });
    expect([first.pageData.length, second.pageData.length, first.totalNoOfRecords]).toEqual([2, 1, 3]);
    const beyond = await page<BookmarkItem>(ApiPaths.reader.getPagedBookMarksByReaderID, fresh.token, {
      page: 5,
      rows: 2,
    });
    expect(beyond).toEqual({ pageData: [], totalNoOfRecords: 3 });
    expect(
      (await page<BookmarkItem>(ApiPaths.reader.getPagedBookMarksByReaderID, fresh.token, {})).pageData,
    ).toHaveLength(3);
  });

  test('bad input is a 400 naming the field; unknown or draft lessons 404; nothing written', async () => {
    const fresh = await api.signedInReader();
    const cases: Array<[CallPath, unknown, string]> = [
      [ApiPaths.reader.updateLessonReading, { lessonID: lessonIDs[0], lessonReading: 'FOURTH' }, 'lessonReading'],
      [ApiPaths.reader.updateLessonReading, { lessonReading: 'FIRST' }, 'lessonID'],
      [ApiPaths.reader.updateReaderLessonBookMark, { lessonID: lessonIDs[0], bookmarked: 'yes' }, 'bookmarked'],
      [ApiPaths.reader.getPagedBookMarksByReaderID, { page: -1 }, 'page'],
      [ApiPaths.reader.getPagedReaderReadsByReaderID, { rows: 0 }, 'rows'],
      [ApiPaths.reader.getPagedReaderNotesByReaderID, { rows: 'twenty' }, 'rows'],
    ];
    for (const [path, body, field] of cases) {
      const response = await call(path, fresh.token, body);
      expect([path, response.status, firstError(response.body)?.field]).toEqual([path, 400, field]);
    }
    const messageOf = async (path: CallPath, body: unknown) =>
      JSON.stringify((await call(path, fresh.token, body)).body);
    expect(await messageOf(ApiPaths.reader.getPagedBookMarksByReaderID, { page: -1 })).toContain('Min Value is 0');
    expect(await messageOf(ApiPaths.reader.getPagedReaderNotesByReaderID, { rows: 'twenty' })).toContain(
      'Not a Number',
    );
    expect(
      (
        await call(ApiPaths.reader.updateLessonReading, fresh.token, {
          lessonID: draftLessonID,
          lessonReading: 'FIRST',
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(ApiPaths.reader.updateReaderLessonBookMark, fresh.token, { lessonID: MISSING, bookmarked: true }))
        .status,
    ).toBe(404);
    expect((await page<ReadItem>(ApiPaths.reader.getPagedReaderReadsByReaderID, fresh.token)).totalNoOfRecords).toBe(0);
    expect((await page<BookmarkItem>(ApiPaths.reader.getPagedBookMarksByReaderID, fresh.token)).totalNoOfRecords).toBe(
      0,
    );
  });
});

describe('personal notes and the trash', () => {
  test("a save sent twice with its client-chosen id makes one note and answers it both times; the id of another reader's note is refused", async () => {
    const mine = await api.signedInReader('ACTIVE');
    const noteID = randomUUID();
    const body = { noteID, lessonID: lessonIDs[0], noteHeader: 'Once only', noteContent: '<p>saved twice</p>' };
    const before = await api.eventCount();
    const [first, second] = await Promise.all([
      result<ReaderNoteItem>(ApiPaths.reader.addNoteToLesson, mine.token, body),
      result<ReaderNoteItem>(ApiPaths.reader.addNoteToLesson, mine.token, body).catch(() => null),
    ]);
    const again = await result<ReaderNoteItem>(ApiPaths.reader.addNoteToLesson, mine.token, body);
    expect(first.result.noteID).toBe(noteID);
    expect(again.result).toEqual(first.result);
    if (second) expect(second.result.noteID).toBe(noteID);
    expect(await api.eventCount()).toBe(before + 1);
    const notes = await result<RegisteredLessonNotesResult>(
      ApiPaths.reader.getRegisteredReadingSectionLessonNotes,
      mine.token,
      { lessonID: lessonIDs[0] },
    );
    expect(notes.result.readerNotes.filter((note) => note.noteHeader === 'Once only')).toHaveLength(1);
    expect((await call(ApiPaths.reader.addNoteToLesson, other.token, body)).status).toBe(409);
  });

  test('add, edit, trash, restore and delete permanently, with the spec messages', async () => {
    const added = await result<ReaderNoteItem>(ApiPaths.reader.addNoteToLesson, reader.token, {
      lessonID: lessonIDs[0],
      noteHeader: ' My summary ',
      noteContent: '<p onclick="steal()">Check <b>ambulatory</b> BP</p><script>alert(1)</script>',
    });
    const note = added.result;
    expect(added.message).toBe('Successfully added');
    expect(note).toMatchObject({
      noteHeader: 'My summary',
      noteContent: '<p>Check <b>ambulatory</b> BP</p>',
      status: 'ACT',
      lessonName: 'Diagnosis',
    });

    const lessonNotes = await result<RegisteredLessonNotesResult>(
      ApiPaths.reader.getRegisteredReadingSectionLessonNotes,
      reader.token,
      {
        lessonID: lessonIDs[0],
      },
    );
    expect(lessonNotes.result.readerNotes.map((n) => n.noteID)).toEqual([note.noteID]);
    const othersView = await result<RegisteredLessonNotesResult>(
      ApiPaths.reader.getRegisteredReadingSectionLessonNotes,
      other.token,
      {
        lessonID: lessonIDs[0],
      },
    );
    expect(JSON.stringify(othersView.result)).not.toContain('ambulatory');
    const publicView = await api.call(ApiPaths.public.getNotesPublic, { body: { lessonID: lessonIDs[0] } });
    expect(JSON.stringify(publicView.body)).not.toContain('ambulatory');

    const edited = await result<ReaderNoteItem>(ApiPaths.reader.updateNoteOfLesson, reader.token, {
      noteID: note.noteID,
      noteHeader: 'My summary',
      noteContent: '<p>Check home BP</p>',
    });
    expect(edited).toMatchObject({
      message: 'Successfully saved / updated',
      result: { noteContent: '<p>Check home BP</p>' },
    });
    expect(
      (await page<ReaderNoteItem>(ApiPaths.reader.getPagedReaderNotesByReaderID, reader.token)).pageData.map(
        (n) => n.noteID,
      ),
    ).toEqual([note.noteID]);

    const trashed = await result<ReaderNoteItem>(ApiPaths.reader.updateNoteStatus, reader.token, {
      noteID: note.noteID,
      status: 'INA',
    });
    expect(trashed).toMatchObject({ message: 'Note successfully deleted', result: { status: 'INA' } });
    expect(
      (await page<ReaderNoteItem>(ApiPaths.reader.getPagedReaderNotesByReaderID, reader.token)).totalNoOfRecords,
    ).toBe(0);
    expect(
      (await page<ReaderNoteItem>(ApiPaths.reader.getPagedReaderDeletedNotesByReaderID, reader.token)).pageData.map(
        (n) => n.noteID,
      ),
    ).toEqual([note.noteID]);
    const afterTrash = await result<RegisteredLessonNotesResult>(
      ApiPaths.reader.getRegisteredReadingSectionLessonNotes,
      reader.token,
      {
        lessonID: lessonIDs[0],
      },
    );
    expect(afterTrash.result.readerNotes).toEqual([]);

    const restored = await result<ReaderNoteItem>(ApiPaths.reader.restoreNoteFromTrash, reader.token, {
      noteID: note.noteID,
    });
    expect(restored).toMatchObject({ message: 'Note successfully restored', result: { status: 'ACT' } });
    expect((await call(ApiPaths.reader.deleteNoteFromTrash, reader.token, { noteID: note.noteID })).status).toBe(400);

    await result(ApiPaths.reader.updateNoteStatus, reader.token, { noteID: note.noteID });
    const deleted = await result(ApiPaths.reader.deleteNoteFromTrash, reader.token, { noteID: note.noteID });
    expect(deleted.message).toBe('Note successfully deleted');
    expect(
      (await page<ReaderNoteItem>(ApiPaths.reader.getPagedReaderDeletedNotesByReaderID, reader.token)).totalNoOfRecords,
    ).toBe(0);
    expect((await call(ApiPaths.reader.restoreNoteFromTrash, reader.token, { noteID: note.noteID })).status).toBe(404);
    const { rows } = await api.resources.pool.query('SELECT count(*)::int AS n FROM note WHERE note_id = $1', [
      note.noteID,
    ]);
    expect(rows[0].n).toBe(0);
  });

  test("another reader's note is 404 for every call; an author note 403", async () => {
    const note = (
      await result<ReaderNoteItem>(ApiPaths.reader.addNoteToLesson, reader.token, {
        lessonID: lessonIDs[1],
        noteHeader: 'Private',
        noteContent: '<p>secret</p>',
      })
    ).result;
    for (const [path, body] of [
      [ApiPaths.reader.updateNoteOfLesson, { noteID: note.noteID, noteHeader: 'x', noteContent: '' }],
      [ApiPaths.reader.updateNoteStatus, { noteID: note.noteID, status: 'INA' }],
      [ApiPaths.reader.restoreNoteFromTrash, { noteID: note.noteID }],
      [ApiPaths.reader.deleteNoteFromTrash, { noteID: note.noteID }],
    ] as const) {
      expect([path, (await call(path, other.token, body)).status]).toEqual([path, 404]);
    }
    expect(
      (await call(ApiPaths.reader.getRegisteredReadingSectionNote, other.token, { noteID: note.noteID })).status,
    ).toBe(404);
    expect(
      (
        await page<ReaderNoteItem>(ApiPaths.reader.getPagedReaderNotesByReaderID, other.token, {
          page: 0,
          rows: 20,
          readerID: reader.userId,
        })
      ).totalNoOfRecords,
    ).toBe(0);
  });

  test('bad input is a 400 naming the field and writes nothing; an unknown lesson is 404', async () => {
    const fresh = await api.signedInReader();
    const cases: Array<[CallPath, unknown, string]> = [
      [ApiPaths.reader.addNoteToLesson, { lessonID: lessonIDs[0], noteHeader: '  ' }, 'noteHeader'],
      [ApiPaths.reader.addNoteToLesson, { lessonID: lessonIDs[0], noteHeader: 'x'.repeat(401) }, 'noteHeader'],
      [ApiPaths.reader.addNoteToLesson, { noteHeader: 'x' }, 'lessonID'],
      [ApiPaths.reader.updateNoteOfLesson, { noteID: 'bad', noteHeader: 'x' }, 'noteID'],
      [ApiPaths.reader.updateNoteStatus, { noteID: MISSING, status: 'GONE' }, 'status'],
      [ApiPaths.reader.restoreNoteFromTrash, {}, 'noteID'],
      [ApiPaths.reader.deleteNoteFromTrash, { noteID: 7 }, 'noteID'],
    ];
    for (const [path, body, field] of cases) {
      const response = await call(path, fresh.token, body);
      expect([path, response.status, firstError(response.body)?.field]).toEqual([path, 400, field]);
    }
    expect(
      (await call(ApiPaths.reader.addNoteToLesson, fresh.token, { lessonID: draftLessonID, noteHeader: 'x' })).status,
    ).toBe(404);
    expect(
      (await page<ReaderNoteItem>(ApiPaths.reader.getPagedReaderNotesByReaderID, fresh.token)).totalNoOfRecords,
    ).toBe(0);
  });
});

describe('callers', () => {
  const calls: Array<[CallPath, unknown]> = [
    [ApiPaths.reader.updateLessonReading, { lessonID: MISSING, lessonReading: 'FIRST' }],
    [ApiPaths.reader.updateReaderLessonBookMark, { lessonID: MISSING, bookmarked: true }],
    [ApiPaths.reader.addNoteToLesson, { lessonID: MISSING, noteHeader: 'x' }],
    [ApiPaths.reader.updateNoteOfLesson, { noteID: MISSING, noteHeader: 'x' }],
    [ApiPaths.reader.updateNoteStatus, { noteID: MISSING }],
    [ApiPaths.reader.restoreNoteFromTrash, { noteID: MISSING }],
    [ApiPaths.reader.deleteNoteFromTrash, { noteID: MISSING }],
    [ApiPaths.reader.getPagedBookMarksByReaderID, {}],
    [ApiPaths.reader.getPagedReaderNotesByReaderID, {}],
    [ApiPaths.reader.getPagedReaderReadsByReaderID, {}],
    [ApiPaths.reader.getPagedReaderDeletedNotesByReaderID, {}],
  ];
  test('anonymous callers get 401 and admins 403 on every call', async () => {
    for (const [path, body] of calls) {
      expect([path, (await call(path, undefined, body)).status]).toEqual([path, 401]);
      expect([path, (await call(path, admin, body)).status]).toEqual([path, 403]);
    }
  });
});
