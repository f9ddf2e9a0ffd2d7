import type { AdminReaderDetail, AdminReaderPayment, ReaderReadiness } from '@notebook/contracts';
import { Messages, Privileges } from '@notebook/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { endpoints, loginResult, makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const readerID = '0190a3b4-0000-7000-8000-00000000f001';
const pricingPlanID = '0190a3b4-0000-7000-8000-00000000f002';
const reader: AdminReaderDetail = {
  readerID,
  title: 'DR',
  firstName: 'Priya',
  lastName: 'Patel',
  email: 'priya@readers.example',
  phone: '0400 000 000',
  status: 'ACTIVE',
  emailConfirmed: false,
  readerGroups: [],
  billingAddress: null,
  subscriptionStatus: 'ACTIVE',
  onTrial: false,
  pricingPlanID,
  referredBy: { readerID: '0190a3b4-0000-7000-8000-00000000f003', name: 'Ravi Rao' },
  createdAt: '2026-11-20T00:00:00.000Z',
};
const figure = (answered: number, accuracy: number | null) => ({ answered, marks: 0, outOf: 0, accuracy });
const readiness: ReaderReadiness = {
  overall: figure(40, 72.5),
  bySource: { AKT: figure(30, 80), MSQ: figure(10, 50), KFP: figure(0, null) },
  chapters: [],
  trend: Array.from({ length: 30 }, (_, day) => ({
    date: `2026-11-${String(day + 1).padStart(2, '0')}`,
    ...figure(day === 29 ? 12 : 0, null),
  })),
  timeZone: 'UTC',
};

describe("a reader's page", () => {
  it('shows their details, plan, study activity and sign-ins, and sends a reset e-mail', async () => {
    const api = fakeApi({
      [endpoints.refresh]: ok(
        loginResult(makeUser('ADMIN', [Privileges.reader.view, Privileges.reader.resetPassword])),
      ),
      'POST /api/adminReader/getReader': ok(reader),
      'POST /api/adminReaderGroup/getPagedReaderGroups': ok({ pageData: [], totalNoOfRecords: 0 }),
      'GET /api/public/getAllPricingPlans': ok([{ pricingPlanID, planName: '6-month plan' }]),
      'POST /api/adminReader/getReaderReadiness': ok(readiness),
      'POST /api/adminReader/getReaderLoginHistory': ok({
        pageData: [
          {
            at: '2026-11-25T09:00:00.000Z',
            method: 'OAUTH',
            provider: 'google',
            ipAddress: '203.0.113.9',
            userAgent: 'Firefox',
          },
        ],
        totalNoOfRecords: 1,
      }),
      'POST /api/adminReader/resetReaderPassword': ok(null, Messages.passwordResetSent),
    });
    const { user } = renderApp(`/admin/readers/add-edit?readerID=${readerID}`);
    await screen.findByRole('heading', { name: 'Priya Patel' });
    const form = screen.getByRole('form', { name: 'Reader' });
    expect((within(form).getByLabelText('Phone') as HTMLInputElement).value).toBe('0400 000 000');
    // Viewing only: the details are read-only and there is no Save.
    expect(within(form).getByLabelText('First name').matches(':disabled')).toBe(true);
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();

    const subscription = screen.getByRole('region', { name: 'Subscription' });
    expect(await within(subscription).findByText('6-month plan')).toBeTruthy();
    expect(within(subscription).getByText(/Ravi Rao/)).toBeTruthy();
    const study = screen.getByRole('region', { name: 'Study activity' });
    expect(await within(study).findByText('72.5%')).toBeTruthy();
    expect(within(study).getByText('answers on 1 day')).toBeTruthy();
    expect(
      await within(screen.getByRole('region', { name: 'Sign-ins' })).findByText('Signed in with a provider (google)'),
    ).toBeTruthy();
    expect(screen.getByText('E-mail address not confirmed yet.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send a password reset e-mail' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/adminReader/resetReaderPassword')[0]?.body).toEqual({ readerID }),
    );
    expect(await screen.findByText(Messages.passwordResetSent)).toBeTruthy();
  });
});

describe("a reader's payments", () => {
  const paymentID = '0190a3b4-0000-7000-8000-00000000f010';
  const payment: AdminReaderPayment = {
    paymentID,
    pricingPlanID,
    planName: '6-month plan',
    purpose: 'SUBSCRIPTION',
    paymentType: 'CARD',
    amount: 249.5,
    gstAmount: 22.68,
    currency: 'AUD',
    status: 'SUCCEEDED',
    initiatedAt: '2026-11-20T09:00:00.000Z',
    paidAt: '2026-11-20T09:01:00.000Z',
    failureReason: null,
    refundedAmount: 0,
    refunds: [],
    refundableAmount: 249.5,
    acceptedPricingTerms: [
      { pricingTermID: '0190a3b4-0000-7000-8000-00000000f021', title: 'Renewal', version: 1 },
      { pricingTermID: '0190a3b4-0000-7000-8000-00000000f022', title: 'Refunds', version: 3 },
    ],
  };

  it('lists each payment with its GST; an admin with reader add-edit refunds part of one with a reason', async () => {
    const refunded: AdminReaderPayment = {
      ...payment,
      refundableAmount: 199.5,
      refunds: [
        {
          refundID: '0190a3b4-0000-7000-8000-00000000f011',
          amount: 50,
          reason: 'Exam moved',
          status: 'SENT',
          failureReason: null,
          requestedAt: '2026-11-26T09:00:00.000Z',
          requestedBy: 'Ada Admin',
        },
      ],
    };
    let asked = false;
    const api = fakeApi({
      [endpoints.refresh]: ok(loginResult(makeUser('ADMIN', [Privileges.reader.addEdit]))),
      'POST /api/adminReader/getReader': ok(reader),
      'POST /api/adminReaderGroup/getPagedReaderGroups': ok({ pageData: [], totalNoOfRecords: 0 }),
      'GET /api/public/getAllPricingPlans': ok([]),
      'POST /api/adminReader/getReaderReadiness': ok(readiness),
      'POST /api/adminReader/getReaderLoginHistory': ok({ pageData: [], totalNoOfRecords: 0 }),
      'POST /api/adminReader/getReaderPayments': () => ok([asked ? refunded : payment]),
      'POST /api/adminReader/refundReaderPayment': () => {
        asked = true;
        return ok([refunded], Messages.refundRequested);
      },
    });
    const { user } = renderApp(`/admin/readers/add-edit?readerID=${readerID}`);
    const panel = await screen.findByRole('region', { name: 'Payments' });
    const item = await within(panel).findByRole('listitem', { name: '6-month plan, 20/11/2026' });
    expect(item.textContent).toContain('A$249.50');
    expect(item.textContent).toContain('GST A$22.68');
    expect(item.textContent).toContain('Paid');
    expect(within(item).getByText('Terms accepted: Renewal (version 1), Refunds (version 3)')).toBeTruthy();

    await user.click(within(item).getByRole('button', { name: 'Refund 6-month plan, 20/11/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund 6-month plan' });
    const amount = within(dialog).getByLabelText<HTMLInputElement>('Amount');
    expect(amount.value).toBe('249.5');
    await user.clear(amount);
    await user.type(amount, '300');
    expect(await within(dialog).findByText(Messages.refundTooLarge('A$249.50'))).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '50');
    await user.type(within(dialog).getByLabelText('Reason'), 'Exam moved');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('POST /api/adminReader/refundReaderPayment')).toHaveLength(1));
    expect(api.callsTo('POST /api/adminReader/refundReaderPayment')[0]?.body).toMatchObject({
      readerID,
      paymentID,
      amount: 50,
      reason: 'Exam moved',
    });
    const refunds = await within(panel).findByRole('list', { name: 'Refunds' });
    expect(refunds.textContent).toContain('A$50.00');
    expect(refunds.textContent).toContain('Ada Admin');
    expect(refunds.textContent).toContain('Exam moved');
  });
});
