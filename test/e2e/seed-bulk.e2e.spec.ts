import { ApiPaths } from '@notebook/contracts';
import type { AdminTopicLessonsResult } from '@notebook/contracts';
import { chapterGroupStream, chapterStream, lessonStream, noteStream, topicStream } from '@notebook/catalog';
import { CommandBatch, RecordedEvent, SYSTEM_ACTOR, START } from '@notebook/kernel';
import { BulkCatalog } from '../../modules/catalog/src/seed/bulk-content';
import { TestApi, eventually } from '../support/test-api';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await TestApi.start();
  token = await api.adminToken();
});
afterAll(() => api.stop());

const NOTE = '<p>Check the <strong>inhaler</strong> technique.</p><script>alert(1)</script>';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** Types and data of the streams in order, each id replaced by the order it first appeared in. */
async function normalised(streams: string[]): Promise<Array<{ type: string; data: unknown; schemaVersion: number }>> {
  const events: RecordedEvent[] = [];
  for (const stream of streams) events.push(...(await api.resources.eventStore.readStream(stream)));
  const ids = new Map<string, string>();
  const text = JSON.stringify(events.map(({ type, data, schemaVersion }) => ({ type, data, schemaVersion })));
  return JSON.parse(text.replace(UUID, (id) => ids.get(id) ?? (ids.set(id, `id-${ids.size}`), `id-${ids.size - 1}`)));
}

test('the bulk seed records the same events as the admin commands, appended many streams at a time, and the read models follow', async () => {
  // Through the API, as an admin does it.
  const { chapterGroupID, chapterID, topicID } = await api.createTopic(token, {
    chapterGroupName: 'Clinical',
    chapterName: 'Respiratory',
    topicName: 'Asthma in adults',
  });
  const lessonID = await api.createLesson(token, topicID, 'Management', { publish: true });
  const noteID = await api.createNote(token, lessonID, 'Inhalers', NOTE, { publish: true });
  const byCommands = await normalised([
    chapterGroupStream(chapterGroupID),
    chapterStream(chapterID),
    topicStream(topicID),
    lessonStream(lessonID),
    noteStream(noteID),
  ]);

  // Through a CommandBatch, as the seed does it: nothing is written until the flush.
  const before = await api.eventCount();
  const batch = new CommandBatch(api.resources.eventStore, api.resources.eventSchemas, api.resources.clock, {
    streamsPerAppend: 2,
  });
  const bulk = new BulkCatalog(batch, SYSTEM_ACTOR);
  const groupID = await bulk.chapterGroup('Clinical');
  const bulkChapterID = await bulk.chapter(groupID, 'Respiratory');
  const bulkTopicID = await bulk.topic(bulkChapterID, 'Asthma in adults', false);
  const bulkLessonID = await bulk.publishedLesson(bulkTopicID, 'Management');
  const bulkNoteID = await bulk.publishedNote(bulkLessonID, 'Inhalers', NOTE);
  expect(await api.eventCount()).toBe(before);
  const totals = await batch.flush();
  expect(totals).toMatchObject({ streams: 5, events: byCommands.length });

  const bySeed = await normalised([
    chapterGroupStream(groupID),
    chapterStream(bulkChapterID),
    topicStream(bulkTopicID),
    lessonStream(bulkLessonID),
    noteStream(bulkNoteID),
  ]);
  expect(bySeed).toEqual(byCommands);
  expect(JSON.stringify(bySeed)).not.toContain('<script>');
  // The five streams went in three appends (two streams each), each one transaction. The log shows a
  // transaction once every older one has ended, so another file's open transaction can hide one for a moment.
  await eventually(async () => {
    const log = (await api.resources.eventStore.readAll(START, 100_000)).filter((event) =>
      [groupID, bulkChapterID, bulkTopicID, bulkLessonID, bulkNoteID].some((id) => event.streamName.endsWith(id)),
    );
    expect(log).toHaveLength(byCommands.length);
    expect(new Set(log.map((event) => event.position.slice(0, 20))).size).toBe(3);
  });

  // Once the projections catch up, the admin screens show the seeded lesson and note as published.
  let lessons: AdminTopicLessonsResult['lessons'] = [];
  for (let attempt = 0; attempt < 150 && lessons[0]?.notes.length !== 1; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 200));
    // Until the catalog projection has the topic, the admin call answers 404 for it.
    const response = await api.call<AdminTopicLessonsResult>(ApiPaths.adminChapter.getTopicLessons, {
      token,
      body: { topicID: bulkTopicID },
    });
    if (response.body.status === 'SUCCESS') lessons = response.body.result.lessons;
  }
  expect(lessons.map((lesson) => [lesson.lessonName, lesson.publishState])).toEqual([['Management', 'PUBLISHED']]);
  expect(lessons[0]!.notes.map((note) => [note.noteHeader, note.publishState])).toEqual([['Inhalers', 'PUBLISHED']]);
}, 60_000);
