import {
  RUPEES,
  allocationOverBalanceProblem,
  allocationsProblem,
  formatRupees,
  fromPaise,
  readNumberText,
  toPaise,
  type AllocationPaise,
} from '@freightdesk/domain';

/** A bill the payment may settle: its id, day and what is still due on it, in rupees. */
export interface PayableBill {
  billId: string;
  date: string;
  balance: number;
}

const billNumber = (billId: string) => Number(billId.replace(/\D/g, ''));

/** Oldest first: by the bill's day, then by its number (B9 before B10). */
export function oldestFirst<T extends Pick<PayableBill, 'billId' | 'date'>>(bills: readonly T[]): T[] {
  return bills.toSorted((a, b) => a.date.localeCompare(b.date) || billNumber(a.billId) - billNumber(b.billId));
}

/**
 * The bills the dialog offers: the vendor's open bills with the one it was opened for, oldest first. That one stays
 * even if the list has not come (or lost it a moment ago): the server has the last word on its balance.
 */
export function billsToOffer(opened: PayableBill, open: readonly PayableBill[] | undefined): PayableBill[] {
  const others = (open ?? []).filter((bill) => bill.billId !== opened.billId);
  const listed = open?.find((bill) => bill.billId === opened.billId);
  return oldestFirst([listed ?? opened, ...others]);
}

/**
 * The amount spread over the bills, the oldest first, each up to its balance; what the balances cannot take stays
 * unallocated (the caller says so). Every bill is returned, with 0 once the amount is used up.
 */
export function fillOldestFirst(bills: readonly PayableBill[], amountPaise: number): AllocationPaise[] {
  let left = Math.max(0, amountPaise);
  return oldestFirst(bills).map((bill) => {
    const share = Math.min(left, Math.max(0, toPaise(bill.balance)));
    left -= share;
    return { billId: bill.billId, amountPaise: share };
  });
}

/** Paise as a plain rupee number to put in a field: 1250050 is '12500.5'. */
export const rupeeText = (paise: number) => String(fromPaise(paise));

/** The typed amount in paise when it is a plain rupee number above 0; else null (the form's check says why). */
export function amountPaiseOf(text: string): number | null {
  const reading = readNumberText(text, RUPEES);
  return reading.ok && reading.value !== null && reading.value > 0 ? toPaise(reading.value) : null;
}

/** What the accountant typed against one chosen bill. */
export interface AllocationLine extends PayableBill {
  text: string;
}

export interface AllocationCheck {
  /** A problem per bill: not a number, or more than its balance. */
  errors: Record<string, string>;
  /** Why the bills' amounts and the amount paid disagree; null when they agree or the amount is not typed yet. */
  mismatch: string | null;
  /** The bills with an amount above 0, in rupees, as the request takes them. */
  allocations: { billId: string; amount: number }[];
}

/** The domain's refusal of parts that do not add up, with how far off they are. */
function mismatchMessage(amountPaise: number, parts: AllocationPaise[]): string | null {
  const problem = allocationsProblem(amountPaise, parts);
  if (problem === null) return null;
  const sumPaise = parts.reduce((sum, part) => sum + part.amountPaise, 0);
  const difference = formatRupees(fromPaise(Math.abs(amountPaise - sumPaise)));
  return `${problem} ${sumPaise < amountPaise ? `${difference} is still to put on a bill.` : `${difference} too much is on the bills.`}`;
}

/** Each chosen bill's amount read as the amount field is, and their sum (in paise) against the amount paid. */
export function checkAllocations(amountText: string, lines: readonly AllocationLine[]): AllocationCheck {
  const errors: Record<string, string> = {};
  const parts: AllocationPaise[] = [];
  for (const line of lines) {
    const reading = readNumberText(line.text, RUPEES);
    if (!reading.ok) {
      errors[line.billId] = reading.message;
      continue;
    }
    const amountPaise = toPaise(reading.value ?? 0);
    const overBalance = allocationOverBalanceProblem(line.billId, amountPaise, toPaise(line.balance));
    if (overBalance) errors[line.billId] = overBalance;
    parts.push({ billId: line.billId, amountPaise });
  }
  const amountPaise = amountPaiseOf(amountText);
  const mismatch =
    amountPaise !== null && Object.keys(errors).length === 0 ? mismatchMessage(amountPaise, parts) : null;
  const allocations = parts
    .filter((part) => part.amountPaise > 0)
    .map((part) => ({ billId: part.billId, amount: fromPaise(part.amountPaise) }));
  return { errors, mismatch, allocations };
}
