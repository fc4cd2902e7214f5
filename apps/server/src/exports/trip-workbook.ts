import { PROFILE_LABELS, fromPaise, isProfile, tdsPaise, tripAmountPaise } from '@freightdesk/domain';
import { tripMoney } from '../trips/trip.mapper.ts';
import type { TripWithLrRow } from '../trips/trip.repository.ts';
import type { Column } from './workbook.ts';

const tons = (kg: number | null) => (kg === null ? null : kg / 1000);
const rupees = (paise: number | null) => (paise === null ? null : fromPaise(paise));

/**
 * The Reports.xlsx columns of spec-2 section 9, in order, then the trip's lorry receipt (issue 32); Freight only for
 * profiles that see it.
 */
const COLUMNS: (Column<TripWithLrRow> & { freight?: boolean })[] = [
  { header: 'Trip ID', width: 10, value: (r) => r.id },
  { header: 'Username', width: 16, value: (r) => r.username },
  {
    // The profile's name as the screens show it; a value no profile has is printed as stored.
    header: 'Profile',
    width: 18,
    value: (r) => (isProfile(r.user_profile) ? PROFILE_LABELS[r.user_profile] : r.user_profile),
  },
  { header: 'Truck Number', width: 14, value: (r) => r.truck_no },
  { header: 'DO', width: 12, value: (r) => r.do_number },
  { header: 'Date', width: 12, value: (r) => new Date(`${r.local_date}T00:00:00Z`) },
  { header: 'Driver', width: 16, value: (r) => r.driver_name },
  { header: 'Vendor', width: 24, value: (r) => r.vendor_name },
  { header: 'From', width: 14, value: (r) => r.destination_from },
  { header: 'To', width: 14, value: (r) => r.destination_to },
  { header: 'Truck Type', width: 11, value: (r) => r.truck_type },
  { header: 'Transaction', width: 14, value: (r) => r.status },
  { header: 'Wt.', width: 9, value: (r) => tons(r.weight_kg) },
  { header: 'A. Wt.', width: 9, value: (r) => tons(r.actual_weight_kg) },
  {
    header: 'Diff. Wt.',
    width: 9,
    value: (r) =>
      r.weight_kg === null || r.actual_weight_kg === null ? null : (r.weight_kg - r.actual_weight_kg) / 1000,
  },
  { header: 'Freight', width: 12, value: (r) => fromPaise(r.freight_paise), money: true, freight: true },
  { header: 'Diesel', width: 11, value: (r) => rupees(r.diesel_paise), money: true },
  { header: 'Dsl. Slp. No.', width: 13, value: (r) => r.diesel_slip_number },
  { header: 'TDS', width: 10, value: (r) => fromPaise(tdsPaise(r.freight_paise, r.tds_rate_bps)), money: true },
  { header: 'Short', width: 10, value: (r) => rupees(r.short_paise), money: true },
  { header: 'Adv.', width: 10, value: (r) => rupees(r.advance_paise), money: true },
  { header: 'Toll', width: 10, value: (r) => rupees(r.toll_paise), money: true },
  { header: 'Adblue', width: 10, value: (r) => rupees(r.adblue_paise), money: true },
  { header: 'Greasing', width: 10, value: (r) => rupees(r.greasing_paise), money: true },
  { header: 'Bill ID', width: 10, value: (r) => r.bill_id },
  { header: 'Amount', width: 12, value: (r) => fromPaise(tripAmountPaise(tripMoney(r))), money: true },
  { header: 'LR No', width: 18, value: (r) => r.lr_no },
  { header: 'Consignor', width: 24, value: (r) => r.consignor_name },
  { header: 'Consignee', width: 24, value: (r) => r.consignee_name },
];

export const reportColumns = (seesFreight: boolean) => COLUMNS.filter((c) => seesFreight || !c.freight);
