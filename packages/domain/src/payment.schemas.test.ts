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
    expect(problem({ ...payment, amount: '1,000' })).toEqual({
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
    };
    expect(paymentSchema.parse(listed)).toEqual(listed);
  });
});
