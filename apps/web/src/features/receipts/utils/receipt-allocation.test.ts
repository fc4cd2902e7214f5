import { describe, expect, it } from 'vitest';
import {
  checkReceiptAllocations,
  fillOldestFirst,
  oldestInvoicesFirst,
  rupeeText,
  settlesPaiseOf,
} from './receipt-allocation';

// Three open invoices of one customer, listed out of order: 0009 and 0010 were issued the same day, 0090 of the
// year before is the oldest.
const OLD = {
  invoiceNo: 'INV/2025-26/0090',
  date: '2026-03-20',
  dueDate: '2026-04-19',
  total: 25_000,
  balance: 20_000,
};
const NINE = {
  invoiceNo: 'INV/2026-27/0009',
  date: '2026-04-03',
  dueDate: '2026-05-03',
  total: 15_000.5,
  balance: 15_000.5,
};
const TEN = {
  invoiceNo: 'INV/2026-27/0010',
  date: '2026-04-03',
  dueDate: '2026-05-03',
  total: 12_000,
  balance: 12_000,
};

describe('A receipt across invoices of a customer', () => {
  it('orders the invoices by day, then by number', () => {
    expect(oldestInvoicesFirst([TEN, NINE, OLD]).map((invoice) => invoice.invoiceNo)).toEqual([
      'INV/2025-26/0090',
      'INV/2026-27/0009',
      'INV/2026-27/0010',
    ]);
  });

  it('fills the oldest invoice first from amount + TDS, each up to its balance', () => {
    // ₹45,000 received + ₹900 TDS = ₹45,900: 0090 takes its ₹20,000, 0009 its ₹15,000.50, 0010 the ₹10,899.50 left.
    expect(fillOldestFirst([TEN, NINE, OLD], 4_590_000)).toEqual([
      { invoiceNo: 'INV/2025-26/0090', amountPaise: 2_000_000 },
      { invoiceNo: 'INV/2026-27/0009', amountPaise: 1_500_050 },
      { invoiceNo: 'INV/2026-27/0010', amountPaise: 1_089_950 },
    ]);
  });

  it('fills every balance exactly and leaves what is more than them on no invoice', () => {
    // The balances add up to ₹47,000.50; ₹50,000 leaves ₹2,999.50 over, which the sum then shows.
    expect(fillOldestFirst([OLD, NINE, TEN], 5_000_000)).toEqual([
      { invoiceNo: 'INV/2025-26/0090', amountPaise: 2_000_000 },
      { invoiceNo: 'INV/2026-27/0009', amountPaise: 1_500_050 },
      { invoiceNo: 'INV/2026-27/0010', amountPaise: 1_200_000 },
    ]);
  });

  it('puts nothing on the invoices for nothing received', () => {
    expect(fillOldestFirst([NINE, OLD], 0).map((part) => part.amountPaise)).toEqual([0, 0]);
  });

  it('writes paise back as a plain rupee number', () => {
    expect(rupeeText(3_750_000)).toBe('37500');
    expect(rupeeText(1_089_950)).toBe('10899.5');
    expect(rupeeText(1_500_050)).toBe('15000.5');
  });

  it('settles the amount received and the TDS deducted together, in paise', () => {
    // ₹36,750 paid net of ₹750 TDS (2% of ₹37,500) settles ₹37,500.
    expect(settlesPaiseOf('36,750', '750')).toBe(3_750_000);
    expect(settlesPaiseOf('₹ 1,25,000.50', '2,500')).toBe(12_750_050);
    expect(settlesPaiseOf('36750', '')).toBe(3_675_000);
    expect(settlesPaiseOf('36750', '0')).toBe(3_675_000);
  });

  it('settles nothing while the amount is missing or either figure is not a number of ₹0 or more', () => {
    expect(settlesPaiseOf('', '750')).toBeNull();
    expect(settlesPaiseOf('0', '750')).toBeNull();
    expect(settlesPaiseOf('36750', '-1')).toBeNull();
    expect(settlesPaiseOf('36750', 'ten')).toBeNull();
    expect(settlesPaiseOf('1.005', '')).toBeNull();
  });
});

describe("The invoices' amounts against amount + TDS", () => {
  it('agree to the paisa: the request takes the invoices with an amount above 0, in rupees', () => {
    // 0.1 + 0.2 is not 0.3 in floating point; in paise it is. ₹0.25 received + ₹0.05 TDS = ₹0.30.
    expect(
      checkReceiptAllocations('0.25', '0.05', [
        { ...OLD, text: '0.1' },
        { ...NINE, text: '0.2' },
        { ...TEN, text: '' },
      ]),
    ).toEqual({
      errors: {},
      sumPaise: 30,
      settlesPaise: 30,
      mismatch: null,
      allocations: [
        { invoiceNo: 'INV/2025-26/0090', amount: 0.1 },
        { invoiceNo: 'INV/2026-27/0009', amount: 0.2 },
      ],
    });
  });

  it('say how much is still to put on an invoice, or how much is too much', () => {
    // ₹36,750 + ₹750 = ₹37,500 against ₹20,000 + ₹15,000.50 = ₹35,000.50: ₹2,499.50 short.
    const short = checkReceiptAllocations('36750', '750', [
      { ...OLD, text: '20000' },
      { ...NINE, text: '15000.50' },
    ]);
    expect(short.sumPaise).toBe(3_500_050);
    expect(short.mismatch).toBe(
      'The amounts for the invoices add up to ₹35,000.50; they must add up to the amount received and the TDS ' +
        'deducted, ₹37,500.00. ₹2,499.50 is still to put on an invoice.',
    );
    // Without the TDS, ₹37,500 typed is ₹750 more than the ₹36,750 received.
    expect(
      checkReceiptAllocations('36750', '', [
        { ...OLD, text: '20000' },
        { ...TEN, text: '12000' },
        { ...NINE, text: '5500' },
      ]).mismatch,
    ).toBe(
      'The amounts for the invoices add up to ₹37,500.00; they must add up to the amount received and the TDS ' +
        'deducted, ₹36,750.00. ₹750.00 too much is on the invoices.',
    );
  });

  it('ask for an invoice when every amount is blank or 0', () => {
    expect(checkReceiptAllocations('100', '', [{ ...OLD, text: '0' }]).mismatch).toBe(
      'Choose at least one invoice to settle.',
    );
  });

  it('refuse an amount that is not a plain number (a minus sign neither) or more than the balance, and then say nothing of the sum', () => {
    expect(
      checkReceiptAllocations('37500', '', [
        { ...OLD, text: '20,00,0' },
        { ...NINE, text: '15000.51' },
        { ...TEN, text: '-5' },
      ]),
    ).toEqual({
      errors: {
        'INV/2025-26/0090': 'Please enter a valid number.',
        'INV/2026-27/0009': 'The amount for invoice INV/2026-27/0009 is more than its balance of ₹15,000.50.',
        'INV/2026-27/0010': 'Please enter a valid number.',
      },
      sumPaise: 1_500_051,
      settlesPaise: 3_750_000,
      mismatch: null,
      allocations: [{ invoiceNo: 'INV/2026-27/0009', amount: 15_000.51 }],
    });
  });

  it('leave the sum alone while the amount received is not typed (the form asks for it)', () => {
    expect(checkReceiptAllocations('', '750', [{ ...OLD, text: '20000' }]).mismatch).toBeNull();
    expect(checkReceiptAllocations('ten', '', [{ ...OLD, text: '20000' }]).mismatch).toBeNull();
  });
});
