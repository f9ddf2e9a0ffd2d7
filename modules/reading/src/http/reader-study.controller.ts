import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
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
  ReaderAccess,
  ZodPipe,
  ok,
  type Input,
} from '@notebook/kernel';
import { ReaderStudyQueries } from '../queries/reader-study.queries';
import { readerCallerOf, viewerOf } from '../access/reading-access';
import { ReaderStudyService } from '../reader-study/reader-study.service';

/**
 * A logged-in reader's own study data (spec section 7, Reader: topics and lessons, paged lists,
 * notes). Every call acts for the caller; ids of other readers are never taken from the body.
 * Anonymous callers get 401 and admins 403 (ReaderAccess).
 */
@Controller()
@ReaderAccess()
export class ReaderStudyController {
  constructor(
    private readonly study: ReaderStudyService,
    private readonly queries: ReaderStudyQueries,
  ) {}

  /** GET, as spec section 7 lists it (like public/getPrimaryIndex). */
  @Get(ApiPaths.reader.getRegisteredUserPrimaryIndex)
  async getRegisteredUserPrimaryIndex(@CurrentUser() user: AuthenticatedUser) {
    return ok(await this.queries.primaryIndex({ ...viewerOf(user), readerID: user.userId }));
  }

  @Post(ApiPaths.reader.addTopicToChapter)
  @HttpCode(200)
  async addTopicToChapter(
    @Body(new ZodPipe(addTopicToChapterRequest)) body: Input<typeof addTopicToChapterRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.study.addTopic(body, readerCallerOf(user)), Messages.topicAdded);
  }

  @Post(ApiPaths.reader.updateTopicOfChapter)
  @HttpCode(200)
  async updateTopicOfChapter(
    @Body(new ZodPipe(updateTopicOfChapterRequest)) body: Input<typeof updateTopicOfChapterRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.study.updateTopic(body, readerCallerOf(user)), Messages.topicUpdated);
  }

  @Post(ApiPaths.reader.addLessonToTopic)
  @HttpCode(200)
  async addLessonToTopic(
    @Body(new ZodPipe(addLessonToTopicRequest)) body: Input<typeof addLessonToTopicRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.study.addLesson(body, readerCallerOf(user)), Messages.lessonAdded);
  }

  @Post(ApiPaths.reader.updateLessonOfTopic)
  @HttpCode(200)
  async updateLessonOfTopic(
    @Body(new ZodPipe(updateLessonOfTopicRequest)) body: Input<typeof updateLessonOfTopicRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.study.updateLesson(body, readerCallerOf(user)), Messages.lessonUpdated);
  }

  @Post(ApiPaths.reader.loadReaderTopic)
  @HttpCode(200)
  async loadReaderTopic(
    @Body(new ZodPipe(loadReaderTopicRequest)) body: Input<typeof loadReaderTopicRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    const result = await this.queries.loadReaderTopic(body.topicID, user.userId);
    if (!result) throw new NotFoundError(Messages.topicNotFound, 'topicID');
    return ok(result);
  }

  @Post(ApiPaths.reader.moveTopicFromChapter)
  @HttpCode(200)
  async moveTopicFromChapter(
    @Body(new ZodPipe(moveTopicFromChapterRequest)) body: Input<typeof moveTopicFromChapterRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.study.moveTopic(body, readerCallerOf(user)), Messages.successfullyUpdated);
  }

  @Get(ApiPaths.reader.deleteMyOwnTopic)
  async deleteMyOwnTopic(
    @Param(new ZodPipe(readerItemIdParam)) params: Input<typeof readerItemIdParam>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.study.deleteTopic(params.id, readerCallerOf(user)), Messages.successfullyRemoved);
  }

  @Get(ApiPaths.reader.deleteMyOwnLessson)
  async deleteMyOwnLessson(
    @Param(new ZodPipe(readerItemIdParam)) params: Input<typeof readerItemIdParam>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.study.deleteLesson(params.id, readerCallerOf(user)), Messages.successfullyRemoved);
  }

  @Post(ApiPaths.reader.updateLessonReading)
  @HttpCode(200)
  async updateLessonReading(
    @Body(new ZodPipe(updateLessonReadingRequest)) body: Input<typeof updateLessonReadingRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.study.markLessonReading(body.lessonID, body.lessonReading, readerCallerOf(user)));
  }

  @Post(ApiPaths.reader.updateReaderLessonBookMark)
  @HttpCode(200)
  async updateReaderLessonBookMark(
    @Body(new ZodPipe(updateReaderLessonBookMarkRequest)) body: Input<typeof updateReaderLessonBookMarkRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.study.setBookmark(body.lessonID, body.bookmarked, readerCallerOf(user)));
  }

  @Post(ApiPaths.reader.addNoteToLesson)
  @HttpCode(200)
  async addNoteToLesson(
    @Body(new ZodPipe(addNoteToLessonRequest)) body: Input<typeof addNoteToLessonRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.study.addNote(body, readerCallerOf(user)), Messages.successfullyAdded);
  }

  @Post(ApiPaths.reader.updateNoteOfLesson)
  @HttpCode(200)
  async updateNoteOfLesson(
    @Body(new ZodPipe(updateNoteOfLessonRequest)) body: Input<typeof updateNoteOfLessonRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.study.updateNote(body, readerCallerOf(user)), Messages.successfullySaved);
  }

  /** Spec section 4: removing a note is a status update that puts it in the trash ('INA'); 'ACT' restores. */
  @Post(ApiPaths.reader.updateNoteStatus)
  @HttpCode(200)
  async updateNoteStatus(
    @Body(new ZodPipe(updateReaderNoteStatusRequest)) body: Input<typeof updateReaderNoteStatusRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    if (body.status === 'ACT')
      return ok(await this.study.restoreNote(body.noteID, readerCallerOf(user)), Messages.noteRestored);
    return ok(await this.study.trashNote(body.noteID, readerCallerOf(user)), Messages.noteDeleted);
  }

  @Post(ApiPaths.reader.restoreNoteFromTrash)
  @HttpCode(200)
  async restoreNoteFromTrash(
    @Body(new ZodPipe(readerNoteIdRequest)) body: Input<typeof readerNoteIdRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.study.restoreNote(body.noteID, readerCallerOf(user)), Messages.noteRestored);
  }

  @Post(ApiPaths.reader.deleteNoteFromTrash)
  @HttpCode(200)
  async deleteNoteFromTrash(
    @Body(new ZodPipe(readerNoteIdRequest)) body: Input<typeof readerNoteIdRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.study.deleteNoteFromTrash(body.noteID, readerCallerOf(user)), Messages.noteDeleted);
  }

  @Post(ApiPaths.reader.getPagedBookMarksByReaderID)
  @HttpCode(200)
  async getPagedBookMarksByReaderID(
    @Body(new ZodPipe(readerPageRequest)) body: Input<typeof readerPageRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.queries.pagedBookmarks(user.userId, body));
  }

  @Post(ApiPaths.reader.getPagedReaderNotesByReaderID)
  @HttpCode(200)
  async getPagedReaderNotesByReaderID(
    @Body(new ZodPipe(readerPageRequest)) body: Input<typeof readerPageRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.queries.pagedNotes(user.userId, 'ACT', body));
  }

  @Post(ApiPaths.reader.getPagedReaderReadsByReaderID)
  @HttpCode(200)
  async getPagedReaderReadsByReaderID(
    @Body(new ZodPipe(readerPageRequest)) body: Input<typeof readerPageRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.queries.pagedReads(user.userId, body));
  }

  @Post(ApiPaths.reader.getPagedReaderDeletedNotesByReaderID)
  @HttpCode(200)
  async getPagedReaderDeletedNotesByReaderID(
    @Body(new ZodPipe(readerPageRequest)) body: Input<typeof readerPageRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.queries.pagedNotes(user.userId, 'INA', body));
  }
}
