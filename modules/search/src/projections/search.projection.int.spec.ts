import { randomUUID } from 'node:crypto';
import { projectionSpec } from '../../../../test/support/projection-spec';
import { lessonChain } from '../search.fixtures';
import { searchProjection } from './search.projection';

const spec = projectionSpec(searchProjection);

/** A group > chapter > topic > lesson > note chain, author content, all active; the lesson and note as `publish` says. */
function chain(options: { publish?: boolean; words?: string; reader?: string } = {}) {
  const publishState = options.publish === false ? 'DRAFT' : 'PUBLISHED';
  const { events, chapterID, topicID, lessonID, type, ownerReaderID } = lessonChain({
    topicName: 'Hypertension',
    lessonName: 'Diagnosis',
    ownerReaderID: options.reader,
    publishState,
  });
  const noteID = randomUUID();
  events.push({
    type: 'NoteCreated',
    data: {
      noteID,
      lessonID,
      noteHeader: 'Targets',
      noteContent: `<p>${options.words ?? 'Lower the pressure'}</p>`,
      status: 'ACT',
      noteType: type,
      ownerReaderID,
      publishState,
    },
  });
  return { events, chapterID, topicID, lessonID, noteID };
}
const document = (noteID: string) =>
  spec.db
    .selectFrom('search_document')
    .select(['listed', 'owner_reader_id', 'topic_name'])
    .where('note_id', '=', noteID)
    .executeTakeFirst();
const words = async () => (await spec.db.selectFrom('search_word').select('word').execute()).map((row) => row.word);
/** A topic's 'Did you mean' words: `title` (found by titles, everyone's) or `content` (for those who may open the topic). */
const topicWords = async (topicID: string) => {
  const rows = await spec.db
    .selectFrom('search_topic_word')
    .select(['word', 'in_title'])
    .where('topic_id', '=', topicID)
    .orderBy('word')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.word, row.in_title ? 'title' : 'content']));
};

describe('search projection', () => {
  it('a note is listed only while everything above it is active and published; an inactive chapter hides it', async () => {
    const draft = chain({ publish: false });
    const live = chain();
    await spec.given(...draft.events, ...live.events);
    expect(await document(draft.noteID)).toMatchObject({ listed: false });
    expect(await document(live.noteID)).toMatchObject({
      listed: true,
      owner_reader_id: null,
      topic_name: 'Hypertension',
    });

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

  it('a topic’s words are those of its listed notes: titles for everyone, content for those who may open it; a draft adds none', async () => {
    const live = chain({ words: 'Lower the pressure' });
    const draft = chain({ publish: false, words: 'Draftonly wording' });
    await spec.given(...live.events, ...draft.events);
    expect(await topicWords(live.topicID)).toEqual({
      hypertension: 'title',
      diagnosis: 'title',
      targets: 'title',
      lower: 'content',
      the: 'content',
      pressure: 'content',
    });
    expect(await topicWords(draft.topicID)).toEqual({});

    await spec.given(
      { type: 'NotePublished', data: { noteID: draft.noteID } },
      { type: 'LessonPublished', data: { lessonID: draft.lessonID } },
    );
    expect(await topicWords(draft.topicID)).toMatchObject({ draftonly: 'content', wording: 'content' });
    await spec.given({ type: 'NoteDrafted', data: { noteID: draft.noteID } });
    expect(await topicWords(draft.topicID)).toEqual({});
  });

  it('an edit replaces a listed note’s words; an edit of a draft changes nothing', async () => {
    const live = chain({ words: 'Lower the pressure' });
    const draft = chain({ publish: false });
    await spec.given(...live.events, ...draft.events);
    await spec.given(
      { type: 'NoteContentChanged', data: { noteID: live.noteID, noteContent: '<p>Anginoid pain</p>' } },
      { type: 'NoteRetitled', data: { noteID: live.noteID, noteHeader: 'Pressure' } },
      { type: 'NoteContentChanged', data: { noteID: draft.noteID, noteContent: '<p>Unpublished wording</p>' } },
    );
    expect(await topicWords(live.topicID)).toEqual({
      hypertension: 'title',
      diagnosis: 'title',
      pressure: 'title',
      anginoid: 'content',
      pain: 'content',
    });
    expect(await topicWords(draft.topicID)).toEqual({});
    expect(await words()).not.toContain('unpublished');
  });

  it('words follow their notes: hidden with a chapter, moved with a lesson, gone with a deleted note or topic', async () => {
    const from = chain({ words: 'Bradycardia' });
    const to = chain({ words: 'Tachycardia' });
    await spec.given(...from.events, ...to.events);
    await spec.given({ type: 'ChapterStatusChanged', data: { chapterID: from.chapterID, status: 'INA' } });
    expect(await topicWords(from.topicID)).toEqual({});
    await spec.given({ type: 'ChapterStatusChanged', data: { chapterID: from.chapterID, status: 'ACT' } });
    expect(await topicWords(from.topicID)).toMatchObject({ bradycardia: 'content' });

    await spec.given({
      type: 'LessonMoved',
      data: { lessonID: from.lessonID, fromTopicID: from.topicID, toTopicID: to.topicID },
    });
    expect(await topicWords(from.topicID)).toEqual({});
    expect(await topicWords(to.topicID)).toMatchObject({ bradycardia: 'content', tachycardia: 'content' });

    await spec.given({ type: 'NoteDeleted', data: { noteID: from.noteID, lessonID: from.lessonID } });
    expect(await topicWords(to.topicID)).not.toHaveProperty('bradycardia');
    await spec.given({ type: 'TopicDeleted', data: { topicID: to.topicID, chapterID: to.chapterID } });
    expect(await topicWords(to.topicID)).toEqual({});
  });

  it('a reader’s own note adds no word to its topic', async () => {
    const readerID = randomUUID();
    const own = chain({ reader: readerID, words: 'zygomatic quixotic' });
    await spec.given(...own.events);
    expect(await topicWords(own.topicID)).toEqual({});
  });

  it('a removed lesson takes its documents with it', async () => {
    const gone = chain();
    await spec.given(...gone.events);
    await spec.given({ type: 'LessonDeleted', data: { lessonID: gone.lessonID, topicID: gone.topicID } });
    expect(await document(gone.noteID)).toBeUndefined();
  });
});
