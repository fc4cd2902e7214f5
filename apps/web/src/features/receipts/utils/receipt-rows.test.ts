import { describe, expect, it } from 'vitest';
import { invoicePartsText, receiptSettles, receiptStanding } from './receipt-rows';

describe('A row of the receipts list', () => {
  it('offers Reverse only on a receipt that stands', () => {
    expect(receiptStanding({ reverses: null, reversedBy: null, reason: '' })).toEqual({
      reversible: true,
      label: 'Standing',
    });
    expect(receiptStanding({ reverses: null, reversedBy: 'R8', reason: '' })).toEqual({
      reversible: false,
      label: 'Reversed by R8',
    });
    expect(receiptStanding({ reverses: 'R7', reversedBy: null, reason: 'Cheque bounced' })).toEqual({
      reversible: false,
      label: 'Reversal of R7: Cheque bounced',
    });
  });

  it('settles the amount received with the TDS deducted, in paise', () => {
    // ₹36,750 + ₹750 (2% of ₹37,500) = ₹37,500; ₹0.10 + ₹0.20 is ₹0.30 exactly.
    expect(receiptSettles({ amount: 36_750, tdsDeducted: 750 })).toBe(37_500);
    expect(receiptSettles({ amount: 0.1, tdsDeducted: 0.2 })).toBe(0.3);
  });

  it('names each invoice with its part', () => {
    expect(
      invoicePartsText({
        allocations: [
          { invoiceNo: 'INV/2026-27/0001', amount: 37_500 },
          { invoiceNo: 'INV/2026-27/0002', amount: 1250.5 },
        ],
      }),
    ).toBe('INV/2026-27/0001 ₹37,500.00; INV/2026-27/0002 ₹1,250.50');
  });
});
