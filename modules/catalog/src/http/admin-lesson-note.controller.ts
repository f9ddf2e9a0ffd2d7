import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiPaths,
  CONTENT_PRIVILEGES,
  Messages,
  Privileges,
  lessonIdRequest,
  moveLessonRequest,
  moveNoteRequest,
  noteIdRequest,
  saveLessonRequest,
  saveNoteRequest,
  topicIdRequest,
  updateLessonDisplayOrderRequest,
  updateLessonStatusRequest,
  updateNoteDisplayOrderRequest,
  updateNoteStatusRequest,
} from '@notebook/contracts';
import {
  type Input,
  AdminAccess,
  AdminSaveAccess,
  actorOf,
  type AuthenticatedUser,
  CurrentUser,
  NotFoundError,
  ZodPipe,
  ok,
  ReleasesContent,
} from '@notebook/kernel';
import { saved, updated } from './admin-answers';
import { LessonNoteService } from '../lesson-note.service';
import { LessonNoteQueries } from '../queries/lesson-note.queries';

const { lesson, note } = Privileges;
const paths = ApiPaths.adminChapter;

/** adminChapter calls for lessons and notes, each behind its privilege family (spec section 6). */
@Controller()
export class AdminLessonNoteController {
  constructor(
    private readonly service: LessonNoteService,
    private readonly queries: LessonNoteQueries,
  ) {}

  @Post(paths.getTopicLessons)
  @HttpCode(200)
  @AdminAccess(CONTENT_PRIVILEGES)
  async getTopicLessons(@Body(new ZodPipe(topicIdRequest)) body: Input<typeof topicIdRequest>) {
    const result = await this.queries.topicLessons(body.topicID);
    if (!result) throw new NotFoundError(Messages.topicNotFound, 'topicID');
    return ok(result);
  }

  @ReleasesContent()
  @Post(paths.getLessonNotes)
  @HttpCode(200)
  @AdminAccess(CONTENT_PRIVILEGES)
  async getLessonNotes(@Body(new ZodPipe(lessonIdRequest)) body: Input<typeof lessonIdRequest>) {
    const result = await this.queries.lessonNotes(body.lessonID);
    if (!result) throw new NotFoundError(Messages.lessonNotFound, 'lessonID');
    return ok(result);
  }

  @Post(paths.saveUpdateLesson)
  @HttpCode(200)
  @AdminSaveAccess({ idField: 'lessonID', add: lesson.add, update: lesson.update })
  async saveLesson(
    @Body(new ZodPipe(saveLessonRequest)) body: Input<typeof saveLessonRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return saved(this.service.saveLesson(body, actorOf(user)));
  }

  @Post(paths.updateLessonStatus)
  @HttpCode(200)
  @AdminAccess(lesson.status)
  async updateLessonStatus(
    @Body(new ZodPipe(updateLessonStatusRequest)) body: Input<typeof updateLessonStatusRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return updated(this.service.changeLessonStatus(body.lessonID, body.status, actorOf(user)));
  }

  @Post(paths.publishLesson)
  @HttpCode(200)
  @AdminAccess(lesson.publish)
  async publishLesson(
    @Body(new ZodPipe(lessonIdRequest)) body: Input<typeof lessonIdRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return updated(this.service.publishLesson(body.lessonID, true, actorOf(user)));
  }

  @Post(paths.draftLesson)
  @HttpCode(200)
  @AdminAccess(lesson.draft)
  async draftLesson(
    @Body(new ZodPipe(lessonIdRequest)) body: Input<typeof lessonIdRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return updated(this.service.publishLesson(body.lessonID, false, actorOf(user)));
  }

  @Post(paths.updateLessonDisplayOrder)
  @HttpCode(200)
  @AdminAccess(lesson.move)
  async updateLessonDisplayOrder(
    @Body(new ZodPipe(updateLessonDisplayOrderRequest)) body: Input<typeof updateLessonDisplayOrderRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return updated(this.service.reorderLessons(body.topicID, body.lessonIDs, actorOf(user)));
  }

  @Post(paths.moveLesson)
  @HttpCode(200)
  @AdminAccess(lesson.move)
  async moveLesson(
    @Body(new ZodPipe(moveLessonRequest)) body: Input<typeof moveLessonRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return updated(this.service.moveLesson(body.lessonID, body.topicID, actorOf(user)));
  }

  @Post(paths.saveUpdateNote)
  @HttpCode(200)
  @AdminSaveAccess({ idField: 'noteID', add: note.add, update: note.update })
  async saveNote(
    @Body(new ZodPipe(saveNoteRequest)) body: Input<typeof saveNoteRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return saved(this.service.saveNote(body, actorOf(user)));
  }

  @Post(paths.updateNoteStatus)
  @HttpCode(200)
  @AdminAccess(note.status)
  async updateNoteStatus(
    @Body(new ZodPipe(updateNoteStatusRequest)) body: Input<typeof updateNoteStatusRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return updated(this.service.changeNoteStatus(body.noteID, body.status, actorOf(user)));
  }

  @Post(paths.publishNote)
  @HttpCode(200)
  @AdminAccess(note.publish)
  async publishNote(
    @Body(new ZodPipe(noteIdRequest)) body: Input<typeof noteIdRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return updated(this.service.publishNote(body.noteID, true, actorOf(user)));
  }

  @Post(paths.draftNote)
  @HttpCode(200)
  @AdminAccess(note.draft)
  async draftNote(
    @Body(new ZodPipe(noteIdRequest)) body: Input<typeof noteIdRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return updated(this.service.publishNote(body.noteID, false, actorOf(user)));
  }

  @Post(paths.updateNoteDisplayOrder)
  @HttpCode(200)
  @AdminAccess(note.move)
  async updateNoteDisplayOrder(
    @Body(new ZodPipe(updateNoteDisplayOrderRequest)) body: Input<typeof updateNoteDisplayOrderRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return updated(this.service.reorderNotes(body.lessonID, body.noteIDs, actorOf(user)));
  }

  @Post(paths.moveNote)
  @HttpCode(200)
  @AdminAccess(note.move)
  async moveNote(
    @Body(new ZodPipe(moveNoteRequest)) body: Input<typeof moveNoteRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return updated(this.service.moveNote(body.noteID, body.lessonID, actorOf(user)));
  }
}
