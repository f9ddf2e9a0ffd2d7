import { randomUUID } from 'node:crypto';
import { projectionSpec } from '../../../../test/support/projection-spec';
import type { LessonNoteEvent } from '../catalog.events';
import { lessonNoteProjection } from './lesson-note.projection';

const spec = projectionSpec(lessonNoteProjection);

const lesson = (topicID: string, lessonName: string, lessonID = randomUUID()): LessonNoteEvent => ({
  type: 'LessonCreated',
  data: {
    lessonID,
    topicID,
    lessonName,
    status: 'ACT',
    lessonType: 'AUTHOR',
    ownerReaderID: null,
    publishState: 'DRAFT',
  },
});
const note = (
  lessonID: string,
  noteHeader: string,
  noteContent = '<p>Text</p>',
  noteID = randomUUID(),
): LessonNoteEvent => ({
  type: 'NoteCreated',
  data: {
    noteID,
    lessonID,
    noteHeader,
    noteContent,
    status: 'ACT',
    noteType: 'AUTHOR',
    ownerReaderID: null,
    publishState: 'DRAFT',
  },
});
const idOf = (event: LessonNoteEvent) => Object.values(event.data)[0] as string;
const orderOf = async (table: 'lesson' | 'note') =>
  Object.fromEntries(
    (table === 'lesson'
      ? await spec.db.selectFrom('lesson').select(['lesson_name as name', 'display_order']).execute()
      : await spec.db.selectFrom('note').select(['note_header as name', 'display_order']).execute()
    ).map((row) => [row.name, row.display_order]),
  );

describe('lesson and note projection', () => {
  it('new lessons and notes go last in their parent; a moved one goes last in its new parent', async () => {
    const [topic, other] = [randomUUID(), randomUUID()];
    const a = lesson(topic, 'a');
    const b = lesson(topic, 'b');
    await spec.given(a, b, lesson(other, 'c'), note(idOf(a), 'n1'), note(idOf(a), 'n2'));
    expect(await orderOf('lesson')).toEqual({ a: 1, b: 2, c: 1 });
    expect(await orderOf('note')).toEqual({ n1: 1, n2: 2 });

    await spec.given({ type: 'LessonMoved', data: { lessonID: idOf(a), fromTopicID: topic, toTopicID: other } });
    expect(await orderOf('lesson')).toEqual({ a: 2, b: 2, c: 1 });
  });

  it('a note keeps the plain text of its content for search and excerpts, edits included', async () => {
    const a = lesson(randomUUID(), 'a');
    const n = note(idOf(a), 'BP', '<p>Blood <strong>pressure</strong></p><p>raised</p>');
    await spec.given(a, n);
    await spec.given({
      type: 'NoteContentChanged',
      data: { noteID: idOf(n), noteContent: '<p>Blood pressure</p><ul><li>lowered</li></ul>' },
    });
    const { note_text } = await spec.db.selectFrom('note').select('note_text').executeTakeFirstOrThrow();
    expect(note_text).toMatch(/^Blood pressure\s+lowered$/);
  });

  it('a reader removing their lesson removes its notes too; a note emptied from the trash is gone', async () => {
    const topic = randomUUID();
    const a = lesson(topic, 'a');
    const b = lesson(topic, 'b');
    const kept = note(idOf(b), 'kept');
    const trashed = note(idOf(b), 'trashed');
    await spec.given(a, b, note(idOf(a), 'goes'), kept, trashed);
    await spec.given(
      { type: 'LessonDeleted', data: { lessonID: idOf(a), topicID: topic } },
      { type: 'NoteDeleted', data: { noteID: idOf(trashed), lessonID: idOf(b) } },
    );
    expect(await orderOf('lesson')).toEqual({ b: 2 });
    expect(await orderOf('note')).toEqual({ kept: 1 });
  });
});
