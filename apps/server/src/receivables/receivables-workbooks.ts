import {
  CUSTOMER_LEDGER_KIND_LABELS,
  RECEIVABLE_LABELS,
  type Receivables,
  type TdsReceivable,
  customerClosingStatement,
  toPaise,
} from '@freightdesk/domain';
import type { Column } from '../exports/workbook.ts';
import { NO_VALID_PAN } from '../vendor-accounts/vendor-accounts-workbooks.ts';
import type { CustomerLedgerDocument } from './customer-ledger-document.ts';

const day = (date: string) => new Date(`${date}T00:00:00Z`);

interface LedgerLine {
  date: string | null;
  kind: string;
  ref: string;
  debit: number | null;
  credit: number | null;
  balance: number | null;
  note: string | null;
}

/**
 * Customer-ledger-<customer>-<from>-<to>.xlsx: the opening balance, the entries, the period's totals, the closing
 * balance with its statement.
 */
export const CUSTOMER_LEDGER_COLUMNS: Column<LedgerLine>[] = [
  { header: 'Date', width: 12, value: (r) => (r.date ? day(r.date) : null) },
  { header: 'Kind', width: 16, value: (r) => r.kind },
  { header: 'Ref', width: 34, value: (r) => r.ref || null },
  { header: 'Debit', width: 14, value: (r) => r.debit, money: true },
  { header: 'Credit', width: 14, value: (r) => r.credit, money: true },
  { header: 'Balance', width: 14, value: (r) => r.balance, money: true },
  { header: 'Note', width: 48, value: (r) => r.note },
];

export function customerLedgerLines({ customer, startDate, endDate, ledger }: CustomerLedgerDocument): LedgerLine[] {
  const line = (fields: Partial<LedgerLine> & Pick<LedgerLine, 'kind'>): LedgerLine => ({
    date: null,
    ref: '',
    debit: null,
    credit: null,
    balance: null,
    note: null,
    ...fields,
  });
  return [
    line({ date: startDate, kind: 'Opening balance', balance: ledger.opening }),
    ...ledger.entries.map((entry) =>
      line({
        date: entry.date,
        kind: CUSTOMER_LEDGER_KIND_LABELS[entry.kind],
        ref: entry.ref,
        debit: entry.debit || null,
        credit: entry.credit || null,
        balance: entry.balance,
      }),
    ),
    line({ kind: 'Total', debit: ledger.totals.debit, credit: ledger.totals.credit }),
    line({
      date: endDate,
      kind: 'Closing balance',
      balance: ledger.closing,
      note: customerClosingStatement(customer.name, toPaise(ledger.closing)),
    }),
  ];
}

type ReceivableRow = Receivables[number];

/** Receivables.xlsx: one row per customer as GET /receivables lists them, a totals row under them. */
export const RECEIVABLES_COLUMNS: Column<ReceivableRow>[] = [
  { header: 'Customer', width: 28, value: (r) => r.customer },
  { header: 'Invoiced', width: 15, value: (r) => r.invoiced, money: true },
  { header: 'Received', width: 15, value: (r) => r.received, money: true },
  { header: 'Balance', width: 15, value: (r) => r.balance, money: true },
  { header: RECEIVABLE_LABELS.notDue, width: 14, value: (r) => r.buckets.notDue, money: true },
  { header: RECEIVABLE_LABELS.d1_30, width: 14, value: (r) => r.buckets.d1_30, money: true },
  { header: RECEIVABLE_LABELS.d31_60, width: 14, value: (r) => r.buckets.d31_60, money: true },
  { header: RECEIVABLE_LABELS.d61_90, width: 14, value: (r) => r.buckets.d61_90, money: true },
  { header: RECEIVABLE_LABELS.over90, width: 14, value: (r) => r.buckets.over90, money: true },
];

interface TdsReceivableLine {
  customer: string;
  pan: string;
  flag: string;
  gstin: string;
  receipts: number;
  amountReceived: number;
  tdsDeducted: number;
}

/**
 * TDS-Receivable-FY2026-27-Q3.xlsx: a row per customer, by name, with the PAN its TDS is matched by in Form 26AS,
 * and the quarter's totals at the end.
 */
export const TDS_RECEIVABLE_COLUMNS: Column<TdsReceivableLine>[] = [
  { header: 'Customer', width: 30, value: (r) => r.customer },
  { header: 'PAN', width: 13, value: (r) => r.pan || null },
  { header: 'PAN check', width: 14, value: (r) => r.flag || null },
  { header: 'GSTIN', width: 17, value: (r) => r.gstin || null },
  { header: 'Receipts', width: 10, value: (r) => r.receipts },
  { header: 'Amount received', width: 16, value: (r) => r.amountReceived, money: true },
  { header: 'TDS deducted', width: 14, value: (r) => r.tdsDeducted, money: true },
];

export function tdsReceivableLines(quarter: TdsReceivable): TdsReceivableLine[] {
  return [
    ...quarter.rows.map((row) => ({
      customer: row.customer,
      pan: row.pan,
      flag: row.panValid ? '' : NO_VALID_PAN,
      gstin: row.gstin,
      receipts: row.receipts,
      amountReceived: row.amountReceived,
      tdsDeducted: row.tdsDeducted,
    })),
    {
      customer: `Total FY${quarter.fy} ${quarter.quarter}`,
      pan: '',
      flag: '',
      gstin: '',
      receipts: quarter.totals.receipts,
      amountReceived: quarter.totals.amountReceived,
      tdsDeducted: quarter.totals.tdsDeducted,
    },
  ];
}
