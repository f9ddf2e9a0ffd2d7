import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiPaths,
  Messages,
  Privileges,
  acknowledgeContactMessageRequest,
  contactMessagesPageRequest,
} from '@notebook/contracts';
import { type Input, AdminAccess, type AuthenticatedUser, CurrentUser, ZodPipe, actorOf, ok } from '@notebook/kernel';
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

  @Post(ApiPaths.adminContactUs.getPagedContactMessages)
  @HttpCode(200)
  @AdminAccess(contactUs.view)
  async getPagedContactMessages(
    @Body(new ZodPipe(contactMessagesPageRequest)) body: Input<typeof contactMessagesPageRequest>,
  ) {
    return ok(await this.queries.page(body));
  }

  @Post(ApiPaths.adminContactUs.acknowledgeContactMessage)
  @HttpCode(200)
  @AdminAccess(contactUs.acknowledge)
  async acknowledgeContactMessage(
    @Body(new ZodPipe(acknowledgeContactMessageRequest)) body: Input<typeof acknowledgeContactMessageRequest>,
    @CurrentUser() admin: AuthenticatedUser,
  ) {
    return ok(
      await this.contactUsService.acknowledge(body.contactMessageID, actorOf(admin)),
      Messages.successfullyMarkedRead,
    );
  }
}
