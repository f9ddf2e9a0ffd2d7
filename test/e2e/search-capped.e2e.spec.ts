import { ApiPaths } from '@notebook/contracts';
import type {
  ChapterGroupMenuItem,
  ChapterMenuItem,
  LessonItem,
  NoteItem,
  SearchResponse,
  TopicMenuItem,
} from '@notebook/contracts';
import { SEARCH_CANDIDATE_CAP } from '@notebook/search';
import { TestApi, type CallPath } from '../support/test-api';

/**
 * A term in more notes than the search ranks (SEARCH_CANDIDATE_CAP): notes whose topic, lesson or
 * header matches still come first, even when they are not among the first matches in index order,
 * and the total is still the spec's capped 500.
 */
let api: TestApi;
let admin: string;
let titleNoteID: string;
let headerNoteID: string;

const save = <T>(path: CallPath, body: unknown) => api.ok<T>(path, { token: admin, body });

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminToken();
  // Many plain content matches, written straight into the read model before the title match.
  await api.resources.pool.query(
    `INSERT INTO search_document (note_id, lesson_id, topic_id, topic_name, lesson_name, note_header, note_text, note_status, note_type,
       note_publish_state, listed, free_content)
     SELECT gen_random_uuid(), md5('lesson' || (g / 10))::uuid, md5('topic' || (g / 40))::uuid, 'Topic ' || (g / 40), 'Lesson ' || (g / 10),
            'Header ' || g, 'some words then ubiquitin ' || g, 'ACT', 'AUTHOR', 'PUBLISHED', true, true
     FROM generate_series(1, $1) g`,
    [SEARCH_CANDIDATE_CAP + 300],
  );
  const group = await save<ChapterGroupMenuItem>(ApiPaths.adminChapter.saveUpdateChapterGroup, {
    chapterGroupName: 'Biochemistry',
  });
  const chapter = await save<ChapterMenuItem>(ApiPaths.adminChapter.saveUpdateChapter, {
    chapterGroupID: group.chapterGroupID,
    chapterName: 'Proteins',
  });
  const topic = await save<TopicMenuItem>(ApiPaths.adminChapter.saveUpdateTopic, {
    chapterID: chapter.chapterID,
    topicName: 'Ubiquitin pathways',
    freeContent: true,
  });
  const lesson = await save<LessonItem>(ApiPaths.adminChapter.saveUpdateLesson, {
    topicID: topic.topicID,
    lessonName: 'Tagging',
  });
  await save(ApiPaths.adminChapter.publishLesson, { lessonID: lesson.lessonID });
  const note = await save<NoteItem>(ApiPaths.adminChapter.saveUpdateNote, {
    lessonID: lesson.lessonID,
    noteHeader: 'Proteasome',
    noteContent: '<p>Ubiquitin marks proteins for the proteasome.</p>',
  });
  await save(ApiPaths.adminChapter.publishNote, { noteID: note.noteID });
  titleNoteID = note.noteID;
  // A header-only match (weight B) under a topic and lesson that do not match.
  const otherTopic = await save<TopicMenuItem>(ApiPaths.adminChapter.saveUpdateTopic, {
    chapterID: chapter.chapterID,
    topicName: 'Cell signalling',
    freeContent: true,
  });
  const otherLesson = await save<LessonItem>(ApiPaths.adminChapter.saveUpdateLesson, {
    topicID: otherTopic.topicID,
    lessonName: 'Kinases',
  });
  await save(ApiPaths.adminChapter.publishLesson, { lessonID: otherLesson.lessonID });
  const headerNote = await save<NoteItem>(ApiPaths.adminChapter.saveUpdateNote, {
    lessonID: otherLesson.lessonID,
    noteHeader: 'Ubiquitin ligases',
    noteContent: '<p>E3 enzymes attach the tag.</p>',
  });
  await save(ApiPaths.adminChapter.publishNote, { noteID: headerNote.noteID });
  headerNoteID = headerNote.noteID;
  await api.resources.pool.query('ANALYZE search_document');
}, 60_000);
afterAll(() => api.stop());

test('a topic-name match ranks first among more matches than are ranked, and the total is capped at 500', async () => {
  const response = await api.call<SearchResponse>(ApiPaths.public.searchNotePublic, {
    body: { searchKey: 'ubiquitin', limit: 5 },
  });
  expect(response.status).toBe(200);
  const result = (response.body as { result: SearchResponse }).result;
  expect(result.totalNoOfRecords).toBe(500);
  expect(result.results).toHaveLength(5);
  expect(result.results[0]!.noteID).toBe(titleNoteID);
  expect(result.results[0]!.highlights.find((h) => h.path === 'topicName')?.texts[0]).toEqual({
    type: 'hit',
    value: 'Ubiquitin',
  });
});

test('a note whose only match is its header ranks above the many content-only matches', async () => {
  const response = await api.call<SearchResponse>(ApiPaths.public.searchNotePublic, {
    body: { searchKey: 'ubiquitin', limit: 5 },
  });
  const result = (response.body as { result: SearchResponse }).result;
  expect(result.results.map((found) => found.noteID).slice(0, 2)).toEqual([titleNoteID, headerNoteID]);
  expect(result.results[1]!.highlights.map((h) => h.path)).toEqual(['noteHeader']);
});

test('pages past the first stay within the ranked set and do not repeat notes', async () => {
  const seen = new Set<string>();
  for (const offset of [0, 100, 200, 300, 400]) {
    const response = await api.call<SearchResponse>(ApiPaths.public.searchNotePublic, {
      body: { searchKey: 'ubiquitin', limit: 100, offset },
    });
    const result = (response.body as { result: SearchResponse }).result;
    expect(result.results).toHaveLength(100);
    for (const found of result.results) seen.add(found.noteID);
  }
  expect(seen.size).toBe(500);
});

test('the search page’s pages of 20 are, in order, the spec’s one call for 500', async () => {
  const search = async (limit: number, offset: number) =>
    (
      (
        await api.call<SearchResponse>(ApiPaths.public.searchNotePublic, {
          body: { searchKey: 'ubiquitin', limit, offset },
        })
      ).body as { result: SearchResponse }
    ).result;
  const all = await search(500, 0);
  const paged: string[] = [];
  for (let offset = 0; offset < 500; offset += 20)
    paged.push(...(await search(20, offset)).results.map((found) => found.noteID));
  expect(all.results).toHaveLength(500);
  expect(paged).toEqual(all.results.map((found) => found.noteID));
}, 60_000);
