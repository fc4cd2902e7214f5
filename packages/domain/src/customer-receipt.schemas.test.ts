import { describe, expect, it } from 'vitest';
import {
  receiptAllocationsProblem,
  receiptOverBalanceProblem,
  receiptRequestSchema,
  type ReceiptInput,
} from './customer-receipt.schemas.ts';

/*
 * Hand-worked: invoice INV/2026-27/0001 of ₹55,451.76 (taxable ₹49,510.50 + 12% GST). The customer deducts TDS at 2%
 * on the freight without GST (s. 194C): 49,510.50 x 2% = ₹990.21, and pays 55,451.76 - 990.21 = ₹54,461.55.
 */
const RECEIPT: ReceiptInput = {
  customer: 'Konkan Builders',
  amount: 54_461.55,
  tdsDeducted: 990.21,
  allocations: [{ invoiceNo: 'inv/2026-27/0001 ', amount: 55_451.76 }],
  date: '2026-11-27',
  mode: 'NEFT',
  reference: 'UTR402611270001',
};

const problems = (input: unknown) =>
  receiptRequestSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('receiptRequestSchema', () => {
  it('takes a receipt net of TDS whose allocations add up to what it pays and the TDS', () => {
    const receipt = receiptRequestSchema.parse(RECEIPT);
    expect(receipt.allocations).toEqual([{ invoiceNo: 'INV/2026-27/0001', amount: 55_451.76 }]);
    expect(receipt.tdsDeducted).toBe(990.21);
    expect(receipt.note).toBe('');
  });

  it('reads amounts typed with Indian grouping, and no TDS as ₹0', () => {
    const receipt = receiptRequestSchema.parse({
      ...RECEIPT,
      amount: '₹ 55,451.76',
      tdsDeducted: '',
      allocations: [{ invoiceNo: 'INV/2026-27/0001', amount: '55,451.76' }],
    });
    expect(receipt.amount).toBe(55_451.76);
    expect(receipt.tdsDeducted).toBe(0);
  });

  it('refuses allocations that add up to the amount alone, forgetting the TDS', () => {
    expect(problems({ ...RECEIPT, allocations: [{ invoiceNo: 'INV/2026-27/0001', amount: 54_461.55 }] })).toEqual([
      [
        'allocations',
        'The amounts for the invoices add up to ₹54,461.55; they must add up to the amount received and the TDS deducted, ₹55,451.76.',
      ],
    ]);
  });

  it('refuses an invoice listed twice', () => {
    const twice = [
      { invoiceNo: 'INV/2026-27/0001', amount: 50_000 },
      { invoiceNo: 'inv/2026-27/0001', amount: 5_451.76 },
    ];
    expect(problems({ ...RECEIPT, allocations: twice })).toEqual([
      ['allocations', 'Invoice INV/2026-27/0001 is listed twice; put its whole amount on one line.'],
    ]);
  });

  it('refuses TDS below zero or above the amount received', () => {
    expect(problems({ ...RECEIPT, tdsDeducted: -1 })[0]).toEqual(['tdsDeducted', 'TDS deducted must be ₹0 or more.']);
    expect(
      problems({ ...RECEIPT, amount: 100, tdsDeducted: 100.01, allocations: [{ invoiceNo: 'X', amount: 200.01 }] }),
    ).toEqual([['tdsDeducted', 'TDS deducted cannot be more than the amount received.']]);
  });

  it('asks for the UTR or cheque number unless paid in cash', () => {
    expect(problems({ ...RECEIPT, reference: ' ' })).toEqual([
      ['reference', 'Enter the UTR or cheque number (not needed for Cash).'],
    ]);
    expect(problems({ ...RECEIPT, mode: 'Cash', reference: '' })).toEqual([]);
  });

  it('refuses no allocation, a nothing amount and a day that is not one', () => {
    expect(problems({ ...RECEIPT, allocations: [] })).toContainEqual([
      'allocations',
      'Choose at least one invoice to settle.',
    ]);
    expect(problems({ ...RECEIPT, amount: 0 })).toContainEqual(['amount', 'The amount must be more than ₹0.']);
    expect(problems({ ...RECEIPT, date: '2026-02-30' })).toContainEqual(['date', 'Enter a real date as YYYY-MM-DD.']);
  });
});

describe('receiptAllocationsProblem', () => {
  it('passes parts that add up to the paisa', () => {
    expect(
      receiptAllocationsProblem(5_545_176, [
        { invoiceNo: 'INV/2026-27/0001', amountPaise: 5_000_000 },
        { invoiceNo: 'INV/2026-27/0002', amountPaise: 545_176 },
      ]),
    ).toBeNull();
  });
});

describe('receiptOverBalanceProblem', () => {
  it('refuses more than the balance, naming the invoice; the whole balance passes', () => {
    expect(receiptOverBalanceProblem('INV/2026-27/0001', 1_000_000, 1_000_000)).toBeNull();
    expect(receiptOverBalanceProblem('INV/2026-27/0001', 1_000_001, 1_000_000)).toBe(
      'The amount for invoice INV/2026-27/0001 is more than its balance of ₹10,000.00.',
    );
  });
});
