import {
  type CustomerLedger,
  type ReceivablePaise,
  type Receivables,
  type TdsReceivable,
  fromPaise,
} from '@freightdesk/domain';
import type { ReceivablesService } from './receivables.service.ts';

type Ledger = Awaited<ReturnType<ReceivablesService['ledger']>>;
type TdsQuarter = Awaited<ReturnType<ReceivablesService['tdsReceivable']>>;

/** Paise to the API's rupees, once, here. */
export function toCustomerLedger(ledger: Ledger): CustomerLedger {
  return {
    opening: fromPaise(ledger.openingPaise),
    entries: ledger.entries.map((entry) => ({
      date: entry.date,
      kind: entry.kind,
      ref: entry.ref,
      debit: fromPaise(entry.debitPaise),
      credit: fromPaise(entry.creditPaise),
      balance: fromPaise(entry.balancePaise),
    })),
    totals: { debit: fromPaise(ledger.totals.debitPaise), credit: fromPaise(ledger.totals.creditPaise) },
    closing: fromPaise(ledger.closingPaise),
  };
}

export function toReceivableRow(row: ReceivablePaise): Receivables[number] {
  return {
    customer: row.customer,
    invoiced: fromPaise(row.invoicedPaise),
    received: fromPaise(row.receivedPaise),
    balance: fromPaise(row.balancePaise),
    buckets: {
      notDue: fromPaise(row.bucketsPaise.notDue),
      d1_30: fromPaise(row.bucketsPaise.d1_30),
      d31_60: fromPaise(row.bucketsPaise.d31_60),
      d61_90: fromPaise(row.bucketsPaise.d61_90),
      over90: fromPaise(row.bucketsPaise.over90),
    },
  };
}

export function toTdsReceivable(quarter: TdsQuarter): TdsReceivable {
  return {
    fy: quarter.fy,
    quarter: quarter.quarter,
    startDate: quarter.startDate,
    endDate: quarter.endDate,
    rows: quarter.rows.map((row) => ({
      customer: row.customer,
      pan: row.pan,
      panValid: row.panValid,
      gstin: row.gstin,
      receipts: row.receipts,
      amountReceived: fromPaise(row.amountReceivedPaise),
      tdsDeducted: fromPaise(row.tdsDeductedPaise),
    })),
    totals: {
      receipts: quarter.totals.receipts,
      amountReceived: fromPaise(quarter.totals.amountReceivedPaise),
      tdsDeducted: fromPaise(quarter.totals.tdsDeductedPaise),
    },
  };
}
