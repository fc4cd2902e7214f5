import { type Kysely, type Migration, sql } from 'kysely';

interface RevisionRow {
  bill_id: string;
  revision: number;
  created_by: string;
  created_at: string;
  snapshot: string;
  local_date: string;
}

/** A stored snapshot's final amount and revision day; an unreadable amount counts as 0, as the screens count it. */
function revisionFigures(row: RevisionRow): { finalPaise: number; revisedOn: string } {
  const snapshot = JSON.parse(row.snapshot) as { revisedOn?: unknown; totals?: { finalPaise?: unknown } };
  const finalPaise = Number(snapshot.totals?.finalPaise);
  const revisedOn = typeof snapshot.revisedOn === 'string' ? snapshot.revisedOn : row.local_date;
  return { finalPaise: Number.isSafeInteger(finalPaise) ? finalPaise : 0, revisedOn };
}

const PAGE = 500;

/**
 * Books of record (issue 28): money events become dated rows that are never edited.
 * - `bill_entries`: a bill's issue (its amount), each revision (the difference, on the revision's day) and its
 *   cancellation (minus what was still owed). A bill's amount as of a day is the sum of its entries up to that day.
 *   Existing revisions become entries dated the day each was issued, so no balance changes.
 * - `payment_allocations`: what a payment (or its reversal) puts against each bill; one payment may settle several
 *   bills of one vendor. Each existing payment and reversal gets one allocation to its bill.
 * - `payments.vendor_id`: whom the payment was made to (a multi-bill payment has one vendor).
 * - `idempotency_keys.response`: the first answer of a request that is not a bill (JSON), replayed to a repeat.
 */
export const booksOfRecord: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('bill_entries')
      .addColumn('bill_id', 'text', (c) => c.notNull().references('bills.id'))
      .addColumn('entry', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('revision', 'integer')
      .addColumn('local_date', 'text', (c) => c.notNull())
      .addColumn('amount_paise', 'bigint', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('bill_entries_pk', ['bill_id', 'entry'])
      .execute();
    await db.schema.createIndex('bill_entries_date').on('bill_entries').column('local_date').execute();

    let after = { bill_id: '', revision: -1 };
    let previousFinal = new Map<string, number>();
    for (;;) {
      const rows = (
        await sql<RevisionRow>`
          select r.bill_id, r.revision, r.created_by, r.created_at, r.snapshot, b.local_date
          from bill_revisions r join bills b on b.id = r.bill_id
          where r.bill_id > ${after.bill_id} or (r.bill_id = ${after.bill_id} and r.revision > ${after.revision})
          order by r.bill_id, r.revision
          limit ${PAGE}`.execute(db)
      ).rows;
      if (rows.length === 0) break;
      for (const row of rows) {
        const { finalPaise, revisedOn } = revisionFigures(row);
        const before = previousFinal.get(row.bill_id);
        const issue = row.revision === 0 || before === undefined;
        await sql`
          insert into bill_entries (bill_id, entry, kind, revision, local_date, amount_paise, reason, created_by, created_at)
          values (${row.bill_id}, ${row.revision}, ${issue ? 'bill' : 'revision'}, ${row.revision},
                  ${issue ? row.local_date : revisedOn}, ${finalPaise - (before ?? 0)}, '', ${row.created_by},
                  ${row.created_at})`.execute(db);
        previousFinal.set(row.bill_id, finalPaise);
      }
      const last = rows[rows.length - 1] as RevisionRow;
      after = { bill_id: last.bill_id, revision: last.revision };
      // Only the last bill of a page can continue on the next.
      previousFinal = new Map([[last.bill_id, previousFinal.get(last.bill_id) ?? 0]]);
    }

    await db.schema
      .createTable('payment_allocations')
      .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id'))
      .addColumn('bill_id', 'text', (c) => c.notNull().references('bills.id'))
      .addColumn('amount_paise', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('payment_allocations_pk', ['payment_id', 'bill_id'])
      .execute();
    await db.schema.createIndex('payment_allocations_bill').on('payment_allocations').column('bill_id').execute();
    await sql`insert into payment_allocations (payment_id, bill_id, amount_paise)
              select id, bill_id, amount_paise from payments`.execute(db);

    await db.schema
      .alterTable('payments')
      .addColumn('vendor_id', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await sql`update payments set vendor_id = (select vendor_id from bills where bills.id = payments.bill_id)`.execute(
      db,
    );
    await db.schema.createIndex('payments_vendor_date').on('payments').columns(['vendor_id', 'date']).execute();

    await db.schema.alterTable('idempotency_keys').addColumn('response', 'text').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('idempotency_keys').dropColumn('response').execute();
    await db.schema.dropIndex('payments_vendor_date').execute();
    await db.schema.alterTable('payments').dropColumn('vendor_id').execute();
    await db.schema.dropTable('payment_allocations').execute();
    await db.schema.dropTable('bill_entries').execute();
  },
};
