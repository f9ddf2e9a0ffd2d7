import { Controller } from '@nestjs/common';
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
  actorOf,
  type AuthenticatedUser,
  CurrentUser,
  NotFoundError,
  ok,
  ReleasesContent,
  AdminCall,
  AdminSaveCall,
  ValidBody,
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

  @AdminCall(paths.getTopicLessons, CONTENT_PRIVILEGES)
  async getTopicLessons(@ValidBody(topicIdRequest) body: Input<typeof topicIdRequest>) {
    const result = await this.queries.topicLessons(body.topicID);
    if (!result) throw new NotFoundError(Messages.topicNotFound, 'topicID');
    return ok(result);
  }

  @ReleasesContent()
  @AdminCall(paths.getLessonNotes, CONTENT_PRIVILEGES)
  async getLessonNotes(@ValidBody(lessonIdRequest) body: Input<typeof lessonIdRequest>) {
    const result = await this.queries.lessonNotes(body.lessonID);
    if (!result) throw new NotFoundError(Messages.lessonNotFound, 'lessonID');
    return ok(result);
  }

  @AdminSaveCall(paths.saveUpdateLesson, 'lessonID', lesson)
  async saveLesson(
    @ValidBody(saveLessonRequest) body: Input<typeof saveLessonRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return saved(this.service.saveLesson(body, actorOf(user)));
  }

  @AdminCall(paths.updateLessonStatus, lesson.status)
  async updateLessonStatus(
    @ValidBody(updateLessonStatusRequest) body: Input<typeof updateLessonStatusRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return updated(this.service.changeLessonStatus(body.lessonID, body.status, actorOf(user)));
  }

  @AdminCall(paths.publishLesson, lesson.publish)
  async publishLesson(
    @ValidBody(lessonIdRequest) body: Input<typeof lessonIdRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return updated(this.service.publishLesson(body.lessonID, true, actorOf(user)));
  }

  @AdminCall(paths.draftLesson, lesson.draft)
  async draftLesson(
    @ValidBody(lessonIdRequest) body: Input<typeof lessonIdRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return updated(this.service.publishLesson(body.lessonID, false, actorOf(user)));
  }

  @AdminCall(paths.updateLessonDisplayOrder, lesson.move)
  async updateLessonDisplayOrder(
    @ValidBody(updateLessonDisplayOrderRequest) body: Input<typeof updateLessonDisplayOrderRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return updated(this.service.reorderLessons(body.topicID, body.lessonIDs, actorOf(user)));
  }

  @AdminCall(paths.moveLesson, lesson.move)
  async moveLesson(
    @ValidBody(moveLessonRequest) body: Input<typeof moveLessonRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return updated(this.service.moveLesson(body.lessonID, body.topicID, actorOf(user)));
  }

  @AdminSaveCall(paths.saveUpdateNote, 'noteID', note)
  async saveNote(
    @ValidBody(saveNoteRequest) body: Input<typeof saveNoteRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return saved(this.service.saveNote(body, actorOf(user)));
  }

  @AdminCall(paths.updateNoteStatus, note.status)
  async updateNoteStatus(
    @ValidBody(updateNoteStatusRequest) body: Input<typeof updateNoteStatusRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return updated(this.service.changeNoteStatus(body.noteID, body.status, actorOf(user)));
  }

  @AdminCall(paths.publishNote, note.publish)
  async publishNote(
    @ValidBody(noteIdRequest) body: Input<typeof noteIdRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return updated(this.service.publishNote(body.noteID, true, actorOf(user)));
  }

  @AdminCall(paths.draftNote, note.draft)
  async draftNote(@ValidBody(noteIdRequest) body: Input<typeof noteIdRequest>, @CurrentUser() user: AuthenticatedUser) {
    return updated(this.service.publishNote(body.noteID, false, actorOf(user)));
  }

  @AdminCall(paths.updateNoteDisplayOrder, note.move)
  async updateNoteDisplayOrder(
    @ValidBody(updateNoteDisplayOrderRequest) body: Input<typeof updateNoteDisplayOrderRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return updated(this.service.reorderNotes(body.lessonID, body.noteIDs, actorOf(user)));
  }

  @AdminCall(paths.moveNote, note.move)
  async moveNote(
    @ValidBody(moveNoteRequest) body: Input<typeof moveNoteRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return updated(this.service.moveNote(body.noteID, body.lessonID, actorOf(user)));
  }
}
