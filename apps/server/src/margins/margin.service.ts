import { freightPaise, type MarginQuery, type MarginRow, marginRows, spreadPaise, toPaise } from '@freightdesk/domain';
import type { Database } from '../db/database.ts';
import { storedNumber, storedRemarks } from '../db/stored-values.ts';
import {
  type MarginRange,
  billRemarks,
  billTripsOutside,
  invoicesWithExtras,
  standingLineCounts,
  standingLines,
  tripMoney,
} from './margin.repository.ts';

export type MarginService = ReturnType<typeof createMarginService>;

/**
 * Paise as the database answers them: PostgreSQL sends sums as text; a value that is no number counts as nothing,
 * and a sum is whole paise (rounded, so that a fraction an older release stored cannot stop the spreading).
 */
const paise = (value: number | string | null | undefined) => Math.round(storedNumber(Number(value ?? 0)) ?? 0);

/** A rate or weight as the database answers it (a number, or text from PostgreSQL), or null when it is none. */
const reading = (value: number | string | null) => (value === null ? null : storedNumber(Number(value)));

/** A weight to spread by: the freight, none below zero. */
const weight = (value: number | string | null | undefined) => Math.max(0, paise(value));

/** One part an amount is spread over: a trip, or an invoice line's trip, with its day, weight and number or position. */
interface SharePart {
  tripId: string;
  day: string;
  weight: number;
  position: number;
}

/** A bill lists its trips by day, then number; an invoice its lines by position. */
const billOrder = (a: SharePart, b: SharePart) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.position - b.position);
const lineOrder = (a: SharePart, b: SharePart) => a.position - b.position;

/** Rows gathered under a string: the trips of each bill, the lines of each invoice. */
function gather<T>(into: Map<string, T[]>, id: string, item: T): void {
  const items = into.get(id);
  if (items) items.push(item);
  else into.set(id, [item]);
}

/** What a bill's remarks add to it, in paise, as its totals add them; an amount stored unreadable counts as 0. */
function remarksPaise(json: string): number {
  return storedRemarks(json).reduce((sum, remark) => sum + toPaise(remark.amount ?? 0), 0);
}

/**
 * Margins (issue 33): per trip, truck, customer, vendor or route over the trips of a range of days. Revenue is the
 * freight of the trip's standing LR (its invoice line's, else as the LR screen prices it) with its share of the
 * invoice's extra charges; cost is the trip's vendor freight with its share of its bill's remarks.
 */
export function createMarginService(db: Database) {
  /**
   * Each trip of the range's share of amounts spread over parts (its invoices' extra charges, its bill's remarks),
   * by trip id: `partsOf` holds each amount's parts, in any order; they are spread in `order`, as the invoice or bill
   * lists them, and only the range's trips keep their shares.
   */
  function sharesOf(
    range: MarginRange,
    amounts: ReadonlyMap<string, number>,
    partsOf: Map<string, SharePart[]>,
    order: (a: SharePart, b: SharePart) => number,
  ) {
    const shares = new Map<string, number>();
    for (const [id, parts] of partsOf) {
      const amount = amounts.get(id) ?? 0;
      if (amount === 0) continue;
      parts.sort(order);
      const spread = spreadPaise(
        amount,
        parts.map((part) => part.weight),
      );
      parts.forEach((part, index) => {
        if (part.day >= range.startDate && part.day <= range.endDate) {
          shares.set(part.tripId, (shares.get(part.tripId) ?? 0) + (spread[index] ?? 0));
        }
      });
    }
    return shares;
  }

  return {
    async margins(query: MarginQuery): Promise<MarginRow[]> {
      const range: MarginRange = { startDate: query.startDate, endDate: query.endDate };
      const [trips, extras, bills, tripsOutside] = await Promise.all([
        tripMoney(db, range, query.groupBy),
        invoicesWithExtras(db),
        billRemarks(db, range),
        billTripsOutside(db, range),
      ]);
      const extrasOf = new Map(extras.map((invoice) => [invoice.invoice_no, paise(invoice.extras_paise)]));
      const remarksOf = new Map(bills.map((bill) => [bill.id, remarksPaise(bill.remarks)]));
      // The range's trips are the parts of their bills and invoices; a bill's trips outside the range come from
      // tripsOutside, and an invoice with a standing line outside the range is read whole (a few at the range's ends).
      const billParts = new Map<string, SharePart[]>();
      const lineParts = new Map<string, SharePart[]>();
      for (const trip of trips) {
        const { trip_id: tripId, local_date: day } = trip;
        if (trip.bill_id !== null && remarksOf.has(trip.bill_id)) {
          gather(billParts, trip.bill_id, { tripId, day, weight: weight(trip.cost_paise), position: trip.seq });
        }
        if (trip.invoice_no !== null && extrasOf.has(trip.invoice_no)) {
          const position = trip.line_position ?? 0;
          gather(lineParts, trip.invoice_no, { tripId, day, weight: weight(trip.invoiced_paise), position });
        }
      }
      for (const trip of tripsOutside) {
        const { trip_id: tripId, local_date: day } = trip;
        gather(billParts, trip.bill_id, { tripId, day, weight: weight(trip.freight_paise), position: trip.seq });
      }
      const counts = await standingLineCounts(db, [...lineParts.keys()]);
      const partial = counts.filter((count) => Number(count.lines) !== lineParts.get(count.invoice_no)?.length);
      for (const count of partial) lineParts.delete(count.invoice_no);
      for (const line of await standingLines(
        db,
        partial.map((count) => count.invoice_no),
      )) {
        const { trip_id: tripId, local_date: day } = line;
        gather(lineParts, line.invoice_no, {
          tripId,
          day,
          weight: weight(line.freight_paise),
          position: line.position,
        });
      }
      const extraShares = sharesOf(range, extrasOf, lineParts, lineOrder);
      const remarkShares = sharesOf(range, remarksOf, billParts, billOrder);
      return marginRows(
        trips.map((trip) => ({
          key: trip.group_key,
          trips: 1,
          // Its invoice line's freight, or its LR's as the LR screen prices it (0 for the other), and its extras.
          revenuePaise:
            paise(trip.invoiced_paise) +
            freightPaise(reading(trip.lr_rate), reading(trip.lr_kg)) +
            (extraShares.get(trip.trip_id) ?? 0),
          costPaise: paise(trip.cost_paise) + (remarkShares.get(trip.trip_id) ?? 0),
        })),
      );
    },
  };
}
