import { Body, Controller, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  ApiPaths,
  Messages,
  Privileges,
  pagedWebinarsRequest,
  saveWebinarRequest,
  updateWebinarStatusRequest,
  uploadWebinarResourceQuery,
  webinarIdRequest,
  webinarResourceRequest,
} from '@notebook/contracts';
import { pdfAttachment } from '@notebook/reading';
import {
  type Input,
  type AuthenticatedUser,
  CurrentUser,
  actorOf,
  ok,
  AdminCall,
  ValidBody,
  ValidQuery,
} from '@notebook/kernel';
import { WebinarQueries } from '../queries/webinar.queries';
import { WebinarsService } from '../webinars.service';

const { webinar } = Privileges;
const paths = ApiPaths.adminWebinar;

/**
 * /admin/webinars (spec section 6: "webinars add-edit / upload pdf / remove resource / view";
 * designed calls). A PDF is the raw body of the upload (application/pdf, see reading's
 * pdf-upload.parser.ts) with `?webinarID=…&fileName=…&title=…`.
 */
@Controller()
export class AdminWebinarController {
  constructor(
    private readonly webinars: WebinarsService,
    private readonly queries: WebinarQueries,
  ) {}

  @AdminCall(paths.getPagedWebinars, [webinar.view, webinar.addEdit])
  async getPagedWebinars(@ValidBody(pagedWebinarsRequest) body: Input<typeof pagedWebinarsRequest>) {
    return ok(await this.queries.adminPage(body));
  }

  @AdminCall(paths.getWebinarByID, [webinar.view, webinar.addEdit])
  async getWebinarByID(@ValidQuery(webinarIdRequest) query: Input<typeof webinarIdRequest>) {
    return ok(await this.webinars.webinar(query.webinarID));
  }

  @AdminCall(paths.saveUpdateWebinar, webinar.addEdit)
  async saveUpdateWebinar(
    @ValidBody(saveWebinarRequest) body: Input<typeof saveWebinarRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.webinars.save(body, actorOf(user)), Messages.successfullySaved);
  }

  @AdminCall(paths.updateWebinarStatus, webinar.addEdit)
  async updateWebinarStatus(
    @ValidBody(updateWebinarStatusRequest) body: Input<typeof updateWebinarStatusRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(
      await this.webinars.changeStatus(body.webinarID, body.status, actorOf(user)),
      Messages.successfullyUpdated,
    );
  }

  @AdminCall(paths.uploadWebinarResourcePDF, webinar.uploadPdf)
  async uploadWebinarResourcePDF(
    @ValidQuery(uploadWebinarResourceQuery) query: Input<typeof uploadWebinarResourceQuery>,
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.webinars.uploadResource({ ...query, body }, actorOf(user)), Messages.successfullyUploaded);
  }

  @AdminCall(paths.removeWebinarResource, webinar.removeResource)
  async removeWebinarResource(
    @ValidBody(webinarResourceRequest) body: Input<typeof webinarResourceRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(
      await this.webinars.removeResource(body.webinarID, body.resourceName, actorOf(user)),
      Messages.successfullyRemoved,
    );
  }

  @AdminCall(paths.getWebinarResourcePDF, [webinar.view, webinar.addEdit, webinar.uploadPdf, webinar.removeResource])
  async getWebinarResourcePDF(
    @ValidBody(webinarResourceRequest) body: Input<typeof webinarResourceRequest>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return pdfAttachment(await this.webinars.resourcePdf(body.webinarID, body.resourceName), reply);
  }
}
