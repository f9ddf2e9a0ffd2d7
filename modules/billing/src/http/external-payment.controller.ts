import { Controller } from '@nestjs/common';
import type { z } from 'zod';
import {
  ApiPaths,
  Messages,
  Privileges,
  adminExternalPaymentLinkRequest,
  createExternalPaymentLinkRequest,
  externalPaymentRequest,
  initiateExternalPaymentRequest,
} from '@notebook/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  actorOf,
  ok,
  PublicCall,
  ReaderCall,
  AdminCall,
  ValidBody,
} from '@notebook/kernel';
import { ExternalPayments } from '../payment-links/external-payments.service';

/** External payment links: made by a reader (or an admin for one), paid by anyone holding the link. */
@Controller()
export class ExternalPaymentController {
  constructor(private readonly links: ExternalPayments) {}

  @ReaderCall(ApiPaths.reader.createExternalPaymentLink)
  async createExternalPaymentLink(
    @ValidBody(createExternalPaymentLinkRequest) body: z.output<typeof createExternalPaymentLinkRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.links.createLink(user.userId, body.pricingPlanID, actorOf(user)), Messages.paymentLinkCreated);
  }

  @AdminCall(ApiPaths.adminReader.createExternalPaymentLink, Privileges.reader.addEdit)
  async createLinkForReader(
    @ValidBody(adminExternalPaymentLinkRequest) body: z.output<typeof adminExternalPaymentLinkRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(
      await this.links.createLink(body.readerID, body.pricingPlanID, actorOf(user)),
      Messages.paymentLinkCreated,
    );
  }

  @PublicCall(ApiPaths.public.getExternalPayment)
  async getExternalPayment(@ValidBody(externalPaymentRequest) body: z.output<typeof externalPaymentRequest>) {
    return ok(await this.links.view(body.token));
  }

  @PublicCall(ApiPaths.public.initiateExternalPayment)
  async initiateExternalPayment(
    @ValidBody(initiateExternalPaymentRequest) body: z.output<typeof initiateExternalPaymentRequest>,
  ) {
    return ok(await this.links.initiate(body.token, body.paymentType, body.acceptedPricingTerms));
  }
}
