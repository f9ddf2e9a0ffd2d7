import { receiptMail, refundAccessOf, refundMail } from './mail-texts';
import { receiptKindOf } from './receipt-pdf';

const base = 'https://notebook.example';

describe('the receipt mail names exactly what is attached', () => {
  const paid = {
    to: 'priya@example.com',
    firstName: 'Priya',
    planName: '6 months',
    amountCents: 24950,
    gstCents: 2268,
    paidAt: new Date('2026-11-26T10:00:00.000Z'),
    publicBaseUrl: base,
  };

  test('a tax invoice, with the GST it includes', () => {
    const mail = receiptMail({
      ...paid,
      kind: receiptKindOf({ abn: '51 824 753 556' }),
      fileName: 'tax-invoice-NB-0190B0000000.pdf',
    });
    expect(mail.subject).toBe('Your Notebook tax invoice');
    expect(mail.text).toContain('Thank you for your payment of A$249.50 for the 6 months plan on 26/11/2026.');
    expect(mail.text).toContain(
      'Your tax invoice is attached as tax-invoice-NB-0190B0000000.pdf (GST included: A$22.68).',
    );
    expect(mail.text).not.toMatch(/receipt/i);
  });

  test('a receipt, claiming no GST', () => {
    const mail = receiptMail({ ...paid, kind: receiptKindOf({ abn: null }), fileName: 'receipt-NB-0190B0000000.pdf' });
    expect(mail.subject).toBe('Your Notebook receipt');
    expect(mail.text).toContain('Your receipt is attached as receipt-NB-0190B0000000.pdf.');
    expect(mail.text).not.toMatch(/tax invoice|GST/i);
    expect(mail.html).toContain('receipt-NB-0190B0000000.pdf');
  });
});

describe('what a refund does to access (the refund rule)', () => {
  const now = new Date('2026-11-28T01:00:00.000Z');
  const running = {
    periodPaymentID: 'p1',
    periodStart: '2026-11-01T00:00:00.000Z',
    periodEnd: '2027-05-01T00:00:00.000Z',
    replaced: null,
    refundedPaymentIDs: [],
  };
  const of = (refundedCents: number, subscription: Parameters<typeof refundAccessOf>[0]['subscription']) =>
    refundAccessOf({ paymentID: 'p1', amountCents: 24950, refundedCents, subscription, now });

  test('a part refund changes nothing', () => expect(of(5000, running)).toEqual({ kind: 'PART' }));
  test('a full refund of the payment behind the running period ends it now', () =>
    expect(of(24950, running)).toEqual({ kind: 'ENDS', at: now }));
  test('a full refund of an upgrade gives back the period it replaced while that still runs', () =>
    expect(of(24950, { ...running, replaced: { periodEnd: '2027-01-15T00:00:00.000Z' } })).toEqual({
      kind: 'RESTORED',
      at: now,
      until: new Date('2027-01-15T00:00:00.000Z'),
    }));
  test('a replaced period already over: the upgrade ends now', () =>
    expect(of(24950, { ...running, replaced: { periodEnd: '2026-11-20T00:00:00.000Z' } })).toEqual({
      kind: 'ENDS',
      at: now,
    }));
  test("a full refund of an older payment leaves today's access", () => {
    expect(of(24950, { ...running, periodPaymentID: 'p2' })).toEqual({ kind: 'NOT_RUNNING' });
    expect(of(24950, null)).toEqual({ kind: 'NOT_RUNNING' });
  });
  test('the refund already applied (its webhook came first) reads the same', () => {
    const ended = '2026-11-28T00:59:00.000Z';
    expect(of(24950, { ...running, periodEnd: ended, refundedPaymentIDs: ['p1'] })).toEqual({
      kind: 'ENDS',
      at: new Date(ended),
    });
    const restored = {
      ...running,
      periodPaymentID: 'p0',
      periodEnd: '2027-01-15T00:00:00.000Z',
      refundedPaymentIDs: ['p1'],
    };
    expect(of(24950, restored)).toEqual({ kind: 'RESTORED', at: now, until: new Date('2027-01-15T00:00:00.000Z') });
  });
  test('a renewal paid ahead ends where it would have begun', () =>
    expect(of(24950, { ...running, periodStart: '2026-12-01T00:00:00.000Z' })).toEqual({
      kind: 'ENDS',
      at: new Date('2026-12-01T00:00:00.000Z'),
    }));
});

describe('the refund mail', () => {
  const refund = {
    to: 'priya@example.com',
    firstName: 'Priya',
    planName: '6 months',
    refundCents: 24950,
    paymentCents: 24950,
    paidAt: new Date('2026-11-26T10:00:00.000Z'),
    refundedAt: new Date('2026-11-28T01:00:00.000Z'),
    supportEmail: 'support@notebook.test',
    publicBaseUrl: base,
  };

  test('amount, payment, plan, date, what ends and the support address', () => {
    const mail = refundMail({ ...refund, access: { kind: 'ENDS', at: new Date('2026-11-28T01:00:00.000Z') } });
    expect(mail.subject).toBe('Your Notebook refund');
    expect(mail.text).toContain('Hello Priya,');
    expect(mail.text).toContain(
      'We have refunded A$249.50 of your payment of A$249.50 for the 6 months plan (paid on 26/11/2026) on 28/11/2026.',
    );
    expect(mail.text).toContain(
      'This refunds the payment in full, so the access it bought ends: your 6 months plan ends on 28/11/2026.',
    );
    expect(mail.text).toContain('Questions about this refund? Write to us at support@notebook.test.');
    expect(mail.html).toContain('support@notebook.test');
  });

  test('a part refund, an upgrade refunded, an older payment', () => {
    expect(refundMail({ ...refund, refundCents: 5000, access: { kind: 'PART' } }).text).toContain(
      'We have refunded A$50.00 of your payment of A$249.50',
    );
    expect(refundMail({ ...refund, access: { kind: 'PART' } }).text).toContain(
      'This refunds part of the payment, so your access does not change.',
    );
    expect(
      refundMail({
        ...refund,
        access: { kind: 'RESTORED', at: refund.refundedAt, until: new Date('2027-01-15T00:00:00.000Z') },
      }).text,
    ).toContain('the 6 months plan ends on 28/11/2026, and the plan you had before runs again until 15/01/2027.');
    expect(refundMail({ ...refund, access: { kind: 'NOT_RUNNING' } }).text).toContain(
      'The period it paid for is no longer the one running, so your access does not change.',
    );
  });
});
