import type {
  LessonReadingMark,
  ReaderLessonItem,
  ReaderLessonStudy,
  ReaderNoteItem,
  ReaderTopicItem,
} from '@notebook/contracts';
import { Messages } from '@notebook/contracts';
import { CommandExecutor, ForbiddenError, NotFoundError, newId } from '@notebook/kernel';
import { type PlanStanding, type ReaderCaller, mayShapeOwnStudy, planStandingOf } from '../access/reading-access';
import { lessonCommands, noteCommands, topicCommands } from '@notebook/catalog';
import { ReaderStudyQueries } from '../queries/reader-study.queries';
import { lessonStudyCommands } from './lesson-study.decider';

/** The plan flags of a reader (LoggedInUser, contracts/src/identity.ts), asked of the identity module. */
export abstract class ReaderPlanLookup {
  abstract planOf(readerID: string): Promise<PlanStanding>;
}

/**
 * A reader's own study data (spec sections 2, 3, 4, 6): reader-made topics and lessons, reading
 * marks, bookmarks and personal notes. Every write is an event on the item's stream; ownership and
 * type rules live in the deciders; answers come from the read model.
 */
export class ReaderStudyService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly queries: ReaderStudyQueries,
    private readonly plans: ReaderPlanLookup,
  ) {}

  /**
   * Adding, renaming and moving a reader's own topics and lessons: the reading-access policy's
   * `mayShapeOwnStudy` decides; a reader without a plan is refused (403). A paid period in the token
   * settles it; otherwise the identity module is asked for the reader's standing as it is now.
   */
  async assertMayShape(reader: ReaderCaller): Promise<void> {
    const standing = reader.viewer.subscribed
      ? planStandingOf(reader.viewer)
      : await this.plans.planOf(reader.readerID);
    if (!mayShapeOwnStudy(standing)) throw new ForbiddenError(Messages.readerStudyNeedsPlan);
  }

  // ---- reader topics and lessons ----

  async addTopic(input: { chapterID: string; topicName: string }, reader: ReaderCaller): Promise<ReaderTopicItem> {
    await this.assertMayShape(reader);
    if (!(await this.queries.chapterVisible(input.chapterID)))
      throw new NotFoundError(Messages.chapterNotFound, 'chapterID');
    const topicID = newId();
    await topicCommands.handle(
      this.executor,
      topicID,
      {
        type: 'CreateTopic',
        data: {
          topicID,
          chapterID: input.chapterID,
          topicName: input.topicName,
          status: 'ACT',
          freeContent: false,
          topicType: 'READER',
          ownerReaderID: reader.readerID,
        },
      },
      reader.actor,
    );
    return found(await this.queries.readerTopic(topicID));
  }

  async updateTopic(input: { topicID: string; topicName: string }, reader: ReaderCaller): Promise<ReaderTopicItem> {
    await this.assertMayShape(reader);
    await topicCommands.handle(
      this.executor,
      input.topicID,
      { type: 'RenameReaderTopic', data: { readerID: reader.readerID, topicName: input.topicName } },
      reader.actor,
    );
    return found(await this.queries.readerTopic(input.topicID));
  }

  /** Drag of a reader topic to another chapter; dropping it in its own chapter records nothing. */
  async moveTopic(input: { topicID: string; chapterID: string }, reader: ReaderCaller): Promise<ReaderTopicItem> {
    await this.assertMayShape(reader);
    if (!(await this.queries.chapterVisible(input.chapterID)))
      throw new NotFoundError(Messages.chapterNotFound, 'chapterID');
    await topicCommands.handle(
      this.executor,
      input.topicID,
      { type: 'MoveReaderTopic', data: { readerID: reader.readerID, toChapterID: input.chapterID } },
      reader.actor,
    );
    return found(await this.queries.readerTopic(input.topicID));
  }

  /** Removing is always allowed to the owner, even after the subscription lapsed: it is their data. */
  async deleteTopic(topicID: string, reader: ReaderCaller): Promise<{ topicID: string }> {
    await topicCommands.handle(
      this.executor,
      topicID,
      { type: 'DeleteReaderTopic', data: { readerID: reader.readerID } },
      reader.actor,
    );
    return { topicID };
  }

  async addLesson(input: { topicID: string; lessonName: string }, reader: ReaderCaller): Promise<ReaderLessonItem> {
    await this.assertMayShape(reader);
    const topic = await topicCommands.load(this.executor, input.topicID);
    // Only into a topic the reader can see: an active author topic or their own topic.
    if (!topic.exists || topic.deleted || !(await this.queries.topicVisible(input.topicID, reader.readerID)))
      throw new NotFoundError(Messages.topicNotFound, 'topicID');
    const lessonID = newId();
    await lessonCommands.handle(
      this.executor,
      lessonID,
      {
        type: 'CreateLesson',
        data: {
          lessonID,
          topicID: input.topicID,
          topicType: topic.topicType,
          topicOwnerReaderID: topic.ownerReaderID,
          lessonName: input.lessonName,
          status: 'ACT',
          lessonType: 'READER',
          ownerReaderID: reader.readerID,
        },
      },
      reader.actor,
    );
    return found(await this.queries.readerLesson(lessonID));
  }

  async updateLesson(input: { lessonID: string; lessonName: string }, reader: ReaderCaller): Promise<ReaderLessonItem> {
    await this.assertMayShape(reader);
    await lessonCommands.handle(
      this.executor,
      input.lessonID,
      { type: 'RenameReaderLesson', data: { readerID: reader.readerID, lessonName: input.lessonName } },
      reader.actor,
    );
    return found(await this.queries.readerLesson(input.lessonID));
  }

  async deleteLesson(lessonID: string, reader: ReaderCaller): Promise<{ lessonID: string }> {
    await lessonCommands.handle(
      this.executor,
      lessonID,
      { type: 'DeleteReaderLesson', data: { readerID: reader.readerID } },
      reader.actor,
    );
    return { lessonID };
  }

  // ---- reading marks and bookmarks ----

  async markLessonReading(
    lessonID: string,
    lessonReading: LessonReadingMark | null,
    reader: ReaderCaller,
  ): Promise<ReaderLessonStudy> {
    await this.requireVisibleLesson(lessonID, reader);
    await lessonStudyCommands.handle(
      this.executor,
      { readerID: reader.readerID, lessonID },
      { type: 'MarkLessonReading', data: { readerID: reader.readerID, lessonID, lessonReading } },
      reader.actor,
    );
    return this.queries.lessonStudy(reader.readerID, lessonID);
  }

  async setBookmark(lessonID: string, bookmarked: boolean, reader: ReaderCaller): Promise<ReaderLessonStudy> {
    await this.requireVisibleLesson(lessonID, reader);
    await lessonStudyCommands.handle(
      this.executor,
      { readerID: reader.readerID, lessonID },
      { type: 'SetLessonBookmark', data: { readerID: reader.readerID, lessonID, bookmarked } },
      reader.actor,
    );
    return this.queries.lessonStudy(reader.readerID, lessonID);
  }

  // ---- personal notes ----

  /** Idempotent per client-chosen `noteID`: a repeat answers the note saved the first time. */
  async addNote(
    input: { noteID?: string; lessonID: string; noteHeader: string; noteContent: string },
    reader: ReaderCaller,
  ): Promise<ReaderNoteItem> {
    await this.requireVisibleLesson(input.lessonID, reader);
    const noteID = input.noteID ?? newId();
    await noteCommands.handle(
      this.executor,
      noteID,
      {
        type: 'CreateReaderNote',
        data: {
          noteID,
          lessonID: input.lessonID,
          noteHeader: input.noteHeader,
          noteContent: input.noteContent,
          ownerReaderID: reader.readerID,
        },
      },
      reader.actor,
    );
    return found(await this.queries.readerNote(noteID, reader.readerID));
  }

  async updateNote(
    input: { noteID: string; noteHeader: string; noteContent: string },
    reader: ReaderCaller,
  ): Promise<ReaderNoteItem> {
    await noteCommands.handle(
      this.executor,
      input.noteID,
      {
        type: 'UpdateReaderNote',
        data: { readerID: reader.readerID, noteHeader: input.noteHeader, noteContent: input.noteContent },
      },
      reader.actor,
    );
    return found(await this.queries.readerNote(input.noteID, reader.readerID));
  }

  async trashNote(noteID: string, reader: ReaderCaller): Promise<ReaderNoteItem> {
    await noteCommands.handle(
      this.executor,
      noteID,
      { type: 'TrashReaderNote', data: { readerID: reader.readerID } },
      reader.actor,
    );
    return found(await this.queries.readerNote(noteID, reader.readerID));
  }

  async restoreNote(noteID: string, reader: ReaderCaller): Promise<ReaderNoteItem> {
    await noteCommands.handle(
      this.executor,
      noteID,
      { type: 'RestoreReaderNote', data: { readerID: reader.readerID } },
      reader.actor,
    );
    return found(await this.queries.readerNote(noteID, reader.readerID));
  }

  async deleteNoteFromTrash(noteID: string, reader: ReaderCaller): Promise<{ noteID: string }> {
    await noteCommands.handle(
      this.executor,
      noteID,
      { type: 'DeleteReaderNoteFromTrash', data: { readerID: reader.readerID } },
      reader.actor,
    );
    return { noteID };
  }

  private async requireVisibleLesson(lessonID: string, reader: ReaderCaller): Promise<void> {
    if (!(await this.queries.lessonVisible(lessonID, reader.readerID)))
      throw new NotFoundError(Messages.lessonNotFound, 'lessonID');
  }
}

function found<T>(item: T | undefined): T {
  if (!item) throw new NotFoundError();
  return item;
}
