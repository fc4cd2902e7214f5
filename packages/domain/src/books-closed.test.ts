import { describe, expect, it } from 'vitest';
import {
  booksClosedSavedMessage,
  booksClosedSavedSchema,
  booksClosedSchema,
  booksClosingReminderSchema,
  booksClosingReminderText,
  closeThroughProblem,
  monthLeftOpen,
  periodClosedProblem,
} from './books-closed.ts';

const CLOSED_31_OCT =
  'The books are closed up to 31/10/2026: nothing dated on or before that day can be created, changed or removed.';

describe('periodClosedProblem', () => {
  it('refuses the closed day and every day before it, naming the closed day', () => {
    expect(periodClosedProblem('2026-10-31', '2026-10-31')).toBe(CLOSED_31_OCT);
    expect(periodClosedProblem('2025-04-01', '2026-10-31')).toBe(CLOSED_31_OCT);
  });

  it('lets the day after go, and everything when no day is closed', () => {
    expect(periodClosedProblem('2026-11-01', '2026-10-31')).toBeNull();
    expect(periodClosedProblem('2020-01-01', null)).toBeNull();
  });
});

describe('closing the books', () => {
  it('takes a real day or null, nothing else', () => {
    expect(booksClosedSchema.parse({ through: '2028-02-29' })).toEqual({ through: '2028-02-29' });
    expect(booksClosedSchema.parse({ through: null })).toEqual({ through: null });
    for (const through of ['2026-02-29', '31/10/2026', '', undefined, 20261031]) {
      expect(booksClosedSchema.safeParse({ through }).success, String(through)).toBe(false);
    }
    expect(booksClosedSchema.safeParse({ through: '2026-10-31', extra: 1 }).success).toBe(false);
    expect(booksClosedSchema.safeParse({ through: '2026-02-30' }).error?.issues[0]?.message).toBe(
      'Enter a real date as YYYY-MM-DD.',
    );
  });

  it('up to today, never after it', () => {
    expect(closeThroughProblem('2026-11-27', '2026-11-27')).toBeNull();
    expect(closeThroughProblem('2026-11-28', '2026-11-27')).toBe(
      'The books can be closed through today at the latest.',
    );
    expect(closeThroughProblem(null, '2026-11-27')).toBeNull();
  });

  it('says what was saved', () => {
    expect(booksClosedSavedMessage('2026-10-31')).toBe('The books are closed through 31/10/2026.');
    expect(booksClosedSavedMessage(null)).toBe('The books are open: no day is closed.');
  });
});

describe('monthLeftOpen: the bell reminds the admin of a month ended 10 days ago and still open', () => {
  it('from the 10th day after the month ended', () => {
    expect(monthLeftOpen('2026-11-09', '2026-09-30')).toBeNull();
    expect(monthLeftOpen('2026-11-10', '2026-09-30')).toBe('2026-10-31');
    expect(monthLeftOpen('2026-11-30', null)).toBe('2026-10-31');
  });

  it('not once the books are closed through that month or later', () => {
    expect(monthLeftOpen('2026-11-10', '2026-10-31')).toBeNull();
    expect(monthLeftOpen('2026-11-27', '2026-11-15')).toBeNull();
    expect(monthLeftOpen('2026-11-27', '2026-10-30')).toBe('2026-10-31');
  });

  it('before the 10th, the month before that when it is still open too', () => {
    expect(monthLeftOpen('2026-11-05', '2026-08-31')).toBe('2026-09-30');
    expect(monthLeftOpen('2026-11-05', '2026-09-30')).toBeNull();
  });

  it('across the year and February', () => {
    expect(monthLeftOpen('2027-01-10', null)).toBe('2026-12-31');
    expect(monthLeftOpen('2027-01-09', null)).toBe('2026-11-30');
    expect(monthLeftOpen('2028-03-10', '2028-01-31')).toBe('2028-02-29');
    expect(monthLeftOpen('2027-03-09', '2027-01-31')).toBeNull();
    expect(monthLeftOpen('2027-03-10', '2027-01-31')).toBe('2027-02-28');
  });

  it('names the month and the day to close through', () => {
    expect(booksClosingReminderText('2026-10-31')).toEqual({
      title: 'The books of October 2026 are still open.',
      action: 'Close them through 31/10/2026 in Settings.',
    });
  });
});

describe('the answers of PUT /settings/books-closed and GET /notifications/books-closing', () => {
  it('a save answers the day closed through (or null) and its message; each field is needed', () => {
    const closed = { through: '2026-10-31', message: 'The books are closed through 31/10/2026.' };
    expect(booksClosedSavedSchema.parse(closed)).toEqual(closed);
    const opened = { through: null, message: 'The books are open: no day is closed.' };
    expect(booksClosedSavedSchema.parse(opened)).toEqual(opened);
    expect(booksClosedSavedSchema.safeParse({ through: '2026-10-31' }).success).toBe(false);
    expect(booksClosedSavedSchema.safeParse({ message: 'The books are open: no day is closed.' }).success).toBe(false);
  });

  it('the reminder answers the month end left open, or null; the field is needed', () => {
    expect(booksClosingReminderSchema.parse({ monthEnd: '2026-10-31' })).toEqual({ monthEnd: '2026-10-31' });
    expect(booksClosingReminderSchema.parse({ monthEnd: null })).toEqual({ monthEnd: null });
    expect(booksClosingReminderSchema.safeParse({}).success).toBe(false);
  });
});
