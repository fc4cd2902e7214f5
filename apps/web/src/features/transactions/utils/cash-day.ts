import {
  CASH_DAY_LIMIT_PAISE,
  cashAboveDayLimit,
  formatDisplayDate,
  formatRupees,
  fromPaise,
  toPaise,
} from '@freightdesk/domain';

/** What the day's cash needs of a listed payment or reversal. */
export interface CashRow {
  id: string;
  date: string;
  mode: string;
  amount: number;
  /** The payment a reversal gives back; null for a payment. */
  reverses: string | null;
  /** A payment across bills lists each bill's part; their sum is the payment. */
  allocations?: readonly { billId: string; amount: number }[] | undefined;
}

const paymentPaise = (row: CashRow) =>
  row.allocations && row.allocations.length > 0
    ? row.allocations.reduce((sum, part) => sum + toPaise(part.amount), 0)
    : toPaise(row.amount);

/**
 * The cash paid to the vendor on the day, in paise: the day's cash payments less the day's cash reversals, as the
 * ledger marks its lines (a reversal on a later day leaves the day as it was). Each row counts once, even when it is
 * listed once per bill it pays.
 */
export function dayCashPaise(rows: readonly CashRow[], day: string): number {
  const counted = new Map<string, number>();
  for (const row of rows) {
    if (row.mode !== 'Cash' || row.date !== day) continue;
    counted.set(row.id, row.reverses === null ? paymentPaise(row) : -paymentPaise(row));
  }
  return [...counted.values()].reduce((sum, paise) => sum + paise, 0);
}

export interface CashDayCheck {
  /** The day's cash to the vendor with this payment, in paise. */
  totalPaise: number;
  /** Above the limit: the dialog asks before sending. */
  needsConfirmation: boolean;
}

/** The day's cash with this payment, and whether it goes above the day's limit (domain cashAboveDayLimit). */
export function cashDayCheck(rows: readonly CashRow[], day: string, thisPaise: number): CashDayCheck {
  const totalPaise = dayCashPaise(rows, day) + thisPaise;
  return { totalPaise, needsConfirmation: cashAboveDayLimit(totalPaise) };
}

/** Why the dialog asks before a cash payment above the limit. */
export function cashLimitQuestion(vendor: string, day: string, totalPaise: number): string {
  return (
    `With this payment, cash paid to ${vendor} on ${formatDisplayDate(day)} comes to ` +
    `${formatRupees(fromPaise(totalPaise))}, above ${formatRupees(fromPaise(CASH_DAY_LIMIT_PAISE))} in a day. Cash ` +
    `paid to one vendor above ${formatRupees(fromPaise(CASH_DAY_LIMIT_PAISE))} a day for hiring goods carriages is ` +
    `not deductible for the office's own income tax (s. 40A(3A)). Record it in cash anyway?`
  );
}
