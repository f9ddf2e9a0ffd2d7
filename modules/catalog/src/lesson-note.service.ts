import type { AdminTopicLessonsResult, ContentStatus, LessonItem, NoteItem } from '@notebook/contracts';
import { Messages } from '@notebook/contracts';
import { type Actor, CommandExecutor, NotFoundError, newId } from '@notebook/kernel';
import { lessonCommands } from './lessons/lesson.decider';
import { noteCommands } from './notes/note.decider';
import { LessonNoteQueries } from './queries/lesson-note.queries';
import { topicCommands } from './topics/topic.decider';

type SaveLesson = { lessonID?: string; topicID: string; lessonName: string; status: ContentStatus };
type SaveNote = { noteID?: string; lessonID: string; noteHeader: string; noteContent: string; status: ContentStatus };

/** Admin commands on lessons and notes. Every write is an event; answers come from the read model. */
export class LessonNoteService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly queries: LessonNoteQueries,
  ) {}

  async saveLesson(input: SaveLesson, actor: Actor): Promise<LessonItem> {
    const isNew = !input.lessonID;
    const id = input.lessonID ?? newId();
    if (isNew) {
      const topic = await topicCommands.load(this.executor, input.topicID);
      if (!topic.exists) throw new NotFoundError(Messages.topicNotFound, 'topicID');
      await lessonCommands.handle(
        this.executor,
        id,
        {
          type: 'CreateLesson',
          data: {
            lessonID: id,
            topicID: input.topicID,
            topicType: topic.topicType,
            lessonName: input.lessonName,
            status: input.status,
            lessonType: 'AUTHOR',
            ownerReaderID: null,
          },
        },
        actor,
      );
    } else {
      await lessonCommands.handle(
        this.executor,
        id,
        { type: 'UpdateLesson', data: { topicID: input.topicID, lessonName: input.lessonName, status: input.status } },
        actor,
      );
    }
    return found(await this.queries.lesson(id));
  }

  async changeLessonStatus(lessonID: string, status: ContentStatus, actor: Actor): Promise<LessonItem> {
    await lessonCommands.handle(this.executor, lessonID, { type: 'ChangeLessonStatus', data: { status } }, actor);
    return found(await this.queries.lesson(lessonID));
  }

  async publishLesson(lessonID: string, publish: boolean, actor: Actor): Promise<LessonItem> {
    await lessonCommands.handle(this.executor, lessonID, { type: publish ? 'PublishLesson' : 'DraftLesson' }, actor);
    return found(await this.queries.lesson(lessonID));
  }

  async reorderLessons(topicID: string, lessonIDs: string[], actor: Actor): Promise<AdminTopicLessonsResult> {
    const currentLessonIDs = await this.queries.authorLessonIDsOfTopic(topicID);
    await topicCommands.handle(
      this.executor,
      topicID,
      { type: 'ReorderLessons', data: { lessonIDs, currentLessonIDs } },
      actor,
    );
    return found(await this.queries.topicLessons(topicID));
  }

  async moveLesson(lessonID: string, toTopicID: string, actor: Actor): Promise<LessonItem> {
    const topic = await topicCommands.load(this.executor, toTopicID);
    if (!topic.exists) throw new NotFoundError(Messages.topicNotFound, 'topicID');
    await lessonCommands.handle(
      this.executor,
      lessonID,
      { type: 'MoveLesson', data: { toTopicID, toTopicType: topic.topicType } },
      actor,
    );
    return found(await this.queries.lesson(lessonID));
  }

  async saveNote(input: SaveNote, actor: Actor): Promise<NoteItem> {
    const isNew = !input.noteID;
    const id = input.noteID ?? newId();
    if (isNew) {
      const lesson = await lessonCommands.load(this.executor, input.lessonID);
      if (!lesson.exists) throw new NotFoundError(Messages.lessonNotFound, 'lessonID');
      await noteCommands.handle(
        this.executor,
        id,
        {
          type: 'CreateNote',
          data: {
            noteID: id,
            lessonID: input.lessonID,
            lessonType: lesson.lessonType,
            noteHeader: input.noteHeader,
            noteContent: input.noteContent,
            status: input.status,
          },
        },
        actor,
      );
    } else {
      await noteCommands.handle(
        this.executor,
        id,
        {
          type: 'UpdateNote',
          data: {
            lessonID: input.lessonID,
            noteHeader: input.noteHeader,
            noteContent: input.noteContent,
            status: input.status,
          },
        },
        actor,
      );
    }
    return found(await this.queries.note(id));
  }

  async changeNoteStatus(noteID: string, status: ContentStatus, actor: Actor): Promise<NoteItem> {
    await noteCommands.handle(this.executor, noteID, { type: 'ChangeNoteStatus', data: { status } }, actor);
    return found(await this.queries.note(noteID));
  }

  async publishNote(noteID: string, publish: boolean, actor: Actor): Promise<NoteItem> {
    await noteCommands.handle(this.executor, noteID, { type: publish ? 'PublishNote' : 'DraftNote' }, actor);
    return found(await this.queries.note(noteID));
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
    const lesson = await lessonCommands.load(this.executor, toLessonID);
    if (!lesson.exists) throw new NotFoundError(Messages.lessonNotFound, 'lessonID');
    await noteCommands.handle(
      this.executor,
      noteID,
      { type: 'MoveNote', data: { toLessonID, toLessonType: lesson.lessonType } },
      actor,
    );
    return found(await this.queries.note(noteID));
  }
}

function found<T>(item: T | undefined): T {
  if (!item) throw new NotFoundError();
  return item;
}
