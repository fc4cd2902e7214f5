import type { Insertable } from 'kysely';
import type { Database } from '../db/database.ts';
import type {
  CreditNoteTable,
  CustomerInvoiceTable,
  InvoiceExtraChargeTable,
  InvoiceGstRateTable,
  InvoiceLineTable,
} from '../db/schema.ts';

/** The forward-charge GST rate in force on a day (basis points), or null when none is set from that day or before. */
export async function forwardRateOn(db: Database, day: string): Promise<number | null> {
  const row = await db
    .selectFrom('invoice_gst_rates')
    .select('rate_bps')
    .where('valid_from', '<=', day)
    .orderBy('valid_from', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.rate_bps ?? null;
}

export function listForwardRates(db: Database) {
  return db.selectFrom('invoice_gst_rates').selectAll().orderBy('valid_from', 'desc').execute();
}

/** Sets the forward-charge rate from a day; a second rate for the same day replaces the first. */
export async function saveForwardRate(db: Database, row: Insertable<InvoiceGstRateTable>) {
  await db
    .insertInto('invoice_gst_rates')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('valid_from')
        .doUpdateSet({ rate_bps: row.rate_bps, created_by: row.created_by, created_at: row.created_at }),
    )
    .execute();
}

export async function insertInvoice(
  trx: Database,
  invoice: Insertable<CustomerInvoiceTable>,
  lines: Insertable<InvoiceLineTable>[],
  extras: Insertable<InvoiceExtraChargeTable>[],
): Promise<void> {
  await trx.insertInto('customer_invoices').values(invoice).execute();
  // At most MAX_INVOICE_LRS lines of ten values each: inside both engines' limits on bound values in one statement.
  await trx.insertInto('invoice_lines').values(lines).execute();
  if (extras.length > 0) await trx.insertInto('invoice_extra_charges').values(extras).execute();
}

/** Moves LRs from Delivered to Invoiced (or back); the numbers moved, so a caller sees one that moved meanwhile. */
export async function moveLrs(
  trx: Database,
  lrNos: readonly string[],
  change: { from: 'Delivered' | 'Invoiced'; to: 'Delivered' | 'Invoiced' },
): Promise<string[]> {
  const rows = await trx
    .updateTable('lorry_receipts')
    .set({ status: change.to, updated_at: new Date().toISOString() })
    .where('lr_no', 'in', [...lrNos])
    .where('status', '=', change.from)
    .returning('lr_no')
    .execute();
  return rows.map((row) => row.lr_no);
}

export function findInvoice(db: Database, invoiceNo: string) {
  return db.selectFrom('customer_invoices').selectAll().where('invoice_no', '=', invoiceNo).executeTakeFirst();
}

/**
 * Reads an invoice and locks its row for the rest of the transaction with an update that changes nothing: receipts
 * and credit notes of one invoice run one after the other, each seeing what the others settled, so together they
 * never settle more than the invoice.
 */
export function lockInvoice(trx: Database, invoiceNo: string) {
  return trx
    .updateTable('customer_invoices')
    .set((eb) => ({ created_by: eb.ref('created_by') }))
    .where('invoice_no', '=', invoiceNo)
    .returningAll()
    .executeTakeFirst();
}

/** What credit notes credited of each of the invoices, in paise; an invoice without one is absent. */
export async function creditedPaiseByInvoice(
  db: Database,
  invoiceNos: readonly string[],
): Promise<Map<string, number>> {
  if (invoiceNos.length === 0) return new Map();
  const rows = await db
    .selectFrom('credit_notes')
    .select((eb) => ['invoice_no', eb.fn.sum<number | string>('total_paise').as('credited')])
    .where('invoice_no', 'in', [...invoiceNos])
    .groupBy('invoice_no')
    .execute();
  return new Map(rows.map((row) => [row.invoice_no, Number(row.credited)]));
}

export interface InvoiceFilter {
  customerId?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** Invoices by their day (both days or neither) and customer, newest first, each with its number of lines. */
export async function listInvoices(db: Database, { customerId, startDate, endDate }: InvoiceFilter) {
  const rows = await db
    .selectFrom('customer_invoices')
    .selectAll()
    .select((eb) =>
      eb
        .selectFrom('invoice_lines')
        .select(eb.fn.countAll<number | string>().as('lines'))
        .whereRef('invoice_lines.invoice_no', '=', 'customer_invoices.invoice_no')
        .as('lr_count'),
    )
    .$if(customerId !== undefined, (qb) => qb.where('customer_id', '=', customerId ?? ''))
    .$if(startDate !== undefined, (qb) => qb.where('invoice_date', '>=', startDate ?? ''))
    .$if(endDate !== undefined, (qb) => qb.where('invoice_date', '<=', endDate ?? ''))
    .orderBy('invoice_date', 'desc')
    .orderBy('fy', 'desc')
    .orderBy('seq', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, lr_count: Number(row.lr_count) }));
}

export function invoiceLines(db: Database, invoiceNo: string) {
  return db.selectFrom('invoice_lines').selectAll().where('invoice_no', '=', invoiceNo).orderBy('position').execute();
}

export function invoiceExtraCharges(db: Database, invoiceNo: string) {
  return db
    .selectFrom('invoice_extra_charges')
    .selectAll()
    .where('invoice_no', '=', invoiceNo)
    .orderBy('position')
    .execute();
}

export function creditNotesOf(db: Database, invoiceNo: string) {
  return db
    .selectFrom('credit_notes')
    .selectAll()
    .where('invoice_no', '=', invoiceNo)
    .orderBy('fy')
    .orderBy('seq')
    .execute();
}

export function creditedLrNos(db: Database, invoiceNo: string) {
  return db
    .selectFrom('credit_note_lines')
    .select(['credit_note_no', 'lr_no'])
    .where('invoice_no', '=', invoiceNo)
    .execute();
}

export function findCreditNote(db: Database, creditNoteNo: string) {
  return db.selectFrom('credit_notes').selectAll().where('credit_note_no', '=', creditNoteNo).executeTakeFirst();
}

export async function insertCreditNote(
  trx: Database,
  note: Insertable<CreditNoteTable>,
  lrNos: readonly string[],
): Promise<void> {
  await trx.insertInto('credit_notes').values(note).execute();
  // The rest of an invoice whose lines were all credited before is its extra charges alone: no line to record.
  if (lrNos.length === 0) return;
  await trx
    .insertInto('credit_note_lines')
    .values(lrNos.map((lrNo) => ({ credit_note_no: note.credit_note_no, invoice_no: note.invoice_no, lr_no: lrNo })))
    .execute();
}
