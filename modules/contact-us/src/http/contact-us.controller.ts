import { Controller, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiPaths, Messages, saveContactUsRequest } from '@notebook/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  VISITOR_ACTOR,
  actorOf,
  ok,
  PublicCall,
  ValidBody,
} from '@notebook/kernel';
import type { z } from 'zod';
import { ContactUsService } from '../contact-us.service';

/** POST public/saveContactUs (spec section 7): the footer's Contact Us modal and the home page form. */
@Controller()
export class ContactUsController {
  constructor(private readonly contactUs: ContactUsService) {}

  @PublicCall(ApiPaths.public.saveContactUs)
  async saveContactUs(
    @ValidBody(saveContactUsRequest) body: z.output<typeof saveContactUsRequest>,
    @Req() request: FastifyRequest,
    @CurrentUser() user?: AuthenticatedUser,
  ) {
    const { contactName, email, message } = body;
    return ok(
      await this.contactUs.send(
        { contactName, email, message },
        { actor: user ? actorOf(user) : VISITOR_ACTOR, ip: request.ip },
      ),
      Messages.thankYouContact,
    );
  }
}
