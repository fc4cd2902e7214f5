import { freightPaise, lrBillingParty, normalisePlace, rateOnDay } from '@freightdesk/domain';
import { customerRateOn, ratesOfCustomers } from '../customers/customer-rate.repository.ts';
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

const routeKey = (customerId: string, from: string, to: string) =>
  JSON.stringify([customerId, normalisePlace(from), normalisePlace(to)]);

/**
 * The rates of the customers of many LRs (a list, an invoice of 200), read in one query and then found in memory by
 * the same rule as customerRateOn: the route's rate with the latest start on or before the trip's day.
 */
export async function ratesFor(db: Database, views: readonly LrView[]): Promise<RateOf> {
  const customerIds = [...new Set(views.flatMap((view) => [view.consignor_id, view.consignee_id]))];
  const rows = customerIds.length === 0 ? [] : await ratesOfCustomers(db, customerIds);
  const byRoute = new Map<string, { validFrom: string; ratePaise: number | null }[]>();
  for (const row of rows) {
    const key = routeKey(row.customer_id, row.from_place, row.to_place);
    byRoute.set(key, [
      ...(byRoute.get(key) ?? []),
      { validFrom: row.valid_from, ratePaise: storedNumber(row.rate_paise) },
    ]);
  }
  return (customerId, view) => {
    const rates = byRoute.get(routeKey(customerId, view.destination_from, view.destination_to)) ?? [];
    return Promise.resolve(rateOnDay(rates, view.trip_date)?.ratePaise ?? null);
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
