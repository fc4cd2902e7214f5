import { addDays } from '@freightdesk/domain';
import type { Expression, ExpressionBuilder } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

type Receipts = ExpressionBuilder<DB, 'customer_receipts'>;

/** A receipt's figure as it is, a reversal's below zero: a reversal row repeats its receipt's positive figures. */
const signed = (eb: Receipts, value: Expression<number>) =>
  eb.case().when('customer_receipts.reverses', 'is', null).then(value).else(eb.neg(value)).end();

/** A figure of receipts only, or of reversals only: the other kind counts 0, so one pass adds up both kinds. */
const ofKind = (eb: Receipts, kind: 'receipt' | 'reversal', value: Expression<number>) =>
  eb
    .case()
    .when('customer_receipts.reverses', kind === 'receipt' ? 'is' : 'is not', null)
    .then(value)
    .else(eb.lit(0))
    .end();

/** What a receipt settles on the customer's account: the money received and the TDS the customer deducted. */
const settles = (eb: Receipts) => eb('customer_receipts.amount_paise', '+', eb.ref('customer_receipts.tds_paise'));

/** A sum as a number: PostgreSQL answers sums of bigint as numeric text, both engines null over no rows. */
export const sumOf = (value: number | string | null | undefined) => Number(value ?? 0);

/**
 * What a customer owed before a day, in paise: its invoices dated before it, less its credit notes and what its
 * receipts settled before it, plus their reversals. Three sums, each read by the customer and day.
 */
export async function ledgerOpeningPaise(db: Database, customerId: string, before: string): Promise<number> {
  const [invoiced, credited, received] = await Promise.all([
    db
      .selectFrom('customer_invoices')
      .select((eb) => eb.fn.sum<number | string | null>('total_paise').as('paise'))
      .where('customer_id', '=', customerId)
      .where('invoice_date', '<', before)
      .executeTakeFirst(),
    db
      .selectFrom('credit_notes')
      .innerJoin('customer_invoices', 'customer_invoices.invoice_no', 'credit_notes.invoice_no')
      .select((eb) => eb.fn.sum<number | string | null>('credit_notes.total_paise').as('paise'))
      .where('customer_invoices.customer_id', '=', customerId)
      // A credit note is dated on or after its invoice: this bound lets the customer's invoices be read by day.
      .where('customer_invoices.invoice_date', '<', before)
      .where('credit_notes.note_date', '<', before)
      .executeTakeFirst(),
    db
      .selectFrom('customer_receipts')
      .select((eb) => eb.fn.sum<number | string | null>(signed(eb, settles(eb))).as('paise'))
      .where('customer_receipts.customer_id', '=', customerId)
      .where('customer_receipts.receipt_date', '<', before)
      .executeTakeFirst(),
  ]);
  return sumOf(invoiced?.paise) - sumOf(credited?.paise) - sumOf(received?.paise);
}

/** A customer's invoices dated in a range of days, at the total they were issued with. */
export function ledgerInvoicesQuery(db: Database, customerId: string, startDate: string, endDate: string) {
  return db
    .selectFrom('customer_invoices')
    .select(['invoice_no', 'seq', 'invoice_date', 'total_paise'])
    .where('customer_id', '=', customerId)
    .where('invoice_date', '>=', startDate)
    .where('invoice_date', '<=', endDate);
}

/** A customer's credit notes dated in a range of days, each with the invoice it reduces. */
export function ledgerCreditNotesQuery(db: Database, customerId: string, startDate: string, endDate: string) {
  return db
    .selectFrom('credit_notes')
    .innerJoin('customer_invoices', 'customer_invoices.invoice_no', 'credit_notes.invoice_no')
    .select([
      'credit_notes.credit_note_no',
      'credit_notes.seq',
      'credit_notes.note_date',
      'credit_notes.total_paise',
      'credit_notes.invoice_no',
    ])
    .where('customer_invoices.customer_id', '=', customerId)
    .where('customer_invoices.invoice_date', '<=', endDate)
    .where('credit_notes.note_date', '>=', startDate)
    .where('credit_notes.note_date', '<=', endDate);
}

/** A customer's receipts and reversals made in a range of days, a row per invoice each puts money against. */
export function ledgerReceiptsQuery(db: Database, customerId: string, startDate: string, endDate: string) {
  return db
    .selectFrom('customer_receipts')
    .innerJoin('receipt_allocations', 'receipt_allocations.receipt_id', 'customer_receipts.id')
    .innerJoin('customer_invoices', 'customer_invoices.invoice_no', 'receipt_allocations.invoice_no')
    .select([
      'customer_receipts.id',
      'customer_receipts.seq',
      'customer_receipts.receipt_date',
      'customer_receipts.amount_paise',
      'customer_receipts.tds_paise',
      'customer_receipts.reverses',
      'receipt_allocations.invoice_no',
    ])
    .where('customer_receipts.customer_id', '=', customerId)
    .where('customer_receipts.receipt_date', '>=', startDate)
    .where('customer_receipts.receipt_date', '<=', endDate)
    .orderBy('customer_receipts.seq')
    .orderBy('customer_invoices.fy')
    .orderBy('customer_invoices.seq');
}

type Invoices = ExpressionBuilder<DB, 'customer_invoices'>;

/**
 * The ageing bucket of an invoice's due day as of a day, as the domain's receivableBucket draws it (not due up to and
 * on the due day, then 1-30, 31-60, 61-90 and over 90 days past it): 0 to 4. Due days are YYYY-MM-DD, so they compare
 * as text.
 */
const ageingBucket = (eb: Invoices, asOf: string) =>
  eb
    .case()
    .when('customer_invoices.due_date', '>=', asOf)
    .then(0)
    .when('customer_invoices.due_date', '>=', addDays(asOf, -30))
    .then(1)
    .when('customer_invoices.due_date', '>=', addDays(asOf, -60))
    .then(2)
    .when('customer_invoices.due_date', '>=', addDays(asOf, -90))
    .then(3)
    .else(4)
    .end();

/**
 * As of a day, the invoices dated up to it, added up per customer and ageing bucket: their totals, what credit notes
 * dated up to that day credited of them, and what receipts dated up to it settled of them less the reversals made by
 * then; each with the bucket's latest due day, which ages as all its invoices do. At most five rows per customer, so
 * the rows grow with the customers, not with the invoices or the days they fall due.
 */
export function openInvoicesQuery(db: Database, asOf: string) {
  const credited = db
    .selectFrom('credit_notes')
    .select((eb) => ['credit_notes.invoice_no', eb.fn.sum<number | string>('credit_notes.total_paise').as('paise')])
    .where('credit_notes.note_date', '<=', asOf)
    .groupBy('credit_notes.invoice_no')
    .as('credited');
  const received = db
    .selectFrom('receipt_allocations')
    .innerJoin('customer_receipts', 'customer_receipts.id', 'receipt_allocations.receipt_id')
    .select((eb) => [
      'receipt_allocations.invoice_no',
      eb.fn.sum<number | string>(signed(eb, eb.ref('receipt_allocations.amount_paise'))).as('paise'),
    ])
    .where('customer_receipts.receipt_date', '<=', asOf)
    .groupBy('receipt_allocations.invoice_no')
    .as('received');
  return db
    .selectFrom('customer_invoices')
    .innerJoin('customers', 'customers.id', 'customer_invoices.customer_id')
    .leftJoin(credited, 'credited.invoice_no', 'customer_invoices.invoice_no')
    .leftJoin(received, 'received.invoice_no', 'customer_invoices.invoice_no')
    .select((eb) => [
      'customers.name as customer',
      eb.fn.max('customer_invoices.due_date').as('due_date'),
      eb.fn.sum<number | string>('customer_invoices.total_paise').as('total_paise'),
      eb.fn.sum<number | string>(eb.fn.coalesce('credited.paise', eb.lit(0))).as('credited_paise'),
      eb.fn.sum<number | string>(eb.fn.coalesce('received.paise', eb.lit(0))).as('received_paise'),
    ])
    .where('customer_invoices.invoice_date', '<=', asOf)
    .groupBy((eb) => ['customers.id', 'customers.name', ageingBucket(eb, asOf)]);
}

/** The rows of `openInvoicesQuery` as receivablesPaise reads them, in paise. */
export async function openInvoices(db: Database, asOf: string) {
  const rows = await openInvoicesQuery(db, asOf).execute();
  return rows.map((row) => ({
    customer: row.customer,
    dueDate: row.due_date,
    totalPaise: sumOf(row.total_paise),
    creditedPaise: sumOf(row.credited_paise),
    receivedPaise: sumOf(row.received_paise),
  }));
}

/**
 * Per customer with a receipt or reversal dated in a range of days: how many of each, what they paid (net of TDS)
 * and the TDS deducted, each kind added up apart; with the customer's name, PAN and GSTIN as kept now.
 */
export async function tdsReceiptGroups(db: Database, startDate: string, endDate: string) {
  const rows = await db
    .selectFrom('customer_receipts')
    .innerJoin('customers', 'customers.id', 'customer_receipts.customer_id')
    .select((eb) => [
      'customers.name as customer',
      'customers.pan',
      'customers.gstin',
      eb.fn.sum<number | string>(ofKind(eb, 'receipt', eb.lit(1))).as('receipts'),
      eb.fn.sum<number | string>(ofKind(eb, 'receipt', eb.ref('customer_receipts.amount_paise'))).as('received'),
      eb.fn.sum<number | string>(ofKind(eb, 'receipt', eb.ref('customer_receipts.tds_paise'))).as('receipt_tds'),
      eb.fn.sum<number | string>(ofKind(eb, 'reversal', eb.lit(1))).as('reversals'),
      eb.fn.sum<number | string>(ofKind(eb, 'reversal', eb.ref('customer_receipts.amount_paise'))).as('reversed'),
      eb.fn.sum<number | string>(ofKind(eb, 'reversal', eb.ref('customer_receipts.tds_paise'))).as('reversal_tds'),
    ])
    .where('customer_receipts.receipt_date', '>=', startDate)
    .where('customer_receipts.receipt_date', '<=', endDate)
    .groupBy(['customers.id', 'customers.name', 'customers.pan', 'customers.gstin'])
    .execute();
  return rows.map((row) => ({
    customer: row.customer,
    pan: row.pan,
    gstin: row.gstin ?? '',
    receipts: sumOf(row.receipts),
    receivedPaise: sumOf(row.received),
    receiptTdsPaise: sumOf(row.receipt_tds),
    reversals: sumOf(row.reversals),
    reversedPaise: sumOf(row.reversed),
    reversalTdsPaise: sumOf(row.reversal_tds),
  }));
}
