import { Controller } from '@nestjs/common';
import {
  AnnotationPaths,
  ApiPaths,
  addReaderNoteAnnotationRequest,
  deleteReaderNoteAnnotationRequest,
  getReaderNoteAnnotationsRequest,
  getLessonAnnotationsRequest,
  updateReaderNoteAnnotationRequest,
} from '@notebook/contracts';
import { type AuthenticatedUser, CurrentUser, ok, type Input, ReaderCall, ValidBody } from '@notebook/kernel';
import { readerCallerOf } from '../access/reading-access';
import { AnnotationService } from '../annotations/annotation.service';

/**
 * A reader's highlights on notes (spec section 7, Reader: annotations). Always the caller's own:
 * anonymous 401, admin 403; a locked, hidden or unknown note, or another reader's annotation, 404.
 */
@Controller()
export class AnnotationController {
  constructor(private readonly annotations: AnnotationService) {}

  @ReaderCall(ApiPaths.reader.addReaderNoteAnnotation)
  async addReaderNoteAnnotation(
    @ValidBody(addReaderNoteAnnotationRequest) body: Input<typeof addReaderNoteAnnotationRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.annotations.add(body, readerCallerOf(user)));
  }

  @ReaderCall(ApiPaths.reader.updateReaderNoteAnnotation)
  async updateReaderNoteAnnotation(
    @ValidBody(updateReaderNoteAnnotationRequest) body: Input<typeof updateReaderNoteAnnotationRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.annotations.update(body, readerCallerOf(user)));
  }

  @ReaderCall(ApiPaths.reader.getReaderNoteAnnotations)
  async getReaderNoteAnnotations(
    @ValidBody(getReaderNoteAnnotationsRequest) body: Input<typeof getReaderNoteAnnotationsRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.annotations.list(body.noteID, readerCallerOf(user)));
  }

  @ReaderCall(ApiPaths.reader.getLessonAnnotations)
  async getLessonAnnotations(
    @ValidBody(getLessonAnnotationsRequest) body: Input<typeof getLessonAnnotationsRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.annotations.listOfLesson(body.lessonID, readerCallerOf(user)));
  }

  @ReaderCall(AnnotationPaths.deleteReaderNoteAnnotation)
  async deleteReaderNoteAnnotation(
    @ValidBody(deleteReaderNoteAnnotationRequest) body: Input<typeof deleteReaderNoteAnnotationRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.annotations.remove(body.annotationID, readerCallerOf(user)));
  }
}
