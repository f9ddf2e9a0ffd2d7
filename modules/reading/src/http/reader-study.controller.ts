import { Controller } from '@nestjs/common';
import {
  ApiPaths,
  Messages,
  addLessonToTopicRequest,
  addNoteToLessonRequest,
  addTopicToChapterRequest,
  loadReaderTopicRequest,
  moveTopicFromChapterRequest,
  readerItemIdParam,
  readerNoteIdRequest,
  readerPageRequest,
  updateLessonOfTopicRequest,
  updateLessonReadingRequest,
  updateNoteOfLessonRequest,
  updateReaderLessonBookMarkRequest,
  updateReaderNoteStatusRequest,
  updateTopicOfChapterRequest,
} from '@notebook/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  NotFoundError,
  ok,
  type Input,
  ReaderCall,
  ValidBody,
  ValidParams,
} from '@notebook/kernel';
import { ReaderStudyQueries } from '../queries/reader-study.queries';
import { readerCallerOf, viewerOf } from '../access/reading-access';
import { ReaderStudyService } from '../reader-study/reader-study.service';

/**
 * A logged-in reader's own study data (spec section 7, Reader: topics and lessons, paged lists,
 * notes). Every call acts for the caller; ids of other readers are never taken from the body.
 * Anonymous callers get 401 and admins 403 (ReaderCall).
 */
@Controller()
export class ReaderStudyController {
  constructor(
    private readonly study: ReaderStudyService,
    private readonly queries: ReaderStudyQueries,
  ) {}

  /** GET, as spec section 7 lists it (like public/getPrimaryIndex). */
  @ReaderCall(ApiPaths.reader.getRegisteredUserPrimaryIndex)
  async getRegisteredUserPrimaryIndex(@CurrentUser() user: AuthenticatedUser) {
    return ok(await this.queries.primaryIndex({ ...viewerOf(user), readerID: user.userId }));
  }

  @ReaderCall(ApiPaths.reader.addTopicToChapter)
  async addTopicToChapter(
    @ValidBody(addTopicToChapterRequest) body: Input<typeof addTopicToChapterRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.study.addTopic(body, readerCallerOf(user)), Messages.topicAdded);
  }

  @ReaderCall(ApiPaths.reader.updateTopicOfChapter)
  async updateTopicOfChapter(
    @ValidBody(updateTopicOfChapterRequest) body: Input<typeof updateTopicOfChapterRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.study.updateTopic(body, readerCallerOf(user)), Messages.topicUpdated);
  }

  @ReaderCall(ApiPaths.reader.addLessonToTopic)
  async addLessonToTopic(
    @ValidBody(addLessonToTopicRequest) body: Input<typeof addLessonToTopicRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.study.addLesson(body, readerCallerOf(user)), Messages.lessonAdded);
  }

  @ReaderCall(ApiPaths.reader.updateLessonOfTopic)
  async updateLessonOfTopic(
    @ValidBody(updateLessonOfTopicRequest) body: Input<typeof updateLessonOfTopicRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.study.updateLesson(body, readerCallerOf(user)), Messages.lessonUpdated);
  }

  @ReaderCall(ApiPaths.reader.loadReaderTopic)
  async loadReaderTopic(
    @ValidBody(loadReaderTopicRequest) body: Input<typeof loadReaderTopicRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    const result = await this.queries.loadReaderTopic(body.topicID, user.userId);
    if (!result) throw new NotFoundError(Messages.topicNotFound, 'topicID');
    return ok(result);
  }

  @ReaderCall(ApiPaths.reader.moveTopicFromChapter)
  async moveTopicFromChapter(
    @ValidBody(moveTopicFromChapterRequest) body: Input<typeof moveTopicFromChapterRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.study.moveTopic(body, readerCallerOf(user)), Messages.successfullyUpdated);
  }

  @ReaderCall(ApiPaths.reader.deleteMyOwnTopic)
  async deleteMyOwnTopic(
    @ValidParams(readerItemIdParam) params: Input<typeof readerItemIdParam>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.study.deleteTopic(params.id, readerCallerOf(user)), Messages.successfullyRemoved);
  }

  @ReaderCall(ApiPaths.reader.deleteMyOwnLessson)
  async deleteMyOwnLessson(
    @ValidParams(readerItemIdParam) params: Input<typeof readerItemIdParam>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.study.deleteLesson(params.id, readerCallerOf(user)), Messages.successfullyRemoved);
  }

  @ReaderCall(ApiPaths.reader.updateLessonReading)
  async updateLessonReading(
    @ValidBody(updateLessonReadingRequest) body: Input<typeof updateLessonReadingRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.study.markLessonReading(body.lessonID, body.lessonReading, readerCallerOf(user)));
  }

  @ReaderCall(ApiPaths.reader.updateReaderLessonBookMark)
  async updateReaderLessonBookMark(
    @ValidBody(updateReaderLessonBookMarkRequest) body: Input<typeof updateReaderLessonBookMarkRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.study.setBookmark(body.lessonID, body.bookmarked, readerCallerOf(user)));
  }

  @ReaderCall(ApiPaths.reader.addNoteToLesson)
  async addNoteToLesson(
    @ValidBody(addNoteToLessonRequest) body: Input<typeof addNoteToLessonRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.study.addNote(body, readerCallerOf(user)), Messages.successfullyAdded);
  }

  @ReaderCall(ApiPaths.reader.updateNoteOfLesson)
  async updateNoteOfLesson(
    @ValidBody(updateNoteOfLessonRequest) body: Input<typeof updateNoteOfLessonRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.study.updateNote(body, readerCallerOf(user)), Messages.successfullySaved);
  }

  /** Spec section 4: removing a note is a status update that puts it in the trash ('INA'); 'ACT' restores. */
  @ReaderCall(ApiPaths.reader.updateNoteStatus)
  async updateNoteStatus(
    @ValidBody(updateReaderNoteStatusRequest) body: Input<typeof updateReaderNoteStatusRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    if (body.status === 'ACT')
      return ok(await this.study.restoreNote(body.noteID, readerCallerOf(user)), Messages.noteRestored);
    return ok(await this.study.trashNote(body.noteID, readerCallerOf(user)), Messages.noteDeleted);
  }

  @ReaderCall(ApiPaths.reader.restoreNoteFromTrash)
  async restoreNoteFromTrash(
    @ValidBody(readerNoteIdRequest) body: Input<typeof readerNoteIdRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.study.restoreNote(body.noteID, readerCallerOf(user)), Messages.noteRestored);
  }

  @ReaderCall(ApiPaths.reader.deleteNoteFromTrash)
  async deleteNoteFromTrash(
    @ValidBody(readerNoteIdRequest) body: Input<typeof readerNoteIdRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.study.deleteNoteFromTrash(body.noteID, readerCallerOf(user)), Messages.noteDeleted);
  }

  @ReaderCall(ApiPaths.reader.getPagedBookMarksByReaderID)
  async getPagedBookMarksByReaderID(
    @ValidBody(readerPageRequest) body: Input<typeof readerPageRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.queries.pagedBookmarks(user.userId, body));
  }

  @ReaderCall(ApiPaths.reader.getPagedReaderNotesByReaderID)
  async getPagedReaderNotesByReaderID(
    @ValidBody(readerPageRequest) body: Input<typeof readerPageRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.queries.pagedNotes(user.userId, 'ACT', body));
  }

  @ReaderCall(ApiPaths.reader.getPagedReaderReadsByReaderID)
  async getPagedReaderReadsByReaderID(
    @ValidBody(readerPageRequest) body: Input<typeof readerPageRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.queries.pagedReads(user.userId, body));
  }

  @ReaderCall(ApiPaths.reader.getPagedReaderDeletedNotesByReaderID)
  async getPagedReaderDeletedNotesByReaderID(
    @ValidBody(readerPageRequest) body: Input<typeof readerPageRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.queries.pagedNotes(user.userId, 'INA', body));
  }
}
