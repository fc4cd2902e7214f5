import { z } from 'zod';
import { tdsPaise } from './trip-money.ts';

export const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
export type Quarter = (typeof QUARTERS)[number];

export const TDS_REGISTER_MESSAGES = {
  fy: 'Financial year must be written as 2026-27.',
  quarter: 'Quarter must be Q1, Q2, Q3 or Q4.',
} as const;

const FY_PATTERN = /^(\d{4})-(\d{2})$/;

/** An Indian financial year written '2026-27': April 2026 to March 2027. */
export function isFinancialYear(fy: string): boolean {
  const match = FY_PATTERN.exec(fy);
  if (!match) return false;
  const first = Number(match[1]);
  return first >= 2000 && Number(match[2]) === (first + 1) % 100;
}

/** Q1 April-June, Q2 July-September, Q3 October-December of the first year; Q4 January-March of the next. */
const QUARTER_MONTHS: Record<Quarter, { yearOffset: number; start: string; end: string }> = {
  Q1: { yearOffset: 0, start: '04-01', end: '06-30' },
  Q2: { yearOffset: 0, start: '07-01', end: '09-30' },
  Q3: { yearOffset: 0, start: '10-01', end: '12-31' },
  Q4: { yearOffset: 1, start: '01-01', end: '03-31' },
};

/** The first and last day of a quarter of a financial year, YYYY-MM-DD. */
export function quarterRange(fy: string, quarter: Quarter): { startDate: string; endDate: string } {
  const year = Number(fy.slice(0, 4)) + QUARTER_MONTHS[quarter].yearOffset;
  return { startDate: `${year}-${QUARTER_MONTHS[quarter].start}`, endDate: `${year}-${QUARTER_MONTHS[quarter].end}` };
}

/** The financial year and quarter a YYYY-MM-DD day falls in. */
export function quarterOf(day: string): { fy: string; quarter: Quarter } {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const first = month >= 4 ? year : year - 1;
  const quarter = QUARTERS[Math.floor(((month + 8) % 12) / 3)] ?? 'Q4';
  return { fy: `${first}-${String((first + 1) % 100).padStart(2, '0')}`, quarter };
}

/** A PAN as the Income Tax Department issues it: five letters, four digits, a letter (AAAPL1234C). */
export function isValidPan(pan: string | null | undefined): boolean {
  // Stryker disable next-line StringLiteral: equivalent, Stryker's text for a missing PAN fails the pattern as '' does
  return /^[A-Z]{5}\d{4}[A-Z]$/.test(pan ?? '');
}

/** GET /tds-register and /tds-register/excel. */
export const tdsRegisterQuerySchema = z.object({
  fy: z.string().max(7).refine(isFinancialYear, TDS_REGISTER_MESSAGES.fy),
  quarter: z.enum(QUARTERS, { message: TDS_REGISTER_MESSAGES.quarter }),
});

const moneySchema = z.object({ freight: z.number(), tds: z.number() });

/**
 * The TDS register of a quarter, in rupees: the bills dated in the quarter, per vendor (by name) with a line per bill
 * (one per TDS rate, should a bill's trips carry two), the vendor's totals and the quarter's.
 */
export const tdsRegisterSchema = z.object({
  fy: z.string(),
  quarter: z.enum(QUARTERS),
  startDate: z.string(),
  endDate: z.string(),
  rows: z.array(
    moneySchema.extend({
      vendor: z.string(),
      pan: z.string(),
      /** False when the vendor has no PAN of the right form: flagged for the return. */
      panValid: z.boolean(),
      bills: z.array(
        moneySchema.extend({
          billId: z.string(),
          date: z.string(),
          trips: z.number().int(),
          /** Percent. */
          tdsRate: z.number(),
        }),
      ),
    }),
  ),
  totals: moneySchema,
});
export type TdsRegister = z.infer<typeof tdsRegisterSchema>;

/** One billed trip of the quarter, as the register reads it. */
export interface TdsTrip {
  vendor: string;
  pan: string;
  billId: string;
  billSeq: number;
  billDate: string;
  freightPaise: number;
  tdsRateBps: number;
}

export interface TdsBillLinePaise {
  billId: string;
  date: string;
  trips: number;
  tdsRateBps: number;
  freightPaise: number;
  tdsPaise: number;
}

export interface TdsVendorPaise {
  vendor: string;
  pan: string;
  panValid: boolean;
  bills: TdsBillLinePaise[];
  freightPaise: number;
  tdsPaise: number;
}

/** Each trip's TDS by the bill's rule (to the paisa, per trip), summed per bill and rate, per vendor and in all. */
export function tdsRegisterPaise(trips: readonly TdsTrip[]): {
  rows: TdsVendorPaise[];
  totals: { freightPaise: number; tdsPaise: number };
} {
  const vendors = new Map<string, TdsVendorPaise>();
  const lines = new Map<string, TdsBillLinePaise>();
  const billSeq = new Map<string, number>();
  for (const trip of trips) {
    let vendor = vendors.get(trip.vendor);
    if (!vendor) {
      vendor = {
        vendor: trip.vendor,
        pan: trip.pan,
        panValid: isValidPan(trip.pan),
        bills: [],
        freightPaise: 0,
        tdsPaise: 0,
      };
      vendors.set(trip.vendor, vendor);
    }
    const key = `${trip.billId} ${trip.tdsRateBps}`;
    let line = lines.get(key);
    if (!line) {
      line = {
        billId: trip.billId,
        date: trip.billDate,
        trips: 0,
        tdsRateBps: trip.tdsRateBps,
        freightPaise: 0,
        tdsPaise: 0,
      };
      lines.set(key, line);
      billSeq.set(trip.billId, trip.billSeq);
      vendor.bills.push(line);
    }
    const tds = tdsPaise(trip.freightPaise, trip.tdsRateBps);
    line.trips += 1;
    line.freightPaise += trip.freightPaise;
    line.tdsPaise += tds;
    vendor.freightPaise += trip.freightPaise;
    vendor.tdsPaise += tds;
  }
  const seqOf = (line: TdsBillLinePaise) => billSeq.get(line.billId) ?? 0;
  const rows = [...vendors.values()]
    .toSorted((a, b) => a.vendor.localeCompare(b.vendor))
    .map((vendor) => ({
      ...vendor,
      bills: vendor.bills.toSorted((a, b) => seqOf(a) - seqOf(b) || a.tdsRateBps - b.tdsRateBps),
    }));
  return {
    rows,
    totals: {
      freightPaise: rows.reduce((sum, row) => sum + row.freightPaise, 0),
      tdsPaise: rows.reduce((sum, row) => sum + row.tdsPaise, 0),
    },
  };
}
