import { describe, expect, it } from 'vitest';
import {
  type TdsTrip,
  isFinancialYear,
  isValidPan,
  quarterOf,
  quarterRange,
  tdsRegisterPaise,
  tdsRegisterQuerySchema,
  tdsRegisterSchema,
} from './tds-register.ts';

describe('financial-year quarters (issue 17)', () => {
  it('Q1 April-June, Q2 July-September, Q3 October-December, Q4 January-March of the next year', () => {
    expect(quarterRange('2026-27', 'Q1')).toEqual({ startDate: '2026-04-01', endDate: '2026-06-30' });
    expect(quarterRange('2026-27', 'Q2')).toEqual({ startDate: '2026-07-01', endDate: '2026-09-30' });
    expect(quarterRange('2026-27', 'Q3')).toEqual({ startDate: '2026-10-01', endDate: '2026-12-31' });
    expect(quarterRange('2026-27', 'Q4')).toEqual({ startDate: '2027-01-01', endDate: '2027-03-31' });
  });

  it('finds the quarter of a day, at each edge', () => {
    expect(quarterOf('2026-04-01')).toEqual({ fy: '2026-27', quarter: 'Q1' });
    expect(quarterOf('2026-06-30')).toEqual({ fy: '2026-27', quarter: 'Q1' });
    expect(quarterOf('2026-07-01')).toEqual({ fy: '2026-27', quarter: 'Q2' });
    expect(quarterOf('2026-09-30')).toEqual({ fy: '2026-27', quarter: 'Q2' });
    expect(quarterOf('2026-10-01')).toEqual({ fy: '2026-27', quarter: 'Q3' });
    expect(quarterOf('2026-12-31')).toEqual({ fy: '2026-27', quarter: 'Q3' });
    expect(quarterOf('2027-01-01')).toEqual({ fy: '2026-27', quarter: 'Q4' });
    expect(quarterOf('2027-03-31')).toEqual({ fy: '2026-27', quarter: 'Q4' });
    expect(quarterOf('2099-12-31')).toEqual({ fy: '2099-00', quarter: 'Q3' });
    expect(quarterOf('2008-02-10')).toEqual({ fy: '2007-08', quarter: 'Q4' });
  });

  it('reads a financial year written 2026-27, the second year the next one', () => {
    expect(isFinancialYear('2026-27')).toBe(true);
    expect(isFinancialYear('2009-10')).toBe(true);
    expect(isFinancialYear('2099-00')).toBe(true);
    expect(isFinancialYear('2000-01')).toBe(true);
    expect(isFinancialYear('2026-28')).toBe(false);
    expect(isFinancialYear('2026-2027')).toBe(false);
    expect(isFinancialYear('26-27')).toBe(false);
    expect(isFinancialYear('1999-00')).toBe(false);
    // Nothing before or after the year as written.
    expect(isFinancialYear('12026-27')).toBe(false);
    expect(isFinancialYear('2026-27 ')).toBe(false);
    expect(isFinancialYear('2026-270')).toBe(false);
    expect(tdsRegisterQuerySchema.parse({ fy: '2026-27', quarter: 'Q3' })).toEqual({ fy: '2026-27', quarter: 'Q3' });
    expect(tdsRegisterQuerySchema.safeParse({ fy: '2026-27', quarter: 'Q5' }).error?.issues[0]).toMatchObject({
      path: ['quarter'],
      message: 'Quarter must be Q1, Q2, Q3 or Q4.',
    });
    expect(tdsRegisterQuerySchema.safeParse({ fy: '2026', quarter: 'Q1' }).error?.issues[0]).toMatchObject({
      path: ['fy'],
      message: 'Financial year must be written as 2026-27.',
    });
  });

  it('a valid PAN is five letters, four digits and a letter', () => {
    expect(isValidPan('AAAPL1234C')).toBe(true);
    expect(isValidPan('AAAPL1234')).toBe(false);
    expect(isValidPan('AAAP11234C')).toBe(false);
    expect(isValidPan('AAAPL1234CC')).toBe(false);
    expect(isValidPan('XAAAPL1234C')).toBe(false);
    expect(isValidPan('1AAAPL1234C')).toBe(false);
    expect(isValidPan('aaapl1234c')).toBe(false);
    expect(isValidPan('')).toBe(false);
    expect(isValidPan(null)).toBe(false);
  });
});

describe('the TDS register', () => {
  const trip = (fields: Partial<TdsTrip>): TdsTrip => ({
    vendor: 'Sharma Roadlines',
    pan: 'AAAPS1234K',
    billId: 'B7',
    billSeq: 7,
    billDate: '2026-10-05',
    freightPaise: 0,
    tdsRateBps: 200,
    ...fields,
  });

  it('sums each trip’s TDS to the paisa per bill and rate, per vendor and for the quarter; flags a missing PAN', () => {
    const register = tdsRegisterPaise([
      // 12,505.00 at 2% = 250.10; 12,818.00 at 2% = 256.36
      trip({ billId: 'B9', billSeq: 9, billDate: '2026-10-20', freightPaise: 1_250_500 }),
      trip({ freightPaise: 1_281_800 }),
      // 10,004.00 at 2% = 200.08; 333.00 at 1.5% = 4.995 -> 5.00 (to the paisa, half up)
      trip({ freightPaise: 1_000_400 }),
      trip({ freightPaise: 33_300, tdsRateBps: 150 }),
      // 9,000.00 at 1% = 90.00, a vendor with no PAN
      trip({ vendor: 'Balaji Carriers', pan: '', billId: 'B8', billSeq: 8, freightPaise: 900_000, tdsRateBps: 100 }),
    ]);
    expect(register.rows).toEqual([
      {
        vendor: 'Balaji Carriers',
        pan: '',
        panValid: false,
        bills: [
          { billId: 'B8', date: '2026-10-05', trips: 1, tdsRateBps: 100, freightPaise: 900_000, tdsPaise: 9_000 },
        ],
        freightPaise: 900_000,
        tdsPaise: 9_000,
      },
      {
        vendor: 'Sharma Roadlines',
        pan: 'AAAPS1234K',
        panValid: true,
        bills: [
          { billId: 'B7', date: '2026-10-05', trips: 1, tdsRateBps: 150, freightPaise: 33_300, tdsPaise: 500 },
          // 12,818.00 + 10,004.00 = 22,822.00; 256.36 + 200.08 = 456.44
          { billId: 'B7', date: '2026-10-05', trips: 2, tdsRateBps: 200, freightPaise: 2_282_200, tdsPaise: 45_644 },
          { billId: 'B9', date: '2026-10-20', trips: 1, tdsRateBps: 200, freightPaise: 1_250_500, tdsPaise: 25_010 },
        ],
        // 333 + 22,822 + 12,505 = 35,660.00; 5.00 + 456.44 + 250.10 = 711.54
        freightPaise: 3_566_000,
        tdsPaise: 71_154,
      },
    ]);
    // 9,000 + 35,660 = 44,660.00; 90.00 + 711.54 = 801.54
    expect(register.totals).toEqual({ freightPaise: 4_466_000, tdsPaise: 80_154 });
  });

  it('is empty for a quarter without bills', () => {
    expect(tdsRegisterPaise([])).toEqual({ rows: [], totals: { freightPaise: 0, tdsPaise: 0 } });
  });
});

describe('the TDS register as GET /tds-register answers it', () => {
  it('keeps every vendor, bill line and total, in rupees', () => {
    // 12,818.00 + 10,004.00 = 22,822.00 at 2% = 456.44; the quarter adds 9,000.00 at 1% = 90.00.
    const answer = {
      fy: '2026-27',
      quarter: 'Q3',
      startDate: '2026-10-01',
      endDate: '2026-12-31',
      rows: [
        {
          vendor: 'Sharma Roadlines',
          pan: 'AAAPS1234K',
          panValid: true,
          bills: [{ billId: 'B7', date: '2026-10-05', trips: 2, tdsRate: 2, freight: 22_822, tds: 456.44 }],
          freight: 22_822,
          tds: 456.44,
        },
        {
          vendor: 'Balaji Carriers',
          pan: '',
          panValid: false,
          bills: [{ billId: 'B8', date: '2026-11-12', trips: 1, tdsRate: 1, freight: 9_000, tds: 90 }],
          freight: 9_000,
          tds: 90,
        },
      ],
      totals: { freight: 31_822, tds: 546.44 },
    };
    expect(tdsRegisterSchema.parse(answer)).toEqual(answer);
  });
});
