import { freightPaise, lrBillingParty } from '@freightdesk/domain';
import { customerRateOn } from '../customers/customer-rate.repository.ts';
import type { Database } from '../db/database.ts';
import { storedNumber } from '../db/stored-values.ts';
import { type LrMoneyPaise, chargedKg } from './lr.mapper.ts';
import type { LrView } from './lr.repository.ts';

/** The rate of a customer for an LR's route on its trip's day, in paise; null when it has none. */
export type RateOf = (customerId: string, view: LrView) => Promise<number | null>;

export const customerRateOf =
  (db: Database): RateOf =>
  (customerId, view) =>
    customerRateOn(db, customerId, view.destination_from, view.destination_to, view.trip_date);

/** One look-up per customer, route and day, for a list of LRs (or an invoice of many). */
export function rememberedRates(db: Database): RateOf {
  const rateOf = customerRateOf(db);
  const known = new Map<string, Promise<number | null>>();
  return (customerId, view) => {
    const key = JSON.stringify([customerId, view.destination_from, view.destination_to, view.trip_date]);
    const rate = known.get(key) ?? rateOf(customerId, view);
    known.set(key, rate);
    return rate;
  };
}

/**
 * The customer's money on an LR: the typed rate, else the paying customer's on the trip's day; freight = that rate x
 * the charged weight. Lorry receipts show it and invoices take it.
 */
export async function lrMoney(view: LrView, rateOf: RateOf): Promise<LrMoneyPaise> {
  const payerId = lrBillingParty(view.freight_terms) === 'consignee' ? view.consignee_id : view.consignor_id;
  const ratePaise = storedNumber(view.rate_paise) ?? (await rateOf(payerId, view));
  const kg = chargedKg(view);
  return { ratePaise, freightPaise: ratePaise === null || kg === null ? null : freightPaise(ratePaise, kg) };
}
