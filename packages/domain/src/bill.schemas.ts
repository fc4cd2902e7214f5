import { z } from 'zod';
import { type DateRangeRule, dateRangeProblem } from './dates.ts';
import { formatRupees } from './format.ts';
import { fromPaise } from './money.ts';
import { type NumberTextRule, RUPEES, readNumberText } from './number-text.ts';
import { capitalizeFirst } from './text.ts';

export const MAX_REMARKS = 2;
export const DEFAULT_GST_RATE = 12;

/** Texts of spec-2 sections 5 and 8 for billing, transactions and revise bill. */
export const BILL_MESSAGES = {
  selectRow: 'Please select at least one row to generate the bill.',
  oneVendor: 'Please select transactions from only one vendor to generate the bill.',
  multipleVendors: 'Error: Please select transactions from only one vendor.',
  generated: 'Bill generated successfully.',
  generateFailed: 'Failed to generate bill',
  listFailed: 'No data found!',
  nothingLeft: 'No more data remained to fetch.',
  maxRemarks: 'Maximum 2 remarks allowed',
  amountRequired: 'Amount is required when text is entered',
  amountNumber: 'Amount must be a valid number',
  notBillable: 'These trips are no longer Acknowledged and unbilled: {trips}. Refresh the list and try again.',
  bothDates: 'Please select both start and end dates.',
  endAfterStart: 'End date should be greater than start date.',
  noDataForRange: 'No data found for this date range.',
  noExportData: 'No data available to export.',
  noTransactions: 'No transactions available',
  transactionDeleted: 'Transaction deleted successfully.',
  transactionDeleteFailed: 'Failed to delete transaction.',
  billDownloaded: 'Transaction bill downloaded successfully.',
  billDownloadFailed: 'Failed to generate bill.',
  billNotFound: 'Bill not found.',
  reviseSelectTrip: 'Please select at least one trip to download the PDF',
  reviseOneVendor: 'Please select trips from only one vendor to generate the bill',
  revised: 'Revised bill generated successfully.',
  reviseFailed: 'Failed to generate PDF. Please try again later.',
  reviseUpdateFailed: 'Failed to update. Reverting changes...',
  reviseUpdated: 'Trip updated successfully.',
  noRecordsRevise: 'No records available.',
  billIdFormat: 'Bill id is B followed by digits, e.g. B12.',
  belowZero:
    "This bill comes to {amount} before GST, less than zero. Check the trips' weights and deductions, and the remarks.",
  reviseFilterRequired: 'Please enter a Bill ID, or both start and end dates.',
  fetchBillFailed: 'Error fetching the bill data',
  billingBothDates: 'Please select both start-date and end-date.',
  billingEndBeforeStart: 'End date should be greater than or equal to the start date.',
  noBillsMatch: 'No bills match these filters.',
  billCancelled:
    'Bill {billId} is cancelled. It had payments, so it is kept with its payments and reversals; its trips are back to Acknowledged.',
  alreadyCancelled: 'Bill {billId} is already cancelled.',
  cancelledNoRevise: 'Bill {billId} is cancelled; it cannot be revised.',
  cancelReasonLong: 'The reason can be at most 200 characters.',
} as const;

/** A bill message naming the bill. */
export const billMessage = (message: string, billId: string) => message.replace('{billId}', billId);

export const noTransactionsForVendor = (vendor: string) => `No transactions found for vendor: ${vendor}`;

export const remarkTextMessages = (n: number) => ({
  required: `Remark ${n}: Text is required`,
  short: `Remark ${n}: Text must be at least 3 characters`,
  long: `Remark ${n}: Text cannot exceed 20 characters`,
});

export interface RemarkInput {
  text?: string | undefined;
  amount?: string | number | null | undefined;
}

/** A remark's amount: rupees and paise, added or (with a minus) deducted, up to ₹100 crore either way. */
export const REMARK_RUPEES: NumberTextRule = { ...RUPEES, signed: true, invalid: BILL_MESSAGES.amountNumber };

/** The remark rules of spec-2 section 5, first problem only; null when the remarks may be used. */
export function remarksProblem(remarks: RemarkInput[]): string | null {
  if (remarks.length > MAX_REMARKS) return BILL_MESSAGES.maxRemarks;
  for (const [i, remark] of remarks.entries()) {
    const messages = remarkTextMessages(i + 1);
    const text = remark.text?.trim() ?? '';
    const hasAmount = remark.amount !== undefined && remark.amount !== null && String(remark.amount).trim() !== '';
    if (!text) return messages.required;
    if (text.length < 3) return messages.short;
    if (text.length > 20) return messages.long;
    if (!hasAmount) return BILL_MESSAGES.amountRequired;
    const amount = readNumberText(remark.amount, REMARK_RUPEES);
    if (!amount.ok) return amount.message;
  }
  return null;
}

export const remarkSchema = z.object({
  text: z.string().max(100).optional(),
  amount: z
    .union([z.number(), z.string().max(30)])
    .nullable()
    .optional(),
});

/** Remarks as stored on a bill: text with a capital first letter, amount in rupees. */
export interface Remark {
  text: string;
  amount: number;
}

/** Remarks as stored, once `remarksProblem` has passed them: "₹ 1,500.50" is 1500.5, a blank amount 0. */
export function normaliseRemarks(remarks: RemarkInput[]): Remark[] {
  return remarks.map((r) => {
    const amount = readNumberText(r.amount, REMARK_RUPEES);
    return { text: capitalizeFirst(r.text ?? ''), amount: amount.ok ? (amount.value ?? 0) : Number.NaN };
  });
}

export type GstKind = 'none' | 'cgst_sgst' | 'igst';

export interface BillTaxes {
  kind: GstKind;
  rateBasisPoints: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** The state code of a GSTIN: its first two digits. */
export const gstinState = (gstin: string | null | undefined) =>
  gstin && /^\d{2}/.test(gstin) ? gstin.slice(0, 2) : null;

/**
 * GST on a bill (DESIGN.md): CGST + SGST when the vendor's GSTIN state is the business's (or either is unknown),
 * IGST otherwise; amounts in paise, each half rounded to the paisa.
 */
export interface TaxInput {
  applyTaxes: boolean;
  rateBasisPoints: number;
  vendorGstin: string | null;
  businessGstin: string | null;
}

export function billTaxes(
  taxablePaise: number,
  { applyTaxes, rateBasisPoints, vendorGstin, businessGstin }: TaxInput,
): BillTaxes {
  if (!applyTaxes) return { kind: 'none', rateBasisPoints: 0, cgst: 0, sgst: 0, igst: 0 };
  return gstOn(taxablePaise, rateBasisPoints, otherStates(gstinState(vendorGstin), gstinState(businessGstin)));
}

/** Two places are in different states only when both are known and differ: an unknown one is taken as the same. */
export function otherStates(state: string | null, otherState: string | null): boolean {
  return state !== null && otherState !== null && state !== otherState;
}

/**
 * GST at a rate on a taxable value, in paise: IGST at the whole rate across states, else CGST and SGST at half the
 * rate each, every amount rounded to the paisa. Bills and customer invoices both tax this way.
 */
export function gstOn(taxablePaise: number, rateBasisPoints: number, interState: boolean): BillTaxes {
  if (interState) {
    return {
      kind: 'igst',
      rateBasisPoints,
      cgst: 0,
      sgst: 0,
      igst: Math.round((taxablePaise * rateBasisPoints) / 10_000),
    };
  }
  const half = Math.round((taxablePaise * rateBasisPoints) / 20_000);
  return { kind: 'cgst_sgst', rateBasisPoints, cgst: half, sgst: half, igst: 0 };
}

export interface BillTotals {
  tripsPaise: number;
  remarksPaise: number;
  taxablePaise: number;
  taxes: BillTaxes;
  finalPaise: number;
}

/** A bill's totals: trip amounts plus remarks is the taxable value; GST on top gives the final amount. */
export function billTotals(tripAmountsPaise: number[], remarkAmountsPaise: number[], tax: TaxInput): BillTotals {
  const tripsPaise = tripAmountsPaise.reduce((a, b) => a + b, 0);
  const remarksPaise = remarkAmountsPaise.reduce((a, b) => a + b, 0);
  const taxablePaise = tripsPaise + remarksPaise;
  const taxes = billTaxes(taxablePaise, tax);
  return {
    tripsPaise,
    remarksPaise,
    taxablePaise,
    taxes,
    finalPaise: taxablePaise + taxes.cgst + taxes.sgst + taxes.igst,
  };
}

/**
 * A bill that comes to less than zero before GST is refused: GST on it would be negative, and a bill is what the
 * business owes its vendor. Null when the bill may be issued.
 */
export function billBelowZeroProblem(totals: Pick<BillTotals, 'taxablePaise'>): string | null {
  if (totals.taxablePaise >= 0) return null;
  return BILL_MESSAGES.belowZero.replace('{amount}', formatRupees(fromPaise(totals.taxablePaise)));
}

export const BILL_ID_PATTERN = /^B\d+$/;

/** Billing's range (spec-2 section 5): no filter lists every billable trip; one date alone is refused. */
export const BILLING_RANGE: DateRangeRule = {
  required: false,
  bothDates: BILL_MESSAGES.billingBothDates,
  endBeforeStart: BILL_MESSAGES.billingEndBeforeStart,
};

/** Transactions' range (spec-2 section 5): both dates, the end not before the start. */
export const TRANSACTIONS_RANGE: DateRangeRule = {
  required: true,
  bothDates: BILL_MESSAGES.bothDates,
  endBeforeStart: BILL_MESSAGES.endAfterStart,
};

/** Revise bill's range (spec-2 section 5): both dates or neither (a bill id alone), the end not before the start. */
export const REVISE_RANGE: DateRangeRule = { ...TRANSACTIONS_RANGE, required: false };

/** The vendor ledger's period (issue 17): both dates, the end on or after the start. */
export const LEDGER_RANGE: DateRangeRule = {
  required: true,
  bothDates: BILL_MESSAGES.bothDates,
  endBeforeStart: BILL_MESSAGES.billingEndBeforeStart,
};

/** Billing's filter rules: its range is all there is to check. */
export function billingFilterProblem(filter: {
  startDate?: string | undefined;
  endDate?: string | undefined;
}): string | null {
  return dateRangeProblem(filter, BILLING_RANGE);
}

/** A bill's money events (issue 28): its issue, each revision's difference, its cancellation. */
export const BILL_ENTRY_KINDS = ['bill', 'revision', 'cancellation'] as const;
export type BillEntryKind = (typeof BILL_ENTRY_KINDS)[number];
