import { Controller } from '@nestjs/common';
import {
  ApiPaths,
  Messages,
  Privileges,
  acknowledgeContactMessageRequest,
  contactMessagesPageRequest,
} from '@notebook/contracts';
import { type Input, type AuthenticatedUser, CurrentUser, actorOf, ok, AdminCall, ValidBody } from '@notebook/kernel';
import { ContactMessageQueries } from '../queries/contact-message.queries';
import { ContactUsService } from '../contact-us.service';

const { contactUs } = Privileges;

/** /admin/contact-us (spec section 6: "contact us: acknowledge/view"; the route needs "contact us view"). */
@Controller()
export class AdminContactUsController {
  constructor(
    private readonly contactUsService: ContactUsService,
    private readonly queries: ContactMessageQueries,
  ) {}

  @AdminCall(ApiPaths.adminContactUs.getPagedContactMessages, contactUs.view)
  async getPagedContactMessages(@ValidBody(contactMessagesPageRequest) body: Input<typeof contactMessagesPageRequest>) {
    return ok(await this.queries.page(body));
  }

  @AdminCall(ApiPaths.adminContactUs.acknowledgeContactMessage, contactUs.acknowledge)
  async acknowledgeContactMessage(
    @ValidBody(acknowledgeContactMessageRequest) body: Input<typeof acknowledgeContactMessageRequest>,
    @CurrentUser() admin: AuthenticatedUser,
  ) {
    return ok(
      await this.contactUsService.acknowledge(body.contactMessageID, actorOf(admin)),
      Messages.successfullyMarkedRead,
    );
  }
}
