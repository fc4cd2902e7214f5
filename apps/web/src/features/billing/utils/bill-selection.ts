import { BILL_MESSAGES, billTotals, normaliseRemarks, toPaise, type BillingRow } from '@freightdesk/domain';
import type { GenerateBillRequest } from '../api/generate-bill';
import type { RemarkDraft } from './remark-drafts';

/** Spec-2 section 5: at least one row, and every row of one vendor; null when the bill may be generated. */
export function selectionProblem(rows: BillingRow[]): string | null {
  if (rows.length === 0) return BILL_MESSAGES.selectRow;
  return new Set(rows.map((row) => row.vendor)).size > 1 ? BILL_MESSAGES.oneVendor : null;
}

/** The selected rows in the shape of spec-2 section 7, each carrying the remarks and the GST choice. */
export function billRequest(rows: BillingRow[], remarks: RemarkDraft[], applyTaxes: boolean): GenerateBillRequest {
  const billRemarks = normaliseRemarks(remarks);
  return rows.map((row) => ({
    id: row._id,
    trip_id: row.trip_id,
    vendor: row.vendor,
    transaction_status: row.transaction_status,
    destfrom: row.destination_from,
    dest: row.destination_to,
    wt: row.weight,
    actwt: row.actual_weight,
    frt: row.freight,
    rate: row.rate,
    dsl: row.diesel_amount,
    adv: row.advance,
    toll: row.toll,
    tds: row.tds,
    billid: row.billing_id,
    remarks: billRemarks,
    applyTaxes,
  }));
}

// The dialog shows the total before tax: GST is added by the server at the business's rate.
const BEFORE_TAX = { applyTaxes: false, rateBasisPoints: 0, vendorGstin: null, businessGstin: null };

/** A remark's amount in paise while it is typed; one not yet a number counts as nothing. */
function remarkPaise(remark: RemarkDraft): number {
  const amount = Number(remark.amount);
  return remark.amount.trim() !== '' && Number.isFinite(amount) ? toPaise(amount) : 0;
}

/** The selected trips' amounts, the remarks and their sum, in paise, so no rupee is lost to rounding. */
export function billSummary(rows: BillingRow[], remarks: RemarkDraft[]) {
  const totals = billTotals(
    rows.map((row) => toPaise(row.amount)),
    remarks.map(remarkPaise),
    BEFORE_TAX,
  );
  return { tripsPaise: totals.tripsPaise, remarksPaise: totals.remarksPaise, beforeTaxPaise: totals.taxablePaise };
}
