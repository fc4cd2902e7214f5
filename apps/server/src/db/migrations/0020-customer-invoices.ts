import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Customer invoices (issue 33), append-only as bills are (DESIGN "Books of record"):
 * - `invoice_gst_rates`: the forward-charge GST rate (5 or 12%) from a day on; a later day supersedes.
 * - `customer_invoices`: numbered per financial year without gaps from the `counters` row `inv:<fy>`; what was issued
 *   is kept as issued: the customer's name, GSTIN and state, the office's state, the GST mode, rate and amounts.
 * - `invoice_lines`: the LRs invoiced with the weight, rate and freight they were invoiced at.
 * - `invoice_extra_charges`: loading, detention and the like.
 * - `credit_notes` and `credit_note_lines`: numbered `cn:<fy>`; what cancels all or part of an invoice. A line is
 *   credited once (unique invoice and LR), and its LR may then be invoiced again.
 * - `customer_receipts` and `receipt_allocations`: money received from a customer, net of the TDS it deducted, and
 *   what it settles of each invoice (received and TDS together), numbered R<n> from the `counters` row `receipt`. A
 *   receipt is never edited; a wrong one is reversed by a row of its own that points at it (at most one: `reverses`
 *   is unique) and mirrors its allocations.
 */
export const customerInvoices: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('invoice_gst_rates')
      .addColumn('valid_from', 'text', (c) => c.primaryKey())
      .addColumn('rate_bps', 'integer', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('customer_invoices')
      .addColumn('invoice_no', 'text', (c) => c.primaryKey())
      .addColumn('fy', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('invoice_date', 'text', (c) => c.notNull())
      .addColumn('due_date', 'text', (c) => c.notNull())
      .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
      .addColumn('customer_name', 'text', (c) => c.notNull())
      .addColumn('customer_gstin', 'text', (c) => c.notNull())
      .addColumn('customer_address', 'text', (c) => c.notNull())
      .addColumn('customer_state', 'text', (c) => c.notNull())
      .addColumn('office_state', 'text', (c) => c.notNull())
      .addColumn('reverse_charge', 'integer', (c) => c.notNull())
      .addColumn('gst_rate_bps', 'integer', (c) => c.notNull())
      .addColumn('freight_paise', 'bigint', (c) => c.notNull())
      .addColumn('extra_charges_paise', 'bigint', (c) => c.notNull())
      .addColumn('taxable_paise', 'bigint', (c) => c.notNull())
      .addColumn('cgst_paise', 'bigint', (c) => c.notNull())
      .addColumn('sgst_paise', 'bigint', (c) => c.notNull())
      .addColumn('igst_paise', 'bigint', (c) => c.notNull())
      .addColumn('total_paise', 'bigint', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('customer_invoices_number')
      .on('customer_invoices')
      .columns(['fy', 'seq'])
      .unique()
      .execute();
    await db.schema
      .createIndex('customer_invoices_customer_day')
      .on('customer_invoices')
      .columns(['customer_id', 'invoice_date'])
      .execute();
    await db.schema
      .createIndex('customer_invoices_day')
      .on('customer_invoices')
      .columns(['invoice_date', 'seq'])
      .execute();

    await db.schema
      .createTable('invoice_lines')
      .addColumn('invoice_no', 'text', (c) => c.notNull().references('customer_invoices.invoice_no'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('lr_no', 'text', (c) => c.notNull().references('lorry_receipts.lr_no'))
      .addColumn('trip_id', 'text', (c) => c.notNull())
      .addColumn('truck', 'text', (c) => c.notNull())
      .addColumn('from_place', 'text', (c) => c.notNull())
      .addColumn('to_place', 'text', (c) => c.notNull())
      .addColumn('weight_kg', 'integer', (c) => c.notNull())
      .addColumn('rate_paise', 'bigint', (c) => c.notNull())
      .addColumn('freight_paise', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('invoice_lines_pk', ['invoice_no', 'lr_no'])
      .execute();
    await db.schema.createIndex('invoice_lines_lr').on('invoice_lines').column('lr_no').execute();

    await db.schema
      .createTable('invoice_extra_charges')
      .addColumn('invoice_no', 'text', (c) => c.notNull().references('customer_invoices.invoice_no'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('amount_paise', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('invoice_extra_charges_pk', ['invoice_no', 'position'])
      .execute();

    await db.schema
      .createTable('credit_notes')
      .addColumn('credit_note_no', 'text', (c) => c.primaryKey())
      .addColumn('fy', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('note_date', 'text', (c) => c.notNull())
      .addColumn('invoice_no', 'text', (c) => c.notNull().references('customer_invoices.invoice_no'))
      .addColumn('reason', 'text', (c) => c.notNull())
      // 1: it credits the rest of the invoice, extra charges included.
      .addColumn('whole', 'integer', (c) => c.notNull())
      .addColumn('taxable_paise', 'bigint', (c) => c.notNull())
      .addColumn('cgst_paise', 'bigint', (c) => c.notNull())
      .addColumn('sgst_paise', 'bigint', (c) => c.notNull())
      .addColumn('igst_paise', 'bigint', (c) => c.notNull())
      .addColumn('total_paise', 'bigint', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('credit_notes_number').on('credit_notes').columns(['fy', 'seq']).unique().execute();
    await db.schema.createIndex('credit_notes_invoice').on('credit_notes').column('invoice_no').execute();

    await db.schema
      .createTable('credit_note_lines')
      .addColumn('credit_note_no', 'text', (c) => c.notNull().references('credit_notes.credit_note_no'))
      .addColumn('invoice_no', 'text', (c) => c.notNull())
      .addColumn('lr_no', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('credit_note_lines_pk', ['invoice_no', 'lr_no'])
      .execute();

    await db.schema
      .createTable('customer_receipts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('seq', 'integer', (c) => c.notNull().unique())
      .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
      .addColumn('receipt_date', 'text', (c) => c.notNull())
      .addColumn('amount_paise', 'bigint', (c) => c.notNull())
      .addColumn('tds_paise', 'bigint', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      // The reference without spaces, in capitals: what a repeated UTR or cheque number is found by.
      .addColumn('reference_key', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('reverses', 'text', (c) => c.references('customer_receipts.id'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('customer_receipts_reverses')
      .on('customer_receipts')
      .column('reverses')
      .unique()
      .execute();
    await db.schema
      .createIndex('customer_receipts_customer_day')
      .on('customer_receipts')
      .columns(['customer_id', 'receipt_date'])
      .execute();
    // The TDS receivable of a quarter reads every customer's receipts by their day.
    await db.schema.createIndex('customer_receipts_day').on('customer_receipts').column('receipt_date').execute();

    await db.schema
      .createTable('receipt_allocations')
      .addColumn('receipt_id', 'text', (c) => c.notNull().references('customer_receipts.id'))
      .addColumn('invoice_no', 'text', (c) => c.notNull().references('customer_invoices.invoice_no'))
      .addColumn('amount_paise', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('receipt_allocations_pk', ['receipt_id', 'invoice_no'])
      .execute();
    await db.schema.createIndex('receipt_allocations_invoice').on('receipt_allocations').column('invoice_no').execute();
    await sql`insert into counters (name, value) values ('receipt', 0)`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await sql`delete from counters where name = 'receipt'`.execute(db);
    await db.schema.dropTable('receipt_allocations').execute();
    await db.schema.dropTable('customer_receipts').execute();
    await db.schema.dropTable('credit_note_lines').execute();
    await db.schema.dropTable('credit_notes').execute();
    await db.schema.dropTable('invoice_extra_charges').execute();
    await db.schema.dropTable('invoice_lines').execute();
    await db.schema.dropTable('customer_invoices').execute();
    await db.schema.dropTable('invoice_gst_rates').execute();
    await sql`delete from counters where name like 'inv:%' or name like 'cn:%'`.execute(db);
  },
};
