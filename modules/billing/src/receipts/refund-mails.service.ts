import type { ReaderSubscriptions } from '@notebook/identity';
import { type Clock, type CommandExecutor, type JobQueue, MAIL_JOB, mailJobData } from '@notebook/kernel';
import { paymentCommands } from '../payments/payment.decider';
import type { PaymentQueries } from '../queries/payment.queries';
import { refundAccessOf, refundMail } from './mail-texts';

/** A refund older than this when its job runs is not mailed (a week). */
export const REFUND_MAIL_MAX_AGE_MS = 7 * 86_400_000;

/**
 * The refund e-mail: once the provider took an admin's refund (PaymentRefundSent), the reader is told
 * how much came back, of which payment and plan, when, what access ends by the refund rule, and where
 * to ask. The job `payments.refundMail` is scheduled once per refund (refund-mail.jobs.ts); the mail
 * itself is a `mail.send` job keyed by the refund, so a job delivered twice sends one mail.
 */
export class RefundMails {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly payments: PaymentQueries,
    private readonly subscriptions: ReaderSubscriptions,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly settings: { publicBaseUrl: string; supportEmail: string },
  ) {}

  async send(input: { paymentID: string; refundID: string; refundedAt: Date }): Promise<void> {
    const { paymentID, refundID } = input;
    // A reactor new to a deployment reads the whole log: refunds long past are not mailed now.
    if (this.clock.now().getTime() - input.refundedAt.getTime() > REFUND_MAIL_MAX_AGE_MS) return;
    const payment = await paymentCommands.load(this.executor, paymentID);
    const refund = payment.exists ? payment.refunds[refundID] : undefined;
    if (!payment.exists || refund?.status !== 'SENT') return;
    await this.executor.catchUpReadModels(['PaymentRefundSent']);
    const readerID = await this.payments.readerOf(paymentID);
    const row = readerID && (await this.payments.receiptOf(readerID, paymentID));
    if (!readerID || !row || !row.paid_at) return;
    const sentCents = Object.values(payment.refunds)
      .filter((each) => each.status === 'SENT')
      .reduce((total, each) => total + each.amountCents, 0);
    const subscriber = await this.subscriptions.subscriberOf(readerID);
    const access = refundAccessOf({
      paymentID,
      amountCents: payment.amountCents,
      refundedCents: Math.max(payment.refundedCents, sentCents),
      subscription: subscriber?.subscription ?? null,
      now: this.clock.now(),
    });
    const mail = refundMail({
      to: row.email,
      firstName: row.first_name,
      planName: row.plan_name,
      refundCents: refund.amountCents,
      paymentCents: row.amount_cents,
      paidAt: row.paid_at,
      refundedAt: input.refundedAt,
      access,
      supportEmail: this.settings.supportEmail,
      publicBaseUrl: this.settings.publicBaseUrl,
    });
    const mailKey = `refund-mail-${refundID}`;
    await this.jobs.schedule({
      name: MAIL_JOB,
      jobId: `${mailKey}-send`,
      runAt: this.clock.now(),
      data: mailJobData(mail, mailKey),
    });
  }
}
