import { type PlanPeriodUnit, type ReaderPricingPlanStatus, Messages } from '@notebook/contracts';
import { BusinessRuleError, ConflictError } from '@notebook/kernel';
import type { UserEvent } from '../users/user.events';

/**
 * A reader's subscription as the user stream holds it (so the guard's one query loads it), and its
 * rules: the one free trial, paid periods, unsubscribing and lapsing. Payments themselves are the
 * billing module's; a payment that succeeded starts a period here, once per payment.
 */
export type ReaderSubscription = {
  status: ReaderPricingPlanStatus | null;
  pricingPlanID: string | null;
  /** The paid period; null before any payment (ACTIVE without one is a grant: seed, system). */
  periodStart: string | null;
  periodEnd: string | null;
  trialEndsAt: string | null;
  trialUsed: boolean;
  /** The payments whose periods are recorded: a payment applied twice starts nothing twice. */
  paymentIDs: string[];
  /** The payment that bought the current period (an upgrade's refund gives the period back to the one before). */
  periodPaymentID: string | null;
  /** The period an upgrade replaced while it still ran: what a full refund of the upgrade gives back. */
  replaced: ReplacedPeriod | null;
  /** Payments whose full refund has been applied: a refund applies once. */
  refundedPaymentIDs: string[];
};

export type ReplacedPeriod = { paymentID: string; pricingPlanID: string; periodStart: string; periodEnd: string };

export const noSubscription = (): ReaderSubscription => ({
  status: null,
  pricingPlanID: null,
  periodStart: null,
  periodEnd: null,
  trialEndsAt: null,
  trialUsed: false,
  paymentIDs: [],
  periodPaymentID: null,
  replaced: null,
  refundedPaymentIDs: [],
});

export function evolveSubscription(subscription: ReaderSubscription, event: UserEvent): ReaderSubscription {
  switch (event.type) {
    case 'ReaderSubscriptionStatusChanged':
      return { ...subscription, status: event.data.status };
    case 'ReaderPricingPlanChosen':
      return { ...subscription, pricingPlanID: event.data.pricingPlanID };
    case 'ReaderTrialStarted':
      return {
        ...subscription,
        status: 'UNSUBSCRIBED',
        pricingPlanID: event.data.pricingPlanID,
        trialEndsAt: event.data.endsAt,
        trialUsed: true,
      };
    case 'ReaderPaidPeriodStarted':
      return {
        ...subscription,
        status: 'ACTIVE',
        pricingPlanID: event.data.pricingPlanID,
        periodStart: event.data.periodStart,
        periodEnd: event.data.periodEnd,
        paymentIDs: [...subscription.paymentIDs, event.data.paymentID],
        periodPaymentID: event.data.paymentID,
        replaced: replacedBy(subscription, event.data),
      };
    case 'ReaderPaidPeriodRefunded': {
      const { restored } = event.data;
      const refundedPaymentIDs = [...subscription.refundedPaymentIDs, event.data.paymentID];
      if (!restored) return { ...subscription, periodEnd: event.data.periodEnd, refundedPaymentIDs };
      return {
        ...subscription,
        pricingPlanID: restored.pricingPlanID,
        periodStart: restored.periodStart,
        periodEnd: restored.periodEnd,
        periodPaymentID: restored.paymentID,
        replaced: null,
        refundedPaymentIDs,
      };
    }
    default:
      return subscription;
  }
}

/** The running period of another plan that a new period (an upgrade) replaces from its start, if any. */
function replacedBy(
  subscription: ReaderSubscription,
  started: { pricingPlanID: string; periodStart: string },
): ReplacedPeriod | null {
  const { periodPaymentID, pricingPlanID, periodStart, periodEnd } = subscription;
  if (!periodPaymentID || !pricingPlanID || !periodStart || !periodEnd) return null;
  if (pricingPlanID === started.pricingPlanID || subscription.status === 'INACTIVE') return null;
  if (new Date(periodEnd) <= new Date(started.periodStart)) return null;
  return { paymentID: periodPaymentID, pricingPlanID, periodStart, periodEnd };
}

/** What the subscription opens at a moment: the one rule the guard, the profile and the decider share. */
export type SubscriptionAccess = {
  /** Everything is open: a paid period runs (renewing or not), or an open-ended grant. */
  hasActiveSubscription: boolean;
  /** The free trial runs: the plan's eligible topics are open. */
  onTrial: boolean;
  /** The plan whose eligible topics are open to the reader (the trial's), else null. */
  openPlanID: string | null;
  /** The status as the reader sees it now: a period or trial past its end reads INACTIVE at once. */
  status: ReaderPricingPlanStatus | null;
  /** When this answer next changes by the clock alone (a period or trial ending); null if never. */
  changesAt: Date | null;
};

type SubscriptionFacts = Pick<ReaderSubscription, 'status' | 'pricingPlanID'> & {
  periodEnd: Date | string | null;
  trialEndsAt: Date | string | null;
};

/** The columns of `user_account` the rule reads, as the identity projection keeps them. */
export type SubscriptionColumns = {
  subscription_status: string | null;
  pricing_plan_id: string | null;
  subscription_period_end: Date | null;
  trial_ends_at: Date | null;
};

/** The facts of a reader's subscription from their `user_account` row, for `subscriptionAccess`. */
export function subscriptionFactsOf(
  row: SubscriptionColumns,
): SubscriptionFacts & { periodEnd: Date | null; trialEndsAt: Date | null } {
  return {
    status: row.subscription_status as ReaderPricingPlanStatus | null,
    pricingPlanID: row.pricing_plan_id,
    periodEnd: row.subscription_period_end,
    trialEndsAt: row.trial_ends_at,
  };
}

export function subscriptionAccess(facts: SubscriptionFacts, now: Date): SubscriptionAccess {
  const periodEnd = toDate(facts.periodEnd);
  const trialEndsAt = toDate(facts.trialEndsAt);
  const paid = facts.status !== 'INACTIVE' && (periodEnd ? now < periodEnd : facts.status === 'ACTIVE');
  const onTrial = !paid && facts.status === 'UNSUBSCRIBED' && trialEndsAt !== null && now < trialEndsAt;
  const upcoming = [periodEnd, trialEndsAt]
    .filter((at): at is Date => at !== null && at > now)
    .sort((a, b) => a.getTime() - b.getTime());
  return {
    hasActiveSubscription: paid,
    onTrial,
    openPlanID: onTrial ? facts.pricingPlanID : null,
    status: effectiveStatus(facts.status, paid, onTrial),
    changesAt: upcoming[0] ?? null,
  };
}

function effectiveStatus(
  recorded: ReaderPricingPlanStatus | null,
  paid: boolean,
  onTrial: boolean,
): ReaderPricingPlanStatus | null {
  if (paid) return recorded === 'UNSUBSCRIBED' ? 'UNSUBSCRIBED' : 'ACTIVE';
  if (onTrial) return 'UNSUBSCRIBED';
  if (recorded === null || recorded === 'INITIATED') return recorded;
  return 'INACTIVE';
}

/**
 * What admins read of a reader's plan at `now`, by the one rule above (a period past its end, or
 * refunded, reads INACTIVE; a trial reads UNSUBSCRIBED with `onTrial`).
 */
export function planStandingOf(row: SubscriptionColumns, now: Date) {
  const access = subscriptionAccess(subscriptionFactsOf(row), now);
  return { subscriptionStatus: access.status, onTrial: access.onTrial, pricingPlanID: row.pricing_plan_id };
}

const toDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

export type SubscriptionCommand =
  /** reader/activateUnsubscription: the one free trial, of an active plan (checked by the caller). */
  | { type: 'StartPlanTrial'; data: { pricingPlanID: string; now: Date; trialDays: number } }
  /** A first payment was initiated: the status reads INITIATED, which opens nothing. */
  | { type: 'RecordPaymentInitiated'; data: { now: Date } }
  /**
   * A payment succeeded: a period of the plan from `paidAt` (a renewal of the same plan: from the
   * current end; an upgrade to another plan replaces the current period from `paidAt`).
   */
  | {
      type: 'StartPaidPeriod';
      data: { paymentID: string; pricingPlanID: string; paidAt: Date; periodCount: number; periodUnit: PlanPeriodUnit };
    }
  | { type: 'Unsubscribe'; data: { now: Date } }
  | { type: 'Resubscribe'; data: { now: Date } }
  /** The period's end job: INACTIVE if the period ended unrenewed. */
  | { type: 'LapseSubscription'; data: { now: Date } }
  | { type: 'EndRefundedPeriod'; data: { paymentID: string; now: Date } };

export function decideSubscription(
  command: SubscriptionCommand,
  userId: string,
  subscription: ReaderSubscription,
): UserEvent[] {
  switch (command.type) {
    case 'StartPlanTrial':
      return startTrial(command.data, userId, subscription);
    case 'RecordPaymentInitiated': {
      const access = subscriptionAccess(subscription, command.data.now);
      if (access.hasActiveSubscription || access.onTrial || subscription.status === 'INITIATED') return [];
      return [{ type: 'ReaderSubscriptionStatusChanged', data: { userId, status: 'INITIATED' } }];
    }
    case 'StartPaidPeriod':
      return startPaidPeriod(command.data, userId, subscription);
    case 'Unsubscribe':
    case 'Resubscribe': {
      const access = subscriptionAccess(subscription, command.data.now);
      if (!access.hasActiveSubscription || subscription.periodEnd === null)
        throw new BusinessRuleError(Messages.notSubscribed);
      const status = command.type === 'Unsubscribe' ? 'UNSUBSCRIBED' : 'ACTIVE';
      return subscription.status === status
        ? []
        : [{ type: 'ReaderSubscriptionStatusChanged', data: { userId, status } }];
    }
    case 'EndRefundedPeriod':
      return endRefundedPeriod(command.data, userId, subscription);
    case 'LapseSubscription': {
      const ended = subscription.periodEnd !== null && command.data.now >= new Date(subscription.periodEnd);
      return ended && subscription.status !== 'INACTIVE'
        ? [{ type: 'ReaderSubscriptionStatusChanged', data: { userId, status: 'INACTIVE' } }]
        : [];
    }
  }
}

/**
 * One trial per reader, never after a subscription, never a second plan's: the trial's plan is
 * fixed, so a reader cannot swap plans to collect every plan's topics. Choosing the plan of the
 * trial that runs records nothing.
 */
function startTrial(
  data: { pricingPlanID: string; now: Date; trialDays: number },
  userId: string,
  subscription: ReaderSubscription,
): UserEvent[] {
  const access = subscriptionAccess(subscription, data.now);
  if (access.hasActiveSubscription) throw new ConflictError(Messages.alreadySubscribed);
  if (subscription.periodEnd !== null) throw new ConflictError(Messages.trialAfterSubscription);
  if (subscription.trialUsed) {
    if (access.onTrial && subscription.pricingPlanID === data.pricingPlanID) return [];
    throw new ConflictError(Messages.trialUsed);
  }
  const endsAt = new Date(data.now.getTime() + data.trialDays * 86_400_000).toISOString();
  return [{ type: 'ReaderTrialStarted', data: { userId, pricingPlanID: data.pricingPlanID, endsAt } }];
}

function startPaidPeriod(
  data: { paymentID: string; pricingPlanID: string; paidAt: Date; periodCount: number; periodUnit: PlanPeriodUnit },
  userId: string,
  subscription: ReaderSubscription,
): UserEvent[] {
  if (subscription.paymentIDs.includes(data.paymentID)) return [];
  const currentEnd = subscription.periodEnd ? new Date(subscription.periodEnd) : null;
  const extends_ =
    currentEnd !== null &&
    currentEnd > data.paidAt &&
    subscription.pricingPlanID === data.pricingPlanID &&
    subscription.status !== 'INACTIVE';
  const periodStart = extends_ ? currentEnd : data.paidAt;
  const periodEnd = addPeriod(periodStart, data.periodCount, data.periodUnit);
  return [
    {
      type: 'ReaderPaidPeriodStarted',
      data: {
        userId,
        pricingPlanID: data.pricingPlanID,
        paymentID: data.paymentID,
        periodStart: periodStart.toISOString(),
        periodEnd: periodEnd.toISOString(),
      },
    },
  ];
}

/**
 * A refund ends only what that payment bought (issue 28). A full refund of the payment that bought
 * the current period ends that period at once (or, for a renewal paid ahead, where it would have
 * begun). An upgrade's refund gives back the period it replaced, with its plan and its end, if that
 * period would still run: its credit was never refunded. A refund of an older payment, or a repeat,
 * changes nothing.
 */
function endRefundedPeriod(
  data: { paymentID: string; now: Date },
  userId: string,
  subscription: ReaderSubscription,
): UserEvent[] {
  if (subscription.refundedPaymentIDs.includes(data.paymentID)) return [];
  if (subscription.periodPaymentID !== data.paymentID || !subscription.periodEnd || !subscription.periodStart)
    return [];
  const { replaced } = subscription;
  if (replaced && new Date(replaced.periodEnd) > data.now)
    return [
      {
        type: 'ReaderPaidPeriodRefunded',
        data: { userId, paymentID: data.paymentID, periodEnd: data.now.toISOString(), restored: replaced },
      },
    ];
  const start = new Date(subscription.periodStart);
  const end = start > data.now ? start : data.now;
  if (end >= new Date(subscription.periodEnd)) return [];
  return [
    { type: 'ReaderPaidPeriodRefunded', data: { userId, paymentID: data.paymentID, periodEnd: end.toISOString() } },
  ];
}

const UNIT_MS = { DAY: 86_400_000, HOUR: 3_600_000, MINUTE: 60_000 } as const;

/** The end of `count` periods from `start`: calendar months (the 31st + 1 month is the month's last day), else fixed lengths. */
export function addPeriod(start: Date, count: number, unit: PlanPeriodUnit): Date {
  if (unit !== 'MONTH') return new Date(start.getTime() + count * UNIT_MS[unit]);
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + count);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
