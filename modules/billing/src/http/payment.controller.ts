import { Controller, Res, StreamableFile } from '@nestjs/common';
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
import { type AuthenticatedUser, Clock, CurrentUser, actorOf, ok, ReaderCall, ValidBody } from '@notebook/kernel';
import { PaymentService } from '../payments/payment.service';
import { PricingPlanQueries } from '../queries/pricing-plan.queries';

/** The reader's plans and payment calls (spec section 7, "Plans and payment"). */
@Controller()
export class PaymentController {
  constructor(
    private readonly payments: PaymentService,
    private readonly plans: PricingPlanQueries,
    private readonly clock: Clock,
  ) {}

  @ReaderCall(ApiPaths.reader.initiatePayment)
  async initiatePayment(
    @ValidBody(initiatePaymentRequest) body: z.output<typeof initiatePaymentRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.payments.initiate(body, actorOf(user)));
  }

  @ReaderCall(ApiPaths.reader.getUpgradablePackages)
  async getUpgradablePackages(@CurrentUser() user: AuthenticatedUser) {
    return ok(await this.payments.upgradablePackages(actorOf(user)));
  }

  @ReaderCall(ApiPaths.reader.initiateUpgradePayment)
  async initiateUpgradePayment(
    @ValidBody(initiateUpgradePaymentRequest) body: z.output<typeof initiateUpgradePaymentRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.payments.initiateUpgrade(body, actorOf(user)));
  }

  @ReaderCall(ApiPaths.reader.confirmUpgradePayment)
  async confirmUpgradePayment(
    @ValidBody(confirmUpgradePaymentRequest) body: z.output<typeof confirmUpgradePaymentRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.payments.confirm(body.paymentID, actorOf(user)));
  }

  @ReaderCall(ApiPaths.reader.confirmSubscription)
  async confirmSubscription(
    @ValidBody(confirmSubscriptionRequest) body: z.output<typeof confirmSubscriptionRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.payments.confirm(body.paymentID, actorOf(user)));
  }

  @ReaderCall(ApiPaths.reader.readerSubscriptionPaymentError)
  async readerSubscriptionPaymentError(
    @ValidBody(paymentErrorRequest) body: z.output<typeof paymentErrorRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.payments.reportError(body.paymentID, body.errorMessage, actorOf(user)));
  }

  @ReaderCall(ApiPaths.reader.getReaderSubscriptionDetails)
  async getReaderSubscriptionDetails(@CurrentUser() user: AuthenticatedUser) {
    return ok(await this.plans.subscriptionDetails(user.userId, this.clock.now()));
  }

  @ReaderCall(ApiPaths.reader.getReaderPaymentDetails)
  async getReaderPaymentDetails(@CurrentUser() user: AuthenticatedUser) {
    return ok(await this.payments.readerPayments(user.userId));
  }

  @ReaderCall(ApiPaths.reader.getPaymentReceipt)
  async getPaymentReceipt(
    @ValidBody(paymentReceiptRequest) body: z.output<typeof paymentReceiptRequest>,
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

  @ReaderCall(ApiPaths.reader.unsubscribeReaderPricingPlans)
  async unsubscribeReaderPricingPlans(
    @ValidBody(unsubscribeRequest) body: z.output<typeof unsubscribeRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    await this.payments.unsubscribe(body.resume, actorOf(user));
    return ok(
      await this.plans.subscriptionDetails(user.userId, this.clock.now()),
      body.resume ? Messages.resubscribed : Messages.unsubscribed,
    );
  }
}
