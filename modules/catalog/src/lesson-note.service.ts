import type {
  AdminTopicLessonsResult,
  ContentSourceInput,
  ContentStatus,
  LessonItem,
  NoteItem,
} from '@notebook/contracts';
import { Messages, sourceChangeOf } from '@notebook/contracts';
import { type Actor, CommandExecutor, NotFoundError, assertExists, newId } from '@notebook/kernel';
import { type LessonCommand, lessonCommands } from './lessons/lesson.decider';
import { type NoteCommand, noteCommands } from './notes/note.decider';
import { LessonNoteQueries } from './queries/lesson-note.queries';
import { topicCommands } from './topics/topic.decider';

type SaveLesson = { lessonID?: string; topicID: string; lessonName: string; status: ContentStatus };
type SaveNote = {
  noteID?: string;
  lessonID: string;
  noteHeader: string;
  noteContent: string;
  status: ContentStatus;
} & ContentSourceInput;

/** Admin commands on lessons and notes. Every write is an event; answers come from the read model. */
export class LessonNoteService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly queries: LessonNoteQueries,
  ) {}

  async saveLesson(input: SaveLesson, actor: Actor): Promise<LessonItem> {
    const { topicID, lessonName, status } = input;
    if (input.lessonID)
      return this.onLesson(input.lessonID, { type: 'UpdateLesson', data: { topicID, lessonName, status } }, actor);
    const lessonID = newId();
    const { topicType } = await this.existingTopic(topicID);
    const data = {
      lessonID,
      topicID,
      topicType,
      lessonName,
      status,
      lessonType: 'AUTHOR',
      ownerReaderID: null,
    } as const;
    return this.onLesson(lessonID, { type: 'CreateLesson', data }, actor);
  }

  async changeLessonStatus(lessonID: string, status: ContentStatus, actor: Actor): Promise<LessonItem> {
    return this.onLesson(lessonID, { type: 'ChangeLessonStatus', data: { status } }, actor);
  }

  async publishLesson(lessonID: string, publish: boolean, actor: Actor): Promise<LessonItem> {
    return this.onLesson(lessonID, { type: publish ? 'PublishLesson' : 'DraftLesson' }, actor);
  }

  async reorderLessons(topicID: string, lessonIDs: string[], actor: Actor): Promise<AdminTopicLessonsResult> {
    const currentLessonIDs = await this.queries.authorLessonIDsOfTopic(topicID);
    const command = { type: 'ReorderLessons', data: { lessonIDs, currentLessonIDs } } as const;
    await topicCommands.handle(this.executor, topicID, command, actor);
    return found(await this.queries.topicLessons(topicID));
  }

  async moveLesson(lessonID: string, toTopicID: string, actor: Actor): Promise<LessonItem> {
    const { topicType } = await this.existingTopic(toTopicID);
    return this.onLesson(lessonID, { type: 'MoveLesson', data: { toTopicID, toTopicType: topicType } }, actor);
  }

  async saveNote(input: SaveNote, actor: Actor): Promise<NoteItem> {
    const { lessonID, noteHeader, noteContent, status } = input;
    const fields = { lessonID, noteHeader, noteContent, status, source: sourceChangeOf(input) };
    if (input.noteID) return this.onNote(input.noteID, { type: 'UpdateNote', data: fields }, actor);
    const noteID = newId();
    const { lessonType } = await this.existingLesson(lessonID);
    return this.onNote(noteID, { type: 'CreateNote', data: { noteID, lessonType, ...fields } }, actor);
  }

  async changeNoteStatus(noteID: string, status: ContentStatus, actor: Actor): Promise<NoteItem> {
    return this.onNote(noteID, { type: 'ChangeNoteStatus', data: { status } }, actor);
  }

  async publishNote(noteID: string, publish: boolean, actor: Actor): Promise<NoteItem> {
    return this.onNote(noteID, { type: publish ? 'PublishNote' : 'DraftNote' }, actor);
  }

  async reorderNotes(lessonID: string, noteIDs: string[], actor: Actor) {
    const currentNoteIDs = await this.queries.noteIDsOfLesson(lessonID);
    await lessonCommands.handle(
      this.executor,
      lessonID,
      { type: 'ReorderNotes', data: { noteIDs, currentNoteIDs } },
      actor,
    );
    return found(await this.queries.lessonNotes(lessonID));
  }

  async moveNote(noteID: string, toLessonID: string, actor: Actor): Promise<NoteItem> {
    const { lessonType } = await this.existingLesson(toLessonID);
    return this.onNote(noteID, { type: 'MoveNote', data: { toLessonID, toLessonType: lessonType } }, actor);
  }

  /** Runs a command on a lesson and answers the lesson as the read model then holds it. */
  private async onLesson(lessonID: string, command: LessonCommand, actor: Actor): Promise<LessonItem> {
    await lessonCommands.handle(this.executor, lessonID, command, actor);
    return found(await this.queries.lesson(lessonID));
  }

  /** Runs a command on a note and answers the note as the read model then holds it. */
  private async onNote(noteID: string, command: NoteCommand, actor: Actor): Promise<NoteItem> {
    await noteCommands.handle(this.executor, noteID, command, actor);
    return found(await this.queries.note(noteID));
  }

  private async existingTopic(topicID: string) {
    const topic = await topicCommands.load(this.executor, topicID);
    assertExists(topic, Messages.topicNotFound, 'topicID');
    return topic;
  }

  private async existingLesson(lessonID: string) {
    const lesson = await lessonCommands.load(this.executor, lessonID);
    assertExists(lesson, Messages.lessonNotFound, 'lessonID');
    return lesson;
  }
}

function found<T>(item: T | undefined): T {
  if (!item) throw new NotFoundError();
  return item;
}
