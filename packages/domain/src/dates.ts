import { z } from 'zod';

/** The office's time zone: trips, days and expiry are all reckoned in India time. */
export const OFFICE_TIME_ZONE = 'Asia/Kolkata';

const displayFormat = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: OFFICE_TIME_ZONE,
});

// en-CA writes YYYY-MM-DD, which compares correctly as a plain string.
const isoFormat = new Intl.DateTimeFormat('en-CA', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: OFFICE_TIME_ZONE,
});

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
  timeZone: OFFICE_TIME_ZONE,
});

const parse = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** The office's calendar day of an instant, as YYYY-MM-DD. */
export function localDate(value: string | Date = new Date()): string {
  return isoFormat.format(parse(value));
}

/** The office's wall-clock time of an instant, as HH:mm:ss. */
export function localTime(value: string | Date = new Date()): string {
  return timeFormat.format(parse(value));
}

/** Day/month/year (en-IN) in the office's time zone; the input as given when it is not a date. */
export function formatDisplayDate(value: string): string {
  const date = parse(value);
  return Number.isNaN(date.getTime()) ? value : displayFormat.format(date);
}

/** True when the date falls before today, in the office's time zone. */
export function isBeforeToday(value: string, now: Date = new Date()): boolean {
  const date = parse(value);
  return !Number.isNaN(date.getTime()) && localDate(date) < localDate(now);
}

const officeClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: OFFICE_TIME_ZONE,
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec-1 sections 4 and 9: the notification bell refreshes daily at 00:05 office time, then every 86,400,000 ms. */
export const DAILY_REFRESH = { hour: 0, minute: 5, everyMs: 86_400_000 } as const;

/** Milliseconds from `now` to the next time the office clock reads hour:minute (a full day when it reads it now). */
export function msUntilOfficeTime(hour: number, minute: number, now: Date = new Date()): number {
  const parts = officeClock.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const sinceMidnight = ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000 + now.getMilliseconds();
  const target = (hour * 60 + minute) * 60_000;
  return (target - sinceMidnight + DAY_MS) % DAY_MS || DAY_MS;
}

/** The message for a date that is not a real calendar day in YYYY-MM-DD. */
export const DATE_MESSAGE = 'Enter a real date as YYYY-MM-DD.';

/** True for a real calendar day written YYYY-MM-DD (2028-02-29 is one, 2026-02-29 and 2026-13-01 are not). */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    // An impossible day (2026-02-30) moves into the next month: its month and its day both change, so each of the
    // two checks alone would refuse it.
    // Stryker disable next-line ConditionalExpression: equivalent, see above
    date.getUTCMonth() === month - 1 &&
    // Stryker disable next-line ConditionalExpression: equivalent, see above
    date.getUTCDate() === day
  );
}

/** An optional day as forms send it: empty or null is absent; anything else must be a real calendar day. */
export const optionalDaySchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.string().refine(isCalendarDay, DATE_MESSAGE).optional(),
);

/** The office month (Asia/Kolkata) of `now` as a date range, its first day to its last. */
export function currentMonthRange(now: Date = new Date()): { startDate: string; endDate: string } {
  const month = localDate(now).slice(0, 7);
  const [year = 0, monthNumber = 0] = month.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  // The last day of a month is 28 to 31: always two digits.
  return { startDate: `${month}-01`, endDate: `${month}-${lastDay}` };
}

/** How a screen checks its date range (spec-2 section 5): whether both days are needed, and the screen's own texts. */
export interface DateRangeRule {
  /** Both days must be chosen; otherwise both or neither. */
  required: boolean;
  bothDates: string;
  endBeforeStart: string;
}

/** Why a range (YYYY-MM-DD, blank when not chosen) cannot be searched under the rule, or null when it can. */
export function dateRangeProblem(
  { startDate, endDate }: { startDate?: string | undefined; endDate?: string | undefined },
  rule: DateRangeRule,
): string | null {
  const missing = rule.required ? !startDate || !endDate : Boolean(startDate) !== Boolean(endDate);
  if (missing) return rule.bothDates;
  if (startDate && endDate && endDate < startDate) return rule.endBeforeStart;
  return null;
}

/** The day `days` after `day` (both YYYY-MM-DD; `days` below zero goes back). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
