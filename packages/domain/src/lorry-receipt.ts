import { isCalendarDay } from './dates.ts';
import { isFinancialYear, quarterOf } from './tds-register.ts';

/**
 * Lorry receipts (LR, consignment note, bilty; issue 32): the document every trip starts with. The rules here are
 * the ones both the server and the web apply: the number, who pays, the status, and the e-way bill's alert.
 */

/** Paid: the consignor paid at booking. ToPay: the consignee pays on delivery. TBB: to be billed to the consignor. */
export const FREIGHT_TERMS = ['Paid', 'ToPay', 'TBB'] as const;
export type FreightTerms = (typeof FREIGHT_TERMS)[number];

export const FREIGHT_TERMS_LABELS: Record<FreightTerms, string> = {
  Paid: 'Paid',
  ToPay: 'To pay',
  TBB: 'To be billed',
};

/** Booked when made; In transit once printed (the driver carries a copy); Delivered when its trip is acknowledged. */
export const LR_STATUSES = ['Booked', 'In transit', 'Delivered', 'Invoiced', 'Cancelled'] as const;
export type LrStatus = (typeof LR_STATUSES)[number];

/** Statuses whose LR may still be edited or cancelled: an invoiced LR is settled by a credit note (issue 33). */
export const LR_EDITABLE_STATUSES: readonly LrStatus[] = ['Booked', 'In transit', 'Delivered'];

export const LR_PREFIX = 'LR';
const LR_DIGITS = 6;

/** An LR number: LR/<financial year>/<six digits>, one series per financial year without gaps (LR/2026-27/000123). */
export function formatLrNo(fy: string, seq: number): string {
  return `${LR_PREFIX}/${fy}/${String(seq).padStart(LR_DIGITS, '0')}`;
}

/** The financial year whose series numbers an LR made on a day (YYYY-MM-DD). */
export function lrFinancialYear(day: string): string {
  return quarterOf(day).fy;
}

const FULL_LR_NO = /^LR\/(\d{4}-\d{2})\/(\d{1,6})$/;
const SHORT_LR_NO = /^LR[\s-]?(\d{1,6})$/;

/**
 * An LR number as typed in the top bar's search: the full number (upper or lower case, the digits zero-padded or
 * not), or "LR123" for number 123 of the latest year that has one. Null when it is not an LR number (number 0, a
 * year like 2026-99).
 */
export function readLrSearch(typed: string): { fy: string | null; seq: number } | null {
  const text = typed.trim().toUpperCase();
  const full = FULL_LR_NO.exec(text);
  const short = SHORT_LR_NO.exec(text);
  const fy = full?.[1] ?? null;
  const seq = Number(full?.[2] ?? short?.[1] ?? 0);
  // Series start at 1, and a year is one that can be (2026-27, not 2026-99): anything else names no LR.
  if (seq === 0 || (fy !== null && !isFinancialYear(fy))) return null;
  return { fy, seq };
}

/** Who pays the freight of an LR, and so whose rate applies: the consignee on "To pay", else the consignor. */
export function lrBillingParty(terms: FreightTerms): 'consignor' | 'consignee' {
  return terms === 'ToPay' ? 'consignee' : 'consignor';
}

/** The freight amount prints on the LR only when it is collected on it: Paid or To pay, never To be billed. */
export function lrPrintsFreight(terms: FreightTerms): boolean {
  return terms !== 'TBB';
}

/** The status after the LR is printed: a Booked LR goes In transit; every other keeps its status. */
export function statusAfterPrint(status: LrStatus): LrStatus {
  return status === 'Booked' ? 'In transit' : status;
}

/** An e-way bill number: 12 digits (spaces typed between groups go). */
export const EWAY_BILL_NO = /^\d{12}$/;

/** The bell warns this many hours before an e-way bill of a trip not yet acknowledged expires. */
export const EWAY_ALERT_HOURS = 6;

/** 'expired' once past, 'expiring' within EWAY_ALERT_HOURS, else null. */
export function ewayAlert(validUntil: string, now: Date = new Date()): 'expired' | 'expiring' | null {
  const left = Date.parse(validUntil) - now.getTime();
  if (left <= 0) return 'expired';
  return left <= EWAY_ALERT_HOURS * 3_600_000 ? 'expiring' : null;
}

const OFFICE_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;
const ZONED_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A date and time as typed: "2026-11-28T18:30" (a form's local time, read in India) or ISO 8601 with a zone. The
 * UTC ISO string it names, or null when it is not a real moment.
 */
export function readOfficeDateTime(typed: string): string | null {
  const text = typed.trim();
  const local = OFFICE_DATE_TIME.exec(text);
  if (local) {
    // Stryker disable next-line StringLiteral: equivalent, a match always has day, hour and minute (defaults for types)
    const [, day = '', hour = '', minute = '', second = '00'] = local;
    if (!isCalendarDay(day) || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
    return new Date(`${day}T${hour}:${minute}:${second}+05:30`).toISOString();
  }
  const zoned = ZONED_DATE_TIME.exec(text);
  // Stryker disable next-line StringLiteral: equivalent, a match always has the day group; the default is for the types
  if (!zoned || !isCalendarDay(zoned[1] ?? '')) return null;
  const moment = Date.parse(text);
  return Number.isNaN(moment) ? null : new Date(moment).toISOString();
}
