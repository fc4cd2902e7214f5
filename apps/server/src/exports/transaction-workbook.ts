import type { TransactionRow } from '@freightdesk/domain';
import type { Column } from './workbook.ts';

/** Transactions.xlsx: one row per bill as the Transactions screen lists it (the spec leaves the columns to us). */
export const TRANSACTION_COLUMNS: Column<TransactionRow>[] = [
  { header: 'Bill ID', width: 10, value: (r) => r.billing_id },
  { header: 'Revision', width: 9, value: (r) => r.revision || null },
  { header: 'Vendor', width: 24, value: (r) => r.vendor },
  { header: 'Date', width: 12, value: (r) => (r.date ? new Date(`${r.date}T00:00:00Z`) : null) },
  { header: 'Wt.', width: 10, value: (r) => r.weight },
  { header: 'A. Wt.', width: 10, value: (r) => r.actual_weight },
  { header: 'Freight', width: 12, value: (r) => r.freight, money: true },
  { header: 'Rate', width: 10, value: (r) => r.rate || null, money: true },
  { header: 'Diesel', width: 11, value: (r) => r.diesel, money: true },
  { header: 'Adv.', width: 10, value: (r) => r.advance, money: true },
  { header: 'Toll', width: 10, value: (r) => r.toll, money: true },
  { header: 'Adblue', width: 10, value: (r) => r.adblue, money: true },
  { header: 'Greasing', width: 10, value: (r) => r.greasing, money: true },
  { header: 'TDS', width: 10, value: (r) => r.tds, money: true },
  { header: 'Short', width: 10, value: (r) => r.short, money: true },
  { header: 'Remarks', width: 11, value: (r) => r.remarks, money: true },
  { header: 'GST', width: 11, value: (r) => r.gst, money: true },
  { header: 'Amount', width: 13, value: (r) => r.amount, money: true },
  { header: 'Paid', width: 13, value: (r) => r.paid, money: true },
  { header: 'Balance', width: 13, value: (r) => r.balance, money: true },
  { header: 'Status', width: 12, value: (r) => r.status || null },
];
