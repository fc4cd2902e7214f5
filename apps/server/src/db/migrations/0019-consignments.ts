import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The customer side up to delivery (issue 32):
 * - `customers`: consignors and consignees, unique by name ignoring case and by GSTIN when given.
 * - `customer_rates`: rupees per ton for a customer and route from a day on; a later day supersedes, nothing is edited.
 * - `lorry_receipts`: one per trip while it stands (a partial unique index leaves cancelled ones out), numbered per
 *   financial year without gaps from the `counters` row `lr:<fy>`; cancelled, never deleted.
 */
export const consignments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('customers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull().unique())
      .addColumn('gstin', 'text', (c) => c.unique())
      .addColumn('pan', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('pin', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('credit_days', 'integer', (c) => c.notNull())
      .addColumn('reverse_charge', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('customer_rates')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
      .addColumn('from_place', 'text', (c) => c.notNull())
      .addColumn('to_place', 'text', (c) => c.notNull())
      .addColumn('rate_paise', 'bigint', (c) => c.notNull())
      .addColumn('valid_from', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('customer_rates_route_day')
      .on('customer_rates')
      .columns(['customer_id', 'from_place', 'to_place', 'valid_from'])
      .unique()
      .execute();

    await db.schema
      .createTable('lorry_receipts')
      .addColumn('lr_no', 'text', (c) => c.primaryKey())
      .addColumn('fy', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('lr_date', 'text', (c) => c.notNull())
      .addColumn('trip_id', 'text', (c) => c.notNull().references('trips.id'))
      .addColumn('consignor_id', 'text', (c) => c.notNull().references('customers.id'))
      .addColumn('consignee_id', 'text', (c) => c.notNull().references('customers.id'))
      .addColumn('goods', 'text', (c) => c.notNull())
      .addColumn('packages', 'integer', (c) => c.notNull())
      .addColumn('packing', 'text', (c) => c.notNull())
      .addColumn('invoice_no', 'text', (c) => c.notNull())
      .addColumn('invoice_value_paise', 'bigint')
      .addColumn('eway_bill_no', 'text', (c) => c.notNull())
      .addColumn('eway_valid_until', 'text')
      .addColumn('freight_terms', 'text', (c) => c.notNull())
      // Null: the trip's weight is charged.
      .addColumn('charged_weight_kg', 'integer')
      // Typed by the office; null: the billing party's rate on the trip's day applies.
      .addColumn('rate_paise', 'bigint')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('received_by', 'text', (c) => c.notNull())
      .addColumn('delivered_on', 'text')
      .addColumn('printed_at', 'text')
      .addColumn('cancel_reason', 'text', (c) => c.notNull())
      .addColumn('cancelled_by', 'text')
      .addColumn('cancelled_at', 'text')
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('lorry_receipts_number').on('lorry_receipts').columns(['fy', 'seq']).unique().execute();
    await db.schema
      .createIndex('lorry_receipts_trip')
      .on('lorry_receipts')
      .column('trip_id')
      .unique()
      .where(sql.ref('status'), '<>', 'Cancelled')
      .execute();
    await db.schema.createIndex('lorry_receipts_day').on('lorry_receipts').columns(['lr_date', 'seq']).execute();
    await db.schema.createIndex('lorry_receipts_eway').on('lorry_receipts').column('eway_valid_until').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('lorry_receipts').execute();
    await db.schema.dropTable('customer_rates').execute();
    await db.schema.dropTable('customers').execute();
    await sql`delete from counters where name like 'lr:%'`.execute(db);
  },
};
