import { FREIGHT_TERMS, lrBillingParty, type MarginGroup, NO_LR_KEY, ROUTE_KEY_SEPARATOR } from '@freightdesk/domain';
import { type ExpressionBuilder, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

/**
 * The margins' read (issue 33): one grouped query over the trips of a range, whatever its size, for the domain's
 * marginRows to finish.
 */

/** The trips' days (YYYY-MM-DD, office time), both included. */
export interface MarginRange {
  startDate: string;
  endDate: string;
}

/** The terms on which the consignee pays, so is the customer billed: from the domain's rule, not written again here. */
const CONSIGNEE_PAYS = FREIGHT_TERMS.filter((terms) => lrBillingParty(terms) === 'consignee');

/** A trip's freight lies far inside this (10^15 paise); a value outside it is one an older release stored badly. */
const SANE_LIMIT = 1_000_000_000_000_000;

/**
 * The trip's vendor freight as a sum can use it, or null: SQLite keeps text and infinities an older release wrote
 * (stored-values.ts reads them as blank), and one such trip must not make its whole group's sum infinite. Text compares
 * above every number in SQLite and infinity lies outside the bounds, so both fail the test. (Weights need no such
 * care: trips are never summed by weight, and the service reads each weight with storedNumber.)
 */
const usableFreight = sql<number | null>`case
  when trips.freight_paise between ${sql.lit(-SANE_LIMIT)} and ${sql.lit(SANE_LIMIT)} then trips.freight_paise
end`;

/** The consignee-pays terms as a SQL list of literals. */
const consigneePays = sql.join(CONSIGNEE_PAYS.map((terms) => sql.lit(terms)));

/**
 * The key a trip is added up under, from `trips` and its standing LR (`lr`, absent when it has none): the trip's id,
 * its truck, its vendor's name, "From -> To", or the name of the customer billed (the LR's billing party,
 * lrBillingParty). Names are looked up only by the grouping that needs them, so the others skip the work.
 */
export function groupKey(groupBy: MarginGroup): RawBuilder<string> {
  switch (groupBy) {
    case 'trip':
      return sql<string>`trips.id`;
    case 'truck':
      return sql<string>`trips.truck_no`;
    case 'vendor':
      return sql<string>`(select vendors.company_name from vendors where vendors.id = trips.vendor_id)`;
    case 'route':
      return sql<string>`trips.destination_from || ${sql.lit(ROUTE_KEY_SEPARATOR)} || trips.destination_to`;
    case 'customer':
      return sql<string>`case
        when lr.lr_no is null then ${sql.lit(NO_LR_KEY)}
        when lr.freight_terms in (${consigneePays})
          then (select customers.name from customers where customers.id = lr.consignee_id)
        else (select customers.name from customers where customers.id = lr.consignor_id)
      end`;
  }
}

/** Whether an invoice line (`il`) was credited: a credited line is no revenue, and its LR may be invoiced again. */
const credited = sql<boolean>`exists (
  select 1 from credit_note_lines as cnl where cnl.invoice_no = il.invoice_no and cnl.lr_no = il.lr_no
)`;

/**
 * The rate of an LR (`lr` of `trips`) not invoiced, as the LR screen finds it (lr-money.ts): the typed one, else the
 * paying customer's for the trip's route on the trip's day (the latest started by then). Trips store their places as
 * rates do (normalisePlace), so they compare as stored.
 */
const rateOnTripDay = sql<number | null>`coalesce(lr.rate_paise, (
  select cr.rate_paise from customer_rates as cr
  where cr.customer_id = case when lr.freight_terms in (${consigneePays}) then lr.consignee_id else lr.consignor_id end
    and cr.from_place = trips.destination_from
    and cr.to_place = trips.destination_to
    and cr.valid_from <= trips.local_date
  order by cr.valid_from desc
  limit 1
))`;

/** An LR that stands (`lr`) with no standing invoice line (`il`): priced as the LR screen prices it. */
const notInvoiced = sql`lr.lr_no is not null and il.lr_no is null`;

/** Trips with their standing lorry receipt (at most one: every status but Cancelled), as `lr`. */
const tripsWithLr = (db: Database) =>
  db
    .selectFrom('trips')
    .leftJoin('lorry_receipts as lr', (join) =>
      join.onRef('lr.trip_id', '=', 'trips.id').on('lr.status', '<>', 'Cancelled'),
    );

const inRange = (range: MarginRange) => (eb: ExpressionBuilder<DB, 'trips'>) =>
  eb.and([eb('trips.local_date', '>=', range.startDate), eb('trips.local_date', '<=', range.endDate)]);

/** A group's trips of one price (or none) for an LR not invoiced, with their money in paise. */
export interface MarginMoneyRow {
  group_key: string;
  trips: number | string;
  cost_paise: number | string | null;
  invoiced_paise: number | string | null;
  lr_rate: number | string | null;
  lr_kg: number | string | null;
}

/**
 * The range's trips added up in one grouped read, in key order, by the key of `groupBy` and, for an LR not invoiced, the rate and
 * charged weight the LR screen prices it at (the domain's freightPaise prices them, so the rule is not written again in
 * SQL; trips of one price are priced once). Cost: the vendor freight with the trip's share of its bill's remarks;
 * invoiced: the standing invoice line's freight with its share of the invoice's extra charges. The shares are kept as
 * they are written (margin-shares.ts). In key order, so that marginRows adds up each key's rows as they come (SQLite's
 * grouping hands them so already).
 */
export function marginMoney(db: Database, range: MarginRange, groupBy: MarginGroup): Promise<MarginMoneyRow[]> {
  const lrRate = sql<number | null>`case when ${notInvoiced} then ${rateOnTripDay} end`;
  const lrKg = sql<number | null>`case when ${notInvoiced} then coalesce(lr.charged_weight_kg, trips.weight_kg) end`;
  return tripsWithLr(db)
    .leftJoin('invoice_lines as il', (join) =>
      join.onRef('il.lr_no', '=', 'lr.lr_no').on(sql<boolean>`not ${credited}`),
    )
    .select((eb) => [
      groupKey(groupBy).as('group_key'),
      eb.fn.countAll<number | string>().as('trips'),
      sql<number | string | null>`sum(coalesce(${usableFreight}, 0) + trips.remarks_share_paise)`.as('cost_paise'),
      sql<number | string | null>`sum(il.freight_paise + il.extras_share_paise)`.as('invoiced_paise'),
      lrRate.as('lr_rate'),
      lrKg.as('lr_kg'),
    ])
    .where(inRange(range))
    .groupBy([sql.ref('group_key'), sql.ref('lr_rate'), sql.ref('lr_kg')])
    .orderBy(sql.ref('group_key'))
    .execute();
}
