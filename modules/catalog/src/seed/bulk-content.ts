import { chapterGroupDecider } from '../chapter-groups/chapter-group.decider';
import { chapterGroupStream } from '../chapter-groups/chapter-group.events';
import { chapterDecider } from '../chapters/chapter.decider';
import { chapterStream } from '../chapters/chapter.events';
import { lessonDecider } from '../lessons/lesson.decider';
import { lessonStream } from '../lessons/lesson.events';
import { noteDecider } from '../notes/note.decider';
import { noteStream } from '../notes/note.events';
import { topicDecider } from '../topics/topic.decider';
import { topicStream } from '../topics/topic.events';
import type { ContentSource } from '@notebook/contracts';
import { Actor, CommandBatch, DomainEvent, Decider, newId } from '@notebook/kernel';
import type { curriculum as Curriculum } from './curriculum';
import { LESSONS, notesFor } from './note-corpus';
import { noteSourceFor } from './note-sources';

/** A demo topic and, once `recordLessons` ran, its four lessons' ids by name (questions link to them, issue 29). */
export type SeededTopic = {
  topicID: string;
  topicName: string;
  lessonIDs?: Readonly<Record<(typeof LESSONS)[number], string>>;
};

/**
 * The demo catalog (groups, chapters, topics, then four published lessons of a dozen published
 * notes per topic) decided through the catalog's deciders into a `CommandBatch`, with the very
 * commands CatalogService and LessonNoteService send for an admin's create and publish. Nothing is
 * appended until the caller flushes the batch. `test/e2e/seed-bulk.e2e.spec.ts` checks that the events
 * equal those the services record.
 */
export class BulkCatalog {
  constructor(
    private readonly batch: CommandBatch,
    private readonly actor: Actor,
  ) {}

  async chapterGroup(chapterGroupName: string): Promise<string> {
    const chapterGroupID = newId();
    await this.create(chapterGroupStream(chapterGroupID), chapterGroupDecider, {
      type: 'CreateChapterGroup',
      data: { chapterGroupID, chapterGroupName, status: 'ACT' },
    });
    return chapterGroupID;
  }

  async chapter(chapterGroupID: string, chapterName: string): Promise<string> {
    await this.requireExists(chapterGroupStream(chapterGroupID), chapterGroupDecider);
    const chapterID = newId();
    await this.create(chapterStream(chapterID), chapterDecider, {
      type: 'CreateChapter',
      data: { chapterID, chapterGroupID, chapterName, status: 'ACT' },
    });
    return chapterID;
  }

  async topic(chapterID: string, topicName: string, freeContent: boolean): Promise<string> {
    await this.requireExists(chapterStream(chapterID), chapterDecider);
    const topicID = newId();
    await this.create(topicStream(topicID), topicDecider, {
      type: 'CreateTopic',
      data: { topicID, chapterID, topicName, status: 'ACT', freeContent, topicType: 'AUTHOR', ownerReaderID: null },
    });
    return topicID;
  }

  /** A lesson, published. */
  async publishedLesson(topicID: string, lessonName: string): Promise<string> {
    const topic = await this.batch.load(topicStream(topicID), topicDecider);
    if (!topic.exists) throw new Error(`Topic ${topicID} not found`);
    const lessonID = newId();
    await this.create(lessonStream(lessonID), lessonDecider, {
      type: 'CreateLesson',
      data: {
        lessonID,
        topicID,
        topicType: topic.topicType,
        lessonName,
        status: 'ACT',
        lessonType: 'AUTHOR',
        ownerReaderID: null,
      },
    });
    await this.run(lessonStream(lessonID), lessonDecider, { type: 'PublishLesson' });
    return lessonID;
  }

  /** A note, published; with its source when given (issue 29), as the note save records it. */
  async publishedNote(
    lessonID: string,
    noteHeader: string,
    noteContent: string,
    source?: ContentSource,
  ): Promise<string> {
    const lesson = await this.batch.load(lessonStream(lessonID), lessonDecider);
    if (!lesson.exists) throw new Error(`Lesson ${lessonID} not found`);
    const noteID = newId();
    await this.create(noteStream(noteID), noteDecider, {
      type: 'CreateNote',
      data: { noteID, lessonID, lessonType: lesson.lessonType, noteHeader, noteContent, status: 'ACT', source },
    });
    await this.run(noteStream(noteID), noteDecider, { type: 'PublishNote' });
    return noteID;
  }

  private async requireExists<State extends { exists: boolean }, Event extends DomainEvent>(
    streamName: string,
    decider: Decider<State, never, Event>,
  ): Promise<void> {
    if (!(await this.batch.load(streamName, decider)).exists) throw new Error(`${streamName} not found`);
  }

  private async create<State, Command, Event extends DomainEvent>(
    streamName: string,
    decider: Decider<State, Command, Event>,
    command: Command,
  ): Promise<void> {
    await this.batch.execute({ streamName, decider, command, actor: this.actor }, { newStream: true });
  }

  private async run<State, Command, Event extends DomainEvent>(
    streamName: string,
    decider: Decider<State, Command, Event>,
    command: Command,
  ): Promise<void> {
    await this.batch.execute({ streamName, decider, command, actor: this.actor });
  }
}

/** Groups, chapters and topics of the curriculum; every tenth topic is free content, so visitors have something to open. */
export async function recordCurriculum(catalog: BulkCatalog, curriculum: typeof Curriculum): Promise<SeededTopic[]> {
  const topics: SeededTopic[] = [];
  for (const { group, chapters } of curriculum) {
    const chapterGroupID = await catalog.chapterGroup(group);
    for (const chapter of chapters) {
      const chapterID = await catalog.chapter(chapterGroupID, chapter.name);
      for (const topicName of chapter.topics) {
        topics.push({ topicID: await catalog.topic(chapterID, topicName, topics.length % 10 === 0), topicName });
      }
    }
  }
  return topics;
}

/** Four published lessons per topic, the same four everywhere (`LESSONS`): each topic given with their ids. */
export async function recordLessons(catalog: BulkCatalog, topics: readonly SeededTopic[]): Promise<SeededTopic[]> {
  const withLessons: SeededTopic[] = [];
  for (const topic of topics) {
    const lessonIDs = {} as Record<(typeof LESSONS)[number], string>;
    for (const lessonName of LESSONS) lessonIDs[lessonName] = await catalog.publishedLesson(topic.topicID, lessonName);
    withLessons.push({ ...topic, lessonIDs });
  }
  return withLessons;
}

/** About a dozen published notes in each lesson `recordLessons` made: the 7,000+ note corpus. */
export async function recordNotes(
  catalog: BulkCatalog,
  topics: readonly SeededTopic[],
  onTopic: (done: number) => void = () => undefined,
): Promise<{ notes: number }> {
  let notes = 0;
  for (const [index, { topicName, lessonIDs }] of topics.entries()) {
    if (!lessonIDs) throw new Error(`${topicName} has no lessons: record them first`);
    const source = noteSourceFor(topicName, index);
    for (const lessonName of LESSONS) {
      for (const note of notesFor(topicName, lessonName, index)) {
        await catalog.publishedNote(lessonIDs[lessonName], note.noteHeader, note.noteContent, source);
        notes += 1;
      }
    }
    onTopic(index + 1);
  }
  return { notes };
}
