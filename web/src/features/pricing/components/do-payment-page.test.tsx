import { Messages, type PaymentConfirmation, type PublicPricingTerm } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failed, fakeApi, ok } from '@/testing/fake-api';
import { endpoints } from '@/testing/fixtures';
import { doPaymentHref, readerChoosingAPlan, sixMonthPlan } from '@/testing/payment-fixtures';
import { renderApp } from '@/testing/render-app';

const plan = sixMonthPlan();
const paymentID = '0190a3b4-0000-7000-8000-0000000000c1';
const confirmation = (
  status: PaymentConfirmation['status'],
  failureReason: string | null = null,
): PaymentConfirmation => ({
  paymentID,
  pricingPlanID: plan.pricingPlanID,
  planName: plan.planName,
  status,
  failureReason,
  hasActiveSubscription: status === 'SUCCEEDED',
});
const renewalTerm = (version: number): PublicPricingTerm => ({
  pricingTermID: '0190a3b4-0000-7000-8000-0000000000d1',
  title: 'Renewal',
  content:
    version === 1 ? '<p>Renews each <strong>period</strong>.</p>' : '<p>Renewed each period until cancelled.</p>',
  version,
});
const refundsTerm: PublicPricingTerm = {
  pricingTermID: '0190a3b4-0000-7000-8000-0000000000d2',
  title: 'Refunds',
  content: '<p>Within 14 days.</p>',
  version: 4,
};
const reader = readerChoosingAPlan([plan]);

describe('the payment page (/public/do-payment)', () => {
  it('shows the plan with its GST and total, and pays by card: the server prices it, the client sends only the plan', async () => {
    const api = fakeApi({ ...reader, 'POST /api/reader/initiatePayment': failed(409, Messages.planAlreadyHeld) });
    const { user } = renderApp(doPaymentHref(plan));

    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeTruthy();
    const summary = screen.getByText('Total (AUD)').closest('dl')!;
    expect(summary.textContent).toContain('6 months');
    expect(summary.textContent).toContain('A$22.68');
    expect(summary.textContent).toContain('A$249.50');
    // Afterpay is off by default (spec section 9): no choice is offered.
    expect(screen.queryByRole('group', { name: 'Pay with' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Pay A$249.50' }));
    expect(api.callsTo('POST /api/reader/initiatePayment')[0]?.body).toEqual({
      pricingPlanID: plan.pricingPlanID,
      paymentType: 'CARD',
    });
    expect((await screen.findByRole('alert')).textContent).toContain(Messages.planAlreadyHeld);
  });

  it('with pricing terms: each opens its text, Pay waits for the reader to accept them, and the payment names the terms accepted with their versions', async () => {
    const api = fakeApi({
      ...reader,
      'GET /api/public/getPricingTerms': ok([renewalTerm(1), refundsTerm]),
      'POST /api/reader/initiatePayment': failed(409, Messages.planAlreadyHeld),
    });
    const { user } = renderApp(doPaymentHref(plan));

    const terms = await screen.findByRole('region', { name: 'Pricing terms' });
    const pay = screen.getByRole('button', { name: 'Pay A$249.50' });
    expect(pay.hasAttribute('disabled')).toBe(true);
    await user.click(within(terms).getByText('Renewal'));
    expect(within(terms).getByText('period').tagName).toBe('STRONG');
    await user.click(within(terms).getByRole('checkbox', { name: Messages.acceptPricingTerms }));
    expect(pay.hasAttribute('disabled')).toBe(false);
    await user.click(pay);
    await waitFor(() => expect(api.callsTo('POST /api/reader/initiatePayment')).toHaveLength(1));
    expect(api.callsTo('POST /api/reader/initiatePayment')[0]?.body).toEqual({
      pricingPlanID: plan.pricingPlanID,
      paymentType: 'CARD',
      acceptedPricingTerms: [
        { pricingTermID: renewalTerm(1).pricingTermID, version: 1 },
        { pricingTermID: refundsTerm.pricingTermID, version: 4 },
      ],
    });
  });

  it('terms changed since the page loaded: the refusal is shown, the terms are shown afresh and must be accepted again', async () => {
    const api = fakeApi({
      ...reader,
      'GET /api/public/getPricingTerms': [ok([renewalTerm(1), refundsTerm]), ok([renewalTerm(2), refundsTerm])],
      'POST /api/reader/initiatePayment': [
        failed(400, Messages.pricingTermsChanged, { field: 'acceptedPricingTerms' }),
        failed(409, Messages.planAlreadyHeld),
      ],
    });
    const { user } = renderApp(doPaymentHref(plan));

    const terms = await screen.findByRole('region', { name: 'Pricing terms' });
    const tick = within(terms).getByRole('checkbox', { name: Messages.acceptPricingTerms });
    const pay = screen.getByRole('button', { name: 'Pay A$249.50' });
    await user.click(tick);
    await user.click(pay);
    expect((await screen.findByRole('alert')).textContent).toContain(Messages.pricingTermsChanged);
    await waitFor(() => expect((tick as HTMLInputElement).checked).toBe(false));
    expect(pay.hasAttribute('disabled')).toBe(true);
    expect(within(terms).getByText('Renewed each period until cancelled.')).toBeTruthy();

    await user.click(tick);
    await user.click(pay);
    await waitFor(() => expect(api.callsTo('POST /api/reader/initiatePayment')).toHaveLength(2));
    expect(api.callsTo('POST /api/reader/initiatePayment')[1]?.body).toMatchObject({
      acceptedPricingTerms: [
        { pricingTermID: renewalTerm(2).pricingTermID, version: 2 },
        { pricingTermID: refundsTerm.pricingTermID, version: 4 },
      ],
    });
  });

  it('asks to choose a plan when none was chosen', async () => {
    fakeApi(reader);
    renderApp('/public/do-payment');
    expect(await screen.findByRole('heading', { name: 'Choose a plan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/public#pricing');
  });

  it("back from a declined payment: the provider's reason and Try again", async () => {
    fakeApi({
      ...reader,
      'POST /api/reader/confirmSubscription': ok(confirmation('FAILED', 'Your card was declined.')),
    });
    renderApp(`/public/do-payment?paymentID=${paymentID}`);
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Your card was declined.');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      `/public/do-payment?pricingPlanID=${plan.pricingPlanID}`,
    );
  });

  it('back from a payment still under way: asks again until it succeeded, then the session is refreshed and the profile opens', async () => {
    let answers = 0;
    const api = fakeApi({
      ...reader,
      'POST /api/reader/confirmSubscription': () => ok(confirmation(++answers < 2 ? 'INITIATED' : 'SUCCEEDED')),
      'GET /api/reader/getReaderSubscriptionDetails': ok({
        status: 'ACTIVE',
        pricingPlan: plan,
        periodEnd: '2027-05-26T10:00:00.000Z',
        trialEndsAt: null,
        renews: true,
      }),
      'GET /api/reader/getReaderPaymentDetails': ok([]),
      'POST /api/reader/getPagedBookMarksByReaderID': ok({ pageData: [], totalNoOfRecords: 0 }),
    });
    renderApp(`/public/do-payment?paymentID=${paymentID}`);
    expect(await screen.findByText('Checking with the payment provider…')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Your plan' }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(api.callsTo(endpoints.refresh).length).toBeGreaterThan(1));
    expect(api.callsTo('POST /api/reader/confirmSubscription').length).toBe(2);
  });
});
