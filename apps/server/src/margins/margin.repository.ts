import { FREIGHT_TERMS, lrBillingParty, type MarginGroup, NO_LR_KEY, ROUTE_KEY_SEPARATOR } from '@freightdesk/domain';
import { type ExpressionBuilder, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

/**
 * The margins' reads (issue 33): a few set-based queries over the trips of a range, whatever its size. The plain sums
 * (trips, vendor freight, invoiced freight) are grouped by the database; what must be spread over the lines of an
 * invoice or the trips of a bill comes back one row per line or trip, for the domain's spreadPaise to share out.
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

/** A group's sums, by the LR rate and weight its not-invoiced LRs are charged at (null for the other trips). */
export interface GroupedMoneyRow {
  group_key: string;
  lr_rate: number | string | null;
  lr_kg: number | string | null;
  trips: number | string;
  cost_paise: number | string | null;
  invoiced_paise: number | string | null;
}

/**
 * The range's trips grouped by key: how many, their vendor freight, and the freight of their standing invoice lines.
 * An LR not invoiced is priced as the LR screen prices it, freight = rate x charged weight rounded to the rupee; that
 * rounding is the domain's (freightPaise), so such trips stay apart by rate and weight for the service to price.
 */
export function moneyByGroup(db: Database, range: MarginRange, groupBy: MarginGroup): Promise<GroupedMoneyRow[]> {
  const perTrip = tripsWithLr(db)
    .leftJoin('invoice_lines as il', (join) =>
      join.onRef('il.lr_no', '=', 'lr.lr_no').on(sql<boolean>`not ${credited}`),
    )
    .select([
      groupKey(groupBy).as('group_key'),
      usableFreight.as('cost_paise'),
      'il.freight_paise as invoiced_paise',
      sql<number | null>`case when ${notInvoiced} then ${rateOnTripDay} end`.as('lr_rate'),
      sql<number | null>`case when ${notInvoiced} then coalesce(lr.charged_weight_kg, trips.weight_kg) end`.as('lr_kg'),
    ])
    .where(inRange(range));
  // Grouped outside the per-trip query: PostgreSQL then groups by the computed columns, not by their expressions.
  return db
    .selectFrom(perTrip.as('t'))
    .select((eb) => [
      't.group_key',
      't.lr_rate',
      't.lr_kg',
      eb.fn.countAll<number | string>().as('trips'),
      eb.fn.sum<number | string | null>('t.cost_paise').as('cost_paise'),
      eb.fn.sum<number | string | null>('t.invoiced_paise').as('invoiced_paise'),
    ])
    .groupBy(['t.group_key', 't.lr_rate', 't.lr_kg'])
    .execute();
}

/** A standing line of an invoice with extra charges, with its trip's day and key: one part the charges are spread over. */
export interface ExtraChargeLineRow {
  invoice_no: string;
  extras_paise: number | string;
  freight_paise: number | string;
  local_date: string;
  group_key: string;
}

/**
 * Every standing line of the invoices with extra charges that carry a trip of the range, in the invoice's order: the
 * charges are spread over all the lines still standing (a credited line takes no share: what the invoice still bills
 * then lies on the others), and only the range's trips keep theirs.
 */
export function extraChargeLines(
  db: Database,
  range: MarginRange,
  groupBy: MarginGroup,
): Promise<ExtraChargeLineRow[]> {
  // Found from the invoices with extra charges (one in several), each read line by line until a trip of the range,
  // rather than from every trip of the range: a year holds hundreds of thousands. Its own names for the invoice, line,
  // LR and trip, apart from the outer query's.
  const invoicesOfRange = db
    .selectFrom('customer_invoices as range_ci')
    .select('range_ci.invoice_no')
    .where('range_ci.extra_charges_paise', '<>', 0)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('invoice_lines as range_il')
          .innerJoin('lorry_receipts as range_lr', (join) =>
            join.onRef('range_lr.lr_no', '=', 'range_il.lr_no').on('range_lr.status', '<>', 'Cancelled'),
          )
          .innerJoin('trips as range_trip', 'range_trip.id', 'range_lr.trip_id')
          .select('range_il.invoice_no')
          .whereRef('range_il.invoice_no', '=', 'range_ci.invoice_no')
          .where('range_trip.local_date', '>=', range.startDate)
          .where('range_trip.local_date', '<=', range.endDate),
      ),
    );
  return db
    .selectFrom('invoice_lines as il')
    .innerJoin('customer_invoices as ci', 'ci.invoice_no', 'il.invoice_no')
    .innerJoin('lorry_receipts as lr', 'lr.lr_no', 'il.lr_no')
    .innerJoin('trips', 'trips.id', 'lr.trip_id')
    .select([
      'il.invoice_no',
      'ci.extra_charges_paise as extras_paise',
      'il.freight_paise',
      'trips.local_date',
      groupKey(groupBy).as('group_key'),
    ])
    .where('ci.extra_charges_paise', '<>', 0)
    .where(sql<boolean>`not ${credited}`)
    .where('il.invoice_no', 'in', invoicesOfRange)
    .orderBy('il.invoice_no')
    .orderBy('il.position')
    .execute();
}

/**
 * Bills with remarks that carry a trip of the range and are not cancelled. A bill's row holds its latest revision's
 * remarks (a revision rewrites them); a cancelled bill gave its trips back, and its remarks are owed to no trip.
 */
function remarkedBills(db: Database, range: MarginRange) {
  return db
    .selectFrom('bills')
    .where('bills.remarks', '<>', '[]')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('bill_entries as be')
            .select('be.bill_id')
            .whereRef('be.bill_id', '=', 'bills.id')
            .where('be.kind', '=', 'cancellation'),
        ),
      ),
    )
    .where((eb) =>
      eb.exists(
        // One look-up per bill in trips_bill_day (migration 0022), not a read of every trip of the range.
        eb.selectFrom('trips').select('trips.bill_id').whereRef('trips.bill_id', '=', 'bills.id').where(inRange(range)),
      ),
    );
}

/** The remarks (stored JSON) of the bills whose trips take a share of them. */
export function billRemarks(db: Database, range: MarginRange): Promise<{ id: string; remarks: string }[]> {
  return remarkedBills(db, range).select(['bills.id', 'bills.remarks']).execute();
}

/** A trip of a bill with remarks, with its day and key: one part the remarks are spread over. */
export interface BillTripRow {
  bill_id: string;
  freight_paise: number | string | null;
  local_date: string;
  group_key: string;
}

/** Every trip of those bills, in the order a bill lists them (day, then number), the range's and the others. */
export function billTrips(db: Database, range: MarginRange, groupBy: MarginGroup): Promise<BillTripRow[]> {
  return tripsWithLr(db)
    .select(['trips.bill_id', usableFreight.as('freight_paise'), 'trips.local_date', groupKey(groupBy).as('group_key')])
    .where('trips.bill_id', 'in', remarkedBills(db, range).select('bills.id'))
    .$narrowType<{ bill_id: string }>()
    .orderBy('trips.bill_id')
    .orderBy('trips.local_date')
    .orderBy('trips.seq')
    .execute();
}
