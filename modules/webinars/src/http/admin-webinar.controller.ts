import { Controller } from '@nestjs/common';
import {
  ApiPaths,
  Messages,
  Privileges,
  pagedWebinarsRequest,
  saveWebinarRequest,
  updateWebinarStatusRequest,
  webinarIdRequest,
} from '@notebook/contracts';
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

/** /admin/webinars (spec section 6: "webinars add/edit and view"; designed calls). */
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
}
