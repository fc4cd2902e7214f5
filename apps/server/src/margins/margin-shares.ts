import { spreadPaise, toPaise } from '@freightdesk/domain';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { storedNumber, storedRemarks } from '../db/stored-values.ts';

/**
 * The shares the margins add up (issue 33), kept as they are written: each billed trip's share of its bill's remarks
 * (`trips.remarks_share_paise`) and each invoice line's share of its invoice's extra charges
 * (`invoice_lines.extras_share_paise`), spread to the paisa by the domain's spreadPaise over the parts in the order
 * the bill or invoice lists them, each weighing its freight. Every write that changes an amount or its parts spreads
 * it again here, inside its transaction, so that the margins of a year are one grouped query.
 */

/** A part's weight: its freight in whole paise, none below zero; a value an older release stored unreadable weighs 0. */
function weightOf(freight: unknown): number {
  const paise = Math.round(storedNumber(typeof freight === 'string' ? Number(freight) : freight) ?? 0);
  return Number.isSafeInteger(paise) && paise > 0 ? paise : 0;
}

/** What a bill's remarks add to it, in paise, as its totals add them; an amount stored unreadable counts as 0. */
export function remarksPaise(json: string): number {
  return storedRemarks(json).reduce((sum, remark) => sum + toPaise(remark.amount ?? 0), 0);
}

/** One part: its key (a trip id, or an invoice line's position), its freight and the share it holds now. */
interface Part<K> {
  key: K;
  freight: unknown;
  share: number | string | undefined;
}

/** The parts, in the order given, whose share of `amount` differs from the one they hold, with the new share. */
function changedShares<K>(amount: number, parts: readonly Part<K>[]): [K, number][] {
  const shares =
    amount === 0
      ? parts.map(() => 0)
      : spreadPaise(
          amount,
          parts.map((part) => weightOf(part.freight)),
        );
  return parts.flatMap((part, index): [K, number][] => {
    const share = shares[index] ?? 0;
    return Number(part.share ?? 0) === share ? [] : [[part.key, share]];
  });
}

/** Rows per update: inside both engines' limits on bound values in one statement. */
const BATCH = 500;

/**
 * Spreads the remarks of one bill over its trips, or of every bill with remarks: the trips read in one query, by bill
 * and then as the bill lists them (by day, then number), and the shares that changed written 500 trips a statement.
 * A cancelled bill has given its trips back (releaseTrips sets their shares to 0), so it has none to spread over.
 */
async function spreadRemarks(db: Database, billId: string | null): Promise<void> {
  const remarkedBills = db.selectFrom('bills').where('remarks', '<>', '[]');
  const [bills, trips] = await Promise.all([
    (billId === null ? remarkedBills : db.selectFrom('bills').where('id', '=', billId))
      .select(['id', 'remarks'])
      .execute(),
    db
      .selectFrom('trips')
      .select(['id as key', 'bill_id', 'freight_paise as freight', 'remarks_share_paise as share'])
      .where('bill_id', billId === null ? 'in' : '=', billId ?? remarkedBills.select('id'))
      .orderBy('bill_id')
      .orderBy('local_date')
      .orderBy('seq')
      .execute(),
  ]);
  const remarks = new Map(bills.map((bill) => [bill.id, remarksPaise(bill.remarks)]));
  const changed = inRuns(trips, (trip) => trip.bill_id).flatMap((run) =>
    changedShares(remarks.get(run[0]?.bill_id ?? '') ?? 0, run),
  );
  for (let from = 0; from < changed.length; from += BATCH) {
    const values = changed.slice(from, from + BATCH).map(([id, share]) => sql`(${id}, ${sql.lit(share)})`);
    // A VALUES list names its columns column1, column2... on both engines.
    await sql`update trips set remarks_share_paise = v.column2
      from (values ${sql.join(values)}) as v where trips.id = v.column1`.execute(db);
  }
}

/**
 * Spreads the extra charges of one invoice over its standing lines (by position), or of every invoice with extra
 * charges; a credited line holds no share, and its LR, invoiced again, takes one of its new invoice's.
 */
async function spreadExtras(db: Database, invoiceNo: string | null): Promise<void> {
  const withExtras = db.selectFrom('customer_invoices').where('extra_charges_paise', '<>', 0);
  const [invoices, lines] = await Promise.all([
    (invoiceNo === null ? withExtras : db.selectFrom('customer_invoices').where('invoice_no', '=', invoiceNo))
      .select(['invoice_no', 'extra_charges_paise'])
      .execute(),
    db
      .selectFrom('invoice_lines as il')
      .select([
        'il.invoice_no',
        'il.position',
        'il.freight_paise as freight',
        'il.extras_share_paise as share',
        sql<boolean>`exists (
          select 1 from credit_note_lines as cnl where cnl.invoice_no = il.invoice_no and cnl.lr_no = il.lr_no
        )`.as('credited'),
      ])
      .where('il.invoice_no', invoiceNo === null ? 'in' : '=', invoiceNo ?? withExtras.select('invoice_no'))
      .orderBy('il.invoice_no')
      .orderBy('il.position')
      .execute(),
  ]);
  const extras = new Map(invoices.map((invoice) => [invoice.invoice_no, Number(invoice.extra_charges_paise)]));
  const changed = inRuns(lines, (line) => line.invoice_no).flatMap((run) => {
    const parts = run.map((line) => ({ ...line, key: line }));
    const amount = extras.get(run[0]?.invoice_no ?? '') ?? 0;
    return [
      ...changedShares(
        amount,
        parts.filter((line) => !line.credited),
      ),
      ...changedShares(
        0,
        parts.filter((line) => line.credited),
      ),
    ];
  });
  for (let from = 0; from < changed.length; from += BATCH) {
    const values = changed
      .slice(from, from + BATCH)
      .map(([line, share]) => sql`(${line.invoice_no}, ${sql.lit(line.position)}, ${sql.lit(share)})`);
    await sql`update invoice_lines set extras_share_paise = v.column3
      from (values ${sql.join(values)}) as v
      where invoice_lines.invoice_no = v.column1 and invoice_lines.position = v.column2`.execute(db);
  }
}

/** Rows in runs of one key, as they come (the rows are read ordered by it). */
function inRuns<T>(rows: readonly T[], keyOf: (row: T) => string | null): T[][] {
  const runs: T[][] = [];
  for (const row of rows) {
    const run = runs.at(-1);
    if (run && keyOf(run[0] as T) === keyOf(row)) run.push(row);
    else runs.push([row]);
  }
  return runs;
}

/** After a write that changed a bill's remarks, its trips or a billed trip's freight: its trips' shares again. */
export const shareBillRemarks = (trx: Database, billId: string) => spreadRemarks(trx, billId);

/** After an invoice is issued, or a credit note takes some of its lines: its lines' shares again. */
export const shareInvoiceExtras = (trx: Database, invoiceNo: string) => spreadExtras(trx, invoiceNo);

/**
 * Every bill's remarks and every invoice's extra charges spread again: once, when the shares' columns are added
 * (migration 0023), and after a bulk load that writes bills and invoices directly (the bench's seed). Only bills with
 * remarks and invoices with extra charges hold shares other than 0.
 */
export async function shareAll(db: Database): Promise<void> {
  await spreadRemarks(db, null);
  await spreadExtras(db, null);
}
