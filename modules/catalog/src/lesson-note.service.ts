import type { AdminTopicLessonsResult, ContentStatus, LessonItem, NoteItem } from '@notebook/contracts';
import { Messages, Privileges, hasPrivilege } from '@notebook/contracts';
import { AuthenticatedUser, CommandExecutor, ForbiddenError, NotFoundError, actorOf, newId } from '@notebook/kernel';
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

  async saveLesson(input: SaveLesson, user: AuthenticatedUser): Promise<LessonItem> {
    const isNew = !input.lessonID;
    requirePrivilege(user, isNew ? Privileges.lesson.add : Privileges.lesson.update);
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
        actorOf(user),
      );
    } else {
      await lessonCommands.handle(
        this.executor,
        id,
        { type: 'UpdateLesson', data: { topicID: input.topicID, lessonName: input.lessonName, status: input.status } },
        actorOf(user),
      );
    }
    return found(await this.queries.lesson(id));
  }

  async changeLessonStatus(lessonID: string, status: ContentStatus, user: AuthenticatedUser): Promise<LessonItem> {
    await lessonCommands.handle(this.executor, lessonID, { type: 'ChangeLessonStatus', data: { status } }, actorOf(user));
    return found(await this.queries.lesson(lessonID));
  }

  async publishLesson(lessonID: string, publish: boolean, user: AuthenticatedUser): Promise<LessonItem> {
    await lessonCommands.handle(this.executor, lessonID, { type: publish ? 'PublishLesson' : 'DraftLesson' }, actorOf(user));
    return found(await this.queries.lesson(lessonID));
  }

  async reorderLessons(topicID: string, lessonIDs: string[], user: AuthenticatedUser): Promise<AdminTopicLessonsResult> {
    const currentLessonIDs = await this.queries.authorLessonIDsOfTopic(topicID);
    await topicCommands.handle(this.executor, topicID, { type: 'ReorderLessons', data: { lessonIDs, currentLessonIDs } }, actorOf(user));
    return found(await this.queries.topicLessons(topicID));
  }

  async moveLesson(lessonID: string, toTopicID: string, user: AuthenticatedUser): Promise<LessonItem> {
    const topic = await topicCommands.load(this.executor, toTopicID);
    if (!topic.exists) throw new NotFoundError(Messages.topicNotFound, 'topicID');
    await lessonCommands.handle(this.executor, lessonID, { type: 'MoveLesson', data: { toTopicID, toTopicType: topic.topicType } }, actorOf(user));
    return found(await this.queries.lesson(lessonID));
  }

  async saveNote(input: SaveNote, user: AuthenticatedUser): Promise<NoteItem> {
    const isNew = !input.noteID;
    requirePrivilege(user, isNew ? Privileges.note.add : Privileges.note.update);
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
        actorOf(user),
      );
    } else {
      await noteCommands.handle(
        this.executor,
        id,
        {
          type: 'UpdateNote',
          data: { lessonID: input.lessonID, noteHeader: input.noteHeader, noteContent: input.noteContent, status: input.status },
        },
        actorOf(user),
      );
    }
    return found(await this.queries.note(id));
  }

  async changeNoteStatus(noteID: string, status: ContentStatus, user: AuthenticatedUser): Promise<NoteItem> {
    await noteCommands.handle(this.executor, noteID, { type: 'ChangeNoteStatus', data: { status } }, actorOf(user));
    return found(await this.queries.note(noteID));
  }

  async publishNote(noteID: string, publish: boolean, user: AuthenticatedUser): Promise<NoteItem> {
    await noteCommands.handle(this.executor, noteID, { type: publish ? 'PublishNote' : 'DraftNote' }, actorOf(user));
    return found(await this.queries.note(noteID));
  }

  async reorderNotes(lessonID: string, noteIDs: string[], user: AuthenticatedUser) {
    const currentNoteIDs = await this.queries.noteIDsOfLesson(lessonID);
    await lessonCommands.handle(this.executor, lessonID, { type: 'ReorderNotes', data: { noteIDs, currentNoteIDs } }, actorOf(user));
    return found(await this.queries.lessonNotes(lessonID));
  }

  async moveNote(noteID: string, toLessonID: string, user: AuthenticatedUser): Promise<NoteItem> {
    const lesson = await lessonCommands.load(this.executor, toLessonID);
    if (!lesson.exists) throw new NotFoundError(Messages.lessonNotFound, 'lessonID');
    await noteCommands.handle(this.executor, noteID, { type: 'MoveNote', data: { toLessonID, toLessonType: lesson.lessonType } }, actorOf(user));
    return found(await this.queries.note(noteID));
  }
}

function requirePrivilege(user: AuthenticatedUser, code: string): void {
  if (!hasPrivilege(user.privileges, code)) throw new ForbiddenError();
}

function found<T>(item: T | undefined): T {
  if (!item) throw new NotFoundError();
  return item;
}
