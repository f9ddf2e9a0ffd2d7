import { BusinessRuleError, ConflictError } from '@notebook/kernel';
import { given } from '@notebook/kernel/testing';
import { userDecider } from '../users/user.decider';
import { registered } from '../identity.fixtures';
import type { UserEvent } from '../users/user.events';
import { addPeriod, subscriptionAccess } from './reader-subscription';

const now = new Date('2026-11-26T10:00:00.000Z');
const trialOf = (pricingPlanID: string, at = now) =>
  ({ type: 'StartPlanTrial', data: { pricingPlanID, now: at, trialDays: 7 } }) as const;
const trialStarted = (pricingPlanID: string, endsAt = '2026-12-03T10:00:00.000Z'): UserEvent => ({
  type: 'ReaderTrialStarted',
  data: { userId: 'u1', pricingPlanID, endsAt },
});
const paid = (paymentID: string, periodEnd: string, pricingPlanID = 'p1'): UserEvent => ({
  type: 'ReaderPaidPeriodStarted',
  data: { userId: 'u1', pricingPlanID, paymentID, periodStart: '2026-11-26T10:00:00.000Z', periodEnd },
});
/** The second payment (pay2), paid ahead: its period starts where the first ends. */
const renewal: UserEvent = {
  type: 'ReaderPaidPeriodStarted',
  data: {
    userId: 'u1',
    pricingPlanID: 'p1',
    paymentID: 'pay2',
    periodStart: '2027-05-26T10:00:00.000Z',
    periodEnd: '2027-11-26T10:00:00.000Z',
  },
};
const payment = (paymentID: string, paidAt = now, pricingPlanID = 'p1') =>
  ({
    type: 'StartPaidPeriod',
    data: { paymentID, pricingPlanID, paidAt, periodCount: 6, periodUnit: 'MONTH' },
  }) as const;

describe('the free trial', () => {
  test('starts once, for the trial length, on the plan chosen', () => {
    given(userDecider, [registered])
      .when(trialOf('p1'))
      .then([trialStarted('p1')]);
  });

  test("choosing the running trial's plan again records nothing; another plan is refused (no collecting every plan)", () => {
    given(userDecider, [registered, trialStarted('p1')])
      .when(trialOf('p1'))
      .thenNothingHappened();
    given(userDecider, [registered, trialStarted('p1')])
      .when(trialOf('p2'))
      .thenThrows(ConflictError);
  });

  test('never twice: after it ended, no new trial of any plan', () => {
    const later = new Date('2026-12-10T00:00:00.000Z');
    given(userDecider, [registered, trialStarted('p1')])
      .when(trialOf('p1', later))
      .thenThrows(ConflictError);
    given(userDecider, [registered, trialStarted('p1')])
      .when(trialOf('p2', later))
      .thenThrows(ConflictError);
  });

  test('never for a subscriber, nor after a lapsed subscription; never for an admin', () => {
    given(userDecider, [registered, paid('pay1', '2027-05-26T10:00:00.000Z')])
      .when(trialOf('p1'))
      .thenThrows(ConflictError);
    given(userDecider, [registered, paid('pay1', '2026-01-01T00:00:00.000Z')])
      .when(trialOf('p1'))
      .thenThrows(ConflictError);
    const admin: UserEvent = {
      type: 'AdminUserCreated',
      data: { userId: 'a1', email: 'a@example.com', firstName: 'A', lastName: 'B', passwordHash: 'h', roleIds: [] },
    };
    given(userDecider, [admin]).when(trialOf('p1')).thenThrows(BusinessRuleError);
  });
});

describe('paid periods', () => {
  test('a payment starts a period of the plan from when it was paid, once', () => {
    given(userDecider, [registered])
      .when(payment('pay1'))
      .then([
        {
          type: 'ReaderPaidPeriodStarted',
          data: {
            userId: 'u1',
            pricingPlanID: 'p1',
            paymentID: 'pay1',
            periodStart: '2026-11-26T10:00:00.000Z',
            periodEnd: '2027-05-26T10:00:00.000Z',
          },
        },
      ]);
    given(userDecider, [registered, paid('pay1', '2027-05-26T10:00:00.000Z')])
      .when(payment('pay1'))
      .thenNothingHappened();
  });

  test('a renewal of the same plan before the end extends from the end', () => {
    given(userDecider, [registered, paid('pay1', '2027-05-26T10:00:00.000Z')])
      .when(payment('pay2', new Date('2027-05-25T10:00:00.000Z')))
      .then([renewal]);
  });

  test('a trial reader who pays is subscribed; INITIATED is recorded only when nothing runs', () => {
    given(userDecider, [registered])
      .when({ type: 'RecordPaymentInitiated', data: { now } })
      .then([{ type: 'ReaderSubscriptionStatusChanged', data: { userId: 'u1', status: 'INITIATED' } }]);
    given(userDecider, [registered, trialStarted('p1')])
      .when({ type: 'RecordPaymentInitiated', data: { now } })
      .thenNothingHappened();
  });

  test('unsubscribing keeps the period; resubscribing undoes it; nothing to change without a period', () => {
    const running = [registered, paid('pay1', '2027-05-26T10:00:00.000Z')];
    given(userDecider, running)
      .when({ type: 'Unsubscribe', data: { now } })
      .then([{ type: 'ReaderSubscriptionStatusChanged', data: { userId: 'u1', status: 'UNSUBSCRIBED' } }]);
    const cancelled: UserEvent = {
      type: 'ReaderSubscriptionStatusChanged',
      data: { userId: 'u1', status: 'UNSUBSCRIBED' },
    };
    given(userDecider, [...running, cancelled])
      .when({ type: 'Unsubscribe', data: { now } })
      .thenNothingHappened();
    given(userDecider, [...running, cancelled])
      .when({ type: 'Resubscribe', data: { now } })
      .then([{ type: 'ReaderSubscriptionStatusChanged', data: { userId: 'u1', status: 'ACTIVE' } }]);
    given(userDecider, [registered]).when({ type: 'Unsubscribe', data: { now } }).thenThrows(BusinessRuleError);
    given(userDecider, [registered, trialStarted('p1')])
      .when({ type: 'Unsubscribe', data: { now } })
      .thenThrows(BusinessRuleError);
  });

  test('the end job lapses an unrenewed period only once it ended', () => {
    const running = [registered, paid('pay1', '2027-05-26T10:00:00.000Z')];
    given(userDecider, running).when({ type: 'LapseSubscription', data: { now } }).thenNothingHappened();
    given(userDecider, running)
      .when({ type: 'LapseSubscription', data: { now: new Date('2027-05-26T10:00:00.000Z') } })
      .then([{ type: 'ReaderSubscriptionStatusChanged', data: { userId: 'u1', status: 'INACTIVE' } }]);
  });
});

describe('a full refund', () => {
  const end = (paymentID: string, at = new Date('2026-12-10T10:00:00.000Z')) =>
    ({ type: 'EndRefundedPeriod', data: { paymentID, now: at } }) as const;

  test("of the payment behind the current period ends it at once, once; an older payment's refund changes nothing", () => {
    const period = paid('pay1', '2027-05-26T10:00:00.000Z');
    const ended: UserEvent = {
      type: 'ReaderPaidPeriodRefunded',
      data: { userId: 'u1', paymentID: 'pay1', periodEnd: '2026-12-10T10:00:00.000Z' },
    };
    given(userDecider, [registered, period]).when(end('pay1')).then([ended]);
    given(userDecider, [registered, period, ended])
      .when(end('pay1', new Date('2026-12-11T10:00:00.000Z')))
      .thenNothingHappened();
    given(userDecider, [registered, paid('pay0', '2026-12-01T10:00:00.000Z'), period])
      .when(end('pay0'))
      .thenNothingHappened();
  });

  test('of a renewal paid ahead ends the period where the renewal would have begun', () => {
    given(userDecider, [registered, paid('pay1', '2027-05-26T10:00:00.000Z'), renewal])
      .when(end('pay2', new Date('2027-05-24T10:00:00.000Z')))
      .then([
        {
          type: 'ReaderPaidPeriodRefunded',
          data: { userId: 'u1', paymentID: 'pay2', periodEnd: '2027-05-26T10:00:00.000Z' },
        },
      ]);
  });
});

describe('a full refund of an upgrade ends only what it bought (issue 28)', () => {
  const end = (paymentID: string, at: Date) => ({ type: 'EndRefundedPeriod', data: { paymentID, now: at } }) as const;
  const first = paid('pay1', '2027-05-26T10:00:00.000Z', 'p1');
  /** pay2 moves to p2 on 10 December: twelve months from then replace the six-month period. */
  const upgrade: UserEvent = {
    type: 'ReaderPaidPeriodStarted',
    data: {
      userId: 'u1',
      pricingPlanID: 'p2',
      paymentID: 'pay2',
      periodStart: '2026-12-10T10:00:00.000Z',
      periodEnd: '2027-12-10T10:00:00.000Z',
    },
  };
  const refundAt = new Date('2026-12-20T10:00:00.000Z');
  const restoring: UserEvent = {
    type: 'ReaderPaidPeriodRefunded',
    data: {
      userId: 'u1',
      paymentID: 'pay2',
      periodEnd: refundAt.toISOString(),
      restored: {
        paymentID: 'pay1',
        pricingPlanID: 'p1',
        periodStart: '2026-11-26T10:00:00.000Z',
        periodEnd: '2027-05-26T10:00:00.000Z',
      },
    },
  };

  test('gives back the period the upgrade replaced, with its plan and end, once', () => {
    given(userDecider, [registered, first, upgrade]).when(end('pay2', refundAt)).then([restoring]);
    given(userDecider, [registered, first, upgrade, restoring])
      .when(end('pay2', new Date('2026-12-21T10:00:00.000Z')))
      .thenNothingHappened();
  });

  test('then a full refund of the first payment ends the period it bought', () => {
    given(userDecider, [registered, first, upgrade, restoring])
      .when(end('pay1', new Date('2026-12-22T10:00:00.000Z')))
      .then([
        {
          type: 'ReaderPaidPeriodRefunded',
          data: { userId: 'u1', paymentID: 'pay1', periodEnd: '2026-12-22T10:00:00.000Z' },
        },
      ]);
  });

  test('ends at once when the replaced period would have ended by then', () => {
    const late = new Date('2027-06-01T10:00:00.000Z');
    given(userDecider, [registered, first, upgrade])
      .when(end('pay2', late))
      .then([
        { type: 'ReaderPaidPeriodRefunded', data: { userId: 'u1', paymentID: 'pay2', periodEnd: late.toISOString() } },
      ]);
  });
});

describe('what a subscription opens at a moment', () => {
  const facts = {
    status: 'ACTIVE' as const,
    pricingPlanID: 'p1',
    periodEnd: '2027-05-26T10:00:00.000Z',
    trialEndsAt: null,
  };

  test('a paid period opens everything until its end, renewing or not; then nothing, at once', () => {
    expect(subscriptionAccess(facts, now)).toMatchObject({
      hasActiveSubscription: true,
      status: 'ACTIVE',
      changesAt: new Date(facts.periodEnd),
    });
    expect(subscriptionAccess({ ...facts, status: 'UNSUBSCRIBED' }, now)).toMatchObject({
      hasActiveSubscription: true,
      status: 'UNSUBSCRIBED',
    });
    expect(subscriptionAccess(facts, new Date(facts.periodEnd))).toMatchObject({
      hasActiveSubscription: false,
      openPlanID: null,
      status: 'INACTIVE',
    });
  });

  test("the trial opens its plan's topics until it ends; INITIATED opens nothing", () => {
    const trial = {
      status: 'UNSUBSCRIBED' as const,
      pricingPlanID: 'p1',
      periodEnd: null,
      trialEndsAt: '2026-12-03T10:00:00.000Z',
    };
    expect(subscriptionAccess(trial, now)).toMatchObject({
      hasActiveSubscription: false,
      onTrial: true,
      openPlanID: 'p1',
      status: 'UNSUBSCRIBED',
    });
    expect(subscriptionAccess(trial, new Date(trial.trialEndsAt))).toMatchObject({
      onTrial: false,
      openPlanID: null,
      status: 'INACTIVE',
    });
    expect(subscriptionAccess({ ...trial, status: 'INITIATED', trialEndsAt: null }, now)).toMatchObject({
      hasActiveSubscription: false,
      openPlanID: null,
      status: 'INITIATED',
    });
  });

  test('ACTIVE without a period is a grant (seed, system) that does not end', () => {
    expect(subscriptionAccess({ ...facts, periodEnd: null }, now)).toMatchObject({
      hasActiveSubscription: true,
      changesAt: null,
    });
  });
});

test('calendar months: the 31st plus one month is the last day of the next month', () => {
  expect(addPeriod(new Date('2027-01-31T09:00:00.000Z'), 1, 'MONTH').toISOString()).toBe('2027-02-28T09:00:00.000Z');
  expect(addPeriod(new Date('2026-11-26T10:00:00.000Z'), 12, 'MONTH').toISOString()).toBe('2027-11-26T10:00:00.000Z');
  expect(addPeriod(new Date('2026-11-26T10:00:00.000Z'), 90, 'MINUTE').toISOString()).toBe('2026-11-26T11:30:00.000Z');
});
