import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_LEDGER_KINDS,
  CUSTOMER_LEDGER_KIND_LABELS,
  type CustomerLedgerMovement,
  customerClosingStatement,
  customerLedgerEffectPaise,
  customerLedgerPaise,
  customerLedgerQuerySchema,
  customerLedgerSchema,
} from './customer-ledger.ts';

const move = (
  date: string,
  kind: CustomerLedgerMovement['kind'],
  ref: string,
  seq: number,
  amountPaise: number,
): CustomerLedgerMovement => ({ date, kind, ref, seq, amountPaise });

describe('customer ledger (issue 33)', () => {
  it('runs what the customer owes from the opening: invoices and reversals debit, receipts and credit notes credit', () => {
    // Opening ₹2,000.00 owed. Listed out of order.
    const ledger = customerLedgerPaise(200_000, [
      move('2026-10-09', 'reversal', 'R5 (INV/2026-27/0007)', 5, 400_000),
      move('2026-10-05', 'receipt', 'R4 (INV/2026-27/0007)', 4, 400_000),
      move('2026-10-02', 'invoice', 'INV/2026-27/0007', 7, 1_000_000),
      move('2026-10-12', 'creditNote', 'CN/2026-27/0001 (INV/2026-27/0007)', 1, 250_050),
    ]);
    expect(ledger.entries).toEqual([
      // 2,000.00 + 10,000.00 = 12,000.00
      {
        date: '2026-10-02',
        kind: 'invoice',
        ref: 'INV/2026-27/0007',
        debitPaise: 1_000_000,
        creditPaise: 0,
        balancePaise: 1_200_000,
      },
      // 12,000.00 - 4,000.00 = 8,000.00
      {
        date: '2026-10-05',
        kind: 'receipt',
        ref: 'R4 (INV/2026-27/0007)',
        debitPaise: 0,
        creditPaise: 400_000,
        balancePaise: 800_000,
      },
      // 8,000.00 + 4,000.00 = 12,000.00
      {
        date: '2026-10-09',
        kind: 'reversal',
        ref: 'R5 (INV/2026-27/0007)',
        debitPaise: 400_000,
        creditPaise: 0,
        balancePaise: 1_200_000,
      },
      // 12,000.00 - 2,500.50 = 9,499.50
      {
        date: '2026-10-12',
        kind: 'creditNote',
        ref: 'CN/2026-27/0001 (INV/2026-27/0007)',
        debitPaise: 0,
        creditPaise: 250_050,
        balancePaise: 949_950,
      },
    ]);
    expect(ledger.openingPaise).toBe(200_000);
    // Debits 10,000.00 + 4,000.00; credits 4,000.00 + 2,500.50
    expect(ledger.totals).toEqual({ debitPaise: 1_400_000, creditPaise: 650_050 });
    expect(ledger.closingPaise).toBe(949_950);
  });

  it('orders a day: invoices by number, receipts and reversals in the order made, then credit notes', () => {
    const day = '2026-11-02';
    const ledger = customerLedgerPaise(0, [
      move(day, 'creditNote', 'CN2', 2, 100),
      move(day, 'reversal', 'R9', 9, 300),
      move(day, 'creditNote', 'CN1', 1, 100),
      move(day, 'receipt', 'R8', 8, 300),
      move(day, 'invoice', 'INV4', 4, 1_000),
      move(day, 'receipt', 'R10', 10, 200),
      move(day, 'invoice', 'INV3', 3, 1_000),
      move('2026-11-01', 'receipt', 'R1', 1, 50),
    ]);
    expect(ledger.entries.map((entry) => [entry.ref, entry.balancePaise])).toEqual([
      ['R1', -50],
      ['INV3', 950],
      ['INV4', 1_950],
      ['R8', 1_650],
      ['R9', 1_950],
      ['R10', 1_750],
      ['CN1', 1_650],
      ['CN2', 1_550],
    ]);
  });

  it('an empty period closes at its opening', () => {
    expect(customerLedgerPaise(-500, [])).toEqual({
      openingPaise: -500,
      entries: [],
      totals: { debitPaise: 0, creditPaise: 0 },
      closingPaise: -500,
    });
  });

  it('each kind moves the balance its own way', () => {
    expect(CUSTOMER_LEDGER_KINDS.map((kind) => customerLedgerEffectPaise({ kind, amountPaise: 700 }))).toEqual([
      700, -700, -700, 700,
    ]);
  });

  it('split anywhere, the first part closes where the second opens; opening + debits - credits = closing', () => {
    const movement = fc.record({
      date: fc.integer({ min: 1, max: 28 }).map((d) => `2026-10-${String(d).padStart(2, '0')}`),
      kind: fc.constantFrom(...CUSTOMER_LEDGER_KINDS),
      seq: fc.nat(1000),
      amountPaise: fc.integer({ min: 0, max: 10_000_000_000 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.array(movement),
        fc.integer({ min: 1, max: 29 }),
        (opening, list, cut) => {
          const moves = list.map((m) => ({ ...m, ref: `${m.kind}${m.seq}` }));
          const split = `2026-10-${String(cut).padStart(2, '0')}`;
          const first = customerLedgerPaise(
            opening,
            moves.filter((m) => m.date < split),
          );
          const second = customerLedgerPaise(
            first.closingPaise,
            moves.filter((m) => m.date >= split),
          );
          const whole = customerLedgerPaise(opening, moves);
          expect(second.closingPaise).toBe(whole.closingPaise);
          expect([...first.entries, ...second.entries]).toEqual(whole.entries);
          expect(opening + whole.totals.debitPaise - whole.totals.creditPaise).toBe(whole.closingPaise);
          // Each line is on one side only, and its balance is the one before it moved by that side.
          let before = opening;
          for (const entry of whole.entries) {
            expect(entry.debitPaise === 0 || entry.creditPaise === 0).toBe(true);
            expect(entry.balancePaise).toBe(before + entry.debitPaise - entry.creditPaise);
            before = entry.balancePaise;
          }
        },
      ),
    );
  });
});

describe("a customer ledger line's kind as the PDF and the Excel name it", () => {
  it('Invoice, Credit note, Receipt, Reversal', () => {
    expect(CUSTOMER_LEDGER_KIND_LABELS).toEqual({
      invoice: 'Invoice',
      creditNote: 'Credit note',
      receipt: 'Receipt',
      reversal: 'Reversal',
    });
  });
});

describe('the closing statement', () => {
  it('receivable from the customer, payable to it when below zero, in rupees', () => {
    expect(customerClosingStatement('Konkan Builders', 2_089_250)).toBe(
      'Closing balance receivable from Konkan Builders: ₹20,892.50',
    );
    expect(customerClosingStatement('Konkan Builders', 0)).toBe(
      'Closing balance receivable from Konkan Builders: ₹0.00',
    );
    expect(customerClosingStatement('Deccan Steel', -1)).toBe('Closing balance payable to Deccan Steel: ₹0.01');
  });
});

describe('the ledger query', () => {
  it('needs a customer and two real days, the end not before the start', () => {
    const ok = { customer: ' Konkan Builders ', startDate: '2026-04-01', endDate: '2027-03-31' };
    expect(customerLedgerQuerySchema.parse(ok)).toEqual({ ...ok, customer: 'Konkan Builders' });
    const issue = (query: object) => customerLedgerQuerySchema.safeParse(query).error?.issues[0];
    expect(issue({ ...ok, customer: ' ' })).toMatchObject({ path: ['customer'], message: 'Choose a customer.' });
    expect(issue({ startDate: ok.startDate, endDate: ok.endDate })).toMatchObject({
      path: ['customer'],
      message: 'Choose a customer.',
    });
    expect(issue({ ...ok, startDate: '2026-02-30' })).toMatchObject({
      path: ['startDate'],
      message: 'Enter a real date as YYYY-MM-DD.',
    });
    expect(issue({ ...ok, endDate: '2026-03-31' })).toMatchObject({
      path: ['endDate'],
      message: 'End date should be greater than or equal to the start date.',
    });
    expect(issue({ ...ok, endDate: ok.startDate })).toBeUndefined();
    expect(issue({ ...ok, customer: 'C'.repeat(81) })).toMatchObject({ path: ['customer'] });
    expect(issue({ ...ok, customer: 'C'.repeat(80) })).toBeUndefined();
    expect(issue({ ...ok, endDate: `2027-03-31${' '.repeat(90)}` })).toMatchObject({
      path: ['endDate'],
      code: 'too_big',
      maximum: 10,
    });
  });
});

describe('the ledger as GET /customer-ledger answers it', () => {
  it('keeps the opening, every entry, the totals and the closing, in rupees', () => {
    // 1,000.00 owed; invoice of 2,500.50 makes 3,500.50; a receipt settling 3,000.00 leaves 500.50.
    const answer = {
      opening: 1_000,
      entries: [
        { date: '2026-11-02', kind: 'invoice', ref: 'INV/2026-27/0001', debit: 2_500.5, credit: 0, balance: 3_500.5 },
        { date: '2026-11-05', kind: 'receipt', ref: 'R7 (INV/2026-27/0001)', debit: 0, credit: 3_000, balance: 500.5 },
      ],
      totals: { debit: 2_500.5, credit: 3_000 },
      closing: 500.5,
    };
    expect(customerLedgerSchema.parse(answer)).toEqual(answer);
    expect(
      customerLedgerSchema.safeParse({ ...answer, entries: [{ ...answer.entries[0], kind: 'bill' }] }).success,
    ).toBe(false);
  });
});
