import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LEDGER_KIND_LABELS,
  type LedgerMovement,
  closingStatement,
  vendorLedgerPaise,
  vendorLedgerQuerySchema,
  vendorLedgerSchema,
} from './vendor-ledger.ts';

const move = (
  date: string,
  kind: LedgerMovement['kind'],
  ref: string,
  seq: number,
  amountPaise: number,
  extra: Partial<LedgerMovement> = {},
): LedgerMovement => ({ date, kind, ref, seq, amountPaise, ...extra });

/** A bill's line: no mode, no reference, never marked. */
const billLine = { mode: null, reference: null, cashAboveLimit: false };

describe('vendor ledger (issues 17 and 28)', () => {
  it('runs the balance from the opening: bills and reversals credit, payments debit; closes on the last balance', () => {
    // Opening 1,000.00 owed. Listed out of order; a day's bill comes before what is paid on that day.
    const neft = { mode: 'NEFT' as const, reference: 'UTR1' };
    const ledger = vendorLedgerPaise(100_000, [
      move('2026-10-05', 'payment', 'P3 (B7)', 3, 250_050, neft),
      move('2026-10-05', 'bill', 'B7', 7, 1_225_500),
      move('2026-10-02', 'bill', 'B6', 6, 50_000),
      move('2026-10-09', 'reversal', 'P4 (B7)', 4, 250_050, neft),
    ]);
    expect(ledger.entries).toEqual([
      // 1,000.00 + 500.00 = 1,500.00
      {
        date: '2026-10-02',
        kind: 'bill',
        ref: 'B6',
        ...billLine,
        debitPaise: 0,
        creditPaise: 50_000,
        balancePaise: 150_000,
      },
      // 1,500.00 + 12,255.00 = 13,755.00
      {
        date: '2026-10-05',
        kind: 'bill',
        ref: 'B7',
        ...billLine,
        debitPaise: 0,
        creditPaise: 1_225_500,
        balancePaise: 1_375_500,
      },
      // 13,755.00 - 2,500.50 = 11,254.50
      {
        date: '2026-10-05',
        kind: 'payment',
        ref: 'P3 (B7)',
        ...neft,
        debitPaise: 250_050,
        creditPaise: 0,
        balancePaise: 1_125_450,
        cashAboveLimit: false,
      },
      // 11,254.50 + 2,500.50 = 13,755.00
      {
        date: '2026-10-09',
        kind: 'reversal',
        ref: 'P4 (B7)',
        ...neft,
        debitPaise: 0,
        creditPaise: 250_050,
        balancePaise: 1_375_500,
        cashAboveLimit: false,
      },
    ]);
    expect(ledger.openingPaise).toBe(100_000);
    // Credits 500.00 + 12,255.00 + 2,500.50; debits 2,500.50
    expect(ledger.totals).toEqual({ debitPaise: 250_050, creditPaise: 1_525_550 });
    expect(ledger.closingPaise).toBe(1_375_500);
  });

  it('a revision credits what the bill grew by and debits what it shrank by; a cancellation debits what was owed', () => {
    const ledger = vendorLedgerPaise(0, [
      move('2026-10-01', 'bill', 'B7', 7, 1_225_500),
      move('2026-10-08', 'revision', 'B7', 7, 612_800, { entry: 1 }),
      move('2026-10-09', 'revision', 'B7', 7, -300_000, { entry: 2 }),
      move('2026-10-12', 'cancellation', 'B7', 7, -1_538_300, { entry: 3 }),
    ]);
    expect(ledger.entries.map((e) => [e.kind, e.debitPaise, e.creditPaise, e.balancePaise])).toEqual([
      ['bill', 0, 1_225_500, 1_225_500],
      // 12,255.00 + 6,128.00 = 18,383.00
      ['revision', 0, 612_800, 1_838_300],
      // 18,383.00 - 3,000.00 = 15,383.00
      ['revision', 300_000, 0, 1_538_300],
      ['cancellation', 1_538_300, 0, 0],
    ]);
    expect(ledger.totals).toEqual({ debitPaise: 1_838_300, creditPaise: 1_838_300 });
  });

  it('orders a day: bills by number, their revisions, payments and reversals by number, then cancellations', () => {
    const ledger = vendorLedgerPaise(0, [
      move('2026-10-05', 'cancellation', 'B1', 1, -700),
      move('2026-10-05', 'reversal', 'P12 (B2)', 12, 300),
      move('2026-10-05', 'revision', 'B2', 2, 50, { entry: 2 }),
      move('2026-10-05', 'payment', 'P9 (B2)', 9, 300),
      move('2026-10-05', 'revision', 'B2', 2, 100, { entry: 1 }),
      move('2026-10-05', 'bill', 'B3', 3, 200),
      move('2026-10-05', 'bill', 'B2', 2, 1000),
    ]);
    expect(ledger.entries.map((e) => [e.kind, e.ref, e.balancePaise])).toEqual([
      ['bill', 'B2', 1000],
      ['bill', 'B3', 1200],
      ['revision', 'B2', 1300],
      ['revision', 'B2', 1350],
      ['payment', 'P9 (B2)', 1050],
      ['reversal', 'P12 (B2)', 1350],
      ['cancellation', 'B1', 650],
    ]);
  });

  it("marks a day's cash payments when its cash less that day's cash reversals is above ₹35,000.00", () => {
    const cash = { mode: 'Cash' as const, reference: '' };
    const ledger = vendorLedgerPaise(10_000_000, [
      // 1 October: 20,000.00 + 15,000.00 = 35,000.00, not above.
      move('2026-10-01', 'payment', 'P1 (B1)', 1, 2_000_000, cash),
      move('2026-10-01', 'payment', 'P2 (B1)', 2, 1_500_000, cash),
      // 2 October: 35,000.01 in cash, above; the cheque is not cash.
      move('2026-10-02', 'payment', 'P3 (B1)', 3, 3_500_001, cash),
      move('2026-10-02', 'payment', 'P4 (B1)', 4, 1_000_000, { mode: 'Cheque', reference: '000123' }),
      // 3 October: 40,000.00 paid and 5,000.00 of it given back that day: 35,000.00, not above.
      move('2026-10-03', 'payment', 'P5 (B1)', 5, 4_000_000, cash),
      move('2026-10-03', 'reversal', 'P6 (B1)', 6, 500_000, cash),
      // 4 October: 36,000.00, given back on the 5th: the 4th stays above.
      move('2026-10-04', 'payment', 'P7 (B1)', 7, 3_600_000, cash),
      move('2026-10-05', 'reversal', 'P8 (B1)', 8, 3_600_000, cash),
    ]);
    expect(ledger.entries.map((e) => [e.ref, e.cashAboveLimit])).toEqual([
      ['P1 (B1)', false],
      ['P2 (B1)', false],
      ['P3 (B1)', true],
      ['P4 (B1)', false],
      ['P5 (B1)', false],
      ['P6 (B1)', false],
      ['P7 (B1)', true],
      ['P8 (B1)', false],
    ]);
  });

  it("counts only cash toward a day's limit, and marks only that day's payments, never its reversals", () => {
    const cash = { mode: 'Cash' as const, reference: '' };
    const ledger = vendorLedgerPaise(10_000_000, [
      // 6 October: 30,000.00 in cash and 10,000.00 by NEFT: 30,000.00 of cash, not above.
      move('2026-10-06', 'payment', 'P1 (B1)', 1, 3_000_000, cash),
      move('2026-10-06', 'payment', 'P2 (B1)', 2, 1_000_000, { mode: 'NEFT', reference: 'UTR77' }),
      // 7 October: 25,000.00 + 15,000.00 in cash, 1,000.00 of it given back that day: 39,000.00, above. The two
      // payments are marked; the reversal, cash of that same day, is not.
      move('2026-10-07', 'payment', 'P3 (B1)', 3, 2_500_000, cash),
      move('2026-10-07', 'payment', 'P4 (B1)', 4, 1_500_000, cash),
      move('2026-10-07', 'reversal', 'P5 (B1)', 5, 100_000, cash),
    ]);
    expect(ledger.entries.map((e) => [e.ref, e.cashAboveLimit])).toEqual([
      ['P1 (B1)', false],
      ['P2 (B1)', false],
      ['P3 (B1)', true],
      ['P4 (B1)', true],
      ['P5 (B1)', false],
    ]);
  });

  it('a revision that leaves the amount as it was is a line with neither a debit nor a credit', () => {
    // B7 of 12,255.00 revised on the 8th (a trip swapped for one of the same amount): a difference of 0.00.
    const ledger = vendorLedgerPaise(0, [
      move('2026-10-01', 'bill', 'B7', 7, 1_225_500),
      move('2026-10-08', 'revision', 'B7', 7, 0, { entry: 1 }),
    ]);
    expect(ledger.entries[1]).toEqual({
      date: '2026-10-08',
      kind: 'revision',
      ref: 'B7',
      ...billLine,
      debitPaise: 0,
      creditPaise: 0,
      balancePaise: 1_225_500,
    });
    expect(ledger.totals).toEqual({ debitPaise: 0, creditPaise: 1_225_500 });
  });

  it('an empty period closes at its opening', () => {
    expect(vendorLedgerPaise(-5_00, [])).toEqual({
      openingPaise: -500,
      entries: [],
      totals: { debitPaise: 0, creditPaise: 0 },
      closingPaise: -500,
    });
  });

  it('split anywhere, the first part closes where the second opens; opening + credits - debits = closing', () => {
    const movement = fc.record({
      date: fc.integer({ min: 1, max: 28 }).map((d) => `2026-10-${String(d).padStart(2, '0')}`),
      kind: fc.constantFrom(
        'bill' as const,
        'revision' as const,
        'cancellation' as const,
        'payment' as const,
        'reversal' as const,
      ),
      seq: fc.nat(1000),
      entry: fc.nat(5),
      amountPaise: fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }),
      mode: fc.constantFrom('Cash' as const, 'NEFT' as const),
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
          expect(opening + whole.totals.creditPaise - whole.totals.debitPaise).toBe(whole.closingPaise);
        },
      ),
    );
  });
});

describe("a ledger line's kind as the screens, the PDF and the Excel name it", () => {
  it('Bill, Revision, Cancellation, Payment, Reversal', () => {
    expect(LEDGER_KIND_LABELS).toEqual({
      bill: 'Bill',
      revision: 'Revision',
      cancellation: 'Cancellation',
      payment: 'Payment',
      reversal: 'Reversal',
    });
  });
});

describe('the closing statement', () => {
  it('payable to the vendor, receivable from it when below zero, in rupees', () => {
    expect(closingStatement('Sharma Roadlines', 2_089_250)).toBe(
      'Closing balance payable to Sharma Roadlines: ₹20,892.50',
    );
    expect(closingStatement('Sharma Roadlines', 0)).toBe('Closing balance payable to Sharma Roadlines: ₹0.00');
    expect(closingStatement('Balaji Carriers', -1)).toBe('Closing balance receivable from Balaji Carriers: ₹0.01');
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
  it('keeps the opening, every entry with its mode, reference and mark, the totals and the closing, in rupees', () => {
    // 1,000.00 owed; bill B12 of 2,500.50 makes 3,500.50; payment P7 of 3,000.00 leaves 500.50.
    const answer = {
      opening: 1_000,
      entries: [
        {
          date: '2026-11-02',
          kind: 'bill',
          ref: 'B12',
          mode: null,
          reference: null,
          debit: 0,
          credit: 2_500.5,
          balance: 3_500.5,
          cashAboveLimit: false,
        },
        {
          date: '2026-11-05',
          kind: 'payment',
          ref: 'P7 (B12)',
          mode: 'Cash',
          reference: '',
          debit: 3_000,
          credit: 0,
          balance: 500.5,
          cashAboveLimit: false,
        },
      ],
      totals: { debit: 3_000, credit: 2_500.5 },
      closing: 500.5,
    };
    expect(vendorLedgerSchema.parse(answer)).toEqual(answer);
  });
});
