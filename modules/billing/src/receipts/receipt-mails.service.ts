import { type Clock, type CommandExecutor, type JobQueue, MAIL_JOB, composeMail, mailJobData } from '@notebook/kernel';
import type { PaymentQueries } from '../queries/payment.queries';
import { audOf, sydneyDate } from '../shared/billing-format';
import type { Receipts } from './receipts';

/**
 * The receipt e-mail: once a payment has gone through, its reader gets the PDF tax receipt attached
 * (the job `payments.receiptMail`, scheduled once per payment from PaymentSucceeded; the mail itself
 * is a `mail.send` job keyed by the payment, so a rerun sends one mail).
 */
export class ReceiptMails {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly receipts: Receipts,
    private readonly payments: PaymentQueries,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly publicBaseUrl: string,
  ) {}

  async send(paymentID: string): Promise<void> {
    // The reactor that scheduled this may run ahead of the payments read model the receipt is made from.
    await this.executor.catchUpReadModels(['PaymentSucceeded']);
    const readerID = await this.payments.readerOf(paymentID);
    if (!readerID) return;
    const receipt = await this.receipts.of(readerID, paymentID);
    const mail = composeMail({
      to: receipt.reader.email,
      subject: 'Your Notebook receipt',
      greeting: `Hello ${receipt.reader.firstName},`,
      paragraphs: [
        `Thank you for your payment of ${audOf(receipt.amountCents)} for the ${receipt.planName} plan on ${sydneyDate(receipt.paidAt)}.`,
        `Your tax invoice is attached (GST included: ${audOf(receipt.gstCents)}). You can download it again from your profile at any time.`,
      ],
      action: { label: 'Open your plan', url: `${this.publicBaseUrl}/public/profile` },
    });
    const attachments = [{ filename: receipt.fileName, contentType: 'application/pdf', content: receipt.pdf }];
    const mailKey = `receipt-${paymentID}`;
    await this.jobs.schedule({
      name: MAIL_JOB,
      jobId: `${mailKey}-mail`,
      runAt: this.clock.now(),
      data: mailJobData({ ...mail, attachments }, mailKey),
    });
  }
}
