import { BusinessRuleError, NotFoundError, UnauthorizedError, ValidationError } from '@notebook/kernel';
import { given } from '@notebook/kernel/testing';
import { signWebhook, verifyWebhook } from '../webhooks/webhook-signature';
import { readPaymentWebhook } from '../webhooks/payment-webhook.body';
import { RefundBeforeSuccessError, paymentDecider } from './payment.decider';
import type { PaymentEvent, PaymentInitiated } from './payment.events';
import { gstOf } from './payment-initiation';
import { unusedCredit, upgradePrice } from '../upgrades/upgrade-pricing';
import { receiptNumberOf, receiptPdf } from '../receipts/receipt-pdf';

const initiated: PaymentInitiated = {
  type: 'PaymentInitiated',
  data: {
    paymentID: 'pay1',
    readerID: 'r1',
    pricingPlanID: 'p1',
    planName: '6 months',
    purpose: 'SUBSCRIPTION',
    paymentType: 'CARD',
    amountCents: 24950,
    gstCents: 2268,
    currency: 'AUD',
    periodCount: 6,
    periodUnit: 'MONTH',
    providerPaymentID: 'pi_1',
  },
};
const paidAt = new Date('2026-11-26T10:00:00.000Z');
const success = (providerEventID: string | null, amountCents = 24950, currency = 'aud') =>
  ({ type: 'RecordPaymentSucceeded', data: { providerEventID, paidAt, amountCents, currency } }) as const;
const succeeded: PaymentEvent = {
  type: 'PaymentSucceeded',
  data: { paymentID: 'pay1', paidAt: paidAt.toISOString(), providerEventID: 'evt_1' },
};

describe('a payment', () => {
  test('succeeds once, whatever the provider repeats', () => {
    given(paymentDecider, [initiated]).when(success('evt_1')).then([succeeded]);
    given(paymentDecider, [initiated, succeeded]).when(success('evt_1')).thenNothingHappened();
    given(paymentDecider, [initiated, succeeded]).when(success('evt_2')).thenNothingHappened();
    given(paymentDecider, [initiated, succeeded]).when(success(null)).thenNothingHappened();
  });

  test('opening it records the pricing terms its payer accepted, with their versions; a renewal records none', () => {
    const accepted = [{ pricingTermID: 'pt1', title: 'Refunds', version: 3 }];
    const termsAccepted: PaymentEvent = {
      type: 'PaymentTermsAccepted',
      data: { paymentID: 'pay1', acceptedPricingTerms: accepted },
    };
    given(paymentDecider)
      .when({ type: 'InitiatePayment', data: { ...initiated.data, acceptedPricingTerms: accepted } })
      .then([initiated, termsAccepted]);
    given(paymentDecider)
      .when({ type: 'InitiatePayment', data: { ...initiated.data, acceptedPricingTerms: [] } })
      .then([initiated, { type: 'PaymentTermsAccepted', data: { paymentID: 'pay1', acceptedPricingTerms: [] } }]);
    given(paymentDecider)
      .when({ type: 'InitiatePayment', data: { ...initiated.data, acceptedPricingTerms: null } })
      .then([initiated]);
  });

  test('a payer back at it records changed terms again, until it went through', () => {
    const terms = (version: number) => [{ pricingTermID: 'pt1', title: 'Refunds', version }];
    const accept = (version: number) => ({
      type: 'AcceptPricingTerms' as const,
      data: { acceptedPricingTerms: terms(version) },
    });
    const termsAccepted = (version: number): PaymentEvent => ({
      type: 'PaymentTermsAccepted',
      data: { paymentID: 'pay1', acceptedPricingTerms: terms(version) },
    });
    given(paymentDecider, [initiated, termsAccepted(1)])
      .when(accept(1))
      .thenNothingHappened();
    given(paymentDecider, [initiated, termsAccepted(1)])
      .when(accept(2))
      .then([termsAccepted(2)]);
    given(paymentDecider, [initiated, termsAccepted(1), succeeded])
      .when(accept(2))
      .thenNothingHappened();
  });

  test('a success must be for the amount and currency asked', () => {
    given(paymentDecider, [initiated]).when(success('evt_1', 100)).thenThrows(ValidationError);
    given(paymentDecider, [initiated])
      .when(success('evt_1', 24950, 'usd'))
      .thenThrows(ValidationError);
  });

  test('a failure is recorded with its reason; a success after it still counts; a failure after the success does not', () => {
    const failed: PaymentEvent = {
      type: 'PaymentFailed',
      data: { paymentID: 'pay1', reason: 'Your card was declined.', providerEventID: 'evt_f' },
    };
    given(paymentDecider, [initiated])
      .when({ type: 'RecordPaymentFailed', data: { providerEventID: 'evt_f', reason: 'Your card was declined.' } })
      .then([failed]);
    given(paymentDecider, [initiated, failed]).when(success('evt_1')).then([succeeded]);
    given(paymentDecider, [initiated, succeeded])
      .when({ type: 'RecordPaymentFailed', data: { providerEventID: 'evt_late', reason: 'x' } })
      .thenNothingHappened();
  });

  test('a refund before the success waits (retried); after it, recorded when the refunded total grows', () => {
    const refund = (providerEventID: string, refundedCents: number) =>
      ({ type: 'RecordPaymentRefunded', data: { providerEventID, refundedCents } }) as const;
    given(paymentDecider, [initiated]).when(refund('evt_r', 5000)).thenThrows(RefundBeforeSuccessError);
    const refunded: PaymentEvent = {
      type: 'PaymentRefunded',
      data: { paymentID: 'pay1', refundedCents: 5000, providerEventID: 'evt_r' },
    };
    given(paymentDecider, [initiated, succeeded]).when(refund('evt_r', 5000)).then([refunded]);
    given(paymentDecider, [initiated, succeeded, refunded]).when(refund('evt_r2', 5000)).thenNothingHappened();
    given(paymentDecider, [initiated, succeeded, refunded])
      .when(refund('evt_r3', 99999))
      .then([
        { type: 'PaymentRefunded', data: { paymentID: 'pay1', refundedCents: 24950, providerEventID: 'evt_r3' } },
      ]);
  });

  test("an admin's refund: only of a payment that went through, at most what is left, once per refund id; sent or refused once", () => {
    const ask = (refundID: string, amountCents: number) =>
      ({ type: 'RequestRefund', data: { refundID, amountCents, reason: 'Exam moved' } }) as const;
    const requested = (refundID: string, amountCents: number): PaymentEvent => ({
      type: 'PaymentRefundRequested',
      data: { paymentID: 'pay1', refundID, amountCents, reason: 'Exam moved' },
    });
    given(paymentDecider, [initiated]).when(ask('rf1', 1000)).thenThrows(BusinessRuleError);
    given(paymentDecider, [initiated, succeeded])
      .when(ask('rf1', 1000))
      .then([requested('rf1', 1000)]);
    given(paymentDecider, [initiated, succeeded, requested('rf1', 1000)])
      .when(ask('rf1', 1000))
      .thenNothingHappened();
    given(paymentDecider, [initiated, succeeded, requested('rf1', 1000)])
      .when(ask('rf2', 23951))
      .thenThrows(ValidationError);
    given(paymentDecider, [initiated, succeeded, requested('rf1', 1000)])
      .when(ask('rf2', 23950))
      .then([requested('rf2', 23950)]);
    // A refused ask no longer counts against what is left.
    const refused: PaymentEvent = {
      type: 'PaymentRefundFailed',
      data: { paymentID: 'pay1', refundID: 'rf1', reason: 'No' },
    };
    given(paymentDecider, [initiated, succeeded, requested('rf1', 1000), refused])
      .when(ask('rf2', 24950))
      .then([requested('rf2', 24950)]);
    given(paymentDecider, [initiated, succeeded, requested('rf1', 1000)])
      .when({ type: 'RecordRefundSent', data: { refundID: 'rf1' } })
      .then([{ type: 'PaymentRefundSent', data: { paymentID: 'pay1', refundID: 'rf1' } }]);
    given(paymentDecider, [initiated, succeeded, requested('rf1', 1000), refused])
      .when({ type: 'RecordRefundSent', data: { refundID: 'rf1' } })
      .thenNothingHappened();
  });

  test('nothing is recorded for a payment never initiated', () => {
    given(paymentDecider).when(success('evt_1')).thenThrows(NotFoundError);
  });
});

describe('webhook signatures (Stripe-Signature)', () => {
  const body = Buffer.from('{"id":"evt_1"}');
  const now = new Date('2026-11-26T10:00:00.000Z');

  test('a signature over the raw body with the secret, within five minutes, is accepted', () => {
    expect(() =>
      verifyWebhook(body, signWebhook(body.toString(), 'whsec_a', now), 'whsec_a', new Date(now.getTime() + 299_000)),
    ).not.toThrow();
  });

  test('another secret, another body, an old time or no signature is refused', () => {
    const signed = signWebhook(body.toString(), 'whsec_a', now);
    expect(() => verifyWebhook(body, signed, 'whsec_b', now)).toThrow(UnauthorizedError);
    expect(() => verifyWebhook(Buffer.from('{"id":"evt_2"}'), signed, 'whsec_a', now)).toThrow(UnauthorizedError);
    expect(() => verifyWebhook(body, signed, 'whsec_a', new Date(now.getTime() + 301_000))).toThrow(UnauthorizedError);
    expect(() => verifyWebhook(body, undefined, 'whsec_a', now)).toThrow(UnauthorizedError);
  });
});

describe('reading a webhook', () => {
  const object = {
    id: 'pi_1',
    amount: 24950,
    currency: 'aud',
    metadata: { paymentID: '0190b000-0000-7000-8000-000000000001' },
  };

  test("Stripe's event shape: the payment's id, amount in cents, our payment id from the metadata", () => {
    expect(readPaymentWebhook({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object } })).toEqual({
      providerEventID: 'evt_1',
      kind: 'payment_intent.succeeded',
      providerPaymentID: 'pi_1',
      paymentID: object.metadata.paymentID,
      amountCents: 24950,
      currency: 'AUD',
      refundedCents: null,
      failureReason: null,
    });
  });

  test("a refund names the payment by the charge's payment_intent; types we do not use are null", () => {
    const charge = { ...object, id: 'ch_1', payment_intent: 'pi_1', amount_refunded: 1000 };
    expect(readPaymentWebhook({ id: 'evt_2', type: 'charge.refunded', data: { object: charge } })).toMatchObject({
      providerPaymentID: 'pi_1',
      refundedCents: 1000,
    });
    expect(readPaymentWebhook({ id: 'evt_3', type: 'customer.created', data: { object } })).toBeNull();
  });

  test('negative or non-AUD amounts are refused', () => {
    expect(() =>
      readPaymentWebhook({ id: 'e', type: 'payment_intent.succeeded', data: { object: { ...object, amount: -1 } } }),
    ).toThrow(ValidationError);
    expect(() =>
      readPaymentWebhook({
        id: 'e',
        type: 'payment_intent.succeeded',
        data: { object: { ...object, currency: 'nzd' } },
      }),
    ).toThrow(ValidationError);
  });
});

test('GST is 1/11 of a GST-inclusive price, to the cent', () => {
  expect([gstOf(24950), gstOf(14900), gstOf(39900), gstOf(1100)]).toEqual([2268, 1355, 3627, 100]);
});

describe('upgrade pricing', () => {
  const period = {
    pricingPlanID: 'p1',
    periodStart: new Date('2026-01-01T00:00:00Z'),
    periodEnd: new Date('2026-01-11T00:00:00Z'),
    paidCents: 10000,
  };

  test('the credit is what was paid, pro rata by the time left, rounded down', () => {
    expect(unusedCredit(period, new Date('2026-01-01T00:00:00Z'))).toBe(10000);
    expect(unusedCredit(period, new Date('2026-01-08T12:00:00Z'))).toBe(2500);
    expect(unusedCredit(period, new Date('2026-01-11T00:00:00Z'))).toBe(0);
    expect(unusedCredit({ ...period, paidCents: 999 }, new Date('2026-01-04T00:00:00Z'))).toBe(699);
  });

  test('the upgrade costs the new price less the credit, never below nothing', () => {
    expect(upgradePrice(39900, period, new Date('2026-01-08T12:00:00Z'))).toEqual({
      creditCents: 2500,
      upgradeCents: 37400,
    });
    expect(upgradePrice(5000, period, new Date('2026-01-01T00:00:00Z'))).toEqual({
      creditCents: 5000,
      upgradeCents: 0,
    });
  });
});

describe('receipts', () => {
  const receipt = {
    receiptNumber: receiptNumberOf('0190b000-0000-7000-8000-000000000001'),
    paidAt: new Date('2026-11-26T10:00:00.000Z'),
    buyer: { name: 'Dr Priya Shah', email: 'priya@example.com', addressLines: ['1 George St', 'Sydney NSW 2000'] },
    description: '6 months (subscription)',
    paymentType: 'CARD' as const,
    amountCents: 24950,
    gstCents: 2268,
    refundedCents: 0,
  };

  test('a tax invoice names the ABN, the GST included and the total, in a PDF whose cross-reference table is right', () => {
    const pdf = receiptPdf(
      { businessName: 'Notebook Pty Ltd', abn: '51 824 753 556', email: 'billing@notebook.test' },
      receipt,
    ).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    for (const text of [
      '(Tax invoice)',
      '(ABN 51 824 753 556)',
      '(GST included)',
      '(A$22.68)',
      '(A$249.50)',
      '(Invoice no. NB-0190B0000000)',
      '(Date paid 26/11/2026)',
      '(1 George St)',
    ])
      expect(pdf).toContain(text);
    // Every object starts where the xref table says.
    const xref = Number(
      pdf
        .slice(pdf.lastIndexOf('startxref') + 10)
        .trim()
        .split('\n')[0],
    );
    const offsets = pdf
      .slice(xref)
      .split('\n')
      .slice(3, 10)
      .map((line) => Number(line.slice(0, 10)));
    offsets.forEach((offset, index) => expect(pdf.slice(offset, offset + 7)).toBe(`${index + 1} 0 obj`));
  });

  test('without an ABN it is a receipt; a refund is shown; brackets in names are escaped', () => {
    const pdf = receiptPdf(
      { businessName: 'Notebook', abn: null, email: 'x@y' },
      { ...receipt, refundedCents: 5000, buyer: { ...receipt.buyer, name: 'Sam (Dr) Lee' } },
    ).toString('latin1');
    expect(pdf).toContain('(Receipt)');
    expect(pdf).not.toContain('ABN');
    expect(pdf).toContain('(-A$50.00)');
    expect(pdf).toContain('(Sam \\(Dr\\) Lee)');
  });
});
