import {
  LEDGER_MESSAGES,
  type LedgerMovement,
  type Quarter,
  type VendorLedgerQuery,
  ageingBounds,
  localDate,
  outstandingPaise,
  quarterRange,
  tdsRegisterPaise,
  vendorLedgerPaise,
} from '@freightdesk/domain';
import type { Database } from '../db/database.ts';
import { storedNumber } from '../db/stored-values.ts';
import { notFound } from '../http/app-error.ts';
import { getBusinessSettings } from '../settings/settings.repository.ts';
import { findVendorByName } from '../vendors/vendor.repository.ts';
import {
  ledgerBillsQuery,
  ledgerOpeningPaise,
  ledgerPaymentsQuery,
  outstandingGroups,
  tdsTripsQuery,
} from './vendor-accounts.repository.ts';

export type VendorAccountService = ReturnType<typeof createVendorAccountService>;

/** A stored amount; one an older release left unreadable counts as 0 (data_issues lists it). */
const paise = (value: unknown) => storedNumber(value) ?? 0;

/** The vendor ledger, outstanding with ageing and the TDS register (issue 17): queries over bills, payments and trips. */
export function createVendorAccountService(db: Database) {
  return {
    /**
     * A vendor's ledger over a period. A bill counts at its current final amount (its latest revision) on the day
     * it was first issued, so a revision changes no period's opening but the bill's own line.
     */
    async ledger({ vendor: name, startDate, endDate }: VendorLedgerQuery) {
      const vendor = await findVendorByName(db, name);
      if (!vendor) throw notFound(LEDGER_MESSAGES.vendorNotFound);
      const [opening, bills, payments, business] = await Promise.all([
        ledgerOpeningPaise(db, vendor.id, startDate),
        ledgerBillsQuery(db, vendor.id, startDate, endDate).execute(),
        ledgerPaymentsQuery(db, vendor.id, startDate, endDate).execute(),
        getBusinessSettings(db),
      ]);
      const movements: LedgerMovement[] = [
        ...bills.map((bill) => ({
          date: bill.local_date,
          kind: 'bill' as const,
          ref: bill.id,
          seq: bill.seq,
          amountPaise: paise(bill.final_paise),
        })),
        ...payments.map((payment) => ({
          date: payment.date,
          kind: payment.reverses === null ? ('payment' as const) : ('reversal' as const),
          ref: `${payment.id} (${payment.bill_id})`,
          seq: Number(payment.id.slice(1)),
          amountPaise: paise(payment.amount_paise),
        })),
      ];
      return { vendor, business, startDate, endDate, ...vendorLedgerPaise(opening, movements) };
    },

    /** Every vendor with bills, largest balance first, aged by bill date as of today (office time). */
    async outstanding(today: string = localDate()) {
      return outstandingPaise(await outstandingGroups(db, ageingBounds(today)));
    },

    /** The bills dated in a quarter of the financial year, with their trips' freight and TDS. */
    async tdsRegister(fy: string, quarter: Quarter) {
      const { startDate, endDate } = quarterRange(fy, quarter);
      const trips = await tdsTripsQuery(db, startDate, endDate).execute();
      const register = tdsRegisterPaise(
        trips.map((trip) => ({
          vendor: trip.vendor,
          pan: trip.pan ?? '',
          billId: trip.bill_id,
          billSeq: trip.bill_seq,
          billDate: trip.bill_date,
          freightPaise: paise(trip.freight_paise),
          tdsRateBps: paise(trip.tds_rate_bps),
        })),
      );
      return { fy, quarter, startDate, endDate, ...register };
    },
  };
}
