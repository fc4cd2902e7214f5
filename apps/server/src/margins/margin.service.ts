import {
  freightPaise,
  type MarginPart,
  type MarginQuery,
  type MarginRow,
  marginRows,
  spreadPaise,
  toPaise,
} from '@freightdesk/domain';
import type { Database } from '../db/database.ts';
import { storedNumber, storedRemarks } from '../db/stored-values.ts';
import { type MarginRange, billRemarks, billTrips, extraChargeLines, moneyByGroup } from './margin.repository.ts';

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

/** Runs of consecutive rows with the same `idOf`: the lines of one invoice, the trips of one bill, as ordered. */
function runsOf<T>(rows: readonly T[], idOf: (row: T) => string): T[][] {
  const runs: T[][] = [];
  let current: T[] = [];
  for (const row of rows) {
    const first = current[0];
    if (first !== undefined && idOf(first) !== idOf(row)) {
      runs.push(current);
      current = [];
    }
    current.push(row);
  }
  if (current.length > 0) runs.push(current);
  return runs;
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
  return {
    async margins(query: MarginQuery): Promise<MarginRow[]> {
      const range: MarginRange = { startDate: query.startDate, endDate: query.endDate };
      const { groupBy } = query;
      const [groups, extraLines, bills, tripsOfBills] = await Promise.all([
        moneyByGroup(db, range, groupBy),
        extraChargeLines(db, range, groupBy),
        billRemarks(db, range),
        billTrips(db, range, groupBy),
      ]);
      const ofRange = (day: string) => day >= range.startDate && day <= range.endDate;
      const parts: MarginPart[] = groups.map((group) => {
        const trips = Number(group.trips);
        // Trips grouped with a rate and a weight are LRs not invoiced, each charged freightPaise(rate, weight); the
        // rest have none (0), their revenue being their invoice lines'.
        const lrFreight = freightPaise(reading(group.lr_rate), reading(group.lr_kg));
        return {
          key: group.group_key,
          trips,
          revenuePaise: paise(group.invoiced_paise) + lrFreight * trips,
          costPaise: paise(group.cost_paise),
        };
      });
      for (const lines of runsOf(extraLines, (line) => line.invoice_no)) {
        const shares = spreadPaise(
          paise(lines[0]?.extras_paise),
          lines.map((line) => weight(line.freight_paise)),
        );
        lines.forEach((line, index) => {
          if (ofRange(line.local_date)) {
            parts.push({ key: line.group_key, trips: 0, revenuePaise: shares[index] ?? 0, costPaise: 0 });
          }
        });
      }
      const remarksOf = new Map(bills.map((bill) => [bill.id, remarksPaise(bill.remarks)]));
      for (const trips of runsOf(tripsOfBills, (trip) => trip.bill_id)) {
        const amount = remarksOf.get(trips[0]?.bill_id ?? '') ?? 0;
        if (amount === 0) continue;
        const shares = spreadPaise(
          amount,
          trips.map((trip) => weight(trip.freight_paise)),
        );
        trips.forEach((trip, index) => {
          if (ofRange(trip.local_date)) {
            parts.push({ key: trip.group_key, trips: 0, revenuePaise: 0, costPaise: shares[index] ?? 0 });
          }
        });
      }
      return marginRows(parts);
    },
  };
}
