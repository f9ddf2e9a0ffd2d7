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
import { CatalogReaderItems } from '@notebook/catalog';
import { ReaderStudyQueries } from '../queries/reader-study.queries';
import { lessonStudyCommands } from './lesson-study.decider';

/** The plan flags of a reader (LoggedInUser, contracts/src/identity.ts), asked of the identity module. */
export abstract class ReaderPlanLookup {
  abstract planOf(readerID: string): Promise<PlanStanding>;
}

/**
 * A reader's own study data (spec sections 2, 3, 4, 6): reader-made topics and lessons, reading
 * marks, bookmarks and personal notes. Every write is an event on the item's stream; ownership and
 * type rules live in the deciders (the catalog's, for topics, lessons and notes, asked through its
 * CatalogReaderItems); answers come from the read model.
 */
export class ReaderStudyService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly queries: ReaderStudyQueries,
    private readonly plans: ReaderPlanLookup,
    private readonly catalog: CatalogReaderItems,
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
    await this.catalog.addTopic({ topicID, chapterID: input.chapterID, topicName: input.topicName }, reader);
    return found(await this.queries.readerTopic(topicID));
  }

  async updateTopic(input: { topicID: string; topicName: string }, reader: ReaderCaller): Promise<ReaderTopicItem> {
    await this.assertMayShape(reader);
    await this.catalog.renameTopic(input.topicID, input.topicName, reader);
    return found(await this.queries.readerTopic(input.topicID));
  }

  /** Drag of a reader topic to another chapter; dropping it in its own chapter records nothing. */
  async moveTopic(input: { topicID: string; chapterID: string }, reader: ReaderCaller): Promise<ReaderTopicItem> {
    await this.assertMayShape(reader);
    if (!(await this.queries.chapterVisible(input.chapterID)))
      throw new NotFoundError(Messages.chapterNotFound, 'chapterID');
    await this.catalog.moveTopic(input.topicID, input.chapterID, reader);
    return found(await this.queries.readerTopic(input.topicID));
  }

  /** Removing is always allowed to the owner, even after the subscription lapsed: it is their data. */
  async deleteTopic(topicID: string, reader: ReaderCaller): Promise<{ topicID: string }> {
    await this.catalog.deleteTopic(topicID, reader);
    return { topicID };
  }

  async addLesson(input: { topicID: string; lessonName: string }, reader: ReaderCaller): Promise<ReaderLessonItem> {
    await this.assertMayShape(reader);
    // Only into a topic the reader can see: an active author topic or their own topic.
    if (!(await this.queries.topicVisible(input.topicID, reader.readerID)))
      throw new NotFoundError(Messages.topicNotFound, 'topicID');
    const lessonID = newId();
    await this.catalog.addLesson({ lessonID, topicID: input.topicID, lessonName: input.lessonName }, reader);
    return found(await this.queries.readerLesson(lessonID));
  }

  async updateLesson(input: { lessonID: string; lessonName: string }, reader: ReaderCaller): Promise<ReaderLessonItem> {
    await this.assertMayShape(reader);
    await this.catalog.renameLesson(input.lessonID, input.lessonName, reader);
    return found(await this.queries.readerLesson(input.lessonID));
  }

  async deleteLesson(lessonID: string, reader: ReaderCaller): Promise<{ lessonID: string }> {
    await this.catalog.deleteLesson(lessonID, reader);
    return { lessonID };
  }

  // ---- reading marks and bookmarks ----

  async markLessonReading(
    lessonID: string,
    lessonReading: LessonReadingMark | null,
    reader: ReaderCaller,
  ): Promise<ReaderLessonStudy> {
    await this.requireOpenLesson(lessonID, reader);
    await lessonStudyCommands.handle(
      this.executor,
      { readerID: reader.readerID, lessonID },
      { type: 'MarkLessonReading', data: { readerID: reader.readerID, lessonID, lessonReading } },
      reader.actor,
    );
    return this.queries.lessonStudy(reader.readerID, lessonID);
  }

  async setBookmark(lessonID: string, bookmarked: boolean, reader: ReaderCaller): Promise<ReaderLessonStudy> {
    await this.requireOpenLesson(lessonID, reader);
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
    const { lessonID, noteHeader, noteContent } = input;
    await this.catalog.addNote({ noteID, lessonID, noteHeader, noteContent }, reader);
    return found(await this.queries.readerNote(noteID, reader.readerID));
  }

  async updateNote(
    input: { noteID: string; noteHeader: string; noteContent: string },
    reader: ReaderCaller,
  ): Promise<ReaderNoteItem> {
    await this.catalog.updateNote(input, reader);
    return found(await this.queries.readerNote(input.noteID, reader.readerID));
  }

  async trashNote(noteID: string, reader: ReaderCaller): Promise<ReaderNoteItem> {
    await this.catalog.trashNote(noteID, reader);
    return found(await this.queries.readerNote(noteID, reader.readerID));
  }

  async restoreNote(noteID: string, reader: ReaderCaller): Promise<ReaderNoteItem> {
    await this.catalog.restoreNote(noteID, reader);
    return found(await this.queries.readerNote(noteID, reader.readerID));
  }

  async deleteNoteFromTrash(noteID: string, reader: ReaderCaller): Promise<{ noteID: string }> {
    await this.catalog.deleteNoteFromTrash(noteID, reader);
    return { noteID };
  }

  /** Marks and bookmarks need no plan, but only on a lesson the reader may open: locked 403, unseen 404. */
  private async requireOpenLesson(lessonID: string, reader: ReaderCaller): Promise<void> {
    const access = await this.queries.lessonAccess(lessonID, reader.viewer);
    if (!access) throw new NotFoundError(Messages.lessonNotFound, 'lessonID');
    if (access === 'locked') throw new ForbiddenError(Messages.lessonLocked);
  }

  /** Personal notes go on any lesson the reader sees, open or locked: the reading-access policy's not 'hidden'. */
  private async requireVisibleLesson(lessonID: string, reader: ReaderCaller): Promise<void> {
    if (!(await this.queries.lessonAccess(lessonID, reader.viewer)))
      throw new NotFoundError(Messages.lessonNotFound, 'lessonID');
  }
}

function found<T>(item: T | undefined): T {
  if (!item) throw new NotFoundError();
  return item;
}
