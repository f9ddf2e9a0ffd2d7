import type { LessonReadingMark, ReaderLessonItem, ReaderLessonStudy, ReaderNoteItem, ReaderTopicItem } from '@notebook/contracts';
import { Messages } from '@notebook/contracts';
import { AuthenticatedUser, CommandExecutor, ForbiddenError, NotFoundError, actorOf, newId } from '@notebook/kernel';
import { lessonCommands, noteCommands, topicCommands } from '@notebook/catalog';
import { ReaderStudyQueries } from '../queries/reader-study.queries';
import { lessonStudyCommands } from './lesson-study.decider';

/** The plan flags of a reader (LoggedInUser, contracts/src/identity.ts), asked of the identity module. */
export abstract class ReaderPlanLookup {
  abstract planOf(readerID: string): Promise<{ hasActiveSubscription: boolean; unSubscribedPlan: boolean }>;
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
   * Spec section 6: adding (and here also renaming and moving) a reader's own topics and lessons
   * needs an active subscription or the unsubscribed-trial state, read as the LoggedInUser flags
   * `hasActiveSubscription || unSubscribedPlan`. A reader without any plan is refused (403).
   */
  async assertMayShape(user: AuthenticatedUser): Promise<void> {
    if (user.hasActiveSubscription) return;
    const plan = await this.plans.planOf(user.userId);
    if (!plan.hasActiveSubscription && !plan.unSubscribedPlan) throw new ForbiddenError(Messages.readerStudyNeedsPlan);
  }

  // ---- reader topics and lessons ----

  async addTopic(input: { chapterID: string; topicName: string }, user: AuthenticatedUser): Promise<ReaderTopicItem> {
    await this.assertMayShape(user);
    if (!(await this.queries.chapterVisible(input.chapterID))) throw new NotFoundError(Messages.chapterNotFound, 'chapterID');
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
          ownerReaderID: user.userId,
        },
      },
      actorOf(user),
    );
    return found(await this.queries.readerTopic(topicID));
  }

  async updateTopic(input: { topicID: string; topicName: string }, user: AuthenticatedUser): Promise<ReaderTopicItem> {
    await this.assertMayShape(user);
    await topicCommands.handle(
      this.executor,
      input.topicID,
      { type: 'RenameReaderTopic', data: { readerID: user.userId, topicName: input.topicName } },
      actorOf(user),
    );
    return found(await this.queries.readerTopic(input.topicID));
  }

  /** Drag of a reader topic to another chapter; dropping it in its own chapter records nothing. */
  async moveTopic(input: { topicID: string; chapterID: string }, user: AuthenticatedUser): Promise<ReaderTopicItem> {
    await this.assertMayShape(user);
    if (!(await this.queries.chapterVisible(input.chapterID))) throw new NotFoundError(Messages.chapterNotFound, 'chapterID');
    await topicCommands.handle(
      this.executor,
      input.topicID,
      { type: 'MoveReaderTopic', data: { readerID: user.userId, toChapterID: input.chapterID } },
      actorOf(user),
    );
    return found(await this.queries.readerTopic(input.topicID));
  }

  /** Removing is always allowed to the owner, even after the subscription lapsed: it is their data. */
  async deleteTopic(topicID: string, user: AuthenticatedUser): Promise<{ topicID: string }> {
    await topicCommands.handle(this.executor, topicID, { type: 'DeleteReaderTopic', data: { readerID: user.userId } }, actorOf(user));
    return { topicID };
  }

  async addLesson(input: { topicID: string; lessonName: string }, user: AuthenticatedUser): Promise<ReaderLessonItem> {
    await this.assertMayShape(user);
    const topic = await topicCommands.load(this.executor, input.topicID);
    // Only into a topic the reader can see: an active author topic or their own topic.
    if (!topic.exists || topic.deleted || !(await this.queries.topicVisible(input.topicID, user.userId)))
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
          ownerReaderID: user.userId,
        },
      },
      actorOf(user),
    );
    return found(await this.queries.readerLesson(lessonID));
  }

  async updateLesson(input: { lessonID: string; lessonName: string }, user: AuthenticatedUser): Promise<ReaderLessonItem> {
    await this.assertMayShape(user);
    await lessonCommands.handle(
      this.executor,
      input.lessonID,
      { type: 'RenameReaderLesson', data: { readerID: user.userId, lessonName: input.lessonName } },
      actorOf(user),
    );
    return found(await this.queries.readerLesson(input.lessonID));
  }

  async deleteLesson(lessonID: string, user: AuthenticatedUser): Promise<{ lessonID: string }> {
    await lessonCommands.handle(this.executor, lessonID, { type: 'DeleteReaderLesson', data: { readerID: user.userId } }, actorOf(user));
    return { lessonID };
  }

  // ---- reading marks and bookmarks ----

  async markLessonReading(lessonID: string, lessonReading: LessonReadingMark | null, user: AuthenticatedUser): Promise<ReaderLessonStudy> {
    await this.requireVisibleLesson(lessonID, user);
    await lessonStudyCommands.handle(
      this.executor,
      { readerID: user.userId, lessonID },
      { type: 'MarkLessonReading', data: { readerID: user.userId, lessonID, lessonReading } },
      actorOf(user),
    );
    return this.queries.lessonStudy(user.userId, lessonID);
  }

  async setBookmark(lessonID: string, bookmarked: boolean, user: AuthenticatedUser): Promise<ReaderLessonStudy> {
    await this.requireVisibleLesson(lessonID, user);
    await lessonStudyCommands.handle(
      this.executor,
      { readerID: user.userId, lessonID },
      { type: 'SetLessonBookmark', data: { readerID: user.userId, lessonID, bookmarked } },
      actorOf(user),
    );
    return this.queries.lessonStudy(user.userId, lessonID);
  }

  // ---- personal notes ----

  async addNote(input: { lessonID: string; noteHeader: string; noteContent: string }, user: AuthenticatedUser): Promise<ReaderNoteItem> {
    await this.requireVisibleLesson(input.lessonID, user);
    const noteID = newId();
    await noteCommands.handle(
      this.executor,
      noteID,
      {
        type: 'CreateReaderNote',
        data: { noteID, lessonID: input.lessonID, noteHeader: input.noteHeader, noteContent: input.noteContent, ownerReaderID: user.userId },
      },
      actorOf(user),
    );
    return found(await this.queries.readerNote(noteID, user.userId));
  }

  async updateNote(input: { noteID: string; noteHeader: string; noteContent: string }, user: AuthenticatedUser): Promise<ReaderNoteItem> {
    await noteCommands.handle(
      this.executor,
      input.noteID,
      {
        type: 'UpdateReaderNote',
        data: { readerID: user.userId, noteHeader: input.noteHeader, noteContent: input.noteContent },
      },
      actorOf(user),
    );
    return found(await this.queries.readerNote(input.noteID, user.userId));
  }

  async trashNote(noteID: string, user: AuthenticatedUser): Promise<ReaderNoteItem> {
    await noteCommands.handle(this.executor, noteID, { type: 'TrashReaderNote', data: { readerID: user.userId } }, actorOf(user));
    return found(await this.queries.readerNote(noteID, user.userId));
  }

  async restoreNote(noteID: string, user: AuthenticatedUser): Promise<ReaderNoteItem> {
    await noteCommands.handle(this.executor, noteID, { type: 'RestoreReaderNote', data: { readerID: user.userId } }, actorOf(user));
    return found(await this.queries.readerNote(noteID, user.userId));
  }

  async deleteNoteFromTrash(noteID: string, user: AuthenticatedUser): Promise<{ noteID: string }> {
    await noteCommands.handle(this.executor, noteID, { type: 'DeleteReaderNoteFromTrash', data: { readerID: user.userId } }, actorOf(user));
    return { noteID };
  }

  private async requireVisibleLesson(lessonID: string, user: AuthenticatedUser): Promise<void> {
    if (!(await this.queries.lessonVisible(lessonID, user.userId))) throw new NotFoundError(Messages.lessonNotFound, 'lessonID');
  }
}

function found<T>(item: T | undefined): T {
  if (!item) throw new NotFoundError();
  return item;
}
