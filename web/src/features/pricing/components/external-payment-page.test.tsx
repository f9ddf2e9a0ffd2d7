import { type ExternalPaymentView, Messages } from '@notebook/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failed, fakeApi, ok } from '@/testing/fake-api';
import { endpoints } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const token = '0190a3b4-0000-7000-8000-0000000000d1.secret';
const open: ExternalPaymentView = {
  readerName: 'Priya S.',
  planName: '6 months',
  price: 249.5,
  gstAmount: 22.68,
  periodCount: 6,
  periodUnit: 'MONTH',
  expiresAt: '2026-11-29T10:00:00.000Z',
  state: 'OPEN',
  payment: null,
};
const visitor = { [endpoints.refresh]: failed(401, 'No session') };
const path = `/public/external/payment?token=${encodeURIComponent(token)}`;

describe('the external payment page (public/external/payment)', () => {
  it("shows a payer without an account the reader's plan and total, and starts the link's payment with the terms they accepted", async () => {
    const term = {
      pricingTermID: '0190a3b4-0000-7000-8000-0000000000e1',
      title: 'Refunds',
      content: '<p>Within 14 days.</p>',
      version: 2,
    };
    const api = fakeApi({
      ...visitor,
      'GET /api/public/getPricingTerms': ok([term]),
      'POST /api/public/getExternalPayment': ok(open),
      'POST /api/public/initiateExternalPayment': failed(409, Messages.paymentLinkUsed),
    });
    const { user } = renderApp(path);
    expect(await screen.findByRole('heading', { name: "Priya S.'s Notebook subscription" })).toBeTruthy();
    expect(screen.getByText('Total (AUD)').closest('dl')!.textContent).toContain('A$22.68');
    await user.click(await screen.findByRole('checkbox', { name: Messages.acceptPricingTerms }));
    await user.click(screen.getByRole('button', { name: 'Pay A$249.50' }));
    expect(api.callsTo('POST /api/public/initiateExternalPayment')[0]?.body).toEqual({
      token,
      paymentType: 'CARD',
      acceptedPricingTerms: [{ pricingTermID: term.pricingTermID, version: 2 }],
    });
    expect((await screen.findByRole('alert')).textContent).toContain(Messages.paymentLinkUsed);
  });

  it("after a decline: the provider's reason and Try again; once paid: the thanks", async () => {
    fakeApi({
      ...visitor,
      'POST /api/public/getExternalPayment': ok({
        ...open,
        payment: { paymentID: 'p', status: 'FAILED', failureReason: 'Your card was declined.' },
      }),
    });
    renderApp(path);
    expect((await screen.findByRole('alert')).textContent).toContain('Your card was declined.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says when the link has expired or is not valid', async () => {
    fakeApi({ ...visitor, 'POST /api/public/getExternalPayment': ok({ ...open, state: 'EXPIRED' }) });
    renderApp(path);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This payment link has expired. Ask Priya S. for a new one.',
    );
  });

  it('shows the thanks once the payment went through', async () => {
    fakeApi({
      ...visitor,
      'POST /api/public/getExternalPayment': ok({
        ...open,
        state: 'PAID',
        payment: { paymentID: 'p', status: 'SUCCEEDED', failureReason: null },
      }),
    });
    renderApp(path);
    expect(await screen.findByText("Thank you: Priya S.'s Notebook subscription is active.")).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Payment received' })).toBeTruthy();
  });
});
