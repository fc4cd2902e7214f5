import { FREIGHT_TERMS, lrBillingParty, type MarginGroup, NO_LR_KEY, ROUTE_KEY_SEPARATOR } from '@freightdesk/domain';
import { type ExpressionBuilder, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

/**
 * The margins' reads (issue 33): a few set-based queries over the trips of a range, whatever its size: the range's
 * trips one row each, and what must be spread over the lines of an invoice or the trips of a bill one row per line or
 * trip, for the domain's spreadPaise to share out and marginRows to add up.
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

/** A trip of the range with its key, vendor freight, standing invoice line's freight, and its LR's price if not invoiced. */
export interface TripMoneyRow {
  trip_id: string;
  local_date: string;
  seq: number;
  bill_id: string | null;
  invoice_no: string | null;
  line_position: number | null;
  group_key: string;
  cost_paise: number | string | null;
  invoiced_paise: number | string | null;
  lr_rate: number | string | null;
  lr_kg: number | string | null;
}

/**
 * The range's trips, one row each (one per standing invoice line, of which an LR has at most one), read in the order
 * they are stored: the key it adds up under, its vendor freight, its bill, its standing invoice line and that line's
 * freight, and, for an LR not invoiced, the rate and charged weight the LR screen prices it at (the domain's
 * freightPaise does the pricing). Not grouped here: the trips' shares of extra charges and remarks are added first.
 */
export function tripMoney(db: Database, range: MarginRange, groupBy: MarginGroup): Promise<TripMoneyRow[]> {
  return tripsWithLr(db)
    .leftJoin('invoice_lines as il', (join) =>
      join.onRef('il.lr_no', '=', 'lr.lr_no').on(sql<boolean>`not ${credited}`),
    )
    .select([
      'trips.id as trip_id',
      'trips.local_date',
      'trips.seq',
      'trips.bill_id',
      'il.invoice_no',
      'il.position as line_position',
      groupKey(groupBy).as('group_key'),
      usableFreight.as('cost_paise'),
      'il.freight_paise as invoiced_paise',
      sql<number | null>`case when ${notInvoiced} then ${rateOnTripDay} end`.as('lr_rate'),
      sql<number | null>`case when ${notInvoiced} then coalesce(lr.charged_weight_kg, trips.weight_kg) end`.as('lr_kg'),
    ])
    .where(inRange(range))
    .execute();
}

/** Reads `ids` a few hundred at a time, so that no statement passes the engines' limits on parameters. */
async function inBatches<T>(ids: readonly string[], read: (batch: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; from < ids.length; from += 500) rows.push(...(await read(ids.slice(from, from + 500))));
  return rows;
}

/** Invoices with extra charges (one in several, and their charges), of all time: a short index-free read. */
export function invoicesWithExtras(db: Database): Promise<{ invoice_no: string; extras_paise: number | string }[]> {
  return db
    .selectFrom('customer_invoices as ci')
    .select(['ci.invoice_no', 'ci.extra_charges_paise as extras_paise'])
    .where('ci.extra_charges_paise', '<>', 0)
    .execute();
}

/** How many standing lines (not credited) each of these invoices has: all take a share of its extra charges. */
export function standingLineCounts(
  db: Database,
  invoiceNos: readonly string[],
): Promise<{ invoice_no: string; lines: number | string }[]> {
  return inBatches(invoiceNos, (batch) =>
    db
      .selectFrom('invoice_lines as il')
      .select((eb) => ['il.invoice_no', eb.fn.countAll<number | string>().as('lines')])
      .where('il.invoice_no', 'in', batch)
      .where(sql<boolean>`not ${credited}`)
      .groupBy('il.invoice_no')
      .execute(),
  );
}

/** A standing line of an invoice, with its trip and day: one part the invoice's extra charges are spread over. */
export interface StandingLineRow {
  invoice_no: string;
  position: number;
  freight_paise: number | string;
  trip_id: string;
  local_date: string;
}

/** Every standing line of these invoices, the range's trips' and the others'. */
export function standingLines(db: Database, invoiceNos: readonly string[]): Promise<StandingLineRow[]> {
  return inBatches(invoiceNos, (batch) =>
    db
      .selectFrom('invoice_lines as il')
      .innerJoin('lorry_receipts as lr', 'lr.lr_no', 'il.lr_no')
      .innerJoin('trips', 'trips.id', 'lr.trip_id')
      .select(['il.invoice_no', 'il.position', 'il.freight_paise', 'trips.id as trip_id', 'trips.local_date'])
      .where('il.invoice_no', 'in', batch)
      .where(sql<boolean>`not ${credited}`)
      .execute(),
  );
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

/** A trip of a bill with remarks, with its day and number: one part the remarks are spread over. */
export interface BillTripRow {
  bill_id: string;
  trip_id: string;
  freight_paise: number | string | null;
  local_date: string;
  seq: number;
}

/**
 * The trips of those bills outside the range: a bill's remarks are spread over all its trips, and the range's own
 * trips are read with their money (tripMoney). Found in trips_bill_day, by bill, without reading the range's.
 */
export function billTripsOutside(db: Database, range: MarginRange): Promise<BillTripRow[]> {
  // Before the range, then after it: each a range of trips_bill_day per bill (one OR of the two read the date index).
  const side = (operator: '<' | '>', day: string) =>
    db
      .selectFrom('trips')
      .select([
        'trips.bill_id',
        'trips.id as trip_id',
        usableFreight.as('freight_paise'),
        'trips.local_date',
        'trips.seq',
      ])
      .where('trips.bill_id', 'in', remarkedBills(db, range).select('bills.id'))
      .where('trips.local_date', operator, day)
      .$narrowType<{ bill_id: string }>();
  return side('<', range.startDate).unionAll(side('>', range.endDate)).execute();
}
