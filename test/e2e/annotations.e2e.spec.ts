import { ApiPaths, AnnotationPaths } from '@notebook/contracts';
import type { NoteAnnotation, ReaderNoteItem } from '@notebook/contracts';
import { firstError, TestApi, type CallPath } from '../support/test-api';

/**
 * Highlights on notes over HTTP: add, update, list, delete; bad input (400 naming the field, nothing
 * written); another reader's annotation (404), a locked or unknown note (404), anonymous (401), admin (403).
 */
let api: TestApi;
let admin: string;
type Reader = { token: string; userId: string };
let subscribed: Reader;
let unsubscribed: Reader;
let freeNoteID: string;
let paidNoteID: string;
let paidLessonID: string;
const MISSING = '0190a0a0-0000-7000-8000-000000000000';

const call = <T = unknown>(path: CallPath, token: string | undefined, body: unknown) =>
  api.call<T>(path, { token, body });
const result = <T>(path: CallPath, token: string, body: unknown) => api.ok<T>(path, { token, body });
const highlight = (noteID: string, extra: Record<string, unknown> = {}) => ({
  noteID,
  startOffset: 4,
  endOffset: 18,
  quote: 'blood pressure',
  prefix: 'The ',
  suffix: ' is raised',
  colour: 'yellow',
  ...extra,
});
const list = (token: string, noteID: string) =>
  result<NoteAnnotation[]>(ApiPaths.reader.getReaderNoteAnnotations, token, { noteID });

const publishedNote = (topicID: string, header: string) =>
  api.noteInNewLesson(admin, topicID, header, { content: '<p>The blood pressure is raised above 140/90.</p>' });

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminToken();
  const { chapterID, topicID: freeTopicID } = await api.createTopic(admin, {
    chapterName: 'Cardiology',
    topicName: 'Free',
    freeContent: true,
  });
  const paidTopicID = await api.addTopic(admin, chapterID, 'Paid');
  freeNoteID = (await publishedNote(freeTopicID, 'Free note')).noteID;
  ({ noteID: paidNoteID, lessonID: paidLessonID } = await publishedNote(paidTopicID, 'Paid note'));
  [subscribed, unsubscribed] = await Promise.all([api.signedInReader('ACTIVE'), api.signedInReader()]);
});
afterAll(() => api.stop());

describe('annotations', () => {
  test('a reader highlights, recolours, comments, lists and deletes; highlights are listed in text order', async () => {
    const first = await result<NoteAnnotation>(
      ApiPaths.reader.addReaderNoteAnnotation,
      subscribed.token,
      highlight(paidNoteID, { startOffset: 30, endOffset: 36, quote: '140/90', comment: '  Heart Foundation 2016  ' }),
    );
    expect(first).toMatchObject({
      noteID: paidNoteID,
      startOffset: 30,
      endOffset: 36,
      quote: '140/90',
      colour: 'yellow',
      comment: 'Heart Foundation 2016',
      prefix: 'The ',
    });
    const second = await result<NoteAnnotation>(
      ApiPaths.reader.addReaderNoteAnnotation,
      subscribed.token,
      highlight(paidNoteID),
    );
    expect(second.comment).toBeNull();
    expect((await list(subscribed.token, paidNoteID)).map((a) => a.annotationID)).toEqual([
      second.annotationID,
      first.annotationID,
    ]);

    const recoloured = await result<NoteAnnotation>(ApiPaths.reader.updateReaderNoteAnnotation, subscribed.token, {
      annotationID: second.annotationID,
      colour: 'green',
      comment: 'check',
    });
    expect(recoloured).toMatchObject({
      annotationID: second.annotationID,
      colour: 'green',
      comment: 'check',
      quote: 'blood pressure',
      startOffset: 4,
    });
    const cleared = await result<NoteAnnotation>(ApiPaths.reader.updateReaderNoteAnnotation, subscribed.token, {
      annotationID: second.annotationID,
      comment: null,
    });
    expect(cleared).toMatchObject({ colour: 'green', comment: null });
    const moved = await result<NoteAnnotation>(ApiPaths.reader.updateReaderNoteAnnotation, subscribed.token, {
      annotationID: second.annotationID,
      startOffset: 5,
      endOffset: 19,
      quote: 'blood pressure',
    });
    expect(moved).toMatchObject({ startOffset: 5, endOffset: 19, colour: 'green' });

    expect(
      await result(AnnotationPaths.deleteReaderNoteAnnotation, subscribed.token, { annotationID: first.annotationID }),
    ).toEqual({
      annotationID: first.annotationID,
    });
    expect((await list(subscribed.token, paidNoteID)).map((a) => a.annotationID)).toEqual([second.annotationID]);
    expect(
      (await call(AnnotationPaths.deleteReaderNoteAnnotation, subscribed.token, { annotationID: first.annotationID }))
        .status,
    ).toBe(404);
  });

  test('every colour class is accepted; anything else is 400 naming colour', async () => {
    for (const colour of ['yellow', 'green', 'blue', 'pink']) {
      expect(
        (await call(ApiPaths.reader.addReaderNoteAnnotation, unsubscribed.token, highlight(freeNoteID, { colour })))
          .status,
      ).toBe(200);
    }
    const bad = await call(
      ApiPaths.reader.addReaderNoteAnnotation,
      unsubscribed.token,
      highlight(freeNoteID, { colour: 'red' }),
    );
    expect(bad.status).toBe(400);
    expect(firstError(bad.body)?.field).toBe('colour');
  });

  test('bad input is 400 naming the field, and nothing is written', async () => {
    const reader = await api.signedInReader('ACTIVE');
    const cases: Array<[Record<string, unknown>, string]> = [
      [highlight(freeNoteID, { noteID: 'nope' }), 'noteID'],
      [highlight(freeNoteID, { quote: '' }), 'quote'],
      [highlight(freeNoteID, { quote: 'x'.repeat(2001) }), 'quote'],
      [highlight(freeNoteID, { prefix: 'x'.repeat(65) }), 'prefix'],
      [highlight(freeNoteID, { suffix: 'x'.repeat(65) }), 'suffix'],
      [highlight(freeNoteID, { comment: 'x'.repeat(1001) }), 'comment'],
      [highlight(freeNoteID, { startOffset: -1 }), 'startOffset'],
      [highlight(freeNoteID, { startOffset: 1.5 }), 'startOffset'],
      [highlight(freeNoteID, { startOffset: 18, endOffset: 4 }), 'endOffset'],
      [highlight(freeNoteID, { endOffset: undefined }), 'endOffset'],
    ];
    for (const [body, field] of cases) {
      const response = await call(ApiPaths.reader.addReaderNoteAnnotation, reader.token, body);
      expect([response.status, firstError(response.body)?.field]).toEqual([400, field]);
    }
    expect(await list(reader.token, freeNoteID)).toEqual([]);

    const made = await result<NoteAnnotation>(
      ApiPaths.reader.addReaderNoteAnnotation,
      reader.token,
      highlight(freeNoteID),
    );
    const badUpdates: Array<[Record<string, unknown>, string]> = [
      [{ annotationID: made.annotationID, colour: 'orange' }, 'colour'],
      [{ annotationID: made.annotationID, startOffset: 2 }, 'startOffset'],
      [{ annotationID: made.annotationID, startOffset: 9, endOffset: 3, quote: 'x' }, 'endOffset'],
      [{ annotationID: made.annotationID, comment: 'x'.repeat(1001) }, 'comment'],
      [{ annotationID: 'nope', colour: 'blue' }, 'annotationID'],
    ];
    for (const [body, field] of badUpdates) {
      const response = await call(ApiPaths.reader.updateReaderNoteAnnotation, reader.token, body);
      expect([response.status, firstError(response.body)?.field]).toEqual([400, field]);
    }
    expect(await list(reader.token, freeNoteID)).toEqual([made]);
  });

  test("another reader's annotation does not exist for them (404), and never shows in their list", async () => {
    const mine = await result<NoteAnnotation>(
      ApiPaths.reader.addReaderNoteAnnotation,
      subscribed.token,
      highlight(freeNoteID, { comment: 'private thought' }),
    );
    const other = await api.signedInReader('ACTIVE');
    for (const [path, body] of [
      [ApiPaths.reader.updateReaderNoteAnnotation, { annotationID: mine.annotationID, colour: 'pink' }],
      [AnnotationPaths.deleteReaderNoteAnnotation, { annotationID: mine.annotationID }],
      [ApiPaths.reader.updateReaderNoteAnnotation, { annotationID: MISSING, colour: 'pink' }],
    ] as const) {
      const response = await call(path, other.token, body);
      expect([path, response.status, firstError(response.body)?.field]).toEqual([path, 404, 'annotationID']);
    }
    expect(await list(other.token, freeNoteID)).toEqual([]);
    expect((await list(subscribed.token, freeNoteID)).find((a) => a.annotationID === mine.annotationID)).toMatchObject({
      colour: 'yellow',
      comment: 'private thought',
    });
  });

  test('a locked note (paid topic, no subscription) or an unknown one is 404 on every call', async () => {
    for (const noteID of [paidNoteID, MISSING]) {
      expect((await call(ApiPaths.reader.addReaderNoteAnnotation, unsubscribed.token, highlight(noteID))).status).toBe(
        404,
      );
      expect((await call(ApiPaths.reader.getReaderNoteAnnotations, unsubscribed.token, { noteID })).status).toBe(404);
    }
  });

  test("a reader's own personal note under a paid topic is open to them for highlights", async () => {
    const note = await result<ReaderNoteItem>(ApiPaths.reader.addNoteToLesson, unsubscribed.token, {
      lessonID: paidLessonID,
      noteHeader: 'Mine',
      noteContent: '<p>My own summary</p>',
    });
    const made = await result<NoteAnnotation>(
      ApiPaths.reader.addReaderNoteAnnotation,
      unsubscribed.token,
      highlight(note.noteID, { startOffset: 0, endOffset: 6, quote: 'My own' }),
    );
    expect(await list(unsubscribed.token, note.noteID)).toEqual([made]);
    const other = await api.signedInReader('ACTIVE');
    expect((await call(ApiPaths.reader.getReaderNoteAnnotations, other.token, { noteID: note.noteID })).status).toBe(
      404,
    );
  });

  test("a lesson's highlights come in one call: every note the reader may open, their personal notes too, and nothing locked or another's", async () => {
    const reader = await api.signedInReader();
    const other = await api.signedInReader();
    const mine = await result<ReaderNoteItem>(ApiPaths.reader.addNoteToLesson, reader.token, {
      lessonID: paidLessonID,
      noteHeader: 'Mine too',
      noteContent: '<p>My own summary</p>',
    });
    const onMine = await result<NoteAnnotation>(
      ApiPaths.reader.addReaderNoteAnnotation,
      reader.token,
      highlight(mine.noteID, { startOffset: 0, endOffset: 6, quote: 'My own' }),
    );
    const theirs = await result<ReaderNoteItem>(ApiPaths.reader.addNoteToLesson, other.token, {
      lessonID: paidLessonID,
      noteHeader: 'Theirs',
      noteContent: '<p>My own summary</p>',
    });
    await result(
      ApiPaths.reader.addReaderNoteAnnotation,
      other.token,
      highlight(theirs.noteID, { startOffset: 0, endOffset: 6, quote: 'My own' }),
    );
    // A subscriber's highlight on the (locked for this reader) author note of the same lesson.
    await result(ApiPaths.reader.addReaderNoteAnnotation, subscribed.token, highlight(paidNoteID));

    const lesson = (token: string) =>
      result<NoteAnnotation[]>(ApiPaths.reader.getLessonAnnotations, token, { lessonID: paidLessonID });
    expect(await lesson(reader.token)).toEqual([onMine]);
    expect((await lesson(subscribed.token)).every((annotation) => annotation.noteID === paidNoteID)).toBe(true);
    expect((await lesson(subscribed.token)).length).toBeGreaterThan(0);

    const unknown = await call(ApiPaths.reader.getLessonAnnotations, reader.token, { lessonID: MISSING });
    expect([unknown.status, firstError(unknown.body)?.field]).toEqual([404, 'lessonID']);
    expect((await call(ApiPaths.reader.getLessonAnnotations, reader.token, { lessonID: 'nope' })).status).toBe(400);
  });

  test('anonymous callers get 401 and admins 403 on every annotation call', async () => {
    const bodies: Array<[CallPath, unknown]> = [
      [ApiPaths.reader.addReaderNoteAnnotation, highlight(freeNoteID)],
      [ApiPaths.reader.updateReaderNoteAnnotation, { annotationID: MISSING, colour: 'blue' }],
      [ApiPaths.reader.getReaderNoteAnnotations, { noteID: freeNoteID }],
      [ApiPaths.reader.getLessonAnnotations, { lessonID: paidLessonID }],
      [AnnotationPaths.deleteReaderNoteAnnotation, { annotationID: MISSING }],
    ];
    for (const [path, body] of bodies) {
      expect([path, (await call(path, undefined, body)).status]).toEqual([path, 401]);
      expect([path, (await call(path, admin, body)).status]).toEqual([path, 403]);
    }
  });
});
