import { Messages } from '@notebook/contracts';
import { type Clock, CommandExecutor, NotFoundError, SYSTEM_ACTOR, ValidationError } from '@notebook/kernel';
import type { ReaderSubscriptions } from '@notebook/identity';
import type { PaymentWebhookReceived } from '../webhooks/payment-webhook.events';
import { paymentCommands } from './payment.decider';

type Report = { providerEventID: string | null };

/**
 * What the provider said happened to a payment, applied once: the worker's webhook jobs and the
 * reader's return from paying (reader/confirmSubscription) both come here. A success records the
 * payment, then starts the reader's paid period (once per payment); a job killed between the two
 * is run again and finishes the second step, the first recording nothing the second time.
 */
export class PaymentOutcomes {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly subscriptions: ReaderSubscriptions,
    private readonly clock: Clock,
    private readonly paymentIdOf: (providerPaymentID: string) => Promise<string | null>,
  ) {}

  async applyWebhook(webhook: PaymentWebhookReceived['data']): Promise<void> {
    const paymentID = webhook.paymentID ?? (await this.paymentIdOf(webhook.providerPaymentID));
    if (!paymentID) throw new NotFoundError(Messages.paymentNotFound);
    const payment = await paymentCommands.load(this.executor, paymentID);
    if (!payment.exists) throw new NotFoundError(Messages.paymentNotFound);
    // Metadata names our payment; the provider's id must agree, so one payment's webhook never settles another.
    if (payment.providerPaymentID !== webhook.providerPaymentID)
      throw new ValidationError(Messages.webhookNotUnderstood, 'data.object.id');
    const report = { providerEventID: webhook.providerEventID };
    switch (webhook.kind) {
      case 'payment_intent.succeeded':
        return this.succeeded(paymentID, { ...report, amountCents: webhook.amountCents, currency: webhook.currency });
      case 'payment_intent.payment_failed':
        return this.failed(paymentID, { ...report, reason: webhook.failureReason ?? Messages.paymentDeclined });
      case 'charge.refunded':
        await paymentCommands.handle(
          this.executor,
          paymentID,
          {
            type: 'RecordPaymentRefunded',
            data: {
              providerEventID: webhook.providerEventID,
              refundedCents: webhook.refundedCents ?? webhook.amountCents,
            },
          },
          SYSTEM_ACTOR,
        );
        return this.endPeriodIfRefundedInFull(paymentID);
    }
  }

  /** A full refund takes back the access the payment bought (a second run changes nothing). */
  private async endPeriodIfRefundedInFull(paymentID: string): Promise<void> {
    const payment = await paymentCommands.load(this.executor, paymentID);
    if (payment.exists && payment.status === 'REFUNDED')
      await this.subscriptions.endRefundedPeriod(payment.readerID, paymentID);
  }

  async succeeded(paymentID: string, report: Report & { amountCents: number; currency: string }): Promise<void> {
    await paymentCommands.handle(
      this.executor,
      paymentID,
      { type: 'RecordPaymentSucceeded', data: { ...report, paidAt: this.clock.now() } },
      SYSTEM_ACTOR,
    );
    await this.ensurePaidPeriod(paymentID);
  }

  async failed(paymentID: string, report: Report & { reason: string }): Promise<void> {
    await paymentCommands.handle(this.executor, paymentID, { type: 'RecordPaymentFailed', data: report }, SYSTEM_ACTOR);
  }

  /**
   * The period a succeeded payment bought, from when it was paid (recorded), so a rerun computes the
   * same; a payment whose period has begun changes nothing, and the call waits until the read models show it.
   */
  async ensurePaidPeriod(paymentID: string): Promise<void> {
    const payment = await paymentCommands.load(this.executor, paymentID);
    if (!payment.exists || payment.status !== 'SUCCEEDED' || !payment.paidAt) return;
    await this.subscriptions.startPaidPeriod(payment.readerID, {
      paymentID,
      pricingPlanID: payment.pricingPlanID,
      paidAt: new Date(payment.paidAt),
      periodCount: payment.periodCount,
      periodUnit: payment.periodUnit,
    });
  }
}
