import { describe, expect, it } from 'vitest';
import {
  billBalancePaise,
  billHasPaymentsMessage,
  billPaymentStatus,
  netPaidPaise,
  billStandingSchema,
  overBalanceProblem,
  paymentDateProblem,
  paymentListQuerySchema,
  paymentRecordedSchema,
  paymentRequestSchema,
  paymentReversalSchema,
  paymentSchema,
  allocatedPaymentRecordedSchema,
  allocationsProblem,
  allocationOverBalanceProblem,
  cancelledBillMessage,
  duplicateReferenceMessage,
  openBillSchema,
  openBillsQuerySchema,
  otherVendorMessage,
  paymentParts,
  paymentReversedSchema,
  referenceKey,
  revisedBelowPaidMessage,
} from './payment.schemas.ts';

const payment = { billId: 'b12', amount: '1500.50', date: '2026-11-02', mode: 'NEFT', reference: 'UTR123' };

/** The first problem the schema reports: its field and message. */
function problem(input: object) {
  const result = paymentRequestSchema.safeParse(input);
  if (result.success) return null;
  const [issue] = result.error.issues;
  return { field: issue?.path.join('.'), message: issue?.message };
}

describe('a payment request (issue 17)', () => {
  it('reads a payment: bill id in capitals, rupees as written', () => {
    expect(paymentRequestSchema.parse(payment)).toEqual({
      billId: 'B12',
      amount: 1500.5,
      date: '2026-11-02',
      mode: 'NEFT',
      reference: 'UTR123',
    });
    expect(paymentRequestSchema.parse({ ...payment, amount: '₹ 1,25,000.50' }).amount).toBe(125_000.5);
    expect(paymentRequestSchema.parse({ ...payment, amount: 1_000_000_000, note: ' part 1 ' })).toMatchObject({
      amount: 1_000_000_000,
      note: 'part 1',
    });
  });

  it('amount: rupees with at most 2 decimals, more than 0, at most ₹100 crore', () => {
    expect(problem({ ...payment, amount: '10.005' })).toEqual({
      field: 'amount',
      message: 'Rupees take at most 2 decimals (paise).',
    });
    expect(problem({ ...payment, amount: '0' })).toEqual({
      field: 'amount',
      message: 'The amount must be more than ₹0.',
    });
    expect(problem({ ...payment, amount: '-5' })).toEqual({ field: 'amount', message: 'Please enter a valid number.' });
    expect(problem({ ...payment, amount: '1,2,3' })).toEqual({
      field: 'amount',
      message: 'Please enter a valid number.',
    });
    expect(problem({ ...payment, amount: 1_000_000_000.01 })).toEqual({
      field: 'amount',
      message: 'At most ₹100 crore.',
    });
    expect(problem({ ...payment, amount: '' })).toEqual({ field: 'amount', message: 'Enter the amount paid.' });
  });

  it('date: a real calendar day', () => {
    expect(problem({ ...payment, date: '2026-02-29' })).toEqual({
      field: 'date',
      message: 'Enter a real date as YYYY-MM-DD.',
    });
    expect(problem({ ...payment, date: '02/11/2026' })?.field).toBe('date');
    expect(problem({ ...payment, date: '2028-02-29' })).toBeNull();
    // At most 10 characters: longer text is refused by its length before the calendar is read.
    expect(
      paymentRequestSchema.safeParse({ ...payment, date: `2026-11-02${' '.repeat(90)}` }).error?.issues[0],
    ).toMatchObject({
      path: ['date'],
      code: 'too_big',
      maximum: 10,
    });
  });

  it('bill id: spaces around it are dropped', () => {
    expect(paymentRequestSchema.parse({ ...payment, billId: ' b12 ' }).billId).toBe('B12');
  });

  it('mode: one of NEFT, RTGS, IMPS, UPI, Cheque, Cash', () => {
    for (const mode of ['NEFT', 'RTGS', 'IMPS', 'UPI', 'Cheque', 'Cash'])
      expect(problem({ ...payment, mode })).toBeNull();
    expect(problem({ ...payment, mode: 'cheque' })).toEqual({
      field: 'mode',
      message: 'Mode must be one of NEFT, RTGS, IMPS, UPI, Cheque, Cash.',
    });
  });

  it('reference: required except for Cash, at most 40 characters', () => {
    const required = { field: 'reference', message: 'Enter the UTR or cheque number (not needed for Cash).' };
    expect(problem({ ...payment, reference: '   ' })).toEqual(required);
    expect(problem({ ...payment, mode: 'Cheque', reference: undefined })).toEqual(required);
    expect(paymentRequestSchema.parse({ ...payment, mode: 'Cash', reference: undefined }).reference).toBe('');
    expect(problem({ ...payment, reference: 'x'.repeat(40) })).toBeNull();
    expect(problem({ ...payment, reference: 'x'.repeat(41) })?.field).toBe('reference');
  });

  it('note: optional, at most 200 characters; nothing else is accepted', () => {
    expect(problem({ ...payment, note: 'x'.repeat(200) })).toBeNull();
    expect(problem({ ...payment, note: 'x'.repeat(201) })).toEqual({
      field: 'note',
      message: 'The note can be at most 200 characters.',
    });
    expect(problem({ ...payment, paid: true })).not.toBeNull();
  });

  it('a reversal needs a reason of 3 to 200 characters', () => {
    expect(paymentReversalSchema.safeParse({ reason: ' ab ' }).success).toBe(false);
    expect(paymentReversalSchema.parse({ reason: 'UTR' })).toEqual({ reason: 'UTR' });
    expect(paymentReversalSchema.parse({ reason: 'r'.repeat(200) })).toEqual({ reason: 'r'.repeat(200) });
    expect(paymentReversalSchema.safeParse({ reason: 'r'.repeat(201) }).success).toBe(false);
    expect(paymentReversalSchema.parse({ reason: ' Wrong UTR ' })).toEqual({ reason: 'Wrong UTR' });
  });
});

describe("a bill's balance and status (issue 17), in paise", () => {
  it('paid is payments less their reversals', () => {
    expect(netPaidPaise([])).toBe(0);
    // 1,000.00 + 250.50 paid, the 250.50 reversed: 1,000.00 paid.
    const entries = [
      { amountPaise: 100_000, reverses: null },
      { amountPaise: 25_050, reverses: null },
      { amountPaise: 25_050, reverses: 'P2' },
    ];
    expect(netPaidPaise(entries)).toBe(100_000);
  });

  it('balance is the final amount less what is paid', () => {
    // ₹39,776.80 billed, ₹10,000.00 paid: ₹29,776.80 left.
    expect(billBalancePaise(3_977_680, 1_000_000)).toBe(2_977_680);
    expect(billBalancePaise(3_977_680, 3_977_680)).toBe(0);
  });

  it('Unpaid, then Partly paid, then Paid', () => {
    expect(billPaymentStatus(3_977_680, 0)).toBe('Unpaid');
    expect(billPaymentStatus(3_977_680, 1)).toBe('Partly paid');
    expect(billPaymentStatus(3_977_680, 3_977_679)).toBe('Partly paid');
    expect(billPaymentStatus(3_977_680, 3_977_680)).toBe('Paid');
    // A bill whose deductions leave nothing to pay owes nothing.
    expect(billPaymentStatus(0, 0)).toBe('Paid');
  });

  it('a payment above the balance is refused with the balance in rupees, Indian grouping', () => {
    expect(overBalanceProblem(2_977_680, 2_977_680)).toBeNull();
    expect(overBalanceProblem(2_977_681, 2_977_680)).toBe("The amount is more than the bill's balance of ₹29,776.80.");
    expect(overBalanceProblem(1, 1_234_567_89)).toBeNull();
    expect(overBalanceProblem(1_234_567_90, 1_234_567_89)).toBe(
      "The amount is more than the bill's balance of ₹12,34,567.89.",
    );
  });

  it('a payment dated before its bill or in the future is refused', () => {
    expect(paymentDateProblem('2026-11-01', '2026-11-01', '2026-11-24')).toBeNull();
    expect(paymentDateProblem('2026-11-24', '2026-11-01', '2026-11-24')).toBeNull();
    expect(paymentDateProblem('2026-10-31', '2026-11-01', '2026-11-24')).toBe(
      'A payment cannot be dated before its bill (2026-11-01).',
    );
    expect(paymentDateProblem('2026-11-25', '2026-11-01', '2026-11-24')).toBe(
      'A payment cannot be dated in the future.',
    );
  });

  it('the refusals of deleting or revising a paid bill name the amount paid', () => {
    expect(billHasPaymentsMessage(1_000_000)).toBe(
      'This bill has ₹10,000.00 paid against it, so it cannot be deleted. Reverse its payments first.',
    );
    expect(revisedBelowPaidMessage(1_000_000, 950_000)).toBe(
      'This bill has ₹10,000.00 paid against it; a revised total of ₹9,500.00 is below that. Reverse a payment first.',
    );
  });
});

describe('the payments API’s other shapes (issue 17)', () => {
  it('GET /payments takes a bill id of up to 20 characters, or a vendor of up to 100 with two days', () => {
    expect(paymentListQuerySchema.parse({ billId: 'B12' })).toEqual({ billId: 'B12' });
    expect(paymentListQuerySchema.parse({ billId: 'B'.repeat(20) })).toEqual({ billId: 'B'.repeat(20) });
    expect(paymentListQuerySchema.safeParse({ billId: 'B'.repeat(21) }).success).toBe(false);
    const byVendor = { vendor: 'Sharma Roadlines', startDate: '2026-04-01', endDate: '2027-03-31' };
    expect(paymentListQuerySchema.parse(byVendor)).toEqual(byVendor);
    expect(paymentListQuerySchema.parse({ vendor: 'V'.repeat(100) })).toEqual({ vendor: 'V'.repeat(100) });
    expect(paymentListQuerySchema.safeParse({ vendor: 'V'.repeat(101) }).success).toBe(false);
  });

  it('a recorded payment, a bill’s standing and a listed payment keep every field', () => {
    // Bill B12 of 2,500.50 with 1,500.50 paid: 1,000.00 left, Partly paid.
    const standing = { billStatus: 'Partly paid', billBalance: 1_000 };
    expect(billStandingSchema.parse(standing)).toEqual(standing);
    const recorded = {
      ...standing,
      id: 'P7',
      billId: 'B12',
      amount: 1_500.5,
      date: '2026-11-02',
      mode: 'NEFT',
      reference: 'UTR123',
    };
    expect(paymentRecordedSchema.parse(recorded)).toEqual(recorded);
    const listed = {
      id: 'P8',
      billId: 'B12',
      vendor: 'Sharma Roadlines',
      amount: 1_500.5,
      date: '2026-11-03',
      mode: 'NEFT',
      reference: 'UTR123',
      note: '',
      reverses: 'P7',
      reversedBy: null,
      reason: 'Wrong UTR',
      createdBy: 'ravi',
      createdAt: '2026-11-03T10:15:00.000Z',
      allocations: [{ billId: 'B12', amount: 1_500.5 }],
    };
    expect(paymentSchema.parse(listed)).toEqual(listed);
  });
});

describe('a payment across bills of one vendor (issue 28)', () => {
  const across = {
    allocations: [
      { billId: 'b12', amount: '1000' },
      { billId: ' B14 ', amount: 500.5 },
    ],
    amount: '1500.50',
    date: '2026-11-05',
    mode: 'RTGS',
    reference: 'UTR77',
  };

  it('reads the allocations: bill ids in capitals, rupees as written; no billId beside them', () => {
    expect(paymentRequestSchema.parse(across)).toEqual({
      allocations: [
        { billId: 'B12', amount: 1000 },
        { billId: 'B14', amount: 500.5 },
      ],
      amount: 1500.5,
      date: '2026-11-05',
      mode: 'RTGS',
      reference: 'UTR77',
    });
  });

  it('a one-bill body is one part of its whole amount; parts are in paise, in the order given', () => {
    // ₹1,500.50 on B12.
    expect(paymentParts(paymentRequestSchema.parse(payment))).toEqual([{ billId: 'B12', amountPaise: 150_050 }]);
    expect(paymentParts(paymentRequestSchema.parse(across))).toEqual([
      { billId: 'B12', amountPaise: 100_000 },
      { billId: 'B14', amountPaise: 50_050 },
    ]);
  });

  it('the allocations add up to the amount paid, to the paisa', () => {
    // 1,000.00 + 500.50 = 1,500.50; the amount says 1,500.51.
    expect(problem({ ...across, amount: '1500.51' })).toEqual({
      field: 'allocations',
      message: 'The amounts for the bills add up to ₹1,500.50; they must add up to the amount paid, ₹1,500.51.',
    });
  });

  it('a bill appears once; at least one bill; each amount above ₹0 with at most 2 decimals', () => {
    const twice = [
      { billId: 'B12', amount: 1000 },
      { billId: 'b12', amount: 500.5 },
    ];
    expect(problem({ ...across, allocations: twice })).toEqual({
      field: 'allocations',
      message: 'Bill B12 is listed twice; put its whole amount on one line.',
    });
    expect(problem({ ...across, allocations: [] })).toEqual({
      field: 'allocations',
      message: 'Choose at least one bill to pay.',
    });
    const zero = [
      { billId: 'B12', amount: 1500.5 },
      { billId: 'B14', amount: 0 },
    ];
    expect(problem({ ...across, allocations: zero })).toEqual({
      field: 'allocations.1.amount',
      message: 'The amount must be more than ₹0.',
    });
    const paise = [
      { billId: 'B12', amount: '1000.005' },
      { billId: 'B14', amount: 500.5 },
    ];
    expect(problem({ ...across, allocations: paise })?.field).toBe('allocations.0.amount');
    expect(problem({ ...across, allocations: [{ billId: '12', amount: 1500.5 }] })).toEqual({
      field: 'allocations.0.billId',
      message: 'Bill id is B followed by digits, e.g. B12.',
    });
  });

  it('at most 100 bills in one payment', () => {
    // 100 bills of ₹1.00 each: ₹100.00.
    const bills = (count: number) => Array.from({ length: count }, (_, i) => ({ billId: `B${i + 1}`, amount: 1 }));
    expect(problem({ ...across, allocations: bills(100), amount: 100 })).toBeNull();
    expect(problem({ ...across, allocations: bills(101), amount: 101 })).toEqual({
      field: 'allocations',
      message: 'A payment can settle at most 100 bills.',
    });
  });

  it('takes a billId or allocations, never both and never neither', () => {
    expect(problem({ ...across, billId: 'B12' })).toEqual({
      field: 'billId',
      message: 'Give billId for one bill, or allocations for several, not both.',
    });
    const { allocations: _left, ...neither } = across;
    expect(problem(neither)).toEqual({
      field: 'billId',
      message: 'Give billId for one bill, or allocations for several.',
    });
  });

  it('the sum check adds paise and names each bill listed twice once', () => {
    expect(
      allocationsProblem(150_050, [
        { billId: 'B12', amountPaise: 100_000 },
        { billId: 'B14', amountPaise: 50_050 },
      ]),
    ).toBeNull();
    expect(allocationsProblem(150_050, [{ billId: 'B12', amountPaise: 150_049 }])).toBe(
      'The amounts for the bills add up to ₹1,500.49; they must add up to the amount paid, ₹1,500.50.',
    );
    expect(
      allocationsProblem(3, [
        { billId: 'B1', amountPaise: 1 },
        { billId: 'B1', amountPaise: 1 },
        { billId: 'B1', amountPaise: 1 },
      ]),
    ).toBe('Bill B1 is listed twice; put its whole amount on one line.');
  });

  it('the refusals name the bill: over its balance, of another vendor, cancelled', () => {
    expect(allocationOverBalanceProblem('B12', 100_000, 100_000)).toBeNull();
    expect(allocationOverBalanceProblem('B12', 100_001, 100_000)).toBe(
      'The amount for bill B12 is more than its balance of ₹1,000.00.',
    );
    expect(allocationOverBalanceProblem('B3', 1, -500)).toBe(
      'The amount for bill B3 is more than its balance of ₹0.00.',
    );
    expect(otherVendorMessage('B14', 'Balaji Carriers', 'Sharma Roadlines')).toBe(
      'Bill B14 is of Balaji Carriers, not of Sharma Roadlines: one payment pays the bills of one vendor.',
    );
    expect(cancelledBillMessage('B12')).toBe('Bill B12 is cancelled; it cannot be paid.');
  });
});

describe('a UTR or cheque number is used once per vendor (issue 28)', () => {
  it('compares references without spaces and without regard to case', () => {
    expect(referenceKey(' utr 0012 ab ')).toBe('UTR0012AB');
    expect(referenceKey('UTR\t0012AB')).toBe('UTR0012AB');
    expect(referenceKey('')).toBe('');
  });

  it('names the earlier payment and its day, dd/mm/yyyy', () => {
    expect(duplicateReferenceMessage('ABC123', { id: 'P12', date: '2026-11-05' })).toBe(
      'UTR or cheque number ABC123 was already used for payment P12 of 05/11/2026 to this vendor.',
    );
  });
});

describe('the answers of a payment across bills (issue 28)', () => {
  it('a recorded payment lists each bill with its part, status and balance; a reversal adds them to its own', () => {
    // B12 ₹2,000.00 paid in full by ₹2,000.00; B14 ₹1,000.00 with ₹400.00 of it paid: ₹600.00 left.
    const allocations = [
      { billId: 'B12', amount: 2000, billStatus: 'Paid', billBalance: 0 },
      { billId: 'B14', amount: 400, billStatus: 'Partly paid', billBalance: 600 },
    ];
    const recorded = { id: 'P9', amount: 2400, date: '2026-11-05', mode: 'NEFT', reference: 'UTR9', allocations };
    expect(allocatedPaymentRecordedSchema.parse(recorded)).toEqual(recorded);
    const reversed = { id: 'P10', billId: 'B12', billStatus: 'Unpaid', billBalance: 2000, allocations };
    expect(paymentReversedSchema.parse(reversed)).toEqual(reversed);
  });

  it('an open bill carries its day, amount, paid, balance and status; the query needs a vendor', () => {
    const bill = { billId: 'B14', date: '2026-11-01', amount: 1000, paid: 400, balance: 600, status: 'Partly paid' };
    expect(openBillSchema.parse(bill)).toEqual(bill);
    expect(openBillsQuerySchema.parse({ vendor: ' Sharma Roadlines ' })).toEqual({ vendor: 'Sharma Roadlines' });
    expect(openBillsQuerySchema.safeParse({ vendor: ' ' }).error?.issues[0]?.message).toBe('Choose a vendor.');
    expect(openBillsQuerySchema.safeParse({}).error?.issues[0]?.path).toEqual(['vendor']);
    // No vendor at all (the query without ?vendor=) says the same as a blank one.
    expect(openBillsQuerySchema.safeParse({}).error?.issues[0]?.message).toBe('Choose a vendor.');
    expect(openBillsQuerySchema.safeParse({ vendor: undefined }).error?.issues[0]?.message).toBe('Choose a vendor.');
    expect(openBillsQuerySchema.safeParse({ vendor: 'V'.repeat(101) }).success).toBe(false);
  });
});
