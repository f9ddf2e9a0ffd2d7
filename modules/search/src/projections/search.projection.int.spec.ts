import { randomUUID } from 'node:crypto';
import type { CatalogEvent, LessonNoteEvent } from '@notebook/catalog';
import { projectionSpec } from '../../../../test/support/projection-spec';
import { searchProjection } from './search.projection';

const spec = projectionSpec(searchProjection);
type SearchEvent = CatalogEvent | LessonNoteEvent;

/** A group > chapter > topic > lesson > note chain, author content, all active; the lesson and note as `publish` says. */
function chain(options: { publish?: boolean; words?: string; reader?: string } = {}) {
  const [chapterGroupID, chapterID, topicID, lessonID, noteID] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const type = options.reader ? 'READER' : 'AUTHOR';
  const owner = options.reader ?? null;
  const state = options.publish === false ? 'DRAFT' : 'PUBLISHED';
  const events: SearchEvent[] = [
    { type: 'ChapterGroupCreated', data: { chapterGroupID, chapterGroupName: 'Clinical', status: 'ACT' } },
    { type: 'ChapterCreated', data: { chapterID, chapterGroupID, chapterName: 'Cardiology', status: 'ACT' } },
    { type: 'TopicCreated', data: { topicID, chapterID, topicName: 'Hypertension', status: 'ACT', freeContent: false, topicType: type, ownerReaderID: owner } },
    { type: 'LessonCreated', data: { lessonID, topicID, lessonName: 'Diagnosis', status: 'ACT', lessonType: type, ownerReaderID: owner, publishState: state } },
    {
      type: 'NoteCreated',
      data: {
        noteID,
        lessonID,
        noteHeader: 'Targets',
        noteContent: `<p>${options.words ?? 'Lower the pressure'}</p>`,
        status: 'ACT',
        noteType: type,
        ownerReaderID: owner,
        publishState: state,
      },
    },
  ];
  return { events, chapterID, topicID, lessonID, noteID };
}
const document = (noteID: string) =>
  spec.db.selectFrom('search_document').select(['listed', 'owner_reader_id', 'topic_name']).where('note_id', '=', noteID).executeTakeFirst();
const words = async () => (await spec.db.selectFrom('search_word').select('word').execute()).map((row) => row.word);

describe('search projection', () => {
  it('a note is listed only while everything above it is active and published; an inactive chapter hides it', async () => {
    const draft = chain({ publish: false });
    const live = chain();
    await spec.given(...draft.events, ...live.events);
    expect(await document(draft.noteID)).toMatchObject({ listed: false });
    expect(await document(live.noteID)).toMatchObject({ listed: true, owner_reader_id: null, topic_name: 'Hypertension' });

    await spec.given({ type: 'ChapterStatusChanged', data: { chapterID: live.chapterID, status: 'INA' } });
    expect(await document(live.noteID)).toMatchObject({ listed: false });
  });

  it('a reader’s own note belongs to that reader; its words never feed "Did you mean"', async () => {
    const readerID = randomUUID();
    const own = chain({ reader: readerID, words: 'zygomatic quixotic' });
    await spec.given(...own.events, ...chain({ words: 'bradycardia' }).events);
    expect(await document(own.noteID)).toMatchObject({ owner_reader_id: readerID });
    expect(await words()).toContain('bradycardia');
    expect(await words()).not.toContain('quixotic');
  });

  it('a removed lesson takes its documents with it', async () => {
    const gone = chain();
    await spec.given(...gone.events);
    await spec.given({ type: 'LessonDeleted', data: { lessonID: gone.lessonID, topicID: gone.topicID } });
    expect(await document(gone.noteID)).toBeUndefined();
  });
});
