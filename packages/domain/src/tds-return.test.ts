import { describe, expect, it } from 'vitest';
import {
  type ChallanPaise,
  type TdsDeduction,
  allocateToChallans,
  deductionBasis,
  partInterest,
  tdsReturnRows,
} from './tds-return.ts';

const deduction = (fields: Partial<TdsDeduction>): TdsDeduction => ({
  billId: 'B1',
  vendorId: 'v1',
  vendor: 'Deccan Cargo',
  pan: 'AAACD1234M',
  date: '2026-10-05',
  amountPaise: 1_250_500,
  tdsPaise: 25_010,
  rateBasisPoints: 200,
  ...fields,
});

const challan = (fields: Partial<ChallanPaise>): ChallanPaise => ({
  id: 'c1',
  bsrCode: '0510308',
  date: '2026-11-05',
  serial: '00011',
  amountPaise: 25_010,
  ...fields,
});

describe('allocating the quarter’s TDS to challans (issue 31)', () => {
  it('covers deductions oldest first, challans by day then serial, and keeps what a challan holds beyond them', () => {
    const a = deduction({ billId: 'B1', tdsPaise: 25_010 });
    const b = deduction({ billId: 'B2', tdsPaise: 10_000, amountPaise: 500_000 });
    // Given out of order: the one of 04/11 is used first, then serial 00002 before 00003 on 09/11.
    const late = challan({ id: 'late', date: '2026-11-09', serial: '00003', amountPaise: 50_000 });
    const early = challan({ id: 'early', date: '2026-11-04', serial: '00009', amountPaise: 25_010 });
    const middle = challan({ id: 'middle', date: '2026-11-09', serial: '00002', amountPaise: 4_000 });
    const { parts, unallocatedPaise } = allocateToChallans([a, b], [late, early, middle]);
    expect(parts.map((part) => [part.deduction.billId, part.challan?.id, part.tdsPaise, part.amountPaise])).toEqual([
      ['B1', 'early', 25_010, 1_250_500],
      // 5,000.00 with TDS 100.00: 40.00 of it in 'middle' is 2,000.00 credited; the 60.00 left, 3,000.00, in 'late'.
      ['B2', 'middle', 4_000, 200_000],
      ['B2', 'late', 6_000, 300_000],
    ]);
    expect(unallocatedPaise).toEqual(
      new Map([
        ['early', 0],
        ['middle', 0],
        ['late', 44_000],
      ]),
    );
  });

  it('splits a credit in proportion, the last part taking the paise left', () => {
    // 12,505.00 with TDS 250.10: a challan of 74.95 covers 12,505.00 x 74.95 / 250.10 = 3,747.50 of it, one of 100.00
    // covers 5,000.00; 75.15 on 3,757.50 is left, and the next credit finds no challan.
    const { parts } = allocateToChallans(
      [deduction({ tdsPaise: 25_010, amountPaise: 1_250_500 }), deduction({ billId: 'B2', amountPaise: 1_250_501 })],
      [challan({ amountPaise: 7_495 }), challan({ id: 'c2', serial: '00012', amountPaise: 10_000 })],
    );
    expect(
      parts.map((part) => [part.deduction.billId, part.challan?.id ?? null, part.tdsPaise, part.amountPaise]),
    ).toEqual([
      ['B1', 'c1', 7_495, 374_750],
      ['B1', 'c2', 10_000, 500_000],
      ['B1', null, 7_515, 375_750],
      ['B2', null, 25_010, 1_250_501],
    ]);
  });

  it('lists a credit without TDS, or one that takes TDS off, with no challan and uses none of a challan for it', () => {
    const nil = deduction({ billId: 'B1', tdsPaise: 0, rateBasisPoints: 0 });
    const off = deduction({ billId: 'B1', tdsPaise: -5_000, amountPaise: -250_000 });
    const owed = deduction({ billId: 'B2', tdsPaise: 2_000, amountPaise: 100_000 });
    const { parts, unallocatedPaise } = allocateToChallans([nil, off, owed], [challan({ amountPaise: 2_000 })]);
    expect(parts.map((part) => [part.tdsPaise, part.amountPaise, part.challan?.id ?? null])).toEqual([
      [0, 1_250_500, null],
      [-5_000, -250_000, null],
      [2_000, 100_000, 'c1'],
    ]);
    expect(unallocatedPaise.get('c1')).toBe(0);
  });

  it('keeps using a challan while it has room: two credits in one challan, the next challan untouched', () => {
    const { parts, unallocatedPaise } = allocateToChallans(
      [deduction({ billId: 'B1', tdsPaise: 1_000 }), deduction({ billId: 'B2', tdsPaise: 2_000 })],
      [challan({ amountPaise: 5_000 }), challan({ id: 'c2', serial: '00012', amountPaise: 1_000 })],
    );
    expect(parts.map((part) => [part.deduction.billId, part.challan?.id])).toEqual([
      ['B1', 'c1'],
      ['B2', 'c1'],
    ]);
    expect([...unallocatedPaise]).toEqual([
      ['c1', 2_000],
      ['c2', 1_000],
    ]);
  });

  it('gives the last part of a split what is left, not its own proportion: 100 paise over 3 x 1 paisa is 33, 33, 34', () => {
    const { parts } = allocateToChallans(
      [deduction({ amountPaise: 100, tdsPaise: 3 })],
      ['00001', '00002', '00003'].map((serial) => challan({ id: serial, serial, amountPaise: 1 })),
    );
    expect(parts.map((part) => part.amountPaise)).toEqual([33, 33, 34]);
  });

  it('skips a challan already used up and leaves what no challan covers undeposited', () => {
    const { parts } = allocateToChallans(
      [deduction({ tdsPaise: 3_000 })],
      [challan({ amountPaise: 0 }), challan({ id: 'c2', serial: '00012', amountPaise: 1_000 })],
    );
    expect(parts.map((part) => [part.challan?.id ?? null, part.tdsPaise])).toEqual([
      ['c2', 1_000],
      [null, 2_000],
    ]);
  });
});

describe('interest on a part deposited late', () => {
  it('none by the due date; after it, 1.5% a month or part of one on the TDS rounded down to ₹100', () => {
    // Deducted 20/10/2026, due 07/11/2026.
    const part = (date: string | null, tdsPaise = 100_040) => ({
      deduction: deduction({ date: '2026-10-20', tdsPaise }),
      amountPaise: 5_002_000,
      tdsPaise,
      challan: date ? challan({ date }) : null,
    });
    expect(partInterest(part('2026-11-07'))).toEqual({ dueDate: '2026-11-07', months: 0, interestPaise: 0 });
    // A day late: October and November, 2 months on 1,000.00 (1,000.40 rounded down) = 30.00.
    expect(partInterest(part('2026-11-08'))).toEqual({ dueDate: '2026-11-07', months: 2, interestPaise: 3_000 });
    expect(partInterest(part(null))).toEqual({ dueDate: '2026-11-07', months: 0, interestPaise: 0 });
  });
});

describe('the reason for a deduction’s rate, and the return’s rows', () => {
  const declaration = { kind: 'transporterDeclaration', fy: '2026-27' } as const;
  const certificate = {
    kind: 'lowerDeductionCertificate',
    certificateNo: 'LDC0042',
    rateBasisPoints: 50,
    validFrom: '2026-04-01',
    validTo: '2027-03-31',
    amountLimitPaise: 100_000_000,
  } as const;

  it('is the law’s basis when the rate is the one it asks, else the deductee’s normal one', () => {
    const individual = { pan: 'AAAPG1234K', date: '2026-10-05' };
    expect(deductionBasis({ ...individual, rateBasisPoints: 0 }, [declaration])).toEqual({
      basis: 'transporterDeclaration',
      certificateNo: null,
    });
    // Entered before the declaration, at 1%: an individual's normal rate, no code.
    expect(deductionBasis({ ...individual, rateBasisPoints: 100 }, [declaration])).toEqual({
      basis: 'individualOrHuf',
      certificateNo: null,
    });
    expect(deductionBasis({ pan: 'AAAHG1234K', date: '2026-10-05', rateBasisPoints: 200 }, [])).toEqual({
      basis: 'individualOrHuf',
      certificateNo: null,
    });
    expect(deductionBasis({ pan: 'AAACD1234M', date: '2026-10-05', rateBasisPoints: 50 }, [certificate])).toEqual({
      basis: 'lowerDeductionCertificate',
      certificateNo: 'LDC0042',
    });
    expect(deductionBasis({ pan: 'AAACD1234M', date: '2026-10-05', rateBasisPoints: 100 }, [certificate])).toEqual({
      basis: 'other',
      certificateNo: null,
    });
    expect(deductionBasis({ pan: '', date: '2026-10-05', rateBasisPoints: 2_000 }, [])).toEqual({
      basis: 'noPan',
      certificateNo: null,
    });
  });

  it('numbers the rows from 1 with the codes of each credit’s day, its vendor’s documents and its challan', () => {
    const c1 = challan({});
    const parts = [
      {
        deduction: deduction({
          vendorId: 'g',
          vendor: 'Ganesh Transport',
          pan: 'AAAPG1234K',
          tdsPaise: 0,
          rateBasisPoints: 0,
        }),
        amountPaise: 1_250_500,
        tdsPaise: 0,
        challan: null,
      },
      {
        deduction: deduction({
          vendorId: 's',
          vendor: 'Sharma Roadlines',
          pan: '',
          date: '2026-03-31',
          tdsPaise: 250_100,
          rateBasisPoints: 2_000,
        }),
        amountPaise: 1_250_500,
        tdsPaise: 250_100,
        challan: c1,
      },
    ];
    const documents = new Map([['g', [declaration]]]);
    expect(tdsReturnRows(parts, documents)).toEqual([
      {
        serial: 1,
        deducteeCode: '02',
        pan: 'AAAPG1234K',
        name: 'Ganesh Transport',
        section: '393(1)',
        paymentCode: '1017',
        reasonCode: 'T',
        date: '2026-10-05',
        amountPaise: 1_250_500,
        tdsPaise: 0,
        rateBasisPoints: 0,
        certificateNo: null,
        challan: null,
      },
      {
        serial: 2,
        deducteeCode: '02',
        pan: 'PANNOTAVBL',
        name: 'Sharma Roadlines',
        // 31 March 2026: the 1961 Act's section, no payment code.
        section: '194C',
        paymentCode: null,
        reasonCode: 'C',
        date: '2026-03-31',
        amountPaise: 1_250_500,
        tdsPaise: 250_100,
        rateBasisPoints: 2_000,
        certificateNo: null,
        challan: { bsrCode: '0510308', date: '2026-11-05', serial: '00011' },
      },
    ]);
  });
});
