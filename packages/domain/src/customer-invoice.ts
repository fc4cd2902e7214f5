import { type BillTaxes, gstOn, otherStates } from './bill.schemas.ts';
import { addDays } from './dates.ts';
import { formatRupees } from './format.ts';
import { type GstState, registeredState, gstStateNamed } from './gstin.ts';
import { type FreightTerms, type LrStatus, lrBillingParty } from './lorry-receipt.ts';
import { fromPaise } from './money.ts';
import { quarterOf } from './tds-register.ts';

/**
 * Customer invoices (issue 33): a goods transport agency's GST invoice for the freight of delivered lorry receipts,
 * and the credit note that cancels all or part of one. The rules here are the ones both the server and the web apply.
 */

export const INVOICE_PREFIX = 'INV';
export const CREDIT_NOTE_PREFIX = 'CN';
const INVOICE_DIGITS = 4;

/** The most lorry receipts one invoice carries: a bound on one request's work (an office invoices a month at once). */
export const MAX_INVOICE_LRS = 500;
export const MAX_EXTRA_CHARGES = 10;

/** The forward-charge rates a goods transport agency may opt for (5% without input tax credit, 12% with it). */
export const GTA_FORWARD_RATES = [5, 12] as const;
export type GtaForwardRate = (typeof GTA_FORWARD_RATES)[number];

/** A document number: <prefix>/<financial year>/<four digits>, one series per financial year without gaps. */
function documentNo(prefix: string, fy: string, seq: number): string {
  return `${prefix}/${fy}/${String(seq).padStart(INVOICE_DIGITS, '0')}`;
}

/** INV/2026-27/0001. */
export const formatInvoiceNo = (fy: string, seq: number) => documentNo(INVOICE_PREFIX, fy, seq);

/** CN/2026-27/0001. */
export const formatCreditNoteNo = (fy: string, seq: number) => documentNo(CREDIT_NOTE_PREFIX, fy, seq);

/** The financial year whose series numbers an invoice or credit note of a day (YYYY-MM-DD). */
export function invoiceFinancialYear(day: string): string {
  return quarterOf(day).fy;
}

/** Reverse charge: the customer pays the GST to the government; forward: the office charges it on the invoice. */
export const INVOICE_GST_MODES = ['reverse', 'forward'] as const;
export type InvoiceGstMode = (typeof INVOICE_GST_MODES)[number];

/** An invoice's GST, in paise and basis points; a reverse-charge invoice carries none. */
export interface InvoiceGst {
  mode: InvoiceGstMode;
  rateBasisPoints: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export const REVERSE_CHARGE_NOTE = 'GST on this freight is payable by the recipient under reverse charge.';

/**
 * The state a party is in for GST: its GSTIN's when it has one, else the state typed beside its address; null when
 * neither names a state.
 */
export function partyState(gstin: string, state: string): GstState | null {
  return (gstin ? registeredState(gstin) : null) ?? gstStateNamed(state);
}

/**
 * GST on an invoice: none under reverse charge; under forward charge the rate in force, IGST when the customer is in
 * another state than the office, else CGST and SGST, as on bills.
 */
export function invoiceGst(
  taxablePaise: number,
  gst: {
    reverseCharge: boolean;
    forwardRateBasisPoints: number;
    customerState: string | null;
    officeState: string | null;
  },
): InvoiceGst {
  if (gst.reverseCharge) return { mode: 'reverse', rateBasisPoints: 0, cgst: 0, sgst: 0, igst: 0 };
  const taxes: BillTaxes = gstOn(
    taxablePaise,
    gst.forwardRateBasisPoints,
    otherStates(gst.customerState, gst.officeState),
  );
  return {
    mode: 'forward',
    rateBasisPoints: taxes.rateBasisPoints,
    cgst: taxes.cgst,
    sgst: taxes.sgst,
    igst: taxes.igst,
  };
}

export interface InvoiceTotals {
  freightPaise: number;
  extraChargesPaise: number;
  taxablePaise: number;
  gst: InvoiceGst;
  totalPaise: number;
}

/** An invoice's totals: the lines' freight and the extra charges are the taxable value; GST on top gives the total. */
export function invoiceTotals(
  lineFreights: readonly number[],
  extraCharges: readonly number[],
  gst: Parameters<typeof invoiceGst>[1],
): InvoiceTotals {
  const freightPaise = lineFreights.reduce((sum, paise) => sum + paise, 0);
  const extraChargesPaise = extraCharges.reduce((sum, paise) => sum + paise, 0);
  const taxablePaise = freightPaise + extraChargesPaise;
  const taxes = invoiceGst(taxablePaise, gst);
  return {
    freightPaise,
    extraChargesPaise,
    taxablePaise,
    gst: taxes,
    totalPaise: taxablePaise + taxes.cgst + taxes.sgst + taxes.igst,
  };
}

/** What a credit note credits, in paise: its taxable value and each tax. */
export interface CreditedPaise {
  taxablePaise: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/**
 * A credit note's totals. With lines named: their freight, taxed as the invoice was (its mode, rate and states).
 * Without (`null`): the rest of the invoice, extra charges included: its figures less what earlier credit notes
 * credited, each to the paisa, so an invoice's credit notes never add up to more or less than it.
 */
export function creditNoteTotals(
  invoice: { totals: InvoiceTotals; reverseCharge: boolean; customerState: string | null; officeState: string | null },
  creditedFreightsPaise: readonly number[] | null,
  earlier: readonly CreditedPaise[] = [],
): InvoiceTotals {
  if (creditedFreightsPaise !== null) {
    return invoiceTotals(creditedFreightsPaise, [], {
      reverseCharge: invoice.reverseCharge,
      forwardRateBasisPoints: invoice.totals.gst.rateBasisPoints,
      customerState: invoice.customerState,
      officeState: invoice.officeState,
    });
  }
  const rest = (pick: (credit: CreditedPaise) => number, whole: number) =>
    earlier.reduce((left, credit) => left - pick(credit), whole);
  const { gst } = invoice.totals;
  const taxablePaise = rest((credit) => credit.taxablePaise, invoice.totals.taxablePaise);
  const taxes = {
    cgst: rest((credit) => credit.cgst, gst.cgst),
    sgst: rest((credit) => credit.sgst, gst.sgst),
    igst: rest((credit) => credit.igst, gst.igst),
  };
  return {
    freightPaise: taxablePaise - invoice.totals.extraChargesPaise,
    extraChargesPaise: invoice.totals.extraChargesPaise,
    taxablePaise,
    gst: { ...gst, ...taxes },
    totalPaise: taxablePaise + taxes.cgst + taxes.sgst + taxes.igst,
  };
}

/** The day an invoice falls due: its date plus the customer's credit days. */
export function invoiceDueDate(date: string, creditDays: number): string {
  return addDays(date, creditDays);
}

/** Freight terms whose freight is invoiced: To be billed and Paid. To pay is collected by the driver on delivery. */
export const INVOICED_TERMS: readonly FreightTerms[] = ['TBB', 'Paid'];

export const INVOICE_MESSAGES = {
  customerRequired: 'Choose a customer.',
  customerNotFound: 'Customer not found.',
  lrsEmpty: 'Choose at least one lorry receipt to invoice.',
  lrsMany: `An invoice can carry at most ${MAX_INVOICE_LRS} lorry receipts.`,
  lrTwice: 'Lorry receipt {lrNo} is listed twice.',
  lrNotFound: 'Lorry receipt {lrNo} not found.',
  lrNotDelivered: 'Lorry receipt {lrNo} is {status}: only a Delivered lorry receipt is invoiced.',
  lrInvoiced: 'Lorry receipt {lrNo} is already invoiced.',
  lrToPay: 'Lorry receipt {lrNo} is To pay: its consignee pays the freight on delivery, so it is not invoiced.',
  lrOtherCustomer: 'Lorry receipt {lrNo} is billed to {other}, not to {customer}.',
  lrNoRate:
    'Lorry receipt {lrNo} has no freight: type its rate, or add the customer rate for its route and the trip day.',
  extraText: 'Describe each extra charge in 2 to 60 characters.',
  extraAmount: 'Each extra charge must be more than ₹0.',
  extrasMany: `An invoice can carry at most ${MAX_EXTRA_CHARGES} extra charges.`,
  dateInFuture: 'An invoice cannot be dated in the future.',
  dateBeforeDelivery: 'The invoice cannot be dated before lorry receipt {lrNo} was delivered ({deliveredOn}).',
  noForwardRate:
    '{customer} pays GST under forward charge, but no forward-charge GST rate is set from {date} or before: set it in Settings.',
  notFound: 'Invoice not found.',
  creditNoteNotFound: 'Credit note not found.',
  cancelled: 'Invoice {invoiceNo} is cancelled.',
  creditReason: 'Give the reason for the credit note, 3 to 200 characters.',
  creditLineNotOnInvoice: 'Lorry receipt {lrNo} is not on invoice {invoiceNo}.',
  creditLineCredited: 'Lorry receipt {lrNo} has already been credited.',
  creditAboveBalance:
    'This credit note of {credit} is more than the invoice balance of {balance}: reverse a receipt first.',
  forwardRate: `The forward-charge rate must be ${GTA_FORWARD_RATES.join('% or ')}%.`,
} as const;

const fill = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replace(`{${key}}`, value), template);

/** The message of a template with its {placeholders} filled. */
export const invoiceMessage = (template: string, values: Record<string, string>) => fill(template, values);

/** What an invoice needs to know of a lorry receipt to take it. */
export interface InvoiceableLr {
  lrNo: string;
  status: LrStatus;
  freightTerms: FreightTerms;
  consignor: string;
  consignee: string;
  freightPaise: number | null;
}

/**
 * Why a lorry receipt cannot go on an invoice to a customer, or null: it must be Delivered, on terms To be billed or
 * Paid, billed to that customer (its consignor on those terms) and have its freight.
 */
export function lrInvoiceProblem(lr: InvoiceableLr, customer: string): string | null {
  if (lr.status === 'Invoiced') return fill(INVOICE_MESSAGES.lrInvoiced, { lrNo: lr.lrNo });
  if (lr.status !== 'Delivered') return fill(INVOICE_MESSAGES.lrNotDelivered, { lrNo: lr.lrNo, status: lr.status });
  if (!INVOICED_TERMS.includes(lr.freightTerms)) return fill(INVOICE_MESSAGES.lrToPay, { lrNo: lr.lrNo });
  const billedTo = lr[lrBillingParty(lr.freightTerms)];
  if (billedTo.toLowerCase() !== customer.toLowerCase()) {
    return fill(INVOICE_MESSAGES.lrOtherCustomer, { lrNo: lr.lrNo, other: billedTo, customer });
  }
  if (lr.freightPaise === null) return fill(INVOICE_MESSAGES.lrNoRate, { lrNo: lr.lrNo });
  return null;
}

/** The refusal of a credit note above what is left to receive on the invoice, or null. */
export function creditAboveBalanceProblem(creditPaise: number, balancePaise: number): string | null {
  if (creditPaise <= balancePaise) return null;
  return fill(INVOICE_MESSAGES.creditAboveBalance, {
    credit: formatRupees(fromPaise(creditPaise)),
    balance: formatRupees(fromPaise(Math.max(0, balancePaise))),
  });
}
