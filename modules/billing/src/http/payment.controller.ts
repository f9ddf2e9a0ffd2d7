import { Body, Controller, Get, HttpCode, Post, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  ApiPaths,
  Messages,
  confirmSubscriptionRequest,
  confirmUpgradePaymentRequest,
  initiatePaymentRequest,
  initiateUpgradePaymentRequest,
  paymentErrorRequest,
  paymentReceiptRequest,
  unsubscribeRequest,
} from '@notebook/contracts';
import { type AuthenticatedUser, Clock, CurrentUser, ReaderAccess, ZodPipe, actorOf, ok } from '@notebook/kernel';
import { PaymentService } from '../payments/payment.service';
import { PricingPlanQueries } from '../queries/pricing-plan.queries';

/** The reader's plans and payment calls (spec section 7, "Plans and payment"). */
@Controller()
@ReaderAccess()
export class PaymentController {
  constructor(
    private readonly payments: PaymentService,
    private readonly plans: PricingPlanQueries,
    private readonly clock: Clock,
  ) {}

  @Post(ApiPaths.reader.initiatePayment)
  @HttpCode(200)
  async initiatePayment(
    @Body(new ZodPipe(initiatePaymentRequest)) body: z.output<typeof initiatePaymentRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.payments.initiate(body, actorOf(user)));
  }

  @Post(ApiPaths.reader.getUpgradablePackages)
  @HttpCode(200)
  async getUpgradablePackages(@CurrentUser() user: AuthenticatedUser) {
    return ok(await this.payments.upgradablePackages(actorOf(user)));
  }

  @Post(ApiPaths.reader.initiateUpgradePayment)
  @HttpCode(200)
  async initiateUpgradePayment(
    @Body(new ZodPipe(initiateUpgradePaymentRequest)) body: z.output<typeof initiateUpgradePaymentRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.payments.initiateUpgrade(body, actorOf(user)));
  }

  @Post(ApiPaths.reader.confirmUpgradePayment)
  @HttpCode(200)
  async confirmUpgradePayment(
    @Body(new ZodPipe(confirmUpgradePaymentRequest)) body: z.output<typeof confirmUpgradePaymentRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.payments.confirm(body.paymentID, actorOf(user)));
  }

  @Post(ApiPaths.reader.confirmSubscription)
  @HttpCode(200)
  async confirmSubscription(
    @Body(new ZodPipe(confirmSubscriptionRequest)) body: z.output<typeof confirmSubscriptionRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.payments.confirm(body.paymentID, actorOf(user)));
  }

  @Post(ApiPaths.reader.readerSubscriptionPaymentError)
  @HttpCode(200)
  async readerSubscriptionPaymentError(
    @Body(new ZodPipe(paymentErrorRequest)) body: z.output<typeof paymentErrorRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.payments.reportError(body.paymentID, body.errorMessage, actorOf(user)));
  }

  @Get(ApiPaths.reader.getReaderSubscriptionDetails)
  async getReaderSubscriptionDetails(@CurrentUser() user: AuthenticatedUser) {
    return ok(await this.plans.subscriptionDetails(user.userId, this.clock.now()));
  }

  @Get(ApiPaths.reader.getReaderPaymentDetails)
  async getReaderPaymentDetails(@CurrentUser() user: AuthenticatedUser) {
    return ok(await this.payments.readerPayments(user.userId));
  }

  @Post(ApiPaths.reader.getPaymentReceipt)
  @HttpCode(200)
  async getPaymentReceipt(
    @Body(new ZodPipe(paymentReceiptRequest)) body: z.output<typeof paymentReceiptRequest>,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { fileName, pdf } = await this.payments.receipt(body.paymentID, actorOf(user));
    void reply.header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'private, no-store');
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      length: pdf.length,
      disposition: `attachment; filename="${fileName}"`,
    });
  }

  @Post(ApiPaths.reader.unsubscribeReaderPricingPlans)
  @HttpCode(200)
  async unsubscribeReaderPricingPlans(
    @Body(new ZodPipe(unsubscribeRequest)) body: z.output<typeof unsubscribeRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    await this.payments.unsubscribe(body.resume, actorOf(user));
    return ok(
      await this.plans.subscriptionDetails(user.userId, this.clock.now()),
      body.resume ? Messages.resubscribed : Messages.unsubscribed,
    );
  }
}
