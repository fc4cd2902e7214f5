import type { Kysely, Migration } from 'kysely';

/** Bills and their revisions; each revision keeps the snapshot its PDF is rebuilt from. */
export const bills: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('bills')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('seq', 'integer', (c) => c.notNull().unique())
      .addColumn('vendor_id', 'text', (c) => c.notNull().references('vendors.id'))
      .addColumn('revision', 'integer', (c) => c.notNull())
      .addColumn('local_date', 'text', (c) => c.notNull())
      .addColumn('apply_taxes', 'integer', (c) => c.notNull())
      .addColumn('remarks', 'text', (c) => c.notNull())
      .addColumn('gst_paise', 'bigint', (c) => c.notNull())
      .addColumn('final_paise', 'bigint', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('bills_local_date').on('bills').column('local_date').execute();

    await db.schema
      .createTable('bill_revisions')
      .addColumn('bill_id', 'text', (c) => c.notNull().references('bills.id').onDelete('cascade'))
      .addColumn('revision', 'integer', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('snapshot', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('bill_revisions_pk', ['bill_id', 'revision'])
      .execute();
    await db.schema.createIndex('trips_status_date').on('trips').columns(['status', 'local_date']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('trips_status_date').execute();
    await db.schema.dropTable('bill_revisions').execute();
    await db.schema.dropTable('bills').execute();
  },
};
