import { TRIP_STATUSES, type TripStatus } from '@freightdesk/domain';

/**
 * A stored number as a reader can use it: a finite number, else null. Older releases (and SQLite, which keeps what it
 * is given) left text, ±Infinity and NaN in number columns; such a value reads as blank rather than taking a whole
 * list down, and migration 0013 lists it in data_issues for an admin to correct.
 */
export function storedNumber(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : null;
}

/** A stored status; one no release writes reads as Billed while the trip is on a bill, else as Open. */
export function storedStatus(value: string, billId: string | null): TripStatus {
  if ((TRIP_STATUSES as readonly string[]).includes(value)) return value as TripStatus;
  return billId === null ? 'Open' : 'Billed';
}

/** A bill's stored remarks (JSON [{text, amount}] in rupees); an amount that is no finite number reads as null. */
export function storedRemarks(json: string): { text: string; amount: number | null }[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { text, amount } = entry as { text?: unknown; amount?: unknown };
    return typeof text === 'string' ? [{ text, amount: storedNumber(amount) }] : [];
  });
}
