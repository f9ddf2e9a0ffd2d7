import { type ModuleSeed, SYSTEM_ACTOR, seedKey } from '@notebook/kernel';
import { BulkCatalog, type SeededTopic, recordCurriculum, recordLessonsAndNotes } from './bulk-content';
import { curriculum } from './curriculum';

/** The demo curriculum's topics, in order, for the steps that file content under them. */
export const seededTopics = seedKey<readonly SeededTopic[]>('catalog', 'topics');

/**
 * The demo catalog and its 7,200 notes, decided into the seed's batch. Groups, chapters and topics
 * are appended first and shown before later steps get the topics; the notes are decided meanwhile
 * and appended with the rest once every step is done, so those steps' commands find the read models idle.
 */
export const catalogSeed: ModuleSeed = {
  async run(context) {
    const topicCount = curriculum.reduce(
      (sum, group) => sum + group.chapters.reduce((count, chapter) => count + chapter.topics.length, 0),
      0,
    );
    const deciding = context.stage('Deciding the catalog', topicCount, 'topics');
    const catalog = new BulkCatalog(context.batch, SYSTEM_ACTOR);
    const topics = await recordCurriculum(catalog, curriculum);
    const structure = await context.batch.flush();
    context.background(
      recordLessonsAndNotes(catalog, topics, (done) => deciding.update(done)).then(({ lessons, notes }) =>
        deciding.done(`${topics.length} topics, ${lessons} lessons, ${notes} notes`),
      ),
    );
    await context.readModelsShow(structure.position!, ['TopicCreated']);
    context.provide(seededTopics, topics);
  },
};
