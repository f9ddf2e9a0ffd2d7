import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  AnnotationPaths,
  ApiPaths,
  addReaderNoteAnnotationRequest,
  deleteReaderNoteAnnotationRequest,
  getReaderNoteAnnotationsRequest,
  getLessonAnnotationsRequest,
  updateReaderNoteAnnotationRequest,
} from '@notebook/contracts';
import { type AuthenticatedUser, CurrentUser, ReaderAccess, ZodPipe, ok, type Input } from '@notebook/kernel';
import { readerCallerOf } from '../access/reading-access';
import { AnnotationService } from '../annotations/annotation.service';

/**
 * A reader's highlights on notes (spec section 7, Reader: annotations). Always the caller's own:
 * anonymous 401, admin 403; a locked, hidden or unknown note, or another reader's annotation, 404.
 */
@Controller()
@ReaderAccess()
export class AnnotationController {
  constructor(private readonly annotations: AnnotationService) {}

  @Post(ApiPaths.reader.addReaderNoteAnnotation)
  @HttpCode(200)
  async addReaderNoteAnnotation(
    @Body(new ZodPipe(addReaderNoteAnnotationRequest)) body: Input<typeof addReaderNoteAnnotationRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.annotations.add(body, readerCallerOf(user)));
  }

  @Post(ApiPaths.reader.updateReaderNoteAnnotation)
  @HttpCode(200)
  async updateReaderNoteAnnotation(
    @Body(new ZodPipe(updateReaderNoteAnnotationRequest)) body: Input<typeof updateReaderNoteAnnotationRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.annotations.update(body, readerCallerOf(user)));
  }

  @Post(ApiPaths.reader.getReaderNoteAnnotations)
  @HttpCode(200)
  async getReaderNoteAnnotations(
    @Body(new ZodPipe(getReaderNoteAnnotationsRequest)) body: Input<typeof getReaderNoteAnnotationsRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.annotations.list(body.noteID, readerCallerOf(user)));
  }

  @Post(ApiPaths.reader.getLessonAnnotations)
  @HttpCode(200)
  async getLessonAnnotations(
    @Body(new ZodPipe(getLessonAnnotationsRequest)) body: Input<typeof getLessonAnnotationsRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.annotations.listOfLesson(body.lessonID, readerCallerOf(user)));
  }

  @Post(AnnotationPaths.deleteReaderNoteAnnotation)
  @HttpCode(200)
  async deleteReaderNoteAnnotation(
    @Body(new ZodPipe(deleteReaderNoteAnnotationRequest)) body: Input<typeof deleteReaderNoteAnnotationRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.annotations.remove(body.annotationID, readerCallerOf(user)));
  }
}
