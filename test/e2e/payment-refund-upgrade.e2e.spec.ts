import {
  ApiPaths,
  Privileges,
  type AdminReaderPayment,
  type InitiatedPayment,
  type PaymentConfirmation,
  type PricingPlan,
  type ReaderSubscriptionDetails,
} from '@notebook/contracts';
import { SandboxCards } from '@notebook/billing';
import { FixedClock } from '@notebook/kernel';
import { eventually, TestApi } from '../support/test-api';

/**
 * A refund ends only what that payment bought (issue 28): a reader upgrades half-way through a paid
 * period, the upgrade is refunded in full, and the period the first payment bought (never refunded:
 * it was the upgrade's credit) runs again with its plan to its own end. Refunding the first payment
 * then ends that too.
 */
let api: TestApi;
let admin: string;
let sixMonths: PricingPlan;
let twelveMonths: PricingPlan;
let paidNoteID: string;
const clock = new FixedClock(new Date('2026-11-26T09:00:00.000Z'));
const { reader: R, adminReader: A } = ApiPaths;

beforeAll(async () => {
  api = await TestApi.start({ clock });
  admin = await api.adminToken();
  const { chapterID } = await api.createChapter(admin, { chapterName: 'Cardiology' });
  const paidTopic = await api.addTopic(admin, chapterID, 'Heart failure');
  const eligibleTopic = await api.addTopic(admin, chapterID, 'Hypertension');
  ({ noteID: paidNoteID } = await api.noteInNewLesson(admin, paidTopic, 'Paid note', {
    content: '<p>paid secret</p>',
  }));
  sixMonths = await api.createPricingPlan(admin, [eligibleTopic], {
    planName: '6 months',
    price: 249.5,
    periodCount: 6,
    periodUnit: 'MONTH',
  });
  twelveMonths = await api.createPricingPlan(admin, [eligibleTopic], {
    planName: '12 months',
    price: 399,
    periodCount: 12,
    periodUnit: 'MONTH',
  });
});
afterAll(() => api.stop());

const details = (token: string) =>
  api.ok<ReaderSubscriptionDetails>(R.getReaderSubscriptionDetails, { token, method: 'GET' });

async function reads(token: string, noteID: string): Promise<boolean> {
  const response = await api.call(R.getRegisteredReadingSectionNote, { token, body: { noteID } });
  return JSON.stringify(response.body).includes('secret');
}

async function payOnPage(checkoutUrl: string): Promise<void> {
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ step: 'pay', card: SandboxCards.success }).toString(),
    redirect: 'manual',
  });
  await response.text();
}

async function refundInFull(readerID: string, paymentID: string, amount: number, refundID: string): Promise<void> {
  const readerAdmin = await api.adminToken([Privileges.reader.addEdit]);
  await api.ok<AdminReaderPayment[]>(A.refundReaderPayment, {
    token: readerAdmin,
    body: { readerID, paymentID, refundID, amount, reason: 'Changed their mind' },
  });
  await api.runDueJobs();
  await eventually(async () => {
    const payments = await api.ok<AdminReaderPayment[]>(A.getReaderPayments, {
      token: readerAdmin,
      body: { readerID },
    });
    expect(payments.find((payment) => payment.paymentID === paymentID)).toMatchObject({ status: 'REFUNDED' });
  });
}

test("a full refund of an upgrade gives back the period the first payment bought, with its plan and end; that payment's refund then ends it", async () => {
  const reader = await api.signedInReader();
  const first = await api.ok<InitiatedPayment>(R.initiatePayment, {
    token: reader.token,
    body: { pricingPlanID: sixMonths.pricingPlanID, paymentType: 'CARD' },
  });
  await payOnPage(first.checkoutUrl!);
  await api.ok<PaymentConfirmation>(R.confirmSubscription, {
    token: reader.token,
    body: { paymentID: first.paymentID },
  });
  const bought = await eventually(async () => {
    const now = await details(reader.token);
    if (now.status !== 'ACTIVE') throw new Error('not active yet');
    return now;
  });
  const sixMonthEnd = bought.periodEnd!;

  const saved = clock.now();
  try {
    // Half-way through, the reader moves to twelve months, paying the difference.
    clock.set(new Date((saved.getTime() + Date.parse(sixMonthEnd)) / 2));
    let { token } = await api.login(reader.email);
    const upgrade = await api.ok<InitiatedPayment>(R.initiateUpgradePayment, {
      token,
      body: { pricingPlanID: twelveMonths.pricingPlanID, paymentType: 'CARD' },
    });
    await payOnPage(upgrade.checkoutUrl!);
    await api.ok<PaymentConfirmation>(R.confirmUpgradePayment, { token, body: { paymentID: upgrade.paymentID } });
    expect(await details(token)).toMatchObject({ pricingPlan: { pricingPlanID: twelveMonths.pricingPlanID } });

    // A week later the upgrade is refunded in full: the six months run again to their own end.
    clock.advance(7 * 86_400_000);
    await refundInFull(reader.userId, upgrade.paymentID, upgrade.amount, '0190b000-0000-7000-8000-0000000f2801');
    ({ token } = await api.login(reader.email));
    expect(await details(token)).toMatchObject({
      status: 'ACTIVE',
      pricingPlan: { pricingPlanID: sixMonths.pricingPlanID },
      periodEnd: sixMonthEnd,
    });
    expect(await reads(token, paidNoteID)).toBe(true);

    // Then the first payment refunded in full: what it bought ends at once.
    await refundInFull(reader.userId, first.paymentID, first.amount, '0190b000-0000-7000-8000-0000000f2802');
    await eventually(async () => expect(await reads(token, paidNoteID)).toBe(false));
    expect(await details(token)).toMatchObject({ status: 'INACTIVE', periodEnd: clock.now().toISOString() });
  } finally {
    clock.set(saved);
  }
});
