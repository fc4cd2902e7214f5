import {
  LEDGER_MESSAGES,
  type LedgerMovement,
  type Quarter,
  type TdsTripLine,
  type VendorLedgerQuery,
  ageingBounds,
  localDate,
  outstandingPaise,
  quarterRange,
  snapshotTdsRateBps,
  tdsRegisterPaise,
  vendorLedgerPaise,
} from '@freightdesk/domain';
import type { StoredBillSnapshot } from '../bills/bill-snapshot.ts';
import type { Database } from '../db/database.ts';
import { storedNumber } from '../db/stored-values.ts';
import { notFound } from '../http/app-error.ts';
import { getBusinessSettings } from '../settings/settings.repository.ts';
import { findVendorByName } from '../vendors/vendor.repository.ts';
import {
  ledgerEntriesQuery,
  ledgerOpeningPaise,
  ledgerPaymentsQuery,
  outstandingGroups,
  tdsEntriesQuery,
} from './vendor-accounts.repository.ts';

export type VendorAccountService = ReturnType<typeof createVendorAccountService>;

/** A stored amount; one an older release left unreadable counts as 0 (data_issues lists it). */
const paise = (value: unknown) => storedNumber(value) ?? 0;

type PaymentRow = Awaited<ReturnType<ReturnType<typeof ledgerPaymentsQuery>['execute']>>[number];

/** Each payment or reversal once, with the bills it puts money against: 'P7 (B12, B13)'. */
function paymentMovements(rows: readonly PaymentRow[]): LedgerMovement[] {
  const payments = new Map<string, { row: PaymentRow; bills: string[] }>();
  for (const row of rows) {
    const payment = payments.get(row.id) ?? { row, bills: [] };
    payment.bills.push(row.bill_id);
    payments.set(row.id, payment);
  }
  return [...payments.values()].map(({ row, bills }) => ({
    date: row.date,
    kind: row.reverses === null ? 'payment' : 'reversal',
    ref: `${row.id} (${bills.join(', ')})`,
    seq: Number(row.id.slice(1)),
    amountPaise: paise(row.amount_paise),
    mode: row.mode,
    reference: row.reference,
  }));
}

/** The trip lines of a frozen revision (JSON), each with its TDS rate; none without one. */
function tdsTripLines(snapshot: string | null): TdsTripLine[] {
  if (snapshot === null) return [];
  const { trips } = JSON.parse(snapshot) as Pick<StoredBillSnapshot, 'trips'>;
  return trips.map((trip) => {
    const freightPaise = paise(trip.freightPaise);
    const tdsPaise = paise(trip.tdsPaise);
    const rate = storedNumber(trip.tdsRateBps);
    return { freightPaise, tdsPaise, tdsRateBps: rate ?? snapshotTdsRateBps(freightPaise, tdsPaise) };
  });
}

/**
 * The vendor ledger, outstanding with ageing and the TDS register (issues 17 and 28): read from the dated rows that
 * are never edited (bill entries, payments and their allocations, frozen revisions), so a figure of a past day stays
 * what it was.
 */
export function createVendorAccountService(db: Database) {
  return {
    /**
     * A vendor's ledger over a period: each bill at the amount it was issued with on its day, each revision's
     * difference and each cancellation on theirs, payments and reversals on theirs.
     */
    async ledger({ vendor: name, startDate, endDate }: VendorLedgerQuery) {
      const vendor = await findVendorByName(db, name);
      if (!vendor) throw notFound(LEDGER_MESSAGES.vendorNotFound);
      const [opening, entries, payments, business] = await Promise.all([
        ledgerOpeningPaise(db, vendor.id, startDate),
        ledgerEntriesQuery(db, vendor.id, startDate, endDate).execute(),
        ledgerPaymentsQuery(db, vendor.id, startDate, endDate).execute(),
        getBusinessSettings(db),
      ]);
      const movements: LedgerMovement[] = [
        ...entries.map((entry) => ({
          date: entry.local_date,
          kind: entry.kind,
          ref: entry.bill_id,
          seq: entry.seq,
          entry: entry.entry,
          amountPaise: paise(entry.amount_paise),
        })),
        ...paymentMovements(payments),
      ];
      return { vendor, business, startDate, endDate, ...vendorLedgerPaise(opening, movements) };
    },

    /** The office's details, as its PDFs print them. */
    business: () => getBusinessSettings(db),

    /** Every vendor with bills as of a day (today, office time, by default), largest balance first, aged to it. */
    async outstanding(asOf: string = localDate()) {
      return outstandingPaise(await outstandingGroups(db, asOf, ageingBounds(asOf)));
    },

    /** The bill entries dated in a quarter of the financial year, with their trips' freight and TDS as issued. */
    async tdsRegister(fy: string, quarter: Quarter) {
      const { startDate, endDate } = quarterRange(fy, quarter);
      const entries = await tdsEntriesQuery(db, startDate, endDate).execute();
      const register = tdsRegisterPaise(
        entries.map((entry) => ({
          vendorId: entry.vendor_id,
          vendor: entry.vendor,
          pan: entry.pan ?? '',
          billId: entry.bill_id,
          billSeq: entry.bill_seq,
          date: entry.local_date,
          kind: entry.kind,
          entry: entry.entry,
          // A cancellation names the revision it cancels: the one before its entry.
          revision: entry.revision ?? entry.entry - 1,
          trips: tdsTripLines(entry.snapshot),
          previous: tdsTripLines(entry.previous_snapshot),
        })),
      );
      return { fy, quarter, startDate, endDate, ...register };
    },
  };
}
