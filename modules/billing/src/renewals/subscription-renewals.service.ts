import { Messages } from '@notebook/contracts';
import {
  type Clock,
  CommandExecutor,
  type JobQueue,
  MAIL_JOB,
  SYSTEM_ACTOR,
  composeMail,
  idFrom,
  mailJobData,
  sydneyDisplayDate,
} from '@notebook/kernel';
import type { ReaderSubscriptions } from '@notebook/identity';
import type { PaymentGateway } from '../gateway/payment-gateway';
import { paymentCommands } from '../payments/payment.decider';
import type { PaymentOutcomes } from '../payments/payment-outcomes.service';
import { initiatePaymentCommand } from '../payments/payment-initiation';
import { pricingPlanCommands } from '../pricing-plans/pricing-plan.decider';

const DAY = 86_400_000;
/** How many times a period's renewal is tried before the period ends unpaid. */
export const RENEWAL_ATTEMPTS = 3;
export const RENEW_JOB = 'subscription.renew';

/**
 * When the attempts to renew a period run: the first three days before its end (a quarter of the
 * period when that is shorter), the others spread evenly over that lead, the last before the end.
 */
export function renewalTimes(periodStart: Date, periodEnd: Date): Date[] {
  const lead = Math.min(3 * DAY, (periodEnd.getTime() - periodStart.getTime()) / 4);
  return Array.from(
    { length: RENEWAL_ATTEMPTS },
    (_, attempt) => new Date(periodEnd.getTime() - lead + (attempt * lead) / RENEWAL_ATTEMPTS),
  );
}

export type RenewalSettings = { publicBaseUrl: string };

/**
 * Renews a reader's period before it ends by charging their saved card off-session (the worker's
 * `subscription.renew` job). Each attempt is one payment whose id comes from the reader, the
 * period and the attempt, charged with that id as the provider's idempotency key: a job run twice,
 * or killed between charging and recording, charges once and records once. A declined attempt is
 * recorded, the reader is e-mailed, and the next attempt is scheduled; after the last the period
 * ends unpaid (the lapse job). A reader who unsubscribed, or a period renewed already, is left alone.
 */
export class SubscriptionRenewals {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly gateway: PaymentGateway,
    private readonly outcomes: PaymentOutcomes,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly settings: RenewalSettings,
    private readonly subscriptions: ReaderSubscriptions,
  ) {}

  async renew(period: RenewalPeriod): Promise<void> {
    const { readerID, periodEnd, attempt } = period;
    const reader = await this.subscriptions.subscriberOf(readerID);
    if (!reader) return;
    const { status, pricingPlanID, periodEnd: currentEnd } = reader.subscription;
    if (status !== 'ACTIVE' || currentEnd !== periodEnd || !pricingPlanID) return;
    const plan = await pricingPlanCommands.load(this.executor, pricingPlanID);
    if (!plan.exists) return;

    const paymentID = idFrom(`renewal:${readerID}:${periodEnd}:${attempt}`);
    let payment = await paymentCommands.load(this.executor, paymentID);
    if (!payment.exists) {
      const charged = await this.gateway.chargeSavedCard({
        idempotencyKey: `renewal-${paymentID}`,
        amountCents: plan.priceCents,
        description: `Notebook: ${plan.planName} (renewal)`,
        metadata: { paymentID, readerID, pricingPlanID },
        customerRef: readerID,
      });
      const command = initiatePaymentCommand({
        paymentID,
        readerID,
        pricingPlanID,
        plan,
        purpose: 'RENEWAL',
        paymentType: 'CARD',
        amountCents: plan.priceCents,
        providerPaymentID: charged.providerPaymentID,
        // Nobody is shown terms at a renewal: it goes on under those accepted for the subscription.
        acceptedPricingTerms: null,
      });
      await paymentCommands.handle(this.executor, paymentID, command, SYSTEM_ACTOR);
      if (charged.status === 'succeeded')
        await this.outcomes.succeeded(paymentID, {
          providerEventID: null,
          amountCents: charged.amountCents,
          currency: charged.currency,
        });
      else
        await this.outcomes.failed(paymentID, {
          providerEventID: null,
          reason: charged.failureReason ?? Messages.paymentDeclined,
        });
      payment = await paymentCommands.load(this.executor, paymentID);
    }
    if (!payment.exists || payment.status !== 'FAILED') return;
    const reason = payment.failureReason ?? Messages.paymentDeclined;
    await this.afterDecline({
      period,
      email: reader.email,
      firstName: reader.firstName,
      planName: plan.planName,
      paymentID,
      reason,
    });
  }

  /** Tells the reader (once per attempt) and schedules the next attempt, if any. */
  private async afterDecline(decline: {
    period: RenewalPeriod;
    email: string;
    firstName: string;
    planName: string;
    paymentID: string;
    reason: string;
  }): Promise<void> {
    const { period, paymentID } = decline;
    const next =
      period.attempt + 1 < RENEWAL_ATTEMPTS
        ? renewalTimes(new Date(period.periodStart), new Date(period.periodEnd))[period.attempt + 1]!
        : null;
    const ends = sydneyDisplayDate(new Date(period.periodEnd));
    const mail = composeMail({
      to: decline.email,
      subject: 'We could not renew your Notebook subscription',
      greeting: `Hello ${decline.firstName},`,
      paragraphs: [
        `We tried to renew your ${decline.planName} subscription, but the payment did not go through: ${decline.reason}`,
        next
          ? `We will try again before your access ends on ${ends}.`
          : `Your access ends on ${ends} unless you subscribe again.`,
      ],
      action: { label: 'Open your plan', url: `${this.settings.publicBaseUrl}/public/profile` },
      after: 'If your card has changed, subscribe again from your profile once the period ends.',
    });
    await this.jobs.schedule({
      name: MAIL_JOB,
      jobId: `${paymentID}-mail`,
      runAt: this.clock.now(),
      data: mailJobData(mail, paymentID),
    });
    if (next) await this.jobs.schedule(renewJob({ ...period, attempt: period.attempt + 1 }, next));
  }
}

/** One attempt to renew one period of one reader. */
export type RenewalPeriod = { readerID: string; periodStart: string; periodEnd: string; attempt: number };

/** The job of an attempt; its id is the attempt's, so scheduling it twice schedules it once. */
export function renewJob(period: RenewalPeriod, runAt: Date) {
  const { readerID, periodStart, periodEnd, attempt } = period;
  return {
    name: RENEW_JOB,
    jobId: idFrom(`renew:${readerID}:${periodEnd}:${attempt}`),
    runAt,
    data: { readerID, periodStart, periodEnd, attempt: String(attempt) },
  };
}
