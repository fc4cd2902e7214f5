import { isCalendarDay } from './dates.ts';
import { IMPORT_MESSAGES } from './import.schemas.ts';
import { INDIAN_GROUPED, NUMBER_MESSAGES, RUPEE_SIGN } from './number-text.ts';

/** A cell as an import reads it: text, a number, or blank. */
export type SheetCell = string | number | null;

export type SheetReading<T> = { ok: true; value: T | null } | { ok: false; message: string };

/** Why a spreadsheet amount or date is refused: the reason, never a guess (issue 18). */
export const SHEET_MESSAGES = {
  grouping: 'Commas must group digits the Indian way, as in 1,25,000.50.',
  notANumber: NUMBER_MESSAGES.invalid,
  dateFormat: 'Write the date as dd/mm/yyyy.',
  twoDigitYear: 'A two-digit year is ambiguous: write the year in full (dd/mm/yyyy).',
  usDate: 'This reads as a US date (month first): write it as dd/mm/yyyy.',
  notADay: (written: string) => `${written} is not a real calendar day.`,
  serialRange: 'An Excel date number must be a day from 01/03/1900 to 31/12/9999.',
} as const;

/**
 * A number cell of a spreadsheet as plain decimal text for the form's number rules, or the reason it is refused.
 * Reads "1,25,000.50" and "₹ 1250" (rupees when `rupees`) as the forms do (number-text.ts); refuses any other
 * grouping, such as "1,250,00", with the reason.
 */
export function readSheetNumber(cell: SheetCell, { rupees }: { rupees: boolean }): SheetReading<string> {
  if (cell === null) return { ok: true, value: null };
  if (typeof cell === 'number') {
    return Number.isFinite(cell)
      ? { ok: true, value: String(cell) }
      : { ok: false, message: SHEET_MESSAGES.notANumber };
  }
  const trimmed = cell.trim();
  const text = rupees ? trimmed.replace(RUPEE_SIGN, '') : trimmed;
  if (text === '')
    return trimmed === '' ? { ok: true, value: null } : { ok: false, message: SHEET_MESSAGES.notANumber };
  if (!text.includes(',')) return { ok: true, value: text };
  return INDIAN_GROUPED.test(text)
    ? { ok: true, value: text.replaceAll(',', '') }
    : { ok: false, message: SHEET_MESSAGES.grouping };
}

// Excel counts days from 1899-12-30 for every serial from 61 (1900-03-01) on; below that it counts a 29/02/1900
// that never was.
const FIRST_SERIAL = 61;
const LAST_SERIAL = 2_958_465;
const SERIAL_EPOCH_MS = Date.UTC(1899, 11, 30);

function serialDay(serial: number): SheetReading<string> {
  const day = Math.floor(serial);
  if (!Number.isFinite(serial) || day < FIRST_SERIAL || day > LAST_SERIAL) {
    return { ok: false, message: SHEET_MESSAGES.serialRange };
  }
  return { ok: true, value: new Date(SERIAL_EPOCH_MS + day * 86_400_000).toISOString().slice(0, 10) };
}

const pad = (value: string) => value.padStart(2, '0');

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** 1 to 12 for an English month name, in full or its first three letters, in either case; 0 for none. */
function monthNumber(name: string): number {
  const lower = name.toLowerCase();
  return MONTHS.findIndex((month) => lower === month || lower === month.slice(0, 3)) + 1;
}

/** A two-digit year as a spreadsheet reads a typed one: 00 to 29 in this century, 30 to 99 in the last. */
const fullYear = (year: string) =>
  year.length === 4 ? year : String(Number(year) < 30 ? 2000 + Number(year) : 1900 + Number(year));

/** The day of YYYY-MM-DD, or the reason naming the date as it was written. */
const calendarDay = (iso: string, written: string): SheetReading<string> =>
  isCalendarDay(iso) ? { ok: true, value: iso } : { ok: false, message: SHEET_MESSAGES.notADay(written) };

/**
 * A date cell of a spreadsheet as YYYY-MM-DD, or the reason it is refused: dd/mm/yyyy (or with - or .), d-MMM-yy and
 * d MMM yyyy (an English month name), YYYY-MM-DD, or an Excel date number (whole days; a time of day is dropped). The
 * day comes first always (India); a two-digit year with a numeric month, and a US date, are refused.
 */
export function readSheetDate(cell: SheetCell): SheetReading<string> {
  if (cell === null) return { ok: true, value: null };
  if (typeof cell === 'number') return serialDay(cell);
  const text = cell.trim();
  if (text === '') return { ok: true, value: null };
  if (/^\d{1,7}$/.test(text)) return serialDay(Number(text));
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return calendarDay(text, text);
  const named = /^(\d{1,2})([ /.-])([a-z]+)\2(\d{2}|\d{4})$/i.exec(text);
  if (named) {
    // Stryker disable next-line StringLiteral: equivalent, a match always has the three groups; the defaults are for the types
    const [day = '', name = '', year = ''] = [named[1], named[3], named[4]];
    const month = monthNumber(name);
    if (month === 0) return { ok: false, message: SHEET_MESSAGES.dateFormat };
    return calendarDay(`${fullYear(year)}-${pad(String(month))}-${pad(day)}`, text);
  }
  if (/^\d{1,2}[/.-]\d{1,2}[/.-]\d{2}$/.test(text)) return { ok: false, message: SHEET_MESSAGES.twoDigitYear };
  const match = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/.exec(text);
  if (!match) return { ok: false, message: SHEET_MESSAGES.dateFormat };
  // Stryker disable next-line StringLiteral: equivalent, a match always has the three groups; the defaults are for the types
  const [day = '', month = '', year = ''] = [match[1], match[3], match[4]];
  if (Number(month) > 12 && Number(day) <= 12) return { ok: false, message: SHEET_MESSAGES.usDate };
  return calendarDay(`${year}-${pad(month)}-${pad(day)}`, text);
}

// A spreadsheet keeps 15 significant digits: a whole number from 10^15 on may be rounded (123456789012345678 is
// stored as 123456789012346000).
const EXACT_BELOW = 1e15;

/**
 * An identifier cell (bank account, IFSC, PAN, GSTIN, phone, PIN code, DO number) as the text its cell shows (issue
 * 30). A text cell is read as written. A number cell is read as its digits, unless a spreadsheet has changed it: more
 * than 15 digits (rounded), or fewer digits than the `stored` value it would replace (leading zeros lost). Then the
 * reason names the field by its `label`, and the value must be typed again into a Text column.
 */
export function readSheetIdentifier(cell: SheetCell, label: string, stored?: string | null): SheetReading<string> {
  if (typeof cell !== 'number') return { ok: true, value: cell };
  const changed = { ok: false, message: IMPORT_MESSAGES.identifierChanged(label) } as const;
  // Written so that NaN and Infinity fail too.
  if (!(Math.abs(cell) < EXACT_BELOW)) return changed;
  const digits = String(cell);
  const storedDigits = (stored ?? '').replace(/\D/g, '').length;
  return String(Math.trunc(Math.abs(cell))).length < storedDigits ? changed : { ok: true, value: digits };
}
