import { describe, expect, it } from 'vitest';
import {
  invoiceCancelledMessage,
  invoiceNotFoundMessage,
  otherCustomerMessage,
  receiptAllocationsProblem,
  receiptBeforeInvoiceProblem,
  receiptDuplicateReferenceMessage,
  receiptFutureProblem,
  receiptListQuerySchema,
  receiptOverBalanceProblem,
  receiptRecordedSchema,
  receiptRequestSchema,
  receiptReversalSchema,
  receiptReversedSchema,
  receiptSchema,
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

  it('asks for the customer and the amount when they are missing', () => {
    const { customer: _customer, amount: _amount, ...rest } = RECEIPT;
    expect(problems(rest)).toEqual([
      ['customer', 'Choose a customer.'],
      ['amount', 'Enter the amount paid.'],
    ]);
  });

  it('drops the spaces around the customer, and refuses a customer of spaces only', () => {
    expect(receiptRequestSchema.parse({ ...RECEIPT, customer: '  Konkan Builders ' }).customer).toBe('Konkan Builders');
    expect(problems({ ...RECEIPT, customer: '   ' })).toEqual([['customer', 'Choose a customer.']]);
  });

  it('refuses a mode it does not know, naming the modes', () => {
    expect(problems({ ...RECEIPT, mode: 'Barter' })).toEqual([
      ['mode', 'Mode must be one of NEFT, RTGS, IMPS, UPI, Cheque, Cash.'],
    ]);
  });

  it('refuses a date longer than YYYY-MM-DD by its length, before the calendar is read', () => {
    expect(
      receiptRequestSchema.safeParse({ ...RECEIPT, date: `2026-11-27${' '.repeat(90)}` }).error?.issues[0],
    ).toMatchObject({ path: ['date'], code: 'too_big', maximum: 10 });
  });

  it('takes a cash receipt without a reference as an empty one, and no note as an empty one', () => {
    const { reference: _reference, ...cash } = RECEIPT;
    const receipt = receiptRequestSchema.parse({ ...cash, mode: 'Cash' });
    expect(receipt.reference).toBe('');
    expect(receipt.note).toBe('');
  });

  it('keeps a note without the spaces around it, up to 200 characters', () => {
    expect(receiptRequestSchema.parse({ ...RECEIPT, note: '  Part of the October freight ' }).note).toBe(
      'Part of the October freight',
    );
    expect(receiptRequestSchema.parse({ ...RECEIPT, note: ` ${'n'.repeat(200)} ` }).note).toHaveLength(200);
    expect(problems({ ...RECEIPT, note: 'n'.repeat(201) })).toEqual([
      ['note', 'The note can be at most 200 characters.'],
    ]);
  });

  it('takes TDS equal to the amount received', () => {
    // ₹100 received and ₹100 deducted settle ₹200.
    expect(
      problems({ ...RECEIPT, amount: 100, tdsDeducted: 100, allocations: [{ invoiceNo: 'X', amount: 200 }] }),
    ).toEqual([]);
  });

  it('refuses TDS that is not a number with its own message', () => {
    expect(problems({ ...RECEIPT, tdsDeducted: 'two percent' })).toEqual([
      ['tdsDeducted', 'TDS deducted must be ₹0 or more.'],
    ]);
    expect(problems({ ...RECEIPT, tdsDeducted: true })).toEqual([['tdsDeducted', 'TDS deducted must be ₹0 or more.']]);
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

describe('the day of a receipt', () => {
  it('may be the invoice day or later, up to today', () => {
    const invoice = { invoiceNo: 'INV/2026-27/0001', date: '2026-11-02' };
    expect(receiptBeforeInvoiceProblem('2026-11-02', invoice)).toBeNull();
    expect(receiptBeforeInvoiceProblem('2026-11-01', invoice)).toBe(
      'A receipt cannot be dated before invoice INV/2026-27/0001 (2026-11-02).',
    );
    expect(receiptFutureProblem('2026-11-28', '2026-11-28')).toBeNull();
    expect(receiptFutureProblem('2026-11-29', '2026-11-28')).toBe('A receipt cannot be dated in the future.');
  });
});

describe('the refusals naming an invoice or a receipt', () => {
  it('fill in the invoice, the customers and the earlier receipt with its day as DD/MM/YYYY', () => {
    expect(invoiceNotFoundMessage('INV/2026-27/9999')).toBe('Invoice INV/2026-27/9999 not found.');
    expect(invoiceCancelledMessage('INV/2026-27/0003')).toBe(
      'Invoice INV/2026-27/0003 is cancelled; it cannot be settled.',
    );
    expect(otherCustomerMessage('INV/2026-27/0004', 'Deccan Steel', 'Konkan Builders')).toBe(
      'Invoice INV/2026-27/0004 is of Deccan Steel, not of Konkan Builders.',
    );
    expect(receiptDuplicateReferenceMessage('utr 5501', { id: 'R7', date: '2026-11-04' })).toBe(
      'UTR or cheque number utr 5501 was already used for receipt R7 of 04/11/2026 from this customer.',
    );
  });
});

describe('receiptReversalSchema', () => {
  it('takes a reason of 3 to 200 characters', () => {
    expect(receiptReversalSchema.parse({ reason: ' Cheque bounced ' })).toEqual({ reason: 'Cheque bounced' });
    expect(receiptReversalSchema.safeParse({ reason: 'no' }).success).toBe(false);
  });
});

describe('receiptListQuerySchema', () => {
  const listProblems = (input: unknown) =>
    receiptListQuerySchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('takes a customer and both days, the end on or after the start', () => {
    expect(
      receiptListQuerySchema.parse({ customer: ' Konkan Builders ', startDate: '2026-11-01', endDate: '2026-11-01' }),
    ).toEqual({ customer: 'Konkan Builders', startDate: '2026-11-01', endDate: '2026-11-01' });
    expect(listProblems({ customer: 'Konkan Builders', startDate: '2026-11-02', endDate: '2026-11-01' })).toEqual([
      ['endDate', 'End date should be greater than or equal to the start date.'],
    ]);
  });

  it('asks for both days when neither is given, or when both are blank', () => {
    expect(listProblems({ customer: 'Konkan Builders' })).toEqual([
      ['startDate', 'Please select both start and end dates.'],
      ['endDate', 'Please select both start and end dates.'],
    ]);
    expect(listProblems({ customer: 'Konkan Builders', startDate: '', endDate: '' })).toEqual([
      ['startDate', 'Enter a real date as YYYY-MM-DD.'],
      ['endDate', 'Enter a real date as YYYY-MM-DD.'],
      ['endDate', 'Please select both start and end dates.'],
    ]);
  });

  it('refuses days longer than YYYY-MM-DD by their length', () => {
    const long = `2026-11-01${' '.repeat(90)}`;
    const issues = receiptListQuerySchema.safeParse({ customer: 'Konkan Builders', startDate: long, endDate: long })
      .error?.issues;
    expect(issues?.filter((issue) => issue.code === 'too_big').map((issue) => issue.path)).toEqual([
      ['startDate'],
      ['endDate'],
    ]);
  });

  it('refuses a query without the customer or a day', () => {
    expect(listProblems({ startDate: '2026-11-01', endDate: '2026-11-30' })).toEqual([
      ['customer', 'Choose a customer.'],
    ]);
    expect(listProblems({ customer: 'Konkan Builders', startDate: '2026-11-01' })).toEqual([
      ['endDate', 'Please select both start and end dates.'],
    ]);
    expect(listProblems({ customer: 'Konkan Builders', startDate: '2026-11-31', endDate: '2026-12-01' })).toEqual([
      ['startDate', 'Enter a real date as YYYY-MM-DD.'],
    ]);
  });
});

describe('the receipt answers', () => {
  // ₹54,461.55 received and ₹990.21 TDS settle INV/2026-27/0001 of ₹55,451.76 in full: balance ₹0, Paid.
  const standing = { invoiceNo: 'INV/2026-27/0001', amount: 55_451.76, invoiceStatus: 'Paid', invoiceBalance: 0 };

  it('keep the receipt id and where each invoice it settles stands', () => {
    const recorded = { id: 'R1', allocations: [standing] };
    expect(receiptRecordedSchema.parse(recorded)).toEqual(recorded);
  });

  it('keep the reversal id, the receipt it reverses and each invoice given its part back', () => {
    // The reversal gives the ₹55,451.76 back: the invoice is Unpaid again for all of it.
    const reversed = {
      id: 'R2',
      reverses: 'R1',
      allocations: [{ ...standing, invoiceStatus: 'Unpaid', invoiceBalance: 55_451.76 }],
    };
    expect(receiptReversedSchema.parse(reversed)).toEqual(reversed);
  });

  it('keep every field of a receipt as listed, with its allocations', () => {
    const receipt = {
      id: 'R1',
      customer: 'Konkan Builders',
      amount: 54_461.55,
      tdsDeducted: 990.21,
      date: '2026-11-27',
      mode: 'NEFT',
      reference: 'UTR402611270001',
      note: '',
      reverses: null,
      reversedBy: 'R2',
      reason: '',
      createdBy: 'office',
      allocations: [{ invoiceNo: 'INV/2026-27/0001', amount: 55_451.76 }],
    };
    expect(receiptSchema.parse(receipt)).toEqual(receipt);
  });
});
