import { type Receipt, receiptFileNameOf, receiptKindOf, receiptNumberOf, receiptPdf } from './receipt-pdf';

const receipt: Receipt = {
  receiptNumber: receiptNumberOf('0190b000-0000-7000-8000-000000000001'),
  paidAt: new Date('2026-11-26T10:00:00.000Z'),
  buyer: { name: 'Dr Priya Shah', email: 'priya@example.com', addressLines: ['1 George St', 'Sydney NSW 2000'] },
  description: '6 months (subscription)',
  paymentType: 'CARD',
  amountCents: 24950,
  gstCents: 2268,
  refundedCents: 0,
};
const registered = { businessName: 'Notebook Pty Ltd', abn: '51 824 753 556', email: 'billing@notebook.test' };
const unregistered = { businessName: 'Notebook', abn: null, email: 'billing@notebook.test' };
const textOf = (pdf: Buffer) => pdf.toString('latin1');

describe('the receipt PDF says what it is', () => {
  test('with an ABN it is a tax invoice: the words, the supplier and its ABN, the date, what was sold, the GST', () => {
    const pdf = textOf(receiptPdf(registered, receipt));
    for (const text of [
      '(Tax invoice)',
      '(Notebook Pty Ltd)',
      '(ABN 51 824 753 556)',
      '(Invoice no. NB-0190B0000000)',
      '(Date paid 26/11/2026)',
      '(6 months \\(subscription\\))',
      '(Total \\(GST inclusive\\))',
      '(GST included)',
      '(A$22.68)',
      '(A$249.50)',
      '(The total price includes GST. All amounts are in Australian dollars.)',
      '(Dr Priya Shah)',
    ])
      expect(pdf).toContain(text);
    expect(pdf).not.toContain('(Receipt');
    // The document's title (what a viewer shows) says it too.
    expect(pdf).toContain('Tax invoice NB-0190B0000000');
  });

  test('without an ABN it is a receipt: no ABN, no GST claimed, "receipt" in the heading, number and title', () => {
    const pdf = textOf(receiptPdf(unregistered, { ...receipt, refundedCents: 5000 }));
    for (const text of [
      '(Receipt)',
      '(Receipt no. NB-0190B0000000)',
      '(Total)',
      '(Amount paid)',
      '(A$249.50)',
      '(Refunded)',
      '(-A$50.00)',
      '(All amounts are in Australian dollars.)',
      'Receipt NB-0190B0000000',
    ])
      expect(pdf).toContain(text);
    for (const text of ['ABN', 'Tax invoice', 'GST', 'A$22.68', 'Invoice no.']) expect(pdf).not.toContain(text);
  });

  test("the file name and the mail's noun follow the ABN", () => {
    expect([receiptFileNameOf(registered, 'NB-0190B0000000'), receiptKindOf(registered).noun]).toEqual([
      'tax-invoice-NB-0190B0000000.pdf',
      'tax invoice',
    ]);
    expect([receiptFileNameOf(unregistered, 'NB-0190B0000000'), receiptKindOf(unregistered).noun]).toEqual([
      'receipt-NB-0190B0000000.pdf',
      'receipt',
    ]);
  });
});
