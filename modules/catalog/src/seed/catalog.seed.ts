import { type ModuleSeed, SYSTEM_ACTOR, seedKey } from '@notebook/kernel';
import { BulkCatalog, type SeededTopic, recordCurriculum, recordLessons, recordNotes } from './bulk-content';
import { curriculum } from './curriculum';
import { LESSONS } from './note-corpus';

/** The demo curriculum's topics, in order, with their lessons, for the steps that file content under them. */
export const seededTopics = seedKey<readonly SeededTopic[]>('catalog', 'topics');

/**
 * The demo catalog and its 7,200 notes, decided into the seed's batch. Groups, chapters, topics and
 * their lessons are appended first and shown before later steps get the topics (the question bank
 * links its questions to the lessons); the notes are decided meanwhile and appended with the rest
 * once every step is done, so those steps' commands find the read models idle.
 */
export const catalogSeed: ModuleSeed = {
  async run(context) {
    const topicCount = curriculum.reduce(
      (sum, group) => sum + group.chapters.reduce((count, chapter) => count + chapter.topics.length, 0),
      0,
    );
    const deciding = context.stage('Deciding the catalog', topicCount, 'topics');
    const catalog = new BulkCatalog(context.batch, SYSTEM_ACTOR);
    const topics = await recordLessons(catalog, await recordCurriculum(catalog, curriculum));
    const structure = await context.batch.flush();
    context.background(
      recordNotes(catalog, topics, (done) => deciding.update(done)).then(({ notes }) =>
        deciding.done(`${topics.length} topics, ${topics.length * LESSONS.length} lessons, ${notes} notes`),
      ),
    );
    await context.readModelsShow(structure.position!, ['TopicCreated', 'LessonCreated']);
    context.provide(seededTopics, topics);
  },
};
