import { Controller } from '@nestjs/common';
import {
  ApiPaths,
  type LessonNotesResult,
  type RegisteredLessonNotesResult,
  lessonIdRequest,
  noteIdRequest,
  topicIdRequest,
  Messages,
} from '@notebook/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  NotFoundError,
  ok,
  ReleasesContent,
  type Input,
  PublicCall,
  ReaderCall,
  ValidBody,
} from '@notebook/kernel';
import { ReaderStudyQueries } from '../queries/reader-study.queries';
import { viewerOf } from '../access/reading-access';
import { ReadingQueries } from '../queries/reading.queries';

/**
 * The secondary index and note reading, for visitors (public/...) and logged-in readers (reader/...).
 * Both apply the same access rule to the caller; a public call with a reader's token counts as that reader.
 * Hidden, draft and unknown items are all "not found", so a caller cannot tell them apart.
 */
@Controller()
export class ReadingController {
  constructor(
    private readonly reading: ReadingQueries,
    private readonly readerStudy: ReaderStudyQueries,
  ) {}

  @PublicCall(ApiPaths.public.getSecondaryIndex)
  getSecondaryIndex(
    @ValidBody(topicIdRequest) body: Input<typeof topicIdRequest>,
    @CurrentUser() user?: AuthenticatedUser,
  ) {
    return this.secondaryIndex(body.topicID, user);
  }

  @ReaderCall(ApiPaths.reader.getRegisteredUserSecondaryIndex)
  getRegisteredUserSecondaryIndex(
    @ValidBody(topicIdRequest) body: Input<typeof topicIdRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.secondaryIndex(body.topicID, user);
  }

  @ReleasesContent()
  @PublicCall(ApiPaths.public.getNotesPublic)
  getNotesPublic(
    @ValidBody(lessonIdRequest) body: Input<typeof lessonIdRequest>,
    @CurrentUser() user?: AuthenticatedUser,
  ) {
    return this.lessonNotes(body.lessonID, user);
  }

  @ReleasesContent({ readerText: ['readerNotes'] })
  @ReaderCall(ApiPaths.reader.getRegisteredReadingSectionLessonNotes)
  async getRegisteredReadingSectionLessonNotes(
    @ValidBody(lessonIdRequest) body: Input<typeof lessonIdRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    const result = await this.lessonNotesResult(body.lessonID, user);
    const readerNotes = await this.readerStudy.readerNotesOfLesson(body.lessonID, user.userId);
    return ok<RegisteredLessonNotesResult>({ ...result, readerNotes });
  }

  @ReleasesContent()
  @PublicCall(ApiPaths.public.getNotePublic)
  getNotePublic(@ValidBody(noteIdRequest) body: Input<typeof noteIdRequest>, @CurrentUser() user?: AuthenticatedUser) {
    return this.note(body.noteID, user);
  }

  @ReleasesContent()
  @ReaderCall(ApiPaths.reader.getRegisteredReadingSectionNote)
  getRegisteredReadingSectionNote(
    @ValidBody(noteIdRequest) body: Input<typeof noteIdRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.note(body.noteID, user);
  }

  private async secondaryIndex(topicID: string, user: AuthenticatedUser | undefined) {
    const result = await this.reading.secondaryIndex(topicID, viewerOf(user));
    if (!result) throw new NotFoundError(Messages.topicNotFound, 'topicID');
    return ok(result);
  }

  private async lessonNotes(lessonID: string, user: AuthenticatedUser | undefined) {
    return ok(await this.lessonNotesResult(lessonID, user));
  }

  private async lessonNotesResult(lessonID: string, user: AuthenticatedUser | undefined): Promise<LessonNotesResult> {
    const result = await this.reading.lessonNotes(lessonID, viewerOf(user));
    if (!result) throw new NotFoundError(Messages.lessonNotFound, 'lessonID');
    return result;
  }

  private async note(noteID: string, user: AuthenticatedUser | undefined) {
    const result = await this.reading.note(noteID, viewerOf(user));
    if (!result) throw new NotFoundError(Messages.noteNotFound, 'noteID');
    return ok(result);
  }
}
