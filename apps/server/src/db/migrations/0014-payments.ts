import { type Kysely, type Migration, sql } from 'kysely';

const VENDOR_ADDRESS = ['address_line1', 'address_line2', 'city', 'state', 'pin_code'] as const;

/**
 * Paying vendors (issue 17): a payment is a row against a bill and is never edited; a wrong one is reversed by a row
 * of its own that points at it (at most one: `reverses` is unique). Vendors gain an optional address, '' when absent.
 */
export const payments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('bill_id', 'text', (c) => c.notNull().references('bills.id'))
      .addColumn('amount_paise', 'bigint', (c) => c.notNull())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('reverses', 'text', (c) => c.unique().references('payments.id'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('payments_bill_id').on('payments').column('bill_id').execute();
    await db.schema.createIndex('payments_date').on('payments').column('date').execute();
    await sql`insert into counters (name, value) values ('payment', 0)`.execute(db);
    for (const column of VENDOR_ADDRESS) {
      await db.schema
        .alterTable('vendors')
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    }
  },

  async down(db: Kysely<unknown>) {
    for (const column of VENDOR_ADDRESS) await db.schema.alterTable('vendors').dropColumn(column).execute();
    await sql`delete from counters where name = 'payment'`.execute(db);
    await db.schema.dropTable('payments').execute();
  },
};
