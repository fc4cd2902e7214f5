import { isCalendarDay } from './dates.ts';

/** Section 201(1A)(ii), carried into the Income-tax Act, 2025: 1.5% of the TDS a month, for TDS deducted late paid in. */
export const LATE_DEPOSIT_INTEREST_BASIS_POINTS_PER_MONTH = 150;

const HUNDRED_RUPEES_PAISE = 10_000;

function yearAndMonth(day: string): { year: number; month: number } {
  if (!isCalendarDay(day)) throw new RangeError(`${day} is not a calendar day written YYYY-MM-DD.`);
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

/** The last day to deposit TDS deducted on a day (rule 30): the 7th of the next month; for March, 30 April. */
export function tdsDepositDueDate(deductedOn: string): string {
  const { year, month } = yearAndMonth(deductedOn);
  if (month === 3) return `${year}-04-30`;
  if (month === 12) return `${year + 1}-01-07`;
  return `${year}-${String(month + 1).padStart(2, '0')}-07`;
}

export interface LateDeposit {
  dueDate: string;
  /** Calendar months from the deduction's to the deposit's, both counted; 0 when deposited by the due date. */
  months: number;
  interestPaise: number;
}

/**
 * Interest on TDS (paise, 0 or more) deducted on one day and deposited on another: none by the due date;
 * after it, 1.5% for each month or part of one from deduction to deposit, counted as the portal (TRACES) does, in
 * calendar months: deducted 15 October, deposited 8 November is October and November, 2 months. The TDS is first
 * rounded down to whole hundreds of rupees (rule 119A), so the interest is a multiple of ₹1.50 and can end in 50
 * paise (a TRACES justification report shows ₹544.50); the portal rounds only the total demand, to ₹10 (section 288B).
 */
export function lateDepositInterest({
  tdsPaise,
  deductedOn,
  depositedOn,
}: {
  tdsPaise: number;
  deductedOn: string;
  depositedOn: string;
}): LateDeposit {
  const dueDate = tdsDepositDueDate(deductedOn);
  const deposited = yearAndMonth(depositedOn);
  if (depositedOn <= dueDate) return { dueDate, months: 0, interestPaise: 0 };
  const deducted = yearAndMonth(deductedOn);
  const months = (deposited.year - deducted.year) * 12 + (deposited.month - deducted.month) + 1;
  const roundedTdsPaise = Math.floor(tdsPaise / HUNDRED_RUPEES_PAISE) * HUNDRED_RUPEES_PAISE;
  // A multiple of ₹100 times 1.5% is a whole number of paise: nothing is rounded here.
  const interestPaise = (roundedTdsPaise * LATE_DEPOSIT_INTEREST_BASIS_POINTS_PER_MONTH * months) / 10_000;
  return { dueDate, months, interestPaise };
}
