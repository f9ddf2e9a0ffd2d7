import { Body, Controller, HttpCode, Post, Query, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  ApiPaths,
  CONTENT_PRIVILEGES,
  Messages,
  Privileges,
  ResourcePaths,
  getFreeContentPdfRequest,
  getNoteResourcesRequest,
  getRegisteredReadingNoteResourcePdfRequest,
  uploadNotePdfQuery,
} from '@notebook/contracts';
import {
  AdminAccess,
  type AuthenticatedUser,
  CurrentUser,
  PublicAccess,
  ReaderAccess,
  ZodPipe,
  ok,
  type Input,
} from '@notebook/kernel';
import { readerCallerOf, viewerOf } from '../access/reading-access';
import { NoteResourceService, type PdfDownload } from '../resources/note-resource.service';

/**
 * PDFs on notes. Uploads are the raw file as the body (Content-Type application/pdf or
 * application/octet-stream, see pdf-upload.parser.ts) with `?noteID=...&fileName=...`; downloads are
 * attachments, never rendered inline, under the reading calls' access rule (locked or unknown: 404).
 */
@Controller()
export class NoteResourceController {
  constructor(private readonly resources: NoteResourceService) {}

  @Post(ResourcePaths.uploadNoteResourcePDF)
  @HttpCode(200)
  @AdminAccess(Privileges.note.update)
  async uploadNoteResourcePDF(
    @Query(new ZodPipe(uploadNotePdfQuery)) query: Input<typeof uploadNotePdfQuery>,
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(
      await this.resources.upload({ ...query, body }, { kind: 'ADMIN', adminID: user.userId }, readerCallerOf(user)),
      Messages.successfullyUploaded,
    );
  }

  @Post(ApiPaths.reader.uploadNotePdf)
  @HttpCode(200)
  @ReaderAccess()
  async uploadNotePdf(
    @Query(new ZodPipe(uploadNotePdfQuery)) query: Input<typeof uploadNotePdfQuery>,
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(
      await this.resources.upload({ ...query, body }, { kind: 'READER', readerID: user.userId }, readerCallerOf(user)),
      Messages.successfullyUploaded,
    );
  }

  @Post(ApiPaths.public.getFreeContentPDF)
  @HttpCode(200)
  @PublicAccess()
  async getFreeContentPDF(
    @Body(new ZodPipe(getFreeContentPdfRequest)) body: Input<typeof getFreeContentPdfRequest>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return attachment(await this.resources.freeContentPdf(body.resourceName), reply);
  }

  @Post(ApiPaths.reader.getRegisteredReadingNoteResourcePDF)
  @HttpCode(200)
  @ReaderAccess()
  async getRegisteredReadingNoteResourcePDF(
    @Body(new ZodPipe(getRegisteredReadingNoteResourcePdfRequest))
    body: Input<typeof getRegisteredReadingNoteResourcePdfRequest>,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return attachment(await this.resources.registeredPdf(body, readerCallerOf(user)), reply);
  }

  @Post(ResourcePaths.getNoteResources)
  @HttpCode(200)
  @PublicAccess()
  async getNoteResources(
    @Body(new ZodPipe(getNoteResourcesRequest)) body: Input<typeof getNoteResourcesRequest>,
    @CurrentUser() user?: AuthenticatedUser,
  ) {
    return ok(await this.resources.list(body.noteID, viewerOf(user)));
  }

  @Post(ResourcePaths.getAdminNoteResources)
  @HttpCode(200)
  @AdminAccess(CONTENT_PRIVILEGES)
  async getAdminNoteResources(@Body(new ZodPipe(getNoteResourcesRequest)) body: Input<typeof getNoteResourcesRequest>) {
    return ok(await this.resources.adminList(body.noteID));
  }

  @Post(ResourcePaths.getAdminNoteResourcePDF)
  @HttpCode(200)
  @AdminAccess(CONTENT_PRIVILEGES)
  async getAdminNoteResourcePDF(
    @Body(new ZodPipe(getFreeContentPdfRequest)) body: Input<typeof getFreeContentPdfRequest>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return attachment(await this.resources.adminPdf(body.resourceName), reply);
  }
}

/** Always a download: the browser must not sniff or render it in our origin. */
function attachment(file: PdfDownload, reply: FastifyReply): StreamableFile {
  void reply.header('X-Content-Type-Options', 'nosniff');
  void reply.header('Cache-Control', 'private, no-store');
  return new StreamableFile(file.stream, {
    type: 'application/pdf',
    length: file.sizeBytes,
    disposition: `attachment; filename="${file.fileName}"`,
  });
}
