import { Messages, type PublicPricingPlan, type ReaderPayment } from '@notebook/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { endpoints, loginResult, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const plan: PublicPricingPlan = {
  pricingPlanID: '0190a3b4-0000-7000-8000-0000000000b1',
  planName: 'Exam season',
  description: null,
  pricingCategory: null,
  price: 120,
  periodCount: 3,
  periodUnit: 'MONTH',
  eligibleTopics: [],
};

describe('profile plan box', () => {
  it("shows the reader's plan and its status above the profile lists", async () => {
    fakeApi({
      [endpoints.refresh]: ok(
        loginResult(makeUser('READER', [], { unSubscribedPlan: true, hasPricePlanSubscribed: true })),
      ),
      'GET /api/reader/getReaderSubscriptionDetails': ok({
        status: 'UNSUBSCRIBED',
        pricingPlan: plan,
        periodEnd: null,
        trialEndsAt: '2026-12-03T10:00:00.000Z',
        renews: false,
      }),
      'GET /api/reader/getReaderPaymentDetails': ok([]),
      'POST /api/reader/getPagedBookMarksByReaderID': ok({ pageData: [], totalNoOfRecords: 0 }),
    });
    renderApp('/public/profile');

    const box = await screen.findByRole('region', { name: 'Your plan' });
    expect(box.textContent).toContain('Exam season');
    expect(box.textContent).toContain('A$120.00 / 3 months');
    expect(within(box).getByText('Free trial')).toBeTruthy();
    expect(box.textContent).toContain('Until 03/12/2026');
    expect(within(box).getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe(
      `/public/do-payment?pricingPlanID=${plan.pricingPlanID}`,
    );
  });

  it('shows a paid plan renewing on its date with its payments; cancelling the renewal asks first and keeps access to the end', async () => {
    const active = {
      status: 'ACTIVE',
      pricingPlan: plan,
      periodEnd: '2027-05-26T10:00:00.000Z',
      trialEndsAt: null,
      renews: true,
    };
    const payment: ReaderPayment = {
      paymentID: '0190a3b4-0000-7000-8000-0000000000c1',
      pricingPlanID: plan.pricingPlanID,
      planName: 'Exam season',
      purpose: 'SUBSCRIPTION',
      paymentType: 'CARD',
      amount: 120,
      gstAmount: 10.91,
      currency: 'AUD',
      status: 'SUCCEEDED',
      initiatedAt: '2026-11-26T09:59:00.000Z',
      paidAt: '2026-11-26T10:00:00.000Z',
      failureReason: null,
      refundedAmount: 0,
    };
    const api = fakeApi({
      [endpoints.refresh]: ok(
        loginResult(makeUser('READER', [], { hasActiveSubscription: true, hasPricePlanSubscribed: true })),
      ),
      'GET /api/reader/getReaderSubscriptionDetails': ok(active),
      'GET /api/reader/getReaderPaymentDetails': ok([payment]),
      'POST /api/reader/unsubscribeReaderPricingPlans': ok(
        { ...active, status: 'UNSUBSCRIBED', renews: false },
        Messages.unsubscribed,
      ),
      'POST /api/reader/getPagedBookMarksByReaderID': ok({ pageData: [], totalNoOfRecords: 0 }),
    });
    const { user } = renderApp('/public/profile');

    const box = await screen.findByRole('region', { name: 'Your plan' });
    expect(within(box).getByText('Active')).toBeTruthy();
    expect(box.textContent).toContain('Renews on 26/05/2027');
    await user.click(within(box).getByText('Payments (1)'));
    const row = within(box).getByRole('row', { name: /Exam season/ });
    expect(row.textContent).toContain('A$120.00');
    expect(row.textContent).toContain('A$10.91');
    expect(row.textContent).toContain('Paid');
    expect(within(row).getByRole('button', { name: 'Receipt of 26/11/2026' })).toBeTruthy();

    await user.click(within(box).getByRole('button', { name: 'Cancel renewal' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel renewal?' });
    expect(dialog.textContent).toContain('until 26/05/2027');
    expect(api.callsTo('POST /api/reader/unsubscribeReaderPricingPlans')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel renewal' }));
    expect((await screen.findAllByText(Messages.unsubscribed)).length).toBeGreaterThan(0);
    expect(api.callsTo('POST /api/reader/unsubscribeReaderPricingPlans')[0]?.body).toEqual({ resume: false });
  });
});
