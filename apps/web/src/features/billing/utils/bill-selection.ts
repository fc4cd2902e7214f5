import { BILL_MESSAGES, normaliseRemarks, toPaise, type BillingRow } from '@freightdesk/domain';
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

/** The selected trips' amounts summed in paise, so no rupee is lost to rounding. */
export function tripsAmountPaise(rows: BillingRow[]): number {
  return rows.reduce((sum, row) => sum + toPaise(row.amount), 0);
}
