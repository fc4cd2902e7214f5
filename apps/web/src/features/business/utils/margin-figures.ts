import {
  type MarginGroup,
  type MarginRow,
  formatAmount,
  fromPaise,
  marginPercent,
  marginRangeProblem,
  toPaise,
} from '@freightdesk/domain';
import type { MarginRange } from '../api/get-margins';

/** One trip's figures from the margins call grouped by trip, in rupees. */
export interface TripMargin {
  revenue: number;
  cost: number;
  margin: number;
}

/** The trips' margins by trip id: the margins answer's key when it is grouped by trip. */
export type TripMargins = ReadonlyMap<string, TripMargin>;

/**
 * The margins of a range's trips, by trip id. The answer grouped by trip carries no day, so the Business screen joins
 * it with its own trips (which do) by this id, instead of asking the server once for each day.
 */
export function tripMargins(rows: readonly MarginRow[]): TripMargins {
  return new Map(rows.map((row) => [row.key, { revenue: row.revenue, cost: row.cost, margin: row.margin }]));
}

/** The range a search's margins are asked for, or why there is none (no dates, the end first, or over a year). */
export type MarginSearch = { range: MarginRange; problem: null } | { range: null; problem: string };

/**
 * The Business search allows a truck without dates and a range of several years; the margins call needs both dates
 * and at most MAX_MARGIN_DAYS of them, so its own rule decides whether the margins can be shown for the search.
 */
export function marginSearch(searched: { startDate: string; endDate: string }): MarginSearch {
  const problem = marginRangeProblem(searched);
  return problem === null
    ? { range: { startDate: searched.startDate, endDate: searched.endDate }, problem: null }
    : { range: null, problem };
}

/**
 * Revenue and margin added up over the listed trips, in rupees (summed in paise so that thousands of rows do not
 * drift). A trip the margins do not hold adds nothing: it can only be one saved after the margins were fetched.
 */
export function tripsMarginTotals(
  tripIds: Iterable<string>,
  margins: TripMargins,
): { revenue: number; margin: number } {
  let revenue = 0;
  let margin = 0;
  for (const tripId of tripIds) {
    const figures = margins.get(tripId);
    if (!figures) continue;
    revenue += toPaise(figures.revenue);
    margin += toPaise(figures.margin);
  }
  return { revenue: fromPaise(revenue), margin: fromPaise(margin) };
}

/** The foot of the Margins table: every group added up, and the percent of those totals. */
export interface MarginTotals {
  trips: number;
  revenue: number;
  cost: number;
  margin: number;
  /** Of the total revenue, by the domain's rule; null when there is no revenue. */
  marginPercent: number | null;
}

/**
 * The Margins table's totals. The percent is worked from the summed margin and revenue, not averaged from the rows'
 * percents, which would weigh a small trip as much as a large one.
 */
export function marginTotals(rows: readonly MarginRow[]): MarginTotals {
  let trips = 0;
  let revenue = 0;
  let cost = 0;
  let margin = 0;
  for (const row of rows) {
    trips += row.trips;
    revenue += toPaise(row.revenue);
    cost += toPaise(row.cost);
    margin += toPaise(row.margin);
  }
  return {
    trips,
    revenue: fromPaise(revenue),
    cost: fromPaise(cost),
    margin: fromPaise(margin),
    marginPercent: marginPercent(margin, revenue),
  };
}

/** The Group by choices, in the server's order, with the heading of the key column each gives the table. */
export const GROUP_LABELS: Record<MarginGroup, { option: string; heading: string }> = {
  trip: { option: 'Trip', heading: 'Trip ID' },
  truck: { option: 'Truck', heading: 'Truck' },
  customer: { option: 'Customer', heading: 'Customer' },
  vendor: { option: 'Vendor', heading: 'Vendor' },
  route: { option: 'Route', heading: 'Route' },
};

/** What the Margin % column shows without revenue: a percent of nothing is no figure, and 0% would mislead. */
export const NO_PERCENT = '—';

/** A margin percent as the table shows it, to two decimals: "20.00%", "-80.00%"; a dash without revenue. */
export function formatMarginPercent(percent: number | null): string {
  return percent === null ? NO_PERCENT : `${formatAmount(percent)}%`;
}
