import { Body, Controller, HttpCode, Post } from '@nestjs/common';
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
  AdminAccess,
  type AuthenticatedUser,
  CurrentUser,
  PublicAccess,
  ReaderAccess,
  ZodPipe,
  actorOf,
  ok,
} from '@notebook/kernel';
import { ExternalPayments } from '../payment-links/external-payments.service';

/** External payment links: made by a reader (or an admin for one), paid by anyone holding the link. */
@Controller()
export class ExternalPaymentController {
  constructor(private readonly links: ExternalPayments) {}

  @Post(ApiPaths.reader.createExternalPaymentLink)
  @HttpCode(200)
  @ReaderAccess()
  async createExternalPaymentLink(
    @Body(new ZodPipe(createExternalPaymentLinkRequest)) body: z.output<typeof createExternalPaymentLinkRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.links.createLink(user.userId, body.pricingPlanID, actorOf(user)), Messages.paymentLinkCreated);
  }

  @Post(ApiPaths.adminReader.createExternalPaymentLink)
  @HttpCode(200)
  @AdminAccess(Privileges.reader.addEdit)
  async createLinkForReader(
    @Body(new ZodPipe(adminExternalPaymentLinkRequest)) body: z.output<typeof adminExternalPaymentLinkRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(
      await this.links.createLink(body.readerID, body.pricingPlanID, actorOf(user)),
      Messages.paymentLinkCreated,
    );
  }

  @Post(ApiPaths.public.getExternalPayment)
  @HttpCode(200)
  @PublicAccess()
  async getExternalPayment(@Body(new ZodPipe(externalPaymentRequest)) body: z.output<typeof externalPaymentRequest>) {
    return ok(await this.links.view(body.token));
  }

  @Post(ApiPaths.public.initiateExternalPayment)
  @HttpCode(200)
  @PublicAccess()
  async initiateExternalPayment(
    @Body(new ZodPipe(initiateExternalPaymentRequest)) body: z.output<typeof initiateExternalPaymentRequest>,
  ) {
    return ok(await this.links.initiate(body.token, body.paymentType, body.acceptedPricingTerms));
  }
}
