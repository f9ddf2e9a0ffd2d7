import {
  type LoggedInUser,
  type PublicPricingPlan,
  type RegisteredPrimaryIndexResult,
  Messages,
} from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failed, fakeApi, ok } from '@/testing/fake-api';
import { endpoints, ids, loginResult, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { anonymousVisitor } from '@/testing/reading-fixtures';
import { savedIntents } from '@/lib/saved-intents';

const calls = {
  plans: 'GET /api/public/getAllPricingPlans',
  details: 'GET /api/reader/getReaderSubscriptionDetails',
  activate: 'POST /api/reader/activateUnsubscription',
  registeredIndex: 'GET /api/reader/getRegisteredUserPrimaryIndex',
} as const;

const monthlyID = '0190a3b4-0000-7000-8000-0000000000b1';
const yearlyID = '0190a3b4-0000-7000-8000-0000000000b2';
const monthly: PublicPricingPlan = {
  pricingPlanID: monthlyID,
  planName: 'Monthly',
  description: 'Everything, a month at a time.',
  pricingCategory: null,
  price: 49,
  periodCount: 1,
  periodUnit: 'MONTH',
  eligibleTopics: [
    { topicID: ids.heartFailure, topicName: 'Heart failure', chapterName: 'Cardiology' },
    { topicID: '0190a3b4-0000-7000-8000-0000000000f2', topicName: 'Asthma', chapterName: 'Respiratory' },
  ],
};
const yearly: PublicPricingPlan = {
  ...monthly,
  pricingPlanID: yearlyID,
  planName: 'Exam year',
  description: null,
  price: 399.999,
  periodCount: 12,
  eligibleTopics: [],
};

const registeredIndex = (): RegisteredPrimaryIndexResult => ({ chapters: [] });
const reader = (flags: Partial<LoggedInUser> = {}) => ({
  [endpoints.refresh]: ok(loginResult(makeUser('READER', [], flags))),
  [calls.registeredIndex]: ok(registeredIndex()),
});

async function planCards() {
  const list = await screen.findByRole('list', { name: 'Pricing plans' });
  return {
    monthly: within(list).getByRole('listitem', { name: 'Monthly' }),
    yearly: within(list).getByRole('listitem', { name: 'Exam year' }),
  };
}

describe('home page pricing', () => {
  it('groups the plans under their categories, in the order the server lists them, plans without one last', async () => {
    const sitting = {
      pricingCategoryID: '0190a3b4-0000-7000-8000-0000000000e1',
      categoryName: 'One exam sitting',
      description: 'The next AKT or KFP.',
    };
    fakeApi({
      ...anonymousVisitor,
      [calls.plans]: ok([
        { ...monthly, pricingCategory: sitting },
        { ...yearly, pricingCategory: null },
      ]),
    });
    renderApp('/public');

    const group = await screen.findByRole('region', { name: 'One exam sitting' });
    expect(group.textContent).toContain('The next AKT or KFP.');
    expect(
      within(within(group).getByRole('list', { name: 'One exam sitting plans' })).getByRole('listitem', {
        name: 'Monthly',
      }),
    ).toBeTruthy();
    const others = screen.getByRole('region', { name: 'Other plans' });
    expect(within(others).getByRole('listitem', { name: 'Exam year' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Pricing plans' })).toBeNull();
  });

  it('shows an anonymous visitor each active plan with its price per period, description and trial topics, and Subscribe', async () => {
    fakeApi({ ...anonymousVisitor, [calls.plans]: ok([monthly, yearly]) });
    const { user } = renderApp('/public');

    const cards = await planCards();
    expect(cards.monthly.textContent).toContain('A$49.00');
    expect(cards.monthly.textContent).toContain('/ month');
    expect(cards.monthly.textContent).toContain('Everything, a month at a time.');
    // Floored to two decimals, per 12 months; no trial line without topics.
    expect(cards.yearly.textContent).toContain('A$399.99');
    expect(cards.yearly.textContent).toContain('/ 12 months');
    expect(within(cards.yearly).queryByText(/Free trial includes/)).toBeNull();

    const topics = within(cards.monthly).getByRole('list', { name: 'Topics of Monthly', hidden: true });
    expect(
      within(topics)
        .getAllByRole('listitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['Heart failure · Cardiology', 'Asthma · Respiratory']);
    await user.click(within(cards.monthly).getByText('Free trial includes 2 topics'));
    expect(within(cards.monthly).getByRole('list', { name: 'Topics of Monthly' })).toBeTruthy();

    // The plan chosen is remembered through registering (or signing in), which then lead to paying for it.
    expect(within(cards.monthly).getByRole('link', { name: 'I have an account: sign in' }).getAttribute('href')).toBe(
      '/auth/login',
    );
    const subscribe = within(cards.monthly).getByRole('link', { name: 'Subscribe' });
    expect(subscribe.getAttribute('href')).toBe('/public/register');
    expect(within(cards.monthly).queryByRole('button', { name: 'Start free trial' })).toBeNull();
    await user.click(subscribe);
    expect(savedIntents.selectedPricingPlanID()).toBe(monthlyID);
    await screen.findByRole('heading', { name: 'Create your account' });
    savedIntents.clearPricingPlan();
  });

  it('offers a reader who never held a plan Subscribe (to the payment page) and the free trial: the toast shows, the user is refreshed and the plan becomes theirs', async () => {
    const trialUser = makeUser('READER', [], { unSubscribedPlan: true, hasPricePlanSubscribed: true });
    const api = fakeApi({
      ...reader(),
      [calls.plans]: ok([monthly, yearly]),
      [calls.activate]: ok(trialUser, Messages.planActivated),
      [calls.details]: ok({ status: 'UNSUBSCRIBED', pricingPlan: monthly }),
    });
    const { user } = renderApp('/public');

    const cards = await planCards();
    expect(api.callsTo(calls.details)).toHaveLength(0);
    expect(within(cards.monthly).getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe(
      `/public/do-payment?pricingPlanID=${monthlyID}`,
    );
    await user.click(within(cards.monthly).getByRole('button', { name: 'Start free trial' }));

    expect((await screen.findAllByText(Messages.planActivated)).length).toBeGreaterThan(0);
    expect(api.callsTo(calls.activate)[0]?.body).toEqual({ pricingPlanID: monthlyID });
    expect(await within(cards.monthly).findByText('Your plan')).toBeTruthy();
    expect(within(cards.monthly).queryByRole('button', { name: 'Start free trial' })).toBeNull();
    // One trial per reader: the other plans offer paying only.
    expect(within(cards.yearly).queryByRole('button', { name: 'Start free trial' })).toBeNull();
    expect(within(cards.yearly).getByRole('link', { name: 'Subscribe' })).toBeTruthy();
    // The reading caches are fetched again for the new access: the index is asked for a second time.
    await waitFor(() => expect(api.callsTo(calls.registeredIndex).length).toBeGreaterThan(1));
  });

  it("marks the trial holder's plan 'Your plan' with Subscribe to pay for it, and offers no second trial", async () => {
    const api = fakeApi({
      ...reader({ unSubscribedPlan: true, hasPricePlanSubscribed: true }),
      [calls.plans]: ok([monthly, yearly]),
      [calls.details]: ok({ status: 'UNSUBSCRIBED', pricingPlan: yearly }),
    });
    // A reader on a plan lands on their own home at /public; the plans are at /public#pricing (issue 28).
    renderApp('/public#pricing');

    const cards = await planCards();
    expect(await within(cards.yearly).findByText('Your plan')).toBeTruthy();
    expect(within(cards.yearly).getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe(
      `/public/do-payment?pricingPlanID=${yearlyID}`,
    );
    expect(within(cards.monthly).queryByRole('button', { name: 'Start free trial' })).toBeNull();
    expect(api.callsTo(calls.details)[0]?.authorization).toBe('Bearer access-token-1');
  });

  it('shows a subscribed reader the plans with no button and no plan mark', async () => {
    const api = fakeApi({
      ...reader({ hasActiveSubscription: true, hasPricePlanSubscribed: true }),
      [calls.plans]: ok([monthly, yearly]),
    });
    renderApp('/public#pricing');

    const cards = await planCards();
    for (const card of [cards.monthly, cards.yearly]) {
      expect(within(card).queryByRole('button')).toBeNull();
      expect(within(card).queryByRole('link')).toBeNull();
      expect(within(card).queryByText('Your plan')).toBeNull();
    }
    expect(api.callsTo(calls.details)).toHaveLength(0);
  });

  it('keeps the Subscribe link when no plan is offered', async () => {
    fakeApi({ ...anonymousVisitor, [calls.plans]: ok([]) });
    renderApp('/public');

    const pricing = await screen.findByRole('region', { name: 'Pricing' });
    expect(await within(pricing).findByRole('link', { name: 'Subscribe' })).toBeTruthy();
    expect(within(pricing).queryByRole('list', { name: 'Pricing plans' })).toBeNull();
  });
});

describe('the upgrade page (/public/profile/upgrade)', () => {
  it('lists the plans where the locked pages send readers, with the trial button for a reader without a plan', async () => {
    fakeApi({ ...reader({ hasActiveSubscription: false }), [calls.plans]: ok([monthly, yearly]) });
    renderApp('/public/profile/upgrade');

    expect(await screen.findByRole('heading', { level: 1, name: 'Upgrade plan' })).toBeTruthy();
    const cards = await planCards();
    expect(within(cards.monthly).getByRole('button', { name: 'Start free trial' })).toBeTruthy();
  });

  it('offers a subscriber the plans to move to, each priced less what is left of theirs; the server prices the upgrade, told the terms accepted', async () => {
    const term = {
      pricingTermID: '0190a3b4-0000-7000-8000-0000000000e1',
      title: 'Refunds',
      content: '<p>Within 14 days.</p>',
      version: 3,
    };
    const api = fakeApi({
      ...reader({ hasActiveSubscription: true, hasPricePlanSubscribed: true }),
      'GET /api/public/getPricingTerms': ok([term]),
      'POST /api/reader/get-upgradable-packages': ok([
        {
          pricingPlanID: yearlyID,
          planName: 'Exam year',
          description: null,
          periodCount: 12,
          periodUnit: 'MONTH',
          price: 399,
          credit: 124.75,
          upgradePrice: 274.25,
        },
      ]),
      'POST /api/reader/initiateUpgradePayment': failed(400, Messages.upgradeNotWorthIt),
    });
    const { user } = renderApp('/public/profile/upgrade');

    const list = await screen.findByRole('list', { name: 'Plans to move to' });
    const card = within(list).getByRole('listitem', { name: 'Exam year' });
    expect(card.textContent).toContain('A$399.00 / 12 months');
    expect(card.textContent).toContain('−A$124.75');
    expect(card.textContent).toContain('A$274.25');
    await user.click(screen.getByRole('checkbox', { name: Messages.acceptPricingTerms }));
    await user.click(within(card).getByRole('button', { name: 'Upgrade for A$274.25' }));
    expect(api.callsTo('POST /api/reader/initiateUpgradePayment')[0]?.body).toEqual({
      pricingPlanID: yearlyID,
      paymentType: 'CARD',
      acceptedPricingTerms: [{ pricingTermID: term.pricingTermID, version: 3 }],
    });
    expect((await within(card).findByRole('alert')).textContent).toContain(Messages.upgradeNotWorthIt);
  });
});
