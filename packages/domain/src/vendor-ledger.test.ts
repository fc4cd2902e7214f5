import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type LedgerMovement,
  vendorLedgerPaise,
  vendorLedgerQuerySchema,
  vendorLedgerSchema,
} from './vendor-ledger.ts';

const move = (date: string, kind: LedgerMovement['kind'], ref: string, seq: number, amountPaise: number) => ({
  date,
  kind,
  ref,
  seq,
  amountPaise,
});

describe('vendor ledger (issue 17)', () => {
  it('runs the balance from the opening: bills and reversals credit, payments debit; closes on the last balance', () => {
    // Opening 1,000.00 owed. Listed out of order; a day's bill comes before what is paid on that day.
    const ledger = vendorLedgerPaise(100_000, [
      move('2026-10-05', 'payment', 'P3 (B7)', 3, 250_050),
      move('2026-10-05', 'bill', 'B7', 7, 1_225_500),
      move('2026-10-02', 'bill', 'B6', 6, 50_000),
      move('2026-10-09', 'reversal', 'P4 (B7)', 4, 250_050),
    ]);
    expect(ledger.entries).toEqual([
      // 1,000.00 + 500.00 = 1,500.00
      { date: '2026-10-02', kind: 'bill', ref: 'B6', debitPaise: 0, creditPaise: 50_000, balancePaise: 150_000 },
      // 1,500.00 + 12,255.00 = 13,755.00
      { date: '2026-10-05', kind: 'bill', ref: 'B7', debitPaise: 0, creditPaise: 1_225_500, balancePaise: 1_375_500 },
      // 13,755.00 - 2,500.50 = 11,254.50
      {
        date: '2026-10-05',
        kind: 'payment',
        ref: 'P3 (B7)',
        debitPaise: 250_050,
        creditPaise: 0,
        balancePaise: 1_125_450,
      },
      // 11,254.50 + 2,500.50 = 13,755.00
      {
        date: '2026-10-09',
        kind: 'reversal',
        ref: 'P4 (B7)',
        debitPaise: 0,
        creditPaise: 250_050,
        balancePaise: 1_375_500,
      },
    ]);
    expect(ledger.openingPaise).toBe(100_000);
    expect(ledger.closingPaise).toBe(1_375_500);
  });

  it('orders payments of one day by their sequence, and bills of one day by theirs', () => {
    const ledger = vendorLedgerPaise(0, [
      move('2026-10-05', 'reversal', 'P12 (B2)', 12, 300),
      move('2026-10-05', 'payment', 'P9 (B2)', 9, 300),
      move('2026-10-05', 'bill', 'B3', 3, 200),
      move('2026-10-05', 'bill', 'B2', 2, 1000),
    ]);
    expect(ledger.entries.map((e) => [e.ref, e.balancePaise])).toEqual([
      ['B2', 1000],
      ['B3', 1200],
      ['P9 (B2)', 900],
      ['P12 (B2)', 1200],
    ]);
  });

  it('an empty period closes at its opening', () => {
    expect(vendorLedgerPaise(-5_00, [])).toEqual({ openingPaise: -500, entries: [], closingPaise: -500 });
  });

  it('split anywhere, the first part closes where the second opens, and the whole closes where the second does', () => {
    const movement = fc.record({
      date: fc.integer({ min: 1, max: 28 }).map((d) => `2026-10-${String(d).padStart(2, '0')}`),
      kind: fc.constantFrom('bill' as const, 'payment' as const, 'reversal' as const),
      seq: fc.nat(1000),
      amountPaise: fc.integer({ min: 1, max: 10_000_000_000 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.array(movement),
        fc.integer({ min: 1, max: 29 }),
        (opening, list, cut) => {
          const moves = list.map((m) => ({ ...m, ref: `${m.kind}${m.seq}` }));
          const split = `2026-10-${String(cut).padStart(2, '0')}`;
          const first = vendorLedgerPaise(
            opening,
            moves.filter((m) => m.date < split),
          );
          const second = vendorLedgerPaise(
            first.closingPaise,
            moves.filter((m) => m.date >= split),
          );
          const whole = vendorLedgerPaise(opening, moves);
          expect(second.closingPaise).toBe(whole.closingPaise);
          expect([...first.entries, ...second.entries]).toEqual(whole.entries);
        },
      ),
    );
  });
});

describe('the ledger query', () => {
  it('needs a vendor and two real days, the end not before the start', () => {
    const ok = { vendor: ' Sharma Roadlines ', startDate: '2026-04-01', endDate: '2027-03-31' };
    expect(vendorLedgerQuerySchema.parse(ok)).toEqual({ ...ok, vendor: 'Sharma Roadlines' });
    const issue = (query: object) => vendorLedgerQuerySchema.safeParse(query).error?.issues[0];
    expect(issue({ ...ok, vendor: ' ' })).toMatchObject({ path: ['vendor'], message: 'Choose a vendor.' });
    expect(issue({ ...ok, startDate: '2026-02-30' })).toMatchObject({
      path: ['startDate'],
      message: 'Enter a real date as YYYY-MM-DD.',
    });
    expect(issue({ ...ok, endDate: '2026-03-31' })).toMatchObject({
      path: ['endDate'],
      message: 'End date should be greater than or equal to the start date.',
    });
    expect(issue({ ...ok, endDate: ok.startDate })).toBeUndefined();
    expect(issue({ ...ok, vendor: 'V'.repeat(101) })).toMatchObject({ path: ['vendor'] });
    expect(issue({ ...ok, vendor: 'V'.repeat(100) })).toBeUndefined();
    // A day is at most 10 characters: longer text is refused by its length before the calendar is read.
    expect(issue({ ...ok, startDate: `2026-04-01${' '.repeat(90)}` })).toMatchObject({
      path: ['startDate'],
      code: 'too_big',
      maximum: 10,
    });
  });
});

describe('the ledger as GET /vendor-ledger answers it', () => {
  it('keeps the opening, every entry and the closing, in rupees', () => {
    // 1,000.00 owed; bill B12 of 2,500.50 makes 3,500.50; payment P7 of 3,000.00 leaves 500.50.
    const answer = {
      opening: 1_000,
      entries: [
        { date: '2026-11-02', kind: 'bill', ref: 'B12', debit: 0, credit: 2_500.5, balance: 3_500.5 },
        { date: '2026-11-05', kind: 'payment', ref: 'P7 (B12)', debit: 3_000, credit: 0, balance: 500.5 },
      ],
      closing: 500.5,
    };
    expect(vendorLedgerSchema.parse(answer)).toEqual(answer);
  });
});
