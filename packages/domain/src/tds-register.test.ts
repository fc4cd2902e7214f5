import { describe, expect, it } from 'vitest';
import {
  type TdsEntry,
  type TdsTripLine,
  isFinancialYear,
  isValidPan,
  quarterOf,
  quarterRange,
  snapshotTdsRateBps,
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

describe('the TDS register (issue 28: entries of the quarter, from frozen revisions)', () => {
  // TDS is the frozen line's, worked out when the revision was issued: freight x rate, to the paisa.
  const trip = (freightPaise: number, tdsPaise: number, tdsRateBps = 200): TdsTripLine => ({
    freightPaise,
    tdsPaise,
    tdsRateBps,
  });
  const entry = (fields: Partial<TdsEntry>): TdsEntry => ({
    vendorId: 'v1',
    vendor: 'Sharma Roadlines',
    pan: 'AAAPS1234K',
    billId: 'B7',
    billSeq: 7,
    date: '2026-10-05',
    kind: 'bill',
    entry: 0,
    revision: 0,
    trips: [],
    previous: [],
    ...fields,
  });
  // 12,505.00 at 2% = 250.10; 12,818.00 at 2% = 256.36; 333.00 at 1.5% = 4.995 -> 5.00
  const a = trip(1_250_500, 25_010);
  const b = trip(1_281_800, 25_636);
  const c = trip(33_300, 500, 150);

  it('an issue: its trips per rate; a vendor without a PAN flagged; vendors by name', () => {
    const register = tdsRegisterPaise([
      entry({ trips: [a, b, c] }),
      // 9,000.00 at 1% = 90.00
      entry({
        vendorId: 'v2',
        vendor: 'Balaji Carriers',
        pan: '',
        billId: 'B8',
        billSeq: 8,
        trips: [trip(900_000, 9_000, 100)],
      }),
    ]);
    expect(register.rows).toEqual([
      {
        vendorId: 'v2',
        vendor: 'Balaji Carriers',
        pan: '',
        panValid: false,
        bills: [
          {
            billId: 'B8',
            date: '2026-10-05',
            kind: 'bill',
            revision: 0,
            trips: 1,
            tdsRateBps: 100,
            freightPaise: 900_000,
            tdsPaise: 9_000,
          },
        ],
        freightPaise: 900_000,
        tdsPaise: 9_000,
      },
      {
        vendorId: 'v1',
        vendor: 'Sharma Roadlines',
        pan: 'AAAPS1234K',
        panValid: true,
        bills: [
          {
            billId: 'B7',
            date: '2026-10-05',
            kind: 'bill',
            revision: 0,
            trips: 1,
            tdsRateBps: 150,
            freightPaise: 33_300,
            tdsPaise: 500,
          },
          // 12,505.00 + 12,818.00 = 25,323.00; 250.10 + 256.36 = 506.46
          {
            billId: 'B7',
            date: '2026-10-05',
            kind: 'bill',
            revision: 0,
            trips: 2,
            tdsRateBps: 200,
            freightPaise: 2_532_300,
            tdsPaise: 50_646,
          },
        ],
        // 333.00 + 25,323.00 = 25,656.00; 5.00 + 506.46 = 511.46
        freightPaise: 2_565_600,
        tdsPaise: 51_146,
      },
    ]);
    // 9,000.00 + 25,656.00 = 34,656.00; 90.00 + 511.46 = 601.46
    expect(register.totals).toEqual({ freightPaise: 3_465_600, tdsPaise: 60_146 });
  });

  it('two vendors without a PAN in one quarter stay two rows, each flagged, each with its own bills', () => {
    const register = tdsRegisterPaise([
      // 9,000.00 at 1% = 90.00
      entry({
        vendorId: 'v2',
        vendor: 'Balaji Carriers',
        pan: '',
        billId: 'B8',
        billSeq: 8,
        trips: [trip(900_000, 9_000, 100)],
      }),
      // 5,000.00 at 1% = 50.00
      entry({
        vendorId: 'v3',
        vendor: 'Ganesh Transport',
        pan: '',
        billId: 'B9',
        billSeq: 9,
        trips: [trip(500_000, 5_000, 100)],
      }),
    ]);
    const issue = { date: '2026-10-05', kind: 'bill', revision: 0, trips: 1, tdsRateBps: 100 };
    expect(register.rows).toEqual([
      {
        vendorId: 'v2',
        vendor: 'Balaji Carriers',
        pan: '',
        panValid: false,
        bills: [{ ...issue, billId: 'B8', freightPaise: 900_000, tdsPaise: 9_000 }],
        freightPaise: 900_000,
        tdsPaise: 9_000,
      },
      {
        vendorId: 'v3',
        vendor: 'Ganesh Transport',
        pan: '',
        panValid: false,
        bills: [{ ...issue, billId: 'B9', freightPaise: 500_000, tdsPaise: 5_000 }],
        freightPaise: 500_000,
        tdsPaise: 5_000,
      },
    ]);
    // 9,000.00 + 5,000.00 = 14,000.00; 90.00 + 50.00 = 140.00
    expect(register.totals).toEqual({ freightPaise: 1_400_000, tdsPaise: 14_000 });
  });

  it('a revision: per rate, its trips less those of the revision before; a cancellation: minus the last revision', () => {
    const register = tdsRegisterPaise([
      // Revision 2 takes c (1.5%) off and a's freight becomes 13,000.00 (TDS 260.00), b unchanged.
      entry({
        date: '2026-11-02',
        kind: 'revision',
        entry: 2,
        revision: 2,
        trips: [trip(1_300_000, 26_000), b],
        previous: [a, b, c],
      }),
      entry({ billId: 'B9', billSeq: 9, date: '2026-10-20', kind: 'cancellation', entry: 1, previous: [a] }),
    ]);
    expect(register.rows[0]?.bills).toEqual([
      // By day: the cancellation of 20 October first.
      {
        billId: 'B9',
        date: '2026-10-20',
        kind: 'cancellation',
        revision: 0,
        trips: -1,
        tdsRateBps: 200,
        freightPaise: -1_250_500,
        tdsPaise: -25_010,
      },
      {
        billId: 'B7',
        date: '2026-11-02',
        kind: 'revision',
        revision: 2,
        trips: -1,
        tdsRateBps: 150,
        freightPaise: -33_300,
        tdsPaise: -500,
      },
      // 13,000.00 - 12,505.00 = 495.00; 260.00 - 250.10 = 9.90
      {
        billId: 'B7',
        date: '2026-11-02',
        kind: 'revision',
        revision: 2,
        trips: 0,
        tdsRateBps: 200,
        freightPaise: 49_500,
        tdsPaise: 990,
      },
    ]);
    // -12,505.00 - 333.00 + 495.00 = -12,343.00; -250.10 - 5.00 + 9.90 = -245.20
    expect(register.totals).toEqual({ freightPaise: -1_234_300, tdsPaise: -24_520 });
  });

  it('a revision that changes nothing at a rate adds no line, and no vendor row when it is all there is', () => {
    const register = tdsRegisterPaise([
      entry({ kind: 'revision', entry: 1, revision: 1, trips: [a, b], previous: [b, a] }),
    ]);
    expect(register).toEqual({ rows: [], totals: { freightPaise: 0, tdsPaise: 0 } });
  });

  it('a rate whose trips count, freight or TDS alone changed has its line; a rate with no change has none', () => {
    const register = tdsRegisterPaise([
      entry({
        date: '2026-11-02',
        kind: 'revision',
        entry: 1,
        revision: 1,
        previous: [
          // 2%: two trips of 6,000.00 (120.00) and 4,000.00 (80.00)...
          trip(600_000, 12_000),
          trip(400_000, 8_000),
          // 0%: 5,000.00
          trip(500_000, 0, 0),
          // 1.5%: 333.00 (4.995 -> 5.00) twice and 1,000.00 (15.00): 1,666.00, TDS 25.00
          trip(33_300, 500, 150),
          trip(33_300, 500, 150),
          trip(100_000, 1_500, 150),
          // 1%: 9,000.00 (90.00), kept as it was
          trip(900_000, 9_000, 100),
        ],
        trips: [
          // ...made one trip of 10,000.00 (200.00): one trip fewer, the same freight and TDS.
          trip(1_000_000, 20_000),
          // 0%: 5,200.00, TDS still 0.00
          trip(520_000, 0, 0),
          // 1.5%: 666.00 (9.99) and 500.00 (7.50) twice: still 3 trips of 1,666.00, TDS 24.99
          trip(66_600, 999, 150),
          trip(50_000, 750, 150),
          trip(50_000, 750, 150),
          trip(900_000, 9_000, 100),
        ],
      }),
    ]);
    const line = { billId: 'B7', date: '2026-11-02', kind: 'revision', revision: 1 };
    expect(register.rows[0]?.bills).toEqual([
      // Only the freight: 5,200.00 - 5,000.00 = 200.00
      { ...line, trips: 0, tdsRateBps: 0, freightPaise: 20_000, tdsPaise: 0 },
      // Only the TDS: 24.99 - 25.00 = -0.01
      { ...line, trips: 0, tdsRateBps: 150, freightPaise: 0, tdsPaise: -1 },
      // Only the trips count: 1 - 2 = -1
      { ...line, trips: -1, tdsRateBps: 200, freightPaise: 0, tdsPaise: 0 },
    ]);
    expect(register.totals).toEqual({ freightPaise: 20_000, tdsPaise: -1 });
  });

  it('orders by day, then bill, then entry', () => {
    const register = tdsRegisterPaise([
      entry({
        billId: 'B9',
        billSeq: 9,
        date: '2026-10-05',
        kind: 'revision',
        entry: 1,
        revision: 1,
        trips: [a, b],
        previous: [a],
      }),
      entry({ billId: 'B9', billSeq: 9, date: '2026-10-05', trips: [a] }),
      entry({ date: '2026-10-05', trips: [c] }),
      entry({ billId: 'B3', billSeq: 3, date: '2026-10-09', trips: [b] }),
    ]);
    expect(register.rows[0]?.bills.map((line) => [line.billId, line.revision])).toEqual([
      ['B7', 0],
      ['B9', 0],
      ['B9', 1],
      ['B3', 0],
    ]);
  });

  it('is empty for a quarter without entries', () => {
    expect(tdsRegisterPaise([])).toEqual({ rows: [], totals: { freightPaise: 0, tdsPaise: 0 } });
  });

  it('reads the rate of a line frozen without it from its freight and TDS', () => {
    // 250.10 of 12,505.00 is 2%; 5.00 of 333.00 is 1.5015% -> 150 basis points; 112.46 of 10,041.00 is 1.12%
    expect(snapshotTdsRateBps(1_250_500, 25_010)).toBe(200);
    expect(snapshotTdsRateBps(33_300, 500)).toBe(150);
    expect(snapshotTdsRateBps(1_004_100, 11_246)).toBe(112);
    expect(snapshotTdsRateBps(0, 0)).toBe(0);
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
          bills: [
            {
              billId: 'B7',
              date: '2026-10-05',
              kind: 'bill',
              revision: 0,
              trips: 2,
              tdsRate: 2,
              freight: 22_822,
              tds: 456.44,
            },
          ],
          freight: 22_822,
          tds: 456.44,
        },
        {
          vendor: 'Balaji Carriers',
          pan: '',
          panValid: false,
          bills: [
            {
              billId: 'B8',
              date: '2026-11-12',
              kind: 'revision',
              revision: 1,
              trips: 1,
              tdsRate: 1,
              freight: 9_000,
              tds: 90,
            },
          ],
          freight: 9_000,
          tds: 90,
        },
      ],
      totals: { freight: 31_822, tds: 546.44 },
    };
    expect(tdsRegisterSchema.parse(answer)).toEqual(answer);
  });
});
