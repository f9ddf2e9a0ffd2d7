import { Body, Controller, Res } from '@nestjs/common';
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
  type AuthenticatedUser,
  CurrentUser,
  ok,
  type Input,
  PublicCall,
  ReaderCall,
  AdminCall,
  ValidBody,
  ValidQuery,
} from '@notebook/kernel';
import { readerCallerOf, viewerOf } from '../access/reading-access';
import { NoteResourceService } from '../resources/note-resource.service';
import { pdfAttachment as attachment } from './pdf-attachment';

/**
 * PDFs on notes. Uploads are the raw file as the body (Content-Type application/pdf or
 * application/octet-stream, see pdf-upload.parser.ts) with `?noteID=...&fileName=...`; downloads are
 * attachments, never rendered inline, under the reading calls' access rule (locked or unknown: 404).
 */
@Controller()
export class NoteResourceController {
  constructor(private readonly resources: NoteResourceService) {}

  @AdminCall(ResourcePaths.uploadNoteResourcePDF, Privileges.note.update)
  async uploadNoteResourcePDF(
    @ValidQuery(uploadNotePdfQuery) query: Input<typeof uploadNotePdfQuery>,
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(
      await this.resources.upload({ ...query, body }, { kind: 'ADMIN', adminID: user.userId }, readerCallerOf(user)),
      Messages.successfullyUploaded,
    );
  }

  @ReaderCall(ApiPaths.reader.uploadNotePdf)
  async uploadNotePdf(
    @ValidQuery(uploadNotePdfQuery) query: Input<typeof uploadNotePdfQuery>,
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(
      await this.resources.upload({ ...query, body }, { kind: 'READER', readerID: user.userId }, readerCallerOf(user)),
      Messages.successfullyUploaded,
    );
  }

  @PublicCall(ApiPaths.public.getFreeContentPDF)
  async getFreeContentPDF(
    @ValidBody(getFreeContentPdfRequest) body: Input<typeof getFreeContentPdfRequest>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return attachment(await this.resources.freeContentPdf(body.resourceName), reply);
  }

  @ReaderCall(ApiPaths.reader.getRegisteredReadingNoteResourcePDF)
  async getRegisteredReadingNoteResourcePDF(
    @ValidBody(getRegisteredReadingNoteResourcePdfRequest)
    body: Input<typeof getRegisteredReadingNoteResourcePdfRequest>,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return attachment(await this.resources.registeredPdf(body, readerCallerOf(user)), reply);
  }

  @PublicCall(ResourcePaths.getNoteResources)
  async getNoteResources(
    @ValidBody(getNoteResourcesRequest) body: Input<typeof getNoteResourcesRequest>,
    @CurrentUser() user?: AuthenticatedUser,
  ) {
    return ok(await this.resources.list(body.noteID, viewerOf(user)));
  }

  @AdminCall(ResourcePaths.getAdminNoteResources, CONTENT_PRIVILEGES)
  async getAdminNoteResources(@ValidBody(getNoteResourcesRequest) body: Input<typeof getNoteResourcesRequest>) {
    return ok(await this.resources.adminList(body.noteID));
  }

  @AdminCall(ResourcePaths.getAdminNoteResourcePDF, CONTENT_PRIVILEGES)
  async getAdminNoteResourcePDF(
    @ValidBody(getFreeContentPdfRequest) body: Input<typeof getFreeContentPdfRequest>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return attachment(await this.resources.adminPdf(body.resourceName), reply);
  }
}
