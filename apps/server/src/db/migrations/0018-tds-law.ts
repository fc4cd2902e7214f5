import { type Kysely, type Migration, sql } from 'kysely';

/**
 * TDS as the tax office reads it (issue 31):
 * - `vendors.tds_rate_reason`: why a typed rate differs from the one the law asks. Existing vendors get none, so each
 *   whose rate differs is marked on the Vendor screen until someone gives the reason or types the lawful rate; no
 *   rate or amount changes.
 * - `bills.vendor_name`, `vendor_pan`: the vendor as it was on the bill's day, which the register, the return and the
 *   statement print, so a later change of name or PAN does not relabel old quarters. Existing bills take the vendor's
 *   present name and PAN, the best record there is of them.
 * - `tds_documents`: a vendor's transporter declarations (for a financial year, with the vehicles owned) and
 *   lower-deduction certificates (a rate between two days, up to an amount), each with its signed PDF.
 * - `tds_challans`: deposits of TDS at a bank, by BSR code, day and serial, for a quarter.
 */
export const tdsLaw: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('vendors')
      .addColumn('tds_rate_reason', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('bills')
      .addColumn('vendor_name', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable('bills').addColumn('vendor_pan', 'text').execute();
    await sql`update bills set
                vendor_name = (select company_name from vendors where vendors.id = bills.vendor_id),
                vendor_pan = (select pan from vendors where vendors.id = bills.vendor_id)`.execute(db);

    await db.schema
      .createTable('tds_documents')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('vendor_id', 'text', (c) => c.notNull().references('vendors.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('fy', 'text')
      .addColumn('vehicles', 'text', (c) => c.notNull())
      .addColumn('certificate_no', 'text')
      .addColumn('rate_bps', 'integer', (c) => c.notNull())
      .addColumn('valid_from', 'text', (c) => c.notNull())
      .addColumn('valid_to', 'text', (c) => c.notNull())
      .addColumn('amount_limit_paise', 'bigint')
      .addColumn('file_id', 'text', (c) => c.notNull().references('files.id'))
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('tds_documents_vendor').on('tds_documents').column('vendor_id').execute();
    // One declaration per vendor and year, one record per certificate number: a second upload is refused.
    await db.schema
      .createIndex('tds_documents_declaration')
      .on('tds_documents')
      .columns(['vendor_id', 'fy'])
      .unique()
      .execute();
    await db.schema
      .createIndex('tds_documents_certificate')
      .on('tds_documents')
      .column('certificate_no')
      .unique()
      .execute();

    await db.schema
      .createTable('tds_challans')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('bsr_code', 'text', (c) => c.notNull())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('serial', 'text', (c) => c.notNull())
      .addColumn('amount_paise', 'bigint', (c) => c.notNull())
      .addColumn('fy', 'text', (c) => c.notNull())
      .addColumn('quarter', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('tds_challans_number')
      .on('tds_challans')
      .columns(['bsr_code', 'date', 'serial'])
      .unique()
      .execute();
    await db.schema.createIndex('tds_challans_quarter').on('tds_challans').columns(['fy', 'quarter']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('tds_challans').execute();
    await db.schema.dropTable('tds_documents').execute();
    await db.schema.alterTable('bills').dropColumn('vendor_pan').execute();
    await db.schema.alterTable('bills').dropColumn('vendor_name').execute();
    await db.schema.alterTable('vendors').dropColumn('tds_rate_reason').execute();
  },
};
