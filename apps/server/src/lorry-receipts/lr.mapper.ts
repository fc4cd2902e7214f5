import { type LorryReceipt, type LrUpdate, fromPaise, toPaise } from '@freightdesk/domain';
import type { LorryReceiptTable } from '../db/schema.ts';
import { storedNumber } from '../db/stored-values.ts';
import type { LrView } from './lr.repository.ts';

const KG_PER_TON = 1000;

const toKg = (tons: number | undefined) => (tons === undefined ? null : Math.round(tons * KG_PER_TON));
const toTons = (kg: number | null) => (kg === null ? null : kg / KG_PER_TON);
const rupees = (paise: number | null) => (paise === null ? null : fromPaise(paise));

export type LrTypedColumns = Pick<
  LorryReceiptTable,
  | 'consignor_id'
  | 'consignee_id'
  | 'goods'
  | 'packages'
  | 'packing'
  | 'invoice_no'
  | 'invoice_value_paise'
  | 'eway_bill_no'
  | 'eway_valid_until'
  | 'freight_terms'
  | 'charged_weight_kg'
>;

/** The typed fields of an LR as stored (the rate apart: only the office types it); parties by their ids. */
export function toLrColumns(fields: LrUpdate, parties: { consignorId: string; consigneeId: string }): LrTypedColumns {
  return {
    consignor_id: parties.consignorId,
    consignee_id: parties.consigneeId,
    goods: fields.goods,
    packages: fields.packages,
    packing: fields.packing,
    invoice_no: fields.invoiceNo,
    invoice_value_paise: fields.invoiceValue === undefined ? null : toPaise(fields.invoiceValue),
    eway_bill_no: fields.ewayBillNo,
    eway_valid_until: fields.ewayBillValidUntil,
    freight_terms: fields.freightTerms,
    charged_weight_kg: toKg(fields.chargedWeight),
  };
}

/** The kilograms an LR charges: the typed ones, else its trip's weight. */
export function chargedKg(view: Pick<LrView, 'charged_weight_kg' | 'weight_kg'>): number | null {
  return storedNumber(view.charged_weight_kg) ?? storedNumber(view.weight_kg);
}

/** The customer's money on an LR, in paise: left out of the managers' answers. */
export interface LrMoneyPaise {
  ratePaise: number | null;
  freightPaise: number | null;
}

/** An LR as the calls answer it; without `money` (a manager asks) the answer has no `rate` or `freight` key. */
export function toLr(view: LrView, money: LrMoneyPaise | null): LorryReceipt {
  return {
    lrNo: view.lr_no,
    date: view.lr_date,
    tripId: view.trip_id,
    tripDate: view.trip_date,
    truck: view.truck_no,
    driver: view.driver_name,
    from: view.destination_from,
    to: view.destination_to,
    weight: toTons(storedNumber(view.weight_kg)),
    consignor: view.consignor_name,
    consignee: view.consignee_name,
    goods: view.goods,
    packages: view.packages,
    packing: view.packing,
    invoiceNo: view.invoice_no,
    invoiceValue: rupees(storedNumber(view.invoice_value_paise)),
    ewayBillNo: view.eway_bill_no,
    ewayBillValidUntil: view.eway_valid_until,
    freightTerms: view.freight_terms,
    chargedWeight: toTons(chargedKg(view)),
    ...(money && {
      rate: rupees(money.ratePaise),
      freight: rupees(money.freightPaise),
      rateTyped: storedNumber(view.rate_paise) !== null,
    }),
    status: view.status,
    receivedBy: view.received_by,
    deliveredOn: view.delivered_on,
    cancelReason: view.cancel_reason,
    createdBy: view.created_by,
  };
}
