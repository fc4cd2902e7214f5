import { type Receipt, type ReceiptRecorded, fromPaise } from '@freightdesk/domain';
import { invoiceStanding } from '../invoices/invoice.mapper.ts';
import type { ReceiptListRow, ReceiptPart } from './receipt.repository.ts';

/** What each invoice has had settled, in paise, by invoice number. */
export interface Settlements {
  credited: ReadonlyMap<string, number>;
  received: ReadonlyMap<string, number>;
}

/** Each invoice's part of a receipt or reversal (rupees) with where the invoice stands once everything is counted. */
export function standingsOf(
  invoices: readonly { invoice_no: string; total_paise: number }[],
  parts: readonly ReceiptPart[],
  settled: Settlements,
): ReceiptRecorded['allocations'] {
  return invoices.map((invoice) => {
    const { balancePaise, status } = invoiceStanding(invoice.total_paise, {
      creditedPaise: settled.credited.get(invoice.invoice_no) ?? 0,
      receivedPaise: settled.received.get(invoice.invoice_no) ?? 0,
    });
    const part = parts.find((each) => each.invoice_no === invoice.invoice_no);
    return {
      invoiceNo: invoice.invoice_no,
      amount: fromPaise(part?.amount_paise ?? 0),
      invoiceStatus: status,
      invoiceBalance: fromPaise(balancePaise),
    };
  });
}

/** A receipt or a reversal as GET /receipts lists it, in rupees. */
export function toReceipt(row: ReceiptListRow, parts: readonly ReceiptPart[]): Receipt {
  return {
    id: row.id,
    customer: row.customer,
    amount: fromPaise(row.amount_paise),
    tdsDeducted: fromPaise(row.tds_paise),
    date: row.receipt_date,
    mode: row.mode,
    reference: row.reference,
    note: row.note,
    reverses: row.reverses,
    reversedBy: row.reversed_by,
    reason: row.reason,
    createdBy: row.created_by,
    allocations: parts.map((part) => ({ invoiceNo: part.invoice_no, amount: fromPaise(part.amount_paise) })),
  };
}
