import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type TdsReceiptGroup,
  customerPan,
  tdsReceivablePaise,
  tdsReceivableQuerySchema,
  tdsReceivableSchema,
} from './tds-receivable.ts';

const KARNATAKA_GSTIN = '29AAACD1234F1Z5';

const group = (fields: Partial<TdsReceiptGroup>): TdsReceiptGroup => ({
  customer: 'Konkan Builders',
  pan: '',
  gstin: '',
  receipts: 0,
  receivedPaise: 0,
  receiptTdsPaise: 0,
  reversals: 0,
  reversedPaise: 0,
  reversalTdsPaise: 0,
  ...fields,
});

describe('customerPan', () => {
  it('is the PAN kept for the customer, else the one inside its GSTIN, else empty', () => {
    expect(customerPan('AAACK1234L', KARNATAKA_GSTIN)).toBe('AAACK1234L');
    expect(customerPan('', KARNATAKA_GSTIN)).toBe('AAACD1234F');
    expect(customerPan('', '')).toBe('');
  });
});

describe('tdsReceivablePaise (issue 33)', () => {
  it('per customer by name: receipts less the reversals dated in the quarter, with the PAN and the totals', () => {
    const { rows, totals } = tdsReceivablePaise([
      // Two receipts: 9,900.00 + 4,950.00 paid, 100.00 + 50.00 deducted; one reversed in the quarter.
      group({
        receipts: 2,
        receivedPaise: 1_485_000,
        receiptTdsPaise: 15_000,
        reversals: 1,
        reversedPaise: 495_000,
        reversalTdsPaise: 5_000,
      }),
      // Only the reversal of a receipt of the quarter before.
      group({
        customer: 'Deccan Steel',
        gstin: KARNATAKA_GSTIN,
        reversals: 1,
        reversedPaise: 5_446_155,
        reversalTdsPaise: 99_021,
      }),
      group({ customer: 'Ratnagiri Cements', pan: 'abc', receipts: 1, receivedPaise: 1_000_000 }),
    ]);
    expect(rows).toEqual([
      {
        customer: 'Deccan Steel',
        pan: 'AAACD1234F',
        panValid: true,
        gstin: KARNATAKA_GSTIN,
        receipts: -1,
        amountReceivedPaise: -5_446_155,
        tdsDeductedPaise: -99_021,
      },
      {
        customer: 'Konkan Builders',
        pan: '',
        panValid: false,
        gstin: '',
        receipts: 1,
        // 14,850.00 - 4,950.00; 150.00 - 50.00
        amountReceivedPaise: 990_000,
        tdsDeductedPaise: 10_000,
      },
      {
        customer: 'Ratnagiri Cements',
        pan: 'abc',
        panValid: false,
        gstin: '',
        receipts: 1,
        amountReceivedPaise: 1_000_000,
        tdsDeductedPaise: 0,
      },
    ]);
    // -54,461.55 + 9,900.00 + 10,000.00 = -34,561.55; -990.21 + 100.00 = -890.21
    expect(totals).toEqual({ receipts: 1, amountReceivedPaise: -3_456_155, tdsDeductedPaise: -89_021 });
  });

  it('a quarter without receipts has no rows and zero totals', () => {
    expect(tdsReceivablePaise([])).toEqual({
      rows: [],
      totals: { receipts: 0, amountReceivedPaise: 0, tdsDeductedPaise: 0 },
    });
  });

  it('the totals are the rows added up, and each row is its receipts less its reversals', () => {
    const paise = fc.integer({ min: 0, max: 1e10 });
    const groups = fc.uniqueArray(
      fc.record({
        customer: fc.string({ minLength: 1, maxLength: 6 }),
        pan: fc.constantFrom('', 'AAACK1234L'),
        gstin: fc.constantFrom('', KARNATAKA_GSTIN),
        receipts: fc.nat(50),
        receivedPaise: paise,
        receiptTdsPaise: paise,
        reversals: fc.nat(50),
        reversedPaise: paise,
        reversalTdsPaise: paise,
      }),
      { selector: (g) => g.customer, maxLength: 20 },
    );
    fc.assert(
      fc.property(groups, (list) => {
        const { rows, totals } = tdsReceivablePaise(list);
        expect(rows.map((row) => row.customer)).toEqual(list.map((g) => g.customer).sort((a, b) => a.localeCompare(b)));
        const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((s, row) => s + pick(row), 0);
        expect(totals).toEqual({
          receipts: sum((row) => row.receipts),
          amountReceivedPaise: sum((row) => row.amountReceivedPaise),
          tdsDeductedPaise: sum((row) => row.tdsDeductedPaise),
        });
        const figures = (g: TdsReceiptGroup) => g.receivedPaise - g.reversedPaise;
        expect(totals.amountReceivedPaise).toBe(list.reduce((s, g) => s + figures(g), 0));
        expect(totals.tdsDeductedPaise).toBe(list.reduce((s, g) => s + g.receiptTdsPaise - g.reversalTdsPaise, 0));
      }),
    );
  });
});

describe('the TDS receivable query', () => {
  it('reads a financial year and a quarter as the TDS register does', () => {
    expect(tdsReceivableQuerySchema.parse({ fy: '2026-27', quarter: 'Q3' })).toEqual({ fy: '2026-27', quarter: 'Q3' });
    const issue = (query: object) => tdsReceivableQuerySchema.safeParse(query).error?.issues[0];
    expect(issue({ fy: '2026-28', quarter: 'Q3' })).toMatchObject({
      path: ['fy'],
      message: 'Financial year must be written as 2026-27.',
    });
    expect(issue({ fy: '2026-27', quarter: 'Q5' })).toMatchObject({
      path: ['quarter'],
      message: 'Quarter must be Q1, Q2, Q3 or Q4.',
    });
  });
});

describe('the TDS receivable as GET /tds-receivable answers it', () => {
  it('keeps the quarter, each customer with its PAN and GSTIN, and the totals, in rupees', () => {
    const answer = {
      fy: '2026-27',
      quarter: 'Q3',
      startDate: '2026-10-01',
      endDate: '2026-12-31',
      rows: [
        {
          customer: 'Deccan Steel',
          pan: 'AAACD1234F',
          panValid: true,
          gstin: KARNATAKA_GSTIN,
          receipts: 1,
          amountReceived: 54_461.55,
          tdsDeducted: 990.21,
        },
      ],
      totals: { receipts: 1, amountReceived: 54_461.55, tdsDeducted: 990.21 },
    };
    expect(tdsReceivableSchema.parse(answer)).toEqual(answer);
    expect(tdsReceivableSchema.safeParse({ ...answer, totals: { ...answer.totals, receipts: 0.5 } }).success).toBe(
      false,
    );
  });
});
