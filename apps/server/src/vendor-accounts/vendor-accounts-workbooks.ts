import {
  AGEING_LABELS,
  LEDGER_KIND_LABELS,
  LEDGER_MESSAGES,
  type OutstandingRow,
  type TdsRegister,
} from '@freightdesk/domain';
import type { Column } from '../exports/workbook.ts';
import type { LedgerDocument } from './ledger-document.ts';

const day = (date: string) => new Date(`${date}T00:00:00Z`);

interface LedgerLine {
  date: string | null;
  kind: string;
  ref: string;
  mode: string | null;
  reference: string | null;
  debit: number | null;
  credit: number | null;
  balance: number | null;
  note: string | null;
}

/** Ledger-<vendor>-<from>-<to>.xlsx: the opening balance, the entries, the period's totals, the closing balance. */
export const LEDGER_COLUMNS: Column<LedgerLine>[] = [
  { header: 'Date', width: 12, value: (r) => (r.date ? day(r.date) : null) },
  { header: 'Kind', width: 16, value: (r) => r.kind },
  { header: 'Ref', width: 18, value: (r) => r.ref || null },
  { header: 'Mode', width: 9, value: (r) => r.mode },
  { header: 'Reference', width: 18, value: (r) => r.reference || null },
  { header: 'Debit', width: 14, value: (r) => r.debit, money: true },
  { header: 'Credit', width: 14, value: (r) => r.credit, money: true },
  { header: 'Balance', width: 14, value: (r) => r.balance, money: true },
  { header: 'Note', width: 36, value: (r) => r.note },
];

export function ledgerLines({ startDate, endDate, ledger }: LedgerDocument): LedgerLine[] {
  const line = (fields: Partial<LedgerLine> & Pick<LedgerLine, 'kind'>): LedgerLine => ({
    date: null,
    ref: '',
    mode: null,
    reference: null,
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
        kind: LEDGER_KIND_LABELS[entry.kind],
        ref: entry.ref,
        mode: entry.mode,
        reference: entry.reference,
        debit: entry.debit || null,
        credit: entry.credit || null,
        balance: entry.balance,
        note: entry.cashAboveLimit ? LEDGER_MESSAGES.cashAboveLimitMark : null,
      }),
    ),
    line({ kind: 'Total', debit: ledger.totals.debit, credit: ledger.totals.credit }),
    line({ date: endDate, kind: 'Closing balance', balance: ledger.closing }),
  ];
}

/** Outstanding.xlsx: one row per vendor as the screen lists them, a totals row under them. */
export const OUTSTANDING_COLUMNS: Column<OutstandingRow>[] = [
  { header: 'Vendor', width: 28, value: (r) => r.vendor },
  { header: 'Billed', width: 15, value: (r) => r.billed, money: true },
  { header: 'Paid', width: 15, value: (r) => r.paid, money: true },
  { header: 'Balance', width: 15, value: (r) => r.balance, money: true },
  { header: AGEING_LABELS.d0_30, width: 14, value: (r) => r.buckets.d0_30, money: true },
  { header: AGEING_LABELS.d31_60, width: 14, value: (r) => r.buckets.d31_60, money: true },
  { header: AGEING_LABELS.d61_90, width: 14, value: (r) => r.buckets.d61_90, money: true },
  { header: AGEING_LABELS.over90, width: 14, value: (r) => r.buckets.over90, money: true },
];

interface TdsLine {
  vendor: string;
  pan: string;
  flag: string;
  billId: string;
  entry: string | null;
  revision: number | null;
  date: string | null;
  trips: number | null;
  freight: number;
  tdsRate: number | null;
  tds: number;
}

/**
 * TDS-Register-FY2026-27-Q3.xlsx: a line per bill, revision and cancellation of the quarter, each vendor's total
 * under its lines, the quarter's at the end.
 */
export const TDS_COLUMNS: Column<TdsLine>[] = [
  { header: 'Vendor', width: 30, value: (r) => r.vendor },
  { header: 'PAN', width: 13, value: (r) => r.pan || null },
  { header: 'PAN check', width: 14, value: (r) => r.flag || null },
  { header: 'Bill ID', width: 10, value: (r) => r.billId || null },
  { header: 'Entry', width: 13, value: (r) => r.entry },
  { header: 'Revision', width: 9, value: (r) => r.revision },
  { header: 'Date', width: 12, value: (r) => (r.date ? day(r.date) : null) },
  { header: 'Trips', width: 8, value: (r) => r.trips },
  { header: 'Freight', width: 15, value: (r) => r.freight, money: true },
  { header: 'TDS rate (%)', width: 12, value: (r) => r.tdsRate },
  { header: 'TDS', width: 13, value: (r) => r.tds, money: true },
];

export const NO_VALID_PAN = 'No valid PAN';

export function tdsLines(register: TdsRegister): TdsLine[] {
  const total = (vendor: string, freight: number, tds: number): TdsLine => ({
    vendor,
    pan: '',
    flag: '',
    billId: '',
    entry: null,
    revision: null,
    date: null,
    trips: null,
    freight,
    tdsRate: null,
    tds,
  });
  return [
    ...register.rows.flatMap((row) => [
      ...row.bills.map((bill) => ({
        vendor: row.vendor,
        pan: row.pan,
        flag: row.panValid ? '' : NO_VALID_PAN,
        billId: bill.billId,
        entry: LEDGER_KIND_LABELS[bill.kind],
        revision: bill.revision,
        date: bill.date,
        trips: bill.trips,
        freight: bill.freight,
        tdsRate: bill.tdsRate,
        tds: bill.tds,
      })),
      total(`Total ${row.vendor}`, row.freight, row.tds),
    ]),
    total(`Total FY${register.fy} ${register.quarter}`, register.totals.freight, register.totals.tds),
  ];
}
