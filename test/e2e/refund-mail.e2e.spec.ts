import {
  ApiPaths,
  Privileges,
  type AdminReaderPayment,
  type InitiatedPayment,
  type PaymentConfirmation,
  type PricingPlan,
  type ReaderSubscriptionDetails,
} from '@notebook/contracts';
import { applicationJobProcessors, mailSenderOf } from '@notebook/api';
import { SandboxCards } from '@notebook/billing';
import { FixedClock } from '@notebook/kernel';
import { MailCatcher } from '../support/mail-catcher';
import { eventually, TestApi } from '../support/test-api';

/**
 * The mails a paying reader gets (issue 28): without an ABN configured the PDF is a receipt and the
 * mail says so; each refund the provider took is mailed once (amount, payment, plan, date, what access
 * ends, the support address), through the real SMTP path, even when its job is delivered twice.
 */
let api: TestApi;
let mail: MailCatcher;
let plan: PricingPlan;
const clock = new FixedClock(new Date('2026-11-26T09:00:00.000Z'));
const { reader: R, adminReader: A } = ApiPaths;
const REFUND_MAIL_JOB = 'payments.refundMail';

beforeAll(async () => {
  mail = await MailCatcher.start();
  api = await TestApi.start({ clock, env: { SMTP_URL: mail.url, SUPPORT_EMAIL: 'help@notebook.test' } });
  const admin = await api.adminToken();
  const { chapterID } = await api.createChapter(admin, { chapterName: 'Cardiology' });
  const topic = await api.addTopic(admin, chapterID, 'Hypertension');
  plan = await api.createPricingPlan(admin, [topic], {
    planName: '6 months',
    price: 249.5,
    periodCount: 6,
    periodUnit: 'MONTH',
  });
});
afterAll(async () => {
  await api.stop();
  await mail.close();
});

async function paidReader() {
  const reader = await api.signedInReader();
  const started = await api.ok<InitiatedPayment>(R.initiatePayment, {
    token: reader.token,
    body: { pricingPlanID: plan.pricingPlanID, paymentType: 'CARD' },
  });
  const paid = await fetch(started.checkoutUrl!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ step: 'pay', card: SandboxCards.success }).toString(),
    redirect: 'manual',
  });
  await paid.text();
  await api.ok<PaymentConfirmation>(R.confirmSubscription, {
    token: reader.token,
    body: { paymentID: started.paymentID },
  });
  return { ...reader, paymentID: started.paymentID };
}

async function refund(readerID: string, paymentID: string, amount: number, refundID: string): Promise<void> {
  const readerAdmin = await api.adminToken([Privileges.reader.addEdit]);
  await api.ok<AdminReaderPayment[]>(A.refundReaderPayment, {
    token: readerAdmin,
    body: { readerID, paymentID, refundID, amount, reason: 'Changed their mind' },
  });
  await eventually(async () => {
    await api.runDueJobs();
    const payments = await api.ok<AdminReaderPayment[]>(A.getReaderPayments, {
      token: readerAdmin,
      body: { readerID },
    });
    const refunds = payments.find((payment) => payment.paymentID === paymentID)!.refunds;
    expect(refunds.find((each) => each.refundID === refundID)).toMatchObject({ status: 'SENT' });
  });
  await api.runDueJobs();
}

const mailsTo = (to: string, subject: string) =>
  mail.mails.filter((each) => each.to === to && each.subject === subject);

test('without an ABN the PDF is a receipt, and the mail and the file name say so', async () => {
  const reader = await paidReader();
  await api.runDueJobs();
  const mailed = await mail.mailTo(reader.email);
  expect(mailed.subject).toBe('Your Notebook receipt');
  expect(mailed.attachments).toEqual([
    {
      filename: expect.stringMatching(/^receipt-NB-[0-9A-F]{12}\.pdf$/),
      contentType: 'application/pdf',
      content: expect.any(Buffer),
    },
  ]);
  expect(mailed.text).toContain(`Your receipt is attached as ${mailed.attachments[0]!.filename}.`);
  expect(mailed.text).not.toMatch(/tax invoice|GST/i);
  const pdf = mailed.attachments[0]!.content.toString('latin1');
  expect(pdf).toContain('(Receipt)');
  expect(pdf).not.toContain('Tax invoice');
  expect(pdf).not.toContain('ABN');
});

test('a part refund and then the rest: one mail each, saying what came back and what access ends, even when the job is delivered twice', async () => {
  const reader = await paidReader();
  await api.runDueJobs();
  await mail.mailTo(reader.email); // the receipt
  const partID = '0190b000-0000-7000-8000-0000000f2811';
  const restID = '0190b000-0000-7000-8000-0000000f2812';

  clock.advance(86_400_000);
  await refund(reader.userId, reader.paymentID, 50, partID);
  const part = await eventually(async () => {
    const found = mailsTo(reader.email, 'Your Notebook refund');
    expect(found).toHaveLength(1);
    return found[0]!;
  });
  expect(part.text).toContain(
    'We have refunded A$50.00 of your payment of A$249.50 for the 6 months plan (paid on 26/11/2026) on 27/11/2026.',
  );
  expect(part.text).toContain('This refunds part of the payment, so your access does not change.');
  expect(part.text).toContain('Questions about this refund? Write to us at help@notebook.test.');
  const { token } = await api.login(reader.email);
  const details = () => api.ok<ReaderSubscriptionDetails>(R.getReaderSubscriptionDetails, { token, method: 'GET' });
  expect(await details()).toMatchObject({ status: 'ACTIVE' });

  await refund(reader.userId, reader.paymentID, 199.5, restID);
  const rest = await eventually(async () => {
    const found = mailsTo(reader.email, 'Your Notebook refund');
    expect(found).toHaveLength(2);
    return found[1]!;
  });
  expect(rest.text).toContain('We have refunded A$199.50 of your payment of A$249.50 for the 6 months plan');
  expect(rest.text).toContain(
    'This refunds the payment in full, so the access it bought ends: your 6 months plan ends on 27/11/2026.',
  );
  // And it did end.
  await eventually(async () => expect((await details()).status).toBe('INACTIVE'));

  // Each refund's mail job delivered again (at least once delivery), and the reactor's scheduling
  // repeated: still one mail per refund.
  const jobs = (await api.resources.jobs.jobs(['completed'])).filter((job) => job.name === REFUND_MAIL_JOB);
  expect(jobs.map((job) => job.id).sort()).toEqual([`refund-mail-${partID}`, `refund-mail-${restID}`]);
  const processors = applicationJobProcessors(api.app, mailSenderOf(api.resources));
  for (const job of jobs) {
    await processors[REFUND_MAIL_JOB]!(job.data);
    await processors[REFUND_MAIL_JOB]!(job.data);
    await api.resources.jobs.schedule({
      queue: 'mail',
      name: REFUND_MAIL_JOB,
      jobId: job.id,
      runAt: clock.now(),
      data: job.data,
    });
  }
  await api.runDueJobs();
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(mailsTo(reader.email, 'Your Notebook refund')).toHaveLength(2);
});
