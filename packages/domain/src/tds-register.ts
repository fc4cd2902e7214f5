import { z } from 'zod';
import { BILL_ENTRY_KINDS, type BillEntryKind } from './bill.schemas.ts';

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
 * The TDS register of a quarter, in rupees (issue 28): the bill entries dated in the quarter, per vendor (by name):
 * a bill's issue, each revision's difference and each cancellation (minus the bill's last revision), a line per
 * entry and TDS rate, read from the bills' frozen revisions; the vendor's totals and the quarter's. A quarter's
 * figures never change once it is over.
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
          /** The entry's day: the bill's for its issue, the revision's or the cancellation's for theirs. */
          date: z.string(),
          kind: z.enum(BILL_ENTRY_KINDS),
          /** 0 for the issue, n for revision n; for a cancellation, the revision it cancels. */
          revision: z.number().int(),
          /** Trips added (or, below zero, taken off) at this rate. */
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

/** A trip line of a bill's frozen revision, as the register reads it. */
export interface TdsTripLine {
  freightPaise: number;
  tdsPaise: number;
  tdsRateBps: number;
}

/** A bill entry dated in the quarter, with the revisions it compares. */
export interface TdsEntry {
  vendorId: string;
  /** The vendor's name and PAN on the bill's day (issue 31). */
  vendor: string;
  pan: string;
  billId: string;
  billSeq: number;
  date: string;
  kind: BillEntryKind;
  /** The bill's entry number: the order of one bill's entries. */
  entry: number;
  revision: number;
  /** The trips the entry brings: its revision's; none for a cancellation. */
  trips: readonly TdsTripLine[];
  /** The trips it takes off: the revision before it, the last revision for a cancellation; none for the issue. */
  previous: readonly TdsTripLine[];
}

export interface TdsBillLinePaise {
  billId: string;
  date: string;
  kind: BillEntryKind;
  revision: number;
  trips: number;
  tdsRateBps: number;
  freightPaise: number;
  tdsPaise: number;
}

export interface TdsVendorPaise {
  vendorId: string;
  vendor: string;
  pan: string;
  panValid: boolean;
  bills: TdsBillLinePaise[];
  freightPaise: number;
  tdsPaise: number;
}

/**
 * The TDS rate of a trip line frozen before revisions carried it: what its TDS is of its freight, to the basis point
 * (exact for a freight of ₹100 or more; a line without freight counts at 0%).
 */
export function snapshotTdsRateBps(freightPaise: number, tdsPaise: number): number {
  return freightPaise > 0 ? Math.round((tdsPaise * 10_000) / freightPaise) : 0;
}

/** An entry's lines: per TDS rate, its trips' count, freight and TDS less those of the revision it follows. */
function entryLines(entry: TdsEntry): TdsBillLinePaise[] {
  const lines = new Map<number, TdsBillLinePaise>();
  const add = (trip: TdsTripLine, sign: 1 | -1) => {
    let line = lines.get(trip.tdsRateBps);
    if (!line) {
      line = {
        billId: entry.billId,
        date: entry.date,
        kind: entry.kind,
        revision: entry.revision,
        trips: 0,
        tdsRateBps: trip.tdsRateBps,
        freightPaise: 0,
        tdsPaise: 0,
      };
      lines.set(trip.tdsRateBps, line);
    }
    line.trips += sign;
    line.freightPaise += sign * trip.freightPaise;
    line.tdsPaise += sign * trip.tdsPaise;
  };
  for (const trip of entry.trips) add(trip, 1);
  for (const trip of entry.previous) add(trip, -1);
  // A revision that changed nothing at a rate (a remark, a trip swapped for one of the same freight) adds no line.
  return [...lines.values()].filter((line) => line.trips !== 0 || line.freightPaise !== 0 || line.tdsPaise !== 0);
}

/** The entries' lines per vendor, by day, bill and entry, with the vendors' totals and the quarter's. */
export function tdsRegisterPaise(entries: readonly TdsEntry[]): {
  rows: TdsVendorPaise[];
  totals: { freightPaise: number; tdsPaise: number };
} {
  const ordered = entries.toSorted(
    (a, b) => a.date.localeCompare(b.date) || a.billSeq - b.billSeq || a.entry - b.entry,
  );
  const vendors = new Map<string, TdsVendorPaise>();
  for (const entry of ordered) {
    const lines = entryLines(entry).toSorted((a, b) => a.tdsRateBps - b.tdsRateBps);
    if (lines.length === 0) continue;
    let vendor = vendors.get(entry.vendor);
    if (!vendor) {
      vendor = {
        vendorId: entry.vendorId,
        vendor: entry.vendor,
        pan: entry.pan,
        panValid: isValidPan(entry.pan),
        bills: [],
        freightPaise: 0,
        tdsPaise: 0,
      };
      vendors.set(entry.vendor, vendor);
    }
    for (const line of lines) {
      vendor.bills.push(line);
      vendor.freightPaise += line.freightPaise;
      vendor.tdsPaise += line.tdsPaise;
    }
  }
  const rows = [...vendors.values()].toSorted((a, b) => a.vendor.localeCompare(b.vendor));
  return {
    rows,
    totals: {
      freightPaise: rows.reduce((sum, row) => sum + row.freightPaise, 0),
      tdsPaise: rows.reduce((sum, row) => sum + row.tdsPaise, 0),
    },
  };
}
