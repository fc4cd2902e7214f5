import {
  type TripAttachment,
  type TripFields,
  type TripRecord,
  fromBasisPoints,
  fromPaise,
  tdsPaise,
  toPaise,
  tripAmountPaise,
} from '@freightdesk/domain';
import type { TripTable } from '../db/schema.ts';
import type { AttachmentRow, TripWithLrRow } from './trip.repository.ts';

const KG_PER_TON = 1000;
const toKg = (tons: number | undefined) => (tons === undefined ? null : Math.round(tons * KG_PER_TON));
const toTons = (kg: number | null) => (kg === null ? null : kg / KG_PER_TON);
const toOptionalPaise = (rupees: number | undefined) => (rupees === undefined ? null : toPaise(rupees));
const toOptionalRupees = (paise: number | null) => (paise === null ? null : fromPaise(paise));

/** The form's values as trip columns; freight, rate and TDS rate are the server's to compute. */
export function toTripColumns(fields: TripFields) {
  return {
    truck_no: fields.TruckNumber ?? '',
    do_number: fields.DONumber ?? '',
    driver_name: fields.DriverName ?? '',
    truck_type: fields.TruckType as TripTable['truck_type'],
    status: fields.TransactionStatus as TripTable['status'],
    weight_kg: toKg(fields.Weight),
    diesel_paise: toOptionalPaise(fields.DieselAmount),
    diesel_slip_number: fields.DieselSlipNumber ?? '',
    advance_paise: toOptionalPaise(fields.Advance),
    toll_paise: toOptionalPaise(fields.Toll),
    adblue_paise: toOptionalPaise(fields.Adblue),
    greasing_paise: toOptionalPaise(fields.Greasing),
  };
}

export const tripMoney = (row: TripTable) => ({
  freight: row.freight_paise,
  tdsRateBasisPoints: row.tds_rate_bps,
  short: row.short_paise,
  diesel: row.diesel_paise,
  advance: row.advance_paise,
  toll: row.toll_paise,
  adblue: row.adblue_paise,
  greasing: row.greasing_paise,
});

/**
 * A trip as the screens read it; Freight and Rate are left out for profiles that may not see freight. The LR's number
 * and parties are '' for a trip without a standing LR.
 */
export function toTripRecord(row: TripWithLrRow, attachments: AttachmentRow[], seesFreight: boolean): TripRecord {
  const byField = new Map(attachments.map((a) => [a.field_name, a]));
  const attachment = (field: TripAttachment) => {
    const found = byField.get(field);
    return found ? { filepath: `/api/download/${row.id}/${field}`, originalname: found.file_name } : null;
  };
  const weight = toTons(row.weight_kg);
  const actualWeight = toTons(row.actual_weight_kg);
  return {
    _id: row.id,
    TripID: row.id,
    Username: row.username,
    Profile: row.user_profile,
    TruckNumber: row.truck_no,
    DONumber: row.do_number,
    localDate: row.local_date,
    localTime: row.local_time,
    DriverName: row.driver_name,
    Vendor: row.vendor_name,
    DestinationFrom: row.destination_from,
    DestinationTo: row.destination_to,
    TruckType: row.truck_type,
    TransactionStatus: row.status,
    Weight: weight,
    ActualWeight: actualWeight,
    DifferenceInWeight:
      weight !== null && actualWeight !== null ? Math.round((weight - actualWeight) * 1000) / 1000 : null,
    ...(seesFreight ? { Freight: fromPaise(row.freight_paise), Rate: fromPaise(row.rate_paise) } : {}),
    DieselAmount: toOptionalRupees(row.diesel_paise),
    DieselSlipNumber: row.diesel_slip_number,
    TDS_Rate: fromBasisPoints(row.tds_rate_bps),
    TDS: fromPaise(tdsPaise(row.freight_paise, row.tds_rate_bps)),
    Amount: fromPaise(tripAmountPaise(tripMoney(row))),
    Short: toOptionalRupees(row.short_paise),
    Advance: toOptionalRupees(row.advance_paise),
    Toll: toOptionalRupees(row.toll_paise),
    Adblue: toOptionalRupees(row.adblue_paise),
    Greasing: toOptionalRupees(row.greasing_paise),
    BillId: row.bill_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    DieselSlipImage: attachment('DieselSlipImage'),
    LoadingAdvice: attachment('LoadingAdvice'),
    InvoiceCompany: attachment('InvoiceCompany'),
    WeightmentSlip: attachment('WeightmentSlip'),
    lrNo: row.lr_no ?? '',
    consignor: row.consignor_name ?? '',
    consignee: row.consignee_name ?? '',
  };
}
