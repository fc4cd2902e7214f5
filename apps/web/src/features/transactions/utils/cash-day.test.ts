import { describe, expect, it } from 'vitest';
import { cashDayCheck, cashLimitQuestion, dayCashPaise, type CashRow } from './cash-day';

const DAY = '2026-11-20';

const row = (changes: Partial<CashRow> & Pick<CashRow, 'id' | 'amount'>): CashRow => ({
  date: DAY,
  mode: 'Cash',
  reverses: null,
  ...changes,
});

// The vendor's payments and reversals as GET /payments?vendor=&startDate=&endDate= lists them.
const rows: CashRow[] = [
  row({ id: 'P1', amount: 20_000 }),
  // Paid and given back the same day: nothing paid.
  row({ id: 'P2', amount: 9000 }),
  row({ id: 'P5', amount: 9000, reverses: 'P2' }),
  // Given back today, paid the day before: today's cash less it, as the ledger counts it.
  row({ id: 'P8', amount: 1000.25, reverses: 'P4' }),
  // Not cash, or not that day.
  row({ id: 'P3', amount: 50_000, mode: 'NEFT' }),
  row({ id: 'P4', amount: 30_000, date: '2026-11-19' }),
  // One payment across two bills, listed once for each: ₹10,000.50 in all.
  row({
    id: 'P6',
    amount: 10_000.5,
    allocations: [
      { billId: 'B1', amount: 4000.25 },
      { billId: 'B2', amount: 6000.25 },
    ],
  }),
  row({
    id: 'P6',
    amount: 10_000.5,
    allocations: [
      { billId: 'B1', amount: 4000.25 },
      { billId: 'B2', amount: 6000.25 },
    ],
  }),
];

describe("The day's cash to a vendor", () => {
  it("adds the day's cash payments less the day's cash reversals, each payment once", () => {
    // P1 ₹20,000 + P6 ₹10,000.50 - P8 ₹1,000.25.
    expect(dayCashPaise(rows, DAY)).toBe(2_900_025);
    expect(dayCashPaise(rows, '2026-11-19')).toBe(3_000_000);
    expect(dayCashPaise([], DAY)).toBe(0);
  });

  it('asks only when this payment takes the day above ₹35,000', () => {
    // ₹29,000.25 paid: ₹5,999.75 more is exactly ₹35,000, one paisa more is above it.
    expect(cashDayCheck(rows, DAY, 599_975)).toEqual({ totalPaise: 3_500_000, needsConfirmation: false });
    expect(cashDayCheck(rows, DAY, 599_976)).toEqual({ totalPaise: 3_500_001, needsConfirmation: true });
    expect(cashDayCheck([], DAY, 3_500_100)).toEqual({ totalPaise: 3_500_100, needsConfirmation: true });
  });

  it('explains why it asks', () => {
    expect(cashLimitQuestion('Patil Movers', DAY, 3_600_000)).toBe(
      'With this payment, cash paid to Patil Movers on 20/11/2026 comes to ₹36,000.00, above ₹35,000.00 in a day. ' +
        'Cash paid to one vendor above ₹35,000.00 a day for hiring goods carriages is not deductible for the ' +
        "office's own income tax (s. 40A(3A)). Record it in cash anyway?",
    );
  });
});
