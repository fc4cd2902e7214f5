import type { ExpressionBuilder, Insertable, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/database.ts';
import type { CustomerReceiptTable, DB, ReceiptAllocationTable } from '../db/schema.ts';

export type ReceiptPart = Omit<ReceiptAllocationTable, 'receipt_id'>;

/** What a receipt settled of an invoice, or (a reversal) gave back to it: the sum of these is what is received. */
const netSettledPaise = (eb: ExpressionBuilder<DB, 'customer_receipts' | 'receipt_allocations'>) =>
  eb
    .case()
    .when('customer_receipts.reverses', 'is', null)
    .then(eb.ref('receipt_allocations.amount_paise'))
    .else(eb.neg(eb.ref('receipt_allocations.amount_paise')))
    .end();

/** A receipt or a reversal with what it puts against each invoice (a reversal mirrors its receipt's parts). */
export async function insertReceipt(
  trx: Database,
  receipt: Insertable<CustomerReceiptTable>,
  parts: readonly ReceiptPart[],
): Promise<void> {
  await trx.insertInto('customer_receipts').values(receipt).execute();
  await trx
    .insertInto('receipt_allocations')
    .values(parts.map((part) => ({ receipt_id: receipt.id, ...part })))
    .execute();
}

/**
 * What is received against each of the invoices (receipts with their TDS, less reversals), in paise; an invoice
 * without receipts is absent.
 */
export async function receivedPaiseByInvoice(
  db: Database,
  invoiceNos: readonly string[],
): Promise<Map<string, number>> {
  if (invoiceNos.length === 0) return new Map();
  const rows = await db
    .selectFrom('receipt_allocations')
    .innerJoin('customer_receipts', 'customer_receipts.id', 'receipt_allocations.receipt_id')
    .select((eb) => ['receipt_allocations.invoice_no', eb.fn.sum<number | string>(netSettledPaise(eb)).as('received')])
    .where('receipt_allocations.invoice_no', 'in', [...invoiceNos])
    .groupBy('receipt_allocations.invoice_no')
    .execute();
  return new Map(rows.map((row) => [row.invoice_no, Number(row.received)]));
}

/** The invoices of the given numbers with what a receipt checks, by invoice number; an unknown number is absent. */
export function findInvoicesToSettle(db: Database, invoiceNos: readonly string[]) {
  return db
    .selectFrom('customer_invoices')
    .select(['invoice_no', 'invoice_date', 'customer_id', 'customer_name'])
    .where('invoice_no', 'in', [...invoiceNos])
    .orderBy('fy')
    .orderBy('seq')
    .execute();
}

/**
 * Locks a customer's row for the rest of the transaction with an update that changes nothing: receipts from one
 * customer (on every node) run one after the other, so each sees the UTRs of the others. Take it before the invoices'.
 */
export async function lockCustomer(trx: Database, customerId: string): Promise<void> {
  await trx
    .updateTable('customers')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', customerId)
    .execute();
}

/** The earliest receipt from the customer that stands (not a reversal, not reversed) with this mode and reference. */
export function standingReceiptWithReference(
  db: Database,
  customerId: string,
  mode: CustomerReceiptTable['mode'],
  referenceKey: string,
) {
  return db
    .selectFrom('customer_receipts')
    .leftJoin('customer_receipts as reversal', 'reversal.reverses', 'customer_receipts.id')
    .select(['customer_receipts.id', 'customer_receipts.receipt_date as date'])
    .where('customer_receipts.customer_id', '=', customerId)
    .where('customer_receipts.mode', '=', mode)
    .where('customer_receipts.reference_key', '=', referenceKey)
    .where('customer_receipts.reverses', 'is', null)
    .where('reversal.id', 'is', null)
    .orderBy('customer_receipts.seq')
    .executeTakeFirst();
}

export function findReceipt(db: Database, id: string) {
  return db.selectFrom('customer_receipts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The reversal of a receipt, if it has one. */
export function findReceiptReversal(db: Database, receiptId: string) {
  return db.selectFrom('customer_receipts').select('id').where('reverses', '=', receiptId).executeTakeFirst();
}

/** What a receipt put against each of its invoices, by invoice number. */
export function receiptParts(db: Database, receiptId: string): Promise<ReceiptPart[]> {
  return db
    .selectFrom('receipt_allocations')
    .innerJoin('customer_invoices', 'customer_invoices.invoice_no', 'receipt_allocations.invoice_no')
    .select(['receipt_allocations.invoice_no', 'receipt_allocations.amount_paise'])
    .where('receipt_allocations.receipt_id', '=', receiptId)
    .orderBy('customer_invoices.fy')
    .orderBy('customer_invoices.seq')
    .execute();
}

export interface ReceiptFilter {
  customerId: string;
  startDate: string;
  endDate: string;
}

/** Narrows a query of receipts to one customer's over a range of days. */
function filtered<O>(qb: SelectQueryBuilder<DB, 'customer_receipts', O>, filter: ReceiptFilter) {
  return qb
    .where('customer_receipts.customer_id', '=', filter.customerId)
    .where('customer_receipts.receipt_date', '>=', filter.startDate)
    .where('customer_receipts.receipt_date', '<=', filter.endDate);
}

/** A customer's receipts and reversals over a range of days, newest first, each with its customer and reversal. */
export function listReceipts(db: Database, filter: ReceiptFilter) {
  return filtered(
    db
      .selectFrom('customer_receipts')
      .innerJoin('customers', 'customers.id', 'customer_receipts.customer_id')
      .leftJoin('customer_receipts as reversal', 'reversal.reverses', 'customer_receipts.id')
      .selectAll('customer_receipts')
      .select(['customers.name as customer', 'reversal.id as reversed_by']),
    filter,
  )
    .orderBy('customer_receipts.receipt_date', 'desc')
    .orderBy('customer_receipts.seq', 'desc')
    .execute();
}

export type ReceiptListRow = Awaited<ReturnType<typeof listReceipts>>[number];

/** The parts of the receipts `listReceipts` lists with the same filter, by invoice number. */
export function listReceiptParts(db: Database, filter: ReceiptFilter) {
  return filtered(
    db
      .selectFrom('customer_receipts')
      .innerJoin('receipt_allocations', 'receipt_allocations.receipt_id', 'customer_receipts.id')
      .innerJoin('customer_invoices', 'customer_invoices.invoice_no', 'receipt_allocations.invoice_no')
      .select([
        'receipt_allocations.receipt_id',
        'receipt_allocations.invoice_no',
        'receipt_allocations.amount_paise',
        'customer_invoices.fy as invoice_fy',
        'customer_invoices.seq as invoice_seq',
      ]),
    filter,
  )
    .orderBy('invoice_fy')
    .orderBy('invoice_seq')
    .execute();
}
