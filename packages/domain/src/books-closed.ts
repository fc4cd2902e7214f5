import { z } from 'zod';
import { DATE_MESSAGE, formatDisplayDate, isCalendarDay } from './dates.ts';

/**
 * Closed periods (issue 28): once the books are closed through a day, nothing dated on or before it can be created,
 * changed or removed: trips, bills and their revisions, payments and reversals.
 */
export const BOOKS_CLOSED_MESSAGES = {
  afterToday: 'The books can be closed through today at the latest.',
  opened: 'The books are open: no day is closed.',
  saved: 'The books are closed through {day}.',
  closed: 'The books are closed up to {day}: nothing dated on or before that day can be created, changed or removed.',
  reminder: 'The books of {month} are still open.',
  reminderAction: 'Close them through {day} in Settings.',
} as const;

/** Days after a month's last day before the admin is reminded to close it. */
export const BOOKS_CLOSING_GRACE_DAYS = 10;

/** GET and PUT /api/settings/books-closed: the last closed day, or null when no day is closed. */
export const booksClosedSchema = z.strictObject({
  through: z.string().refine(isCalendarDay, DATE_MESSAGE).nullable(),
});
export type BooksClosed = z.infer<typeof booksClosedSchema>;

/** PUT's answer: the day now closed through and the message to show. */
export const booksClosedSavedSchema = z.object({ through: z.string().nullable(), message: z.string() });

/** The bell's reminder: the last day of a month that ended at least 10 days ago and is still open, else null. */
export const booksClosingReminderSchema = z.object({ monthEnd: z.string().nullable() });
export type BooksClosingReminder = z.infer<typeof booksClosingReminderSchema>;

/** The refusal of a write dated `day` when the books are closed through `through` or later; null when it may go. */
export function periodClosedProblem(day: string, through: string | null): string | null {
  if (through === null || day > through) return null;
  return BOOKS_CLOSED_MESSAGES.closed.replace('{day}', formatDisplayDate(through));
}

/** Why the books cannot be closed through `through` on `today` (both YYYY-MM-DD), or null. */
export function closeThroughProblem(through: string | null, today: string): string | null {
  return through !== null && through > today ? BOOKS_CLOSED_MESSAGES.afterToday : null;
}

/** The message after a save: closed through a day, or open. */
export function booksClosedSavedMessage(through: string | null): string {
  return through === null
    ? BOOKS_CLOSED_MESSAGES.opened
    : BOOKS_CLOSED_MESSAGES.saved.replace('{day}', formatDisplayDate(through));
}

const MONTH_NAMES = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last day of the month before the month of `day`. */
function previousMonthEnd(day: string): string {
  return dayOf(dayNumber(`${day.slice(0, 7)}-01`) - 86_400_000);
}

/**
 * The last day of the latest month that ended at least 10 days before `today`, when the books are not closed through
 * it; else null. A month closed late still reminds: on 5 November, September is the month to close if it is open.
 */
export function monthLeftOpen(today: string, through: string | null): string | null {
  let monthEnd = previousMonthEnd(today);
  if (dayOf(dayNumber(monthEnd) + BOOKS_CLOSING_GRACE_DAYS * 86_400_000) > today) monthEnd = previousMonthEnd(monthEnd);
  return through !== null && through >= monthEnd ? null : monthEnd;
}

/** The bell's card for a month left open: its title and what to do. */
export function booksClosingReminderText(monthEnd: string): { title: string; action: string } {
  return {
    title: BOOKS_CLOSED_MESSAGES.reminder.replace('{month}', MONTH_NAMES.format(dayNumber(monthEnd))),
    action: BOOKS_CLOSED_MESSAGES.reminderAction.replace('{day}', formatDisplayDate(monthEnd)),
  };
}
