import { type InitiatedPayment } from '@notebook/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { applicationProperties, endpoints } from '@/testing/fixtures';
import { doPaymentHref, readerChoosingAPlan, sixMonthPlan } from '@/testing/payment-fixtures';
import { renderApp } from '@/testing/render-app';

// Stripe.js comes from js.stripe.com, outside our control: the test stands in for it.
const stripe = vi.hoisted(() => {
  const element = { mount: vi.fn(), destroy: vi.fn() };
  const elements = { create: vi.fn(() => element) };
  const client = { elements: vi.fn(() => elements), confirmPayment: vi.fn() };
  return { element, elements, client, loadStripe: vi.fn(async () => client) };
});
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));

const plan = sixMonthPlan();
const started: InitiatedPayment = {
  paymentID: '0190a3b4-0000-7000-8000-0000000000c1',
  providerPaymentID: 'pi_test_1',
  amount: 249.5,
  currency: 'AUD',
  clientSecret: 'pi_test_1_secret_x',
};

describe('paying with Stripe (the Payment Element in the page)', () => {
  beforeEach(() => vi.clearAllMocks());

  it("mounts the Payment Element with the intent's client secret; a refused card shows Stripe's words and is reported to the server", async () => {
    stripe.client.confirmPayment.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    const api = fakeApi({
      ...readerChoosingAPlan([plan]),
      [endpoints.applicationProperties]: ok(applicationProperties({ stripePublishableKey: 'pk_test_web' })),
      'POST /api/reader/initiatePayment': ok(started),
      'POST /api/reader/readerSubscriptionPaymentError': ok({ paymentID: started.paymentID, status: 'FAILED' }),
    });
    const { user } = renderApp(doPaymentHref(plan));

    await user.click(await screen.findByRole('button', { name: 'Pay A$249.50' }));
    await waitFor(() =>
      expect(stripe.element.mount).toHaveBeenCalledWith(screen.getByTestId('stripe-payment-element')),
    );
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_web');
    expect(stripe.client.elements).toHaveBeenCalledWith(
      expect.objectContaining({ clientSecret: 'pi_test_1_secret_x' }),
    );
    expect(screen.queryByRole('button', { name: 'Pay A$249.50' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(stripe.client.confirmPayment).toHaveBeenCalledWith({
      elements: stripe.elements,
      confirmParams: { return_url: `${window.location.origin}/public/do-payment?paymentID=${started.paymentID}` },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Your card was declined.');
    await waitFor(() =>
      expect(api.callsTo('POST /api/reader/readerSubscriptionPaymentError')[0]?.body).toEqual({
        paymentID: started.paymentID,
        errorMessage: 'Your card was declined.',
      }),
    );
  });

  it('an incomplete form is shown to the reader and not reported as a failed payment', async () => {
    stripe.client.confirmPayment.mockResolvedValue({
      error: { type: 'validation_error', message: 'Your card number is incomplete.' },
    });
    const api = fakeApi({
      ...readerChoosingAPlan([plan]),
      [endpoints.applicationProperties]: ok(applicationProperties({ stripePublishableKey: 'pk_test_web' })),
      'POST /api/reader/initiatePayment': ok(started),
    });
    const { user } = renderApp(doPaymentHref(plan));
    await user.click(await screen.findByRole('button', { name: 'Pay A$249.50' }));
    await waitFor(() => expect(stripe.element.mount).toHaveBeenCalled());
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your card number is incomplete.');
    expect(api.callsTo('POST /api/reader/readerSubscriptionPaymentError')).toEqual([]);
  });
});
