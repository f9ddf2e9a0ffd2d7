import { type AdminReaderPayment, Messages } from '@notebook/contracts';
import { type Actor, CommandExecutor, NotFoundError, SYSTEM_ACTOR, newId } from '@notebook/kernel';
import { type PaymentGateway, PaymentRefundRefused } from '../gateway/payment-gateway';
import { paymentCommands } from '../payments/payment.decider';
import type { PaymentQueries } from '../queries/payment.queries';

export type RefundRequestInput = {
  readerID: string;
  paymentID: string;
  refundID?: string;
  amount: number;
  reason: string;
};

/**
 * Refunds from the admin's billing page of a reader. Asking records the request (who, how much,
 * why) on the payment; a job of the `payments` queue then asks the provider, keyed by the refund's
 * id, so a job run twice or after a crash refunds once. The provider's `charge.refunded` webhook
 * records the money returned (and a full refund ends the period the payment bought).
 */
export class PaymentRefunds {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly gateway: PaymentGateway,
    private readonly payments: PaymentQueries,
  ) {}

  /** The reader's payments with their refunds, after the request; a payment of another reader's is not found. */
  async request(input: RefundRequestInput, admin: Actor): Promise<AdminReaderPayment[]> {
    if (!(await this.payments.readerPayment(input.readerID, input.paymentID)))
      throw new NotFoundError(Messages.paymentNotFound, 'paymentID');
    const refundID = input.refundID ?? newId();
    await paymentCommands.handle(
      this.executor,
      input.paymentID,
      { type: 'RequestRefund', data: { refundID, amountCents: Math.round(input.amount * 100), reason: input.reason } },
      admin,
    );
    return this.readerPayments(input.readerID);
  }

  /**
   * adminReader/getReaderPayments: the reader's payments with their refunds, and the pricing terms
   * each payer accepted, read from the payment's stream (no read model keeps them).
   */
  async readerPayments(readerID: string): Promise<AdminReaderPayment[]> {
    const rows = await this.payments.adminReaderPayments(readerID);
    const states = await Promise.all(rows.map((row) => paymentCommands.load(this.executor, row.paymentID)));
    return rows.map((row, index) => {
      const state = states[index]!;
      return { ...row, acceptedPricingTerms: state.exists ? state.acceptedPricingTerms : null };
    });
  }

  /** The job: ask the provider once per refund; its refusal is recorded, anything else is retried by the queue. */
  async send(paymentID: string, refundID: string): Promise<void> {
    const payment = await paymentCommands.load(this.executor, paymentID);
    const refund = payment.exists ? payment.refunds[refundID] : undefined;
    if (!payment.exists || refund?.status !== 'REQUESTED') return;
    try {
      await this.gateway.refund({
        providerPaymentID: payment.providerPaymentID,
        amountCents: refund.amountCents,
        idempotencyKey: refundID,
      });
    } catch (error) {
      if (!(error instanceof PaymentRefundRefused)) throw error;
      const reason = error.message || Messages.refundRefused;
      await paymentCommands.handle(
        this.executor,
        paymentID,
        { type: 'RecordRefundFailed', data: { refundID, reason } },
        SYSTEM_ACTOR,
      );
      return;
    }
    await paymentCommands.handle(
      this.executor,
      paymentID,
      { type: 'RecordRefundSent', data: { refundID } },
      SYSTEM_ACTOR,
    );
  }
}
