import { describe, expect, it } from 'vitest';
import {
  billingFilterSchema,
  billingRowSchema,
  generateBillRequestSchema,
  listBillingResponseSchema,
  listToReviseResponseSchema,
  reviseBillFilterSchema,
  reviseBillRequestSchema,
  reviseUpdateRequestSchema,
  transactionRowSchema,
  transactionsFilterSchema,
} from './billing-rows.schemas.ts';
import { billPaymentStatus } from './payment.schemas.ts';

const ok = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

const row = {
  _id: '1',
  trip_id: 'T1',
  username: 'ravi',
  profile: 'accountant',
  truck_no: 'MH12KL1111',
  date: '2026-03-05',
  weight: 12.345,
  actual_weight: 12.2,
  difference_weight: -0.145,
  freight: 15_437,
  rate: 1250.5,
  diesel_amount: 5000,
  short: 100.5,
  advance: null,
  driver_name: 'Ramesh',
  destination_from: 'Pune',
  destination_to: 'Mumbai',
  do_number: 'DO-7',
  vendor: 'Sharma Roadlines',
  truck_type: 'Bulker',
  transaction_status: 'Acknowledged',
  diesel_slip_number: 'DS-9',
  billing_id: null,
  toll: 125.25,
  adblue: 310,
  greasing: null,
  tds: 231.56,
  amount: 9_980,
};

describe('billing and revise-bill rows (spec-2 section 3)', () => {
  it('a billing list keeps every column of every row', () => {
    const list = { resultData: [row], message: '' };
    expect(listBillingResponseSchema.parse(list)).toEqual(list);
    expect(ok(billingRowSchema, { ...row, transaction_status: 'Closed' })).toBe(false);
    expect(ok(listBillingResponseSchema, { resultData: [row] })).toBe(false);
  });

  it('a revise list adds GST, remarks and the final amount, with the remarks and whether taxes apply', () => {
    const billed = { ...row, billing_id: 'B3', gst_amount: 1_197.6, remarks_amount: -50, final_amount: 11_127.6 };
    const list = {
      billed: [billed],
      acknowledged: [row],
      message: '',
      remarks: [{ text: 'Damage', amount: -50 }],
      applyTaxes: true,
    };
    expect(listToReviseResponseSchema.parse(list)).toEqual(list);
    expect(ok(listToReviseResponseSchema, { ...list, remarks: [{ text: 'Damage' }] })).toBe(false);
  });

  it('a transaction row keeps every money column and its revision', () => {
    const transaction = {
      _id: '4',
      billing_id: 'B3',
      vendor: 'Sharma Roadlines',
      date: '2026-03-05',
      weight: 24.5,
      actual_weight: 24.1,
      freight: 30_000,
      rate: 1225,
      diesel: 10_000,
      advance: 4_000,
      toll: 250,
      adblue: 120,
      greasing: 80,
      tds: 450,
      short: 300,
      remarks: -50,
      gst: 1_770,
      amount: 16_520,
      revision: 1,
      paid: 10_000,
      balance: 6_520,
      status: 'Partly paid',
    };
    expect(transactionRowSchema.parse(transaction)).toEqual(transaction);
    expect(ok(transactionRowSchema, { ...transaction, revision: 1.5 })).toBe(false);
    // The totals row has no status; no other status is known.
    expect(transactionRowSchema.parse({ ...transaction, status: '' }).status).toBe('');
    expect(ok(transactionRowSchema, { ...transaction, status: 'Overdue' })).toBe(false);
  });
});

describe('billing requests', () => {
  it('filters: days, a vendor up to 60 characters and a truck number up to 20', () => {
    const filter = {
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      vendor: 'V'.repeat(60),
      truckNumber: 'T'.repeat(20),
    };
    expect(billingFilterSchema.parse(filter)).toEqual(filter);
    expect(ok(billingFilterSchema, { vendor: 'V'.repeat(61) })).toBe(false);
    expect(ok(billingFilterSchema, { truckNumber: 'T'.repeat(21) })).toBe(false);
    expect(ok(billingFilterSchema, { startDate: '2026-02-30' })).toBe(false);
    expect(transactionsFilterSchema.parse({ startDate: '2026-03-01', endDate: '' })).toEqual({
      startDate: '2026-03-01',
    });
    expect(ok(transactionsFilterSchema, { endDate: '2026-13-01' })).toBe(false);
    expect(transactionsFilterSchema.parse({ status: 'Partly paid' })).toEqual({ status: 'Partly paid' });
    expect(transactionsFilterSchema.parse({ status: 'Cancelled' })).toEqual({ status: 'Cancelled' });
    expect(transactionsFilterSchema.safeParse({ status: 'Overdue' }).error?.issues[0]).toMatchObject({
      path: ['status'],
      message: 'Status must be one of Unpaid, Partly paid, Paid, Cancelled.',
    });
    expect(reviseBillFilterSchema.parse({ bill_id: 'B'.repeat(20), startDate: null })).toEqual({
      bill_id: 'B'.repeat(20),
    });
    expect(ok(reviseBillFilterSchema, { bill_id: 'B'.repeat(21) })).toBe(false);
    expect(ok(reviseBillFilterSchema, { startDate: '2026-02-30' })).toBe(false);
  });

  it('generate: the rows as the old client sends them, up to 2,000, with up to 5 remarks each', () => {
    const sent = {
      id: 'I'.repeat(40),
      trip_id: 'T'.repeat(40),
      vendor: 'V'.repeat(100),
      transaction_status: 'S'.repeat(20),
      frt: 15_437,
      remarks: [{ text: 'Loading', amount: 500 }],
      applyTaxes: true,
    };
    expect(generateBillRequestSchema.parse([sent])).toEqual([sent]);
    for (const [field, length] of [
      ['id', 41],
      ['trip_id', 41],
      ['vendor', 101],
      ['transaction_status', 21],
    ] as const) {
      expect(ok(generateBillRequestSchema, [{ ...sent, [field]: 'x'.repeat(length) }])).toBe(false);
    }
    const remark = { text: 'Loading', amount: 1 };
    expect(ok(generateBillRequestSchema, [{ remarks: Array.from({ length: 5 }, () => remark) }])).toBe(true);
    expect(ok(generateBillRequestSchema, [{ remarks: Array.from({ length: 6 }, () => remark) }])).toBe(false);
    expect(
      ok(
        generateBillRequestSchema,
        Array.from({ length: 2000 }, () => ({})),
      ),
    ).toBe(true);
    expect(
      ok(
        generateBillRequestSchema,
        Array.from({ length: 2001 }, () => ({})),
      ),
    ).toBe(false);
  });

  it('revise: three lists of trips up to 2,000 each, up to 5 remarks', () => {
    const ref = { trip_id: 'T'.repeat(40), billing_id: 'B'.repeat(40), truck_no: 'MH12KL1111' };
    const request = {
      billedSelectedRows: [ref],
      billedUnselectedRows: [{ trip_id: 'T2', billing_id: null }],
      ackSelectedRows: [{ trip_id: 'T3', billing_id: 'B3' }],
      additionalRemarks: [{ text: 'Damage', amount: '-50' }],
      applyTaxes: false,
    };
    expect(reviseBillRequestSchema.parse(request)).toEqual(request);
    expect(ok(reviseBillRequestSchema, { ...request, billedSelectedRows: [{ trip_id: 'T'.repeat(41) }] })).toBe(false);
    expect(ok(reviseBillRequestSchema, { ...request, ackSelectedRows: [{ billing_id: 'B'.repeat(41) }] })).toBe(false);
    const many = (length: number) => Array.from({ length }, () => ({ trip_id: 'T1' }));
    for (const list of ['billedSelectedRows', 'billedUnselectedRows', 'ackSelectedRows']) {
      expect(ok(reviseBillRequestSchema, { ...request, [list]: many(2000) })).toBe(true);
      expect(ok(reviseBillRequestSchema, { ...request, [list]: many(2001) })).toBe(false);
    }
    const remarks = (length: number) => Array.from({ length }, () => ({ text: 'Damage', amount: 1 }));
    expect(ok(reviseBillRequestSchema, { ...request, additionalRemarks: remarks(5) })).toBe(true);
    expect(ok(reviseBillRequestSchema, { ...request, additionalRemarks: remarks(6) })).toBe(false);
  });

  it('a row edit: the trip, its bill and the edited cells, blank clears, Advance whole rupees', () => {
    const request = {
      trip_id: 'T'.repeat(40),
      bill_id: 'B'.repeat(40),
      updateRows: {
        weight: '12.345',
        actual_weight: '',
        diesel_amount: '5000.50',
        short: '100',
        advance: '2000',
        toll: '125.25',
      },
    };
    expect(reviseUpdateRequestSchema.parse(request)).toEqual({
      ...request,
      updateRows: {
        weight: 12.345,
        actual_weight: null,
        diesel_amount: 5000.5,
        short: 100,
        advance: 2000,
        toll: 125.25,
      },
    });
    expect(ok(reviseUpdateRequestSchema, { ...request, trip_id: 'T'.repeat(41) })).toBe(false);
    expect(ok(reviseUpdateRequestSchema, { ...request, bill_id: 'B'.repeat(41) })).toBe(false);
    expect(ok(reviseUpdateRequestSchema, { ...request, updateRows: { advance: '2000.50' } })).toBe(false);
    expect(ok(reviseUpdateRequestSchema, { ...request, updateRows: { freight: '1' } })).toBe(false);
  });
});

describe("a bill's status (issue 28)", () => {
  it('Cancelled whatever its amount and payments; else from what is paid', () => {
    expect(billPaymentStatus(1_225_500, 0, true)).toBe('Cancelled');
    expect(billPaymentStatus(1_225_500, 0)).toBe('Unpaid');
    expect(billPaymentStatus(1_225_500, 250_075, false)).toBe('Partly paid');
    expect(billPaymentStatus(1_225_500, 1_225_500)).toBe('Paid');
    expect(ok(transactionRowSchema.shape.status, 'Cancelled')).toBe(true);
  });
});
