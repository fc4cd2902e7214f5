import { type BillingRow, fromPaise, tdsPaise, tripAmountPaise } from '@freightdesk/domain';
import { tripMoney } from '../trips/trip.mapper.ts';
import type { TripRow } from '../trips/trip.repository.ts';

const tons = (kg: number | null) => (kg === null ? null : kg / 1000);
const rupees = (paise: number | null) => (paise === null ? null : fromPaise(paise));

/** A trip as the Billing and Revise Bill tables show it (spec-2 "Trip-in-billing row"). */
export function toBillingRow(trip: TripRow): BillingRow {
  return {
    _id: trip.id,
    trip_id: trip.id,
    username: trip.username,
    profile: trip.user_profile,
    truck_no: trip.truck_no,
    date: trip.local_date,
    weight: tons(trip.weight_kg),
    actual_weight: tons(trip.actual_weight_kg),
    difference_weight:
      trip.weight_kg === null || trip.actual_weight_kg === null
        ? null
        : (trip.weight_kg - trip.actual_weight_kg) / 1000,
    freight: fromPaise(trip.freight_paise),
    rate: fromPaise(trip.rate_paise),
    diesel_amount: rupees(trip.diesel_paise),
    short: rupees(trip.short_paise),
    advance: rupees(trip.advance_paise),
    driver_name: trip.driver_name,
    destination_from: trip.destination_from,
    destination_to: trip.destination_to,
    do_number: trip.do_number,
    vendor: trip.vendor_name,
    truck_type: trip.truck_type,
    transaction_status: trip.status,
    diesel_slip_number: trip.diesel_slip_number,
    billing_id: trip.bill_id,
    toll: rupees(trip.toll_paise),
    adblue: rupees(trip.adblue_paise),
    greasing: rupees(trip.greasing_paise),
    tds: fromPaise(tdsPaise(trip.freight_paise, trip.tds_rate_bps)),
    amount: fromPaise(tripAmountPaise(tripMoney(trip))),
  };
}
