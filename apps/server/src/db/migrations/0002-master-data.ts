import type { Kysely, Migration } from 'kysely';
import { type Engine, binaryColumnType } from '../engine.ts';

export const masterData = (engine: Engine): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();

    // Files live in the database: several nodes need no shared disk and a backup holds everything.
    await db.schema
      .createTable('files')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size_bytes', 'integer', (c) => c.notNull())
      .addColumn('data', binaryColumnType(engine), (c) => c.notNull())
      .addColumn('created_by', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('vendors')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('company_name', 'text', (c) => c.notNull())
      .addColumn('company_name_key', 'text', (c) => c.notNull().unique())
      .addColumn('company_owner', 'text', (c) => c.notNull())
      .addColumn('tds_rate_bps', 'integer', (c) => c.notNull())
      .addColumn('pan', 'text', (c) => c.unique())
      .addColumn('gst', 'text', (c) => c.unique())
      .addColumn('gst_applicable', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('mobile', 'text', (c) => c.notNull())
      .addColumn('bank_name', 'text', (c) => c.notNull())
      .addColumn('bank_account', 'text', (c) => c.notNull())
      .addColumn('ifsc_code', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('freight_rates')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('from_place', 'text', (c) => c.notNull())
      .addColumn('to_place', 'text', (c) => c.notNull())
      .addColumn('rate_paise', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('freight_rates_route', ['from_place', 'to_place'])
      .execute();

    await db.schema
      .createTable('vehicles')
      .addColumn('truck_no', 'text', (c) => c.primaryKey())
      .addColumn('make', 'text', (c) => c.notNull())
      .addColumn('company_owner', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('vehicle_documents')
      .addColumn('truck_no', 'text', (c) => c.notNull().references('vehicles.truck_no').onDelete('cascade'))
      .addColumn('field_name', 'text', (c) => c.notNull())
      .addColumn('file_id', 'text', (c) => c.notNull().references('files.id'))
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('end_date', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('vehicle_documents_pk', ['truck_no', 'field_name'])
      .execute();
    await db.schema.createIndex('vehicle_documents_end_date').on('vehicle_documents').column('end_date').execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['vehicle_documents', 'vehicles', 'freight_rates', 'vendors', 'files', 'settings']) {
      await db.schema.dropTable(table).execute();
    }
  },
});
