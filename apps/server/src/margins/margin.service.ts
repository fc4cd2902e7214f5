import { freightPaise, type MarginPart, type MarginQuery, type MarginRow, marginRows } from '@freightdesk/domain';
import type { Database } from '../db/database.ts';
import { storedNumber } from '../db/stored-values.ts';
import { marginMoney } from './margin.repository.ts';

export type MarginService = ReturnType<typeof createMarginService>;

/**
 * Paise as the database answers them: PostgreSQL sends sums as text; a value that is no number counts as nothing,
 * and a sum is whole paise (rounded, as a fraction an older release stored may be in it).
 */
const paise = (value: number | string | null | undefined) => Math.round(storedNumber(Number(value ?? 0)) ?? 0);

/** A rate or weight as the database answers it (a number, or text from PostgreSQL), or null when it is none. */
const reading = (value: number | string | null) => (value === null ? null : storedNumber(Number(value)));

/**
 * Margins (issue 33): per trip, truck, customer, vendor or route over the trips of a range of days. Revenue is the
 * freight of the trip's standing LR (its invoice line's, else as the LR screen prices it) with its share of the
 * invoice's extra charges; cost is the trip's vendor freight with its share of its bill's remarks.
 */
export function createMarginService(db: Database) {
  return {
    async margins(query: MarginQuery): Promise<MarginRow[]> {
      const rows = await marginMoney(db, query, query.groupBy);
      // Parts made one at a time as marginRows takes them: a year by trip is a third of a million, and an array of
      // them all would be one more layer of objects held at once.
      function* parts(): Generator<MarginPart> {
        for (const row of rows) {
          const trips = Number(row.trips);
          yield {
            key: row.group_key,
            trips,
            // The invoice lines' freight and extras, and the LRs not invoiced as the LR screen prices each of them.
            revenuePaise: paise(row.invoiced_paise) + freightPaise(reading(row.lr_rate), reading(row.lr_kg)) * trips,
            costPaise: paise(row.cost_paise),
          };
        }
      }
      return marginRows(parts());
    },
  };
}
