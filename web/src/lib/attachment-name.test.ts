import { describe, expect, it } from 'vitest';
import { attachmentNameOf } from './file-transfer';

describe('attachmentNameOf', () => {
  it("keeps the server's name for a download (a tax invoice is saved as one)", () => {
    expect(attachmentNameOf('attachment; filename="tax-invoice-NB-0190B0000000.pdf"', 'receipt-0190b000.pdf')).toBe(
      'tax-invoice-NB-0190B0000000.pdf',
    );
  });

  it('falls back without a name, or with one that holds a path', () => {
    expect(attachmentNameOf(null, 'receipt-0190b000.pdf')).toBe('receipt-0190b000.pdf');
    expect(attachmentNameOf('attachment', 'receipt-0190b000.pdf')).toBe('receipt-0190b000.pdf');
    expect(attachmentNameOf('attachment; filename="../x.pdf"', 'receipt-0190b000.pdf')).toBe('receipt-0190b000.pdf');
  });
});
