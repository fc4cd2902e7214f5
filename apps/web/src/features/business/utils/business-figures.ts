import { fromPaise, toPaise, type TripRecord } from '@freightdesk/domain';
import type { TripMargins } from './margin-figures';

/** The money columns of the Business table, in order, each with the grand total the last row shows. */
export const MONEY_COLUMNS = [
  { label: 'Freight', value: (trip: TripRecord) => trip.Freight },
  { label: 'TDS', value: (trip: TripRecord) => trip.TDS },
  { label: 'Diesel', value: (trip: TripRecord) => trip.DieselAmount },
  { label: 'Short', value: (trip: TripRecord) => trip.Short },
  { label: 'Advance', value: (trip: TripRecord) => trip.Advance },
  { label: 'Toll', value: (trip: TripRecord) => trip.Toll },
  { label: 'Adblue', value: (trip: TripRecord) => trip.Adblue },
  { label: 'Greasing', value: (trip: TripRecord) => trip.Greasing },
  { label: 'Amount', value: (trip: TripRecord) => trip.Amount },
] as const;

export type MoneyColumn = (typeof MONEY_COLUMNS)[number];

// Summed in whole paise: adding rupee fractions as floats would drift over thousands of rows.
function sumPaise(trips: TripRecord[], value: (trip: TripRecord) => number | null | undefined): number {
  return trips.reduce((sum, trip) => sum + toPaise(value(trip) ?? 0), 0);
}

/** The grand total of each money column, in rupees, in MONEY_COLUMNS order. */
export function grandTotals(trips: TripRecord[]): { label: MoneyColumn['label']; total: number }[] {
  return MONEY_COLUMNS.map((column) => ({ label: column.label, total: fromPaise(sumPaise(trips, column.value)) }));
}

export interface DayFigures {
  day: string;
  freight: number;
  amount: number;
  /** The day's trips' revenue and margin; null while the margins are not known (loading, failed, or no range). */
  revenue: number | null;
  margin: number | null;
}

// Beyond about a year of days the bars get too thin to read, so only days with trips are drawn.
const MAX_FILLED_DAYS = 366;
const DAY_MS = 86_400_000;

function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

function dayOf(dayNumberValue: number): string {
  return new Date(dayNumberValue * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Freight and amount per day, in rupees, over the searched range (or the trips' own span when no dates were
 * given), with the days without trips at zero. With the margins, each day also adds up the revenue and margin of its
 * trips, found by trip id: the margins answer has no day, the searched trips do.
 */
export function dailyFigures(
  trips: TripRecord[],
  range: { startDate: string; endDate: string },
  margins: TripMargins | null = null,
): DayFigures[] {
  const byDay = new Map<string, { freight: number; amount: number; revenue: number; margin: number }>();
  for (const trip of trips) {
    const figures = byDay.get(trip.localDate) ?? { freight: 0, amount: 0, revenue: 0, margin: 0 };
    figures.freight += toPaise(trip.Freight ?? 0);
    figures.amount += toPaise(trip.Amount ?? 0);
    const margin = margins?.get(trip.TripID);
    figures.revenue += toPaise(margin?.revenue ?? 0);
    figures.margin += toPaise(margin?.margin ?? 0);
    byDay.set(trip.localDate, figures);
  }
  const tripDays = [...byDay.keys()].sort();
  const first = range.startDate || tripDays[0];
  const last = range.endDate || tripDays[tripDays.length - 1];
  const days =
    first && last && dayNumber(last) - dayNumber(first) < MAX_FILLED_DAYS
      ? Array.from({ length: dayNumber(last) - dayNumber(first) + 1 }, (_, offset) => dayOf(dayNumber(first) + offset))
      : tripDays;
  return days.map((day) => {
    const figures = byDay.get(day);
    return {
      day,
      freight: fromPaise(figures?.freight ?? 0),
      amount: fromPaise(figures?.amount ?? 0),
      revenue: margins ? fromPaise(figures?.revenue ?? 0) : null,
      margin: margins ? fromPaise(figures?.margin ?? 0) : null,
    };
  });
}
