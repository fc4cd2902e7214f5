import {
  type OutstandingPaise,
  type OutstandingRow,
  type TdsRegister,
  type VendorLedger,
  fromBasisPoints,
  fromPaise,
} from '@freightdesk/domain';
import type { VendorAccountService } from './vendor-accounts.service.ts';

type Ledger = Awaited<ReturnType<VendorAccountService['ledger']>>;
type Register = Awaited<ReturnType<VendorAccountService['tdsRegister']>>;

/** Paise to the API's rupees, once, here. */
export function toVendorLedger(ledger: Ledger): VendorLedger {
  return {
    opening: fromPaise(ledger.openingPaise),
    entries: ledger.entries.map((entry) => ({
      date: entry.date,
      kind: entry.kind,
      ref: entry.ref,
      mode: entry.mode,
      reference: entry.reference,
      debit: fromPaise(entry.debitPaise),
      credit: fromPaise(entry.creditPaise),
      balance: fromPaise(entry.balancePaise),
      cashAboveLimit: entry.cashAboveLimit,
    })),
    totals: { debit: fromPaise(ledger.totals.debitPaise), credit: fromPaise(ledger.totals.creditPaise) },
    closing: fromPaise(ledger.closingPaise),
  };
}

export function toOutstandingRow(row: OutstandingPaise): OutstandingRow {
  return {
    vendor: row.vendor,
    billed: fromPaise(row.billedPaise),
    paid: fromPaise(row.paidPaise),
    balance: fromPaise(row.balancePaise),
    buckets: {
      d0_30: fromPaise(row.bucketsPaise.d0_30),
      d31_60: fromPaise(row.bucketsPaise.d31_60),
      d61_90: fromPaise(row.bucketsPaise.d61_90),
      over90: fromPaise(row.bucketsPaise.over90),
    },
  };
}

export function toTdsRegister(register: Register): TdsRegister {
  return {
    fy: register.fy,
    quarter: register.quarter,
    startDate: register.startDate,
    endDate: register.endDate,
    rows: register.rows.map((row) => ({
      vendor: row.vendor,
      pan: row.pan,
      panValid: row.panValid,
      bills: row.bills.map((line) => ({
        billId: line.billId,
        date: line.date,
        kind: line.kind,
        revision: line.revision,
        trips: line.trips,
        tdsRate: fromBasisPoints(line.tdsRateBps),
        freight: fromPaise(line.freightPaise),
        tds: fromPaise(line.tdsPaise),
      })),
      freight: fromPaise(row.freightPaise),
      tds: fromPaise(row.tdsPaise),
    })),
    totals: { freight: fromPaise(register.totals.freightPaise), tds: fromPaise(register.totals.tdsPaise) },
  };
}
