import { type Clock, type CommandExecutor, type JobQueue, MAIL_JOB, mailJobData } from '@notebook/kernel';
import type { PaymentQueries } from '../queries/payment.queries';
import { receiptMail } from './mail-texts';
import type { Receipts } from './receipts';

/**
 * The receipt e-mail: once a payment has gone through, its reader gets the PDF attached (a tax invoice
 * with the ABN configured, else a receipt; the mail names which, and the file):
 * the job `payments.receiptMail`, scheduled once per payment from PaymentSucceeded; the mail itself
 * is a `mail.send` job keyed by the payment, so a rerun sends one mail.
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
    const mail = receiptMail({
      to: receipt.reader.email,
      firstName: receipt.reader.firstName,
      planName: receipt.planName,
      amountCents: receipt.amountCents,
      gstCents: receipt.gstCents,
      paidAt: receipt.paidAt,
      kind: receipt.kind,
      fileName: receipt.fileName,
      publicBaseUrl: this.publicBaseUrl,
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
