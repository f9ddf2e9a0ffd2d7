import type { AdminTopicLessonsResult, ContentStatus, LessonItem, NoteItem } from '@notebook/contracts';
import { Privileges, hasPrivilege } from '@notebook/contracts';
import { AuthenticatedUser, Clock, CommandExecutor, Decider, DomainEvent, ForbiddenError, NotFoundError, actorOf, newId } from '@notebook/kernel';
import { lessonStream, noteStream, topicStream } from './catalog.events';
import { lessonDecider } from './lessons/lesson.decider';
import { noteDecider } from './notes/note.decider';
import { LessonNoteQueries } from './queries/lesson-note.queries';
import { topicDecider } from './topics/topic.decider';

type SaveLesson = { lessonID?: string; topicID: string; lessonName: string; status: ContentStatus };
type SaveNote = { noteID?: string; lessonID: string; noteHeader: string; noteContent: string; status: ContentStatus };

/** Admin commands on lessons and notes. Every write is an event; answers come from the read model. */
export class LessonNoteService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly queries: LessonNoteQueries,
    private readonly clock: Clock,
  ) {}

  async saveLesson(input: SaveLesson, user: AuthenticatedUser): Promise<LessonItem> {
    const isNew = !input.lessonID;
    requirePrivilege(user, isNew ? Privileges.lesson.add : Privileges.lesson.update);
    const id = input.lessonID ?? newId();
    if (isNew) {
      const topic = await this.executor.load(topicStream(input.topicID), topicDecider);
      if (!topic.exists) throw new NotFoundError('Topic not found', 'topicID');
      await this.run(lessonStream(id), lessonDecider, user, {
        type: 'CreateLesson',
        data: { lessonID: id, topicID: input.topicID, topicType: topic.topicType, lessonName: input.lessonName, status: input.status, lessonType: 'AUTHOR', ownerReaderID: null },
      });
    } else {
      await this.run(lessonStream(id), lessonDecider, user, { type: 'UpdateLesson', data: { topicID: input.topicID, lessonName: input.lessonName, status: input.status } });
    }
    return found(await this.queries.lesson(id));
  }

  async changeLessonStatus(lessonID: string, status: ContentStatus, user: AuthenticatedUser): Promise<LessonItem> {
    await this.run(lessonStream(lessonID), lessonDecider, user, { type: 'ChangeLessonStatus', data: { status } });
    return found(await this.queries.lesson(lessonID));
  }

  async publishLesson(lessonID: string, publish: boolean, user: AuthenticatedUser): Promise<LessonItem> {
    await this.run(lessonStream(lessonID), lessonDecider, user, { type: publish ? 'PublishLesson' : 'DraftLesson' });
    return found(await this.queries.lesson(lessonID));
  }

  async reorderLessons(topicID: string, lessonIDs: string[], user: AuthenticatedUser): Promise<AdminTopicLessonsResult> {
    const currentLessonIDs = await this.queries.authorLessonIDsOfTopic(topicID);
    await this.run(topicStream(topicID), topicDecider, user, { type: 'ReorderLessons', data: { lessonIDs, currentLessonIDs } });
    return found(await this.queries.topicLessons(topicID));
  }

  async moveLesson(lessonID: string, toTopicID: string, user: AuthenticatedUser): Promise<LessonItem> {
    const topic = await this.executor.load(topicStream(toTopicID), topicDecider);
    if (!topic.exists) throw new NotFoundError('Topic not found', 'topicID');
    await this.run(lessonStream(lessonID), lessonDecider, user, { type: 'MoveLesson', data: { toTopicID, toTopicType: topic.topicType } });
    return found(await this.queries.lesson(lessonID));
  }

  async saveNote(input: SaveNote, user: AuthenticatedUser): Promise<NoteItem> {
    const isNew = !input.noteID;
    requirePrivilege(user, isNew ? Privileges.note.add : Privileges.note.update);
    const id = input.noteID ?? newId();
    if (isNew) {
      const lesson = await this.executor.load(lessonStream(input.lessonID), lessonDecider);
      if (!lesson.exists) throw new NotFoundError('Lesson not found', 'lessonID');
      await this.run(noteStream(id), noteDecider, user, {
        type: 'CreateNote',
        data: { noteID: id, lessonID: input.lessonID, lessonType: lesson.lessonType, noteHeader: input.noteHeader, noteContent: input.noteContent, status: input.status },
      });
    } else {
      await this.run(noteStream(id), noteDecider, user, {
        type: 'UpdateNote',
        data: { lessonID: input.lessonID, noteHeader: input.noteHeader, noteContent: input.noteContent, status: input.status },
      });
    }
    return found(await this.queries.note(id));
  }

  async changeNoteStatus(noteID: string, status: ContentStatus, user: AuthenticatedUser): Promise<NoteItem> {
    await this.run(noteStream(noteID), noteDecider, user, { type: 'ChangeNoteStatus', data: { status } });
    return found(await this.queries.note(noteID));
  }

  async publishNote(noteID: string, publish: boolean, user: AuthenticatedUser): Promise<NoteItem> {
    await this.run(noteStream(noteID), noteDecider, user, { type: publish ? 'PublishNote' : 'DraftNote' });
    return found(await this.queries.note(noteID));
  }

  async reorderNotes(lessonID: string, noteIDs: string[], user: AuthenticatedUser) {
    const currentNoteIDs = await this.queries.noteIDsOfLesson(lessonID);
    await this.run(lessonStream(lessonID), lessonDecider, user, { type: 'ReorderNotes', data: { noteIDs, currentNoteIDs } });
    return found(await this.queries.lessonNotes(lessonID));
  }

  async moveNote(noteID: string, toLessonID: string, user: AuthenticatedUser): Promise<NoteItem> {
    const lesson = await this.executor.load(lessonStream(toLessonID), lessonDecider);
    if (!lesson.exists) throw new NotFoundError('Lesson not found', 'lessonID');
    await this.run(noteStream(noteID), noteDecider, user, { type: 'MoveNote', data: { toLessonID, toLessonType: lesson.lessonType } });
    return found(await this.queries.note(noteID));
  }

  private run<State, Command, Event extends DomainEvent>(streamName: string, decider: Decider<State, Command, Event>, user: AuthenticatedUser, command: Command) {
    return this.executor.execute({ streamName, decider, command, actor: actorOf(user) });
  }
}

function requirePrivilege(user: AuthenticatedUser, code: string): void {
  if (!hasPrivilege(user.privileges, code)) throw new ForbiddenError();
}

function found<T>(item: T | undefined): T {
  if (!item) throw new NotFoundError();
  return item;
}
