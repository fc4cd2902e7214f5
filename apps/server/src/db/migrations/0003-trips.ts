import type { Kysely, Migration } from 'kysely';

/** Trips refer to their vendor and truck, so neither can be deleted while a trip names it. */
export const trips: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('trips')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('seq', 'integer', (c) => c.notNull().unique())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('user_profile', 'text', (c) => c.notNull())
      .addColumn('truck_no', 'text', (c) => c.notNull().references('vehicles.truck_no'))
      .addColumn('do_number', 'text', (c) => c.notNull())
      .addColumn('driver_name', 'text', (c) => c.notNull())
      .addColumn('vendor_id', 'text', (c) => c.notNull().references('vendors.id'))
      .addColumn('destination_from', 'text', (c) => c.notNull())
      .addColumn('destination_to', 'text', (c) => c.notNull())
      .addColumn('truck_type', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('weight_kg', 'integer')
      .addColumn('actual_weight_kg', 'integer')
      .addColumn('rate_paise', 'bigint', (c) => c.notNull())
      .addColumn('freight_paise', 'bigint', (c) => c.notNull())
      .addColumn('tds_rate_bps', 'integer', (c) => c.notNull())
      .addColumn('diesel_paise', 'bigint')
      .addColumn('diesel_slip_number', 'text', (c) => c.notNull())
      .addColumn('short_paise', 'bigint')
      .addColumn('advance_paise', 'bigint')
      .addColumn('toll_paise', 'bigint')
      .addColumn('adblue_paise', 'bigint')
      .addColumn('greasing_paise', 'bigint')
      .addColumn('bill_id', 'text')
      .addColumn('local_date', 'text', (c) => c.notNull())
      .addColumn('local_time', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('trips_local_date').on('trips').column('local_date').execute();
    await db.schema.createIndex('trips_vendor_date').on('trips').columns(['vendor_id', 'local_date']).execute();
    await db.schema.createIndex('trips_truck_date').on('trips').columns(['truck_no', 'local_date']).execute();
    await db.schema.createIndex('trips_bill').on('trips').column('bill_id').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('trips').execute();
  },
};
