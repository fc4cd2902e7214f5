import {
  type BillPaymentStatus,
  type CreditNote,
  type Invoice,
  type InvoiceSummary,
  type InvoiceTotals,
  amountInWords,
  billPaymentStatus,
  fromBasisPoints,
  fromPaise,
} from '@freightdesk/domain';
import type { CreditNoteTable, CustomerInvoiceTable, InvoiceExtraChargeTable, InvoiceLineTable } from '../db/schema.ts';

const KG_PER_TON = 1000;

/** An invoice's figures as issued, as the domain's rules take them (paise). */
export function issuedTotals(invoice: CustomerInvoiceTable): InvoiceTotals {
  return {
    freightPaise: invoice.freight_paise,
    extraChargesPaise: invoice.extra_charges_paise,
    taxablePaise: invoice.taxable_paise,
    gst: {
      mode: invoice.reverse_charge === 1 ? 'reverse' : 'forward',
      rateBasisPoints: invoice.gst_rate_bps,
      cgst: invoice.cgst_paise,
      sgst: invoice.sgst_paise,
      igst: invoice.igst_paise,
    },
    totalPaise: invoice.total_paise,
  };
}

const gstAnswer = (gst: InvoiceTotals['gst']) => ({
  mode: gst.mode,
  rate: fromBasisPoints(gst.rateBasisPoints),
  cgst: fromPaise(gst.cgst),
  sgst: fromPaise(gst.sgst),
  igst: fromPaise(gst.igst),
});

/** What settled an invoice, in paise: credit notes and (with their TDS) receipts. */
export interface InvoiceSettlement {
  creditedPaise: number;
  receivedPaise: number;
}

/**
 * Where an invoice stands, in paise: what is left to receive after its credit notes and receipts, and its status;
 * fully credited, it is Cancelled.
 */
export function invoiceStanding(
  totalPaise: number,
  { creditedPaise, receivedPaise }: InvoiceSettlement,
): { balancePaise: number; status: BillPaymentStatus } {
  const owedPaise = totalPaise - creditedPaise;
  return {
    balancePaise: owedPaise - receivedPaise,
    status: billPaymentStatus(owedPaise, receivedPaise, creditedPaise >= totalPaise),
  };
}

/**
 * An invoice as the calls answer it, in rupees. Its balance is what is left after credit notes and receipts; fully
 * credited, it is Cancelled.
 */
export function toInvoice(
  invoice: CustomerInvoiceTable,
  lines: readonly InvoiceLineTable[],
  extras: readonly InvoiceExtraChargeTable[],
  settlement: InvoiceSettlement,
  /** The credit note of each LR credited, by LR number. */
  creditedBy: ReadonlyMap<string, string>,
): Invoice {
  const totals = issuedTotals(invoice);
  const { balancePaise, status } = invoiceStanding(totals.totalPaise, settlement);
  return {
    invoiceNo: invoice.invoice_no,
    date: invoice.invoice_date,
    dueDate: invoice.due_date,
    customer: invoice.customer_name,
    lines: lines.map((line) => ({
      lrNo: line.lr_no,
      tripId: line.trip_id,
      truck: line.truck,
      from: line.from_place,
      to: line.to_place,
      weight: line.weight_kg / KG_PER_TON,
      rate: fromPaise(line.rate_paise),
      freight: fromPaise(line.freight_paise),
      creditNoteNo: creditedBy.get(line.lr_no) ?? null,
    })),
    extraCharges: extras.map((extra) => ({ text: extra.text, amount: fromPaise(extra.amount_paise) })),
    taxable: fromPaise(totals.taxablePaise),
    gst: gstAnswer(totals.gst),
    total: fromPaise(totals.totalPaise),
    totalInWords: amountInWords(totals.totalPaise),
    credited: fromPaise(settlement.creditedPaise),
    received: fromPaise(settlement.receivedPaise),
    balance: fromPaise(balancePaise),
    status,
    createdBy: invoice.created_by,
  };
}

/** A credit note as the calls answer it, in rupees. */
export function toCreditNote(
  note: CreditNoteTable,
  invoice: Pick<CustomerInvoiceTable, 'customer_name' | 'reverse_charge' | 'gst_rate_bps'>,
  lrNos: readonly string[],
): CreditNote {
  return {
    creditNoteNo: note.credit_note_no,
    invoiceNo: note.invoice_no,
    date: note.note_date,
    customer: invoice.customer_name,
    reason: note.reason,
    lrNos: [...lrNos],
    taxable: fromPaise(note.taxable_paise),
    gst: gstAnswer({
      mode: invoice.reverse_charge === 1 ? 'reverse' : 'forward',
      rateBasisPoints: invoice.gst_rate_bps,
      cgst: note.cgst_paise,
      sgst: note.sgst_paise,
      igst: note.igst_paise,
    }),
    total: fromPaise(note.total_paise),
    totalInWords: amountInWords(note.total_paise),
    createdBy: note.created_by,
  };
}

/** An invoice in a list, in rupees: its figures and where it stands, without its lines. */
export function toInvoiceSummary(
  invoice: CustomerInvoiceTable & { lr_count: number },
  settlement: InvoiceSettlement,
): InvoiceSummary {
  const { balancePaise, status } = invoiceStanding(invoice.total_paise, settlement);
  return {
    invoiceNo: invoice.invoice_no,
    date: invoice.invoice_date,
    dueDate: invoice.due_date,
    customer: invoice.customer_name,
    lrCount: invoice.lr_count,
    gstMode: invoice.reverse_charge === 1 ? 'reverse' : 'forward',
    taxable: fromPaise(invoice.taxable_paise),
    total: fromPaise(invoice.total_paise),
    credited: fromPaise(settlement.creditedPaise),
    received: fromPaise(settlement.receivedPaise),
    balance: fromPaise(balancePaise),
    status,
  };
}
