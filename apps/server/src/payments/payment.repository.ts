import type { ExpressionBuilder, Insertable, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB, PaymentAllocationTable, PaymentTable } from '../db/schema.ts';

/** What a payment put against one bill, or (a reversal) took back from it: the sum of these is what is paid. */
export const netAllocatedPaise = (eb: ExpressionBuilder<DB, 'payments' | 'payment_allocations'>) =>
  eb
    .case()
    .when('payments.reverses', 'is', null)
    .then(eb.ref('payment_allocations.amount_paise'))
    .else(eb.neg(eb.ref('payment_allocations.amount_paise')))
    .end();

export type AllocationPaise = Omit<PaymentAllocationTable, 'payment_id'>;

/** A payment or a reversal with what it puts against each bill (a reversal mirrors its payment's allocations). */
export async function insertPayment(
  db: Database,
  payment: Insertable<PaymentTable>,
  allocations: readonly AllocationPaise[],
): Promise<void> {
  await db.insertInto('payments').values(payment).execute();
  await db
    .insertInto('payment_allocations')
    .values(allocations.map((allocation) => ({ payment_id: payment.id, ...allocation })))
    .execute();
}

/** What a payment put against each of its bills, in the order of the bills. */
export function paymentAllocations(db: Database, paymentId: string) {
  return db
    .selectFrom('payment_allocations')
    .innerJoin('bills', 'bills.id', 'payment_allocations.bill_id')
    .select(['payment_allocations.bill_id', 'payment_allocations.amount_paise'])
    .where('payment_allocations.payment_id', '=', paymentId)
    .orderBy('bills.seq')
    .execute();
}

/**
 * Locks a vendor's row for the rest of the transaction with an update that changes nothing: payments to one vendor
 * (on any node) run one after the other, so each sees the UTRs of the others. Take it before any bill's lock.
 */
export function lockVendor(db: Database, id: string) {
  return db
    .updateTable('vendors')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .returning(['id', 'company_name'])
    .executeTakeFirst();
}

/** The bills of the given ids with their day and their vendor's name, by bill number; an unknown id is absent. */
export function findBillsToPay(db: Database, billIds: readonly string[]) {
  return db
    .selectFrom('bills')
    .innerJoin('vendors', 'vendors.id', 'bills.vendor_id')
    .select(['bills.id', 'bills.seq', 'bills.vendor_id', 'bills.local_date', 'vendors.company_name as vendor'])
    .where('bills.id', 'in', billIds)
    .orderBy('bills.seq')
    .execute();
}

const cancellation = (eb: ExpressionBuilder<DB, 'bills'>) =>
  eb.exists(
    eb
      .selectFrom('bill_entries')
      .select('bill_entries.bill_id')
      .whereRef('bill_entries.bill_id', '=', 'bills.id')
      .where('bill_entries.kind', '=', 'cancellation'),
  );

/** Those of the bills that are cancelled (issue 28), by bill number. */
export async function cancelledBillIds(db: Database, billIds: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('bills')
    .select('bills.id')
    .where('bills.id', 'in', billIds)
    .where(cancellation)
    .orderBy('bills.seq')
    .execute();
  return rows.map((row) => row.id);
}

/** A vendor's payments of one mode that stand (not reversals, not reversed), oldest first: their UTRs are taken. */
export function standingPayments(db: Database, vendorId: string, mode: PaymentTable['mode']) {
  return db
    .selectFrom('payments')
    .leftJoin('payments as reversal', 'reversal.reverses', 'payments.id')
    .select(['payments.id', 'payments.date', 'payments.reference'])
    .where('payments.vendor_id', '=', vendorId)
    .where('payments.mode', '=', mode)
    .where('payments.reverses', 'is', null)
    .where('reversal.id', 'is', null)
    .orderBy('payments.created_at')
    .execute();
}

export function findPayment(db: Database, id: string) {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The reversal of a payment, if it has one: its id, day and reason. */
export function findReversal(db: Database, paymentId: string) {
  return db
    .selectFrom('payments')
    .select(['id', 'date', 'reason'])
    .where('reverses', '=', paymentId)
    .executeTakeFirst();
}

/** A bill's payments and reversals (what each put against this bill), as the balance rule reads them. */
export async function billPaymentEntries(db: Database, billId: string) {
  const rows = await db
    .selectFrom('payment_allocations')
    .innerJoin('payments', 'payments.id', 'payment_allocations.payment_id')
    .select(['payment_allocations.amount_paise', 'payments.reverses'])
    .where('payment_allocations.bill_id', '=', billId)
    .execute();
  return rows.map((row) => ({ amountPaise: row.amount_paise, reverses: row.reverses }));
}

/** What each bill has paid against it (payments less reversals, in paise), per bill id; a subquery to join. */
function paidByBill(db: Database) {
  return db
    .selectFrom('payment_allocations')
    .innerJoin('payments', 'payments.id', 'payment_allocations.payment_id')
    .select((eb) => ['payment_allocations.bill_id', eb.fn.sum<number | string>(netAllocatedPaise(eb)).as('paid')])
    .groupBy('payment_allocations.bill_id');
}

/** What is paid against each of the bills (payments less reversals), in paise; a bill without payments is absent. */
export async function paidPaiseByBill(db: Database, billIds: string[]): Promise<Map<string, number>> {
  if (billIds.length === 0) return new Map();
  const rows = await paidByBill(db).where('payment_allocations.bill_id', 'in', billIds).execute();
  return new Map(rows.map((row) => [row.bill_id, Number(row.paid)]));
}

/** A vendor's bills that are not cancelled, oldest first, with what is paid against each (null: nothing yet). */
export function vendorBillsWithPaid(db: Database, vendorId: string) {
  return db
    .selectFrom('bills')
    .leftJoin(paidByBill(db).as('paid'), 'paid.bill_id', 'bills.id')
    .select(['bills.id', 'bills.local_date', 'bills.final_paise', 'paid.paid'])
    .where('bills.vendor_id', '=', vendorId)
    .where((eb) => eb.not(cancellation(eb)))
    .orderBy('bills.local_date')
    .orderBy('bills.seq')
    .execute();
}

/**
 * The bills a payment (or a reversal) is against, by bill number, each with its part and, as the books stood just
 * after that row was recorded, the bill's amount (its entries) and what was paid against it: what its advice prints,
 * the same whatever happens later.
 */
export function adviceBills(db: Database, payment: Pick<PaymentTable, 'id' | 'created_at'>) {
  const recordedBy = (eb: ExpressionBuilder<DB, 'payments'>) =>
    eb.or([eb('payments.created_at', '<', payment.created_at), eb('payments.id', '=', payment.id)]);
  return db
    .selectFrom('payment_allocations as part')
    .innerJoin('bills', 'bills.id', 'part.bill_id')
    .select((eb) => [
      'bills.id',
      'bills.local_date',
      'part.amount_paise',
      eb
        .selectFrom('bill_entries')
        .select((inner) => inner.fn.sum<number | string>('bill_entries.amount_paise').as('billed'))
        .whereRef('bill_entries.bill_id', '=', 'bills.id')
        .where('bill_entries.created_at', '<=', payment.created_at)
        .as('billed_paise'),
      eb
        .selectFrom('payment_allocations')
        .innerJoin('payments', 'payments.id', 'payment_allocations.payment_id')
        .select((inner) => inner.fn.sum<number | string>(netAllocatedPaise(inner)).as('paid'))
        .whereRef('payment_allocations.bill_id', '=', 'bills.id')
        .where(recordedBy)
        .as('paid_paise'),
    ])
    .where('part.payment_id', '=', payment.id)
    .orderBy('bills.seq')
    .execute();
}

export interface PaymentFilter {
  billId?: string | undefined;
  vendorId?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** Narrows a query of payments to those against a bill, or to a vendor's over a range of days. */
function filtered<O>(qb: SelectQueryBuilder<DB, 'payments', O>, filter: PaymentFilter) {
  return (
    qb
      .$if(filter.billId !== undefined, (q) =>
        q.where('payments.id', 'in', (eb) =>
          eb
            .selectFrom('payment_allocations')
            .select('payment_id')
            .where('bill_id', '=', filter.billId ?? ''),
        ),
      )
      .$if(filter.vendorId !== undefined, (q) => q.where('payments.vendor_id', '=', filter.vendorId ?? ''))
      // Stryker disable next-line ConditionalExpression: equivalent, no day is before '' (the filter always applies)
      .$if(filter.startDate !== undefined, (q) => q.where('payments.date', '>=', filter.startDate ?? ''))
      .$if(filter.endDate !== undefined, (q) => q.where('payments.date', '<=', filter.endDate ?? ''))
  );
}

/** Payments and reversals by bill, or by vendor and day, oldest first, each with its vendor and its reversal. */
export function listPayments(db: Database, filter: PaymentFilter) {
  return filtered(
    db
      .selectFrom('payments')
      .innerJoin('vendors', 'vendors.id', 'payments.vendor_id')
      .leftJoin('payments as reversal', 'reversal.reverses', 'payments.id')
      .selectAll('payments')
      .select(['vendors.company_name as vendor', 'reversal.id as reversed_by']),
    filter,
  )
    .orderBy('payments.date')
    .orderBy('payments.created_at')
    .orderBy('payments.id')
    .execute();
}

/** The parts (bill and amount) of the payments `listPayments` lists with the same filter, by bill number. */
export function listPaymentParts(db: Database, filter: PaymentFilter) {
  return filtered(
    db
      .selectFrom('payments')
      .innerJoin('payment_allocations', 'payment_allocations.payment_id', 'payments.id')
      .innerJoin('bills', 'bills.id', 'payment_allocations.bill_id')
      .select([
        'payment_allocations.payment_id',
        'payment_allocations.bill_id',
        'payment_allocations.amount_paise',
        'bills.seq',
      ]),
    filter,
  )
    .orderBy('seq')
    .execute();
}

export type PaymentListRow = Awaited<ReturnType<typeof listPayments>>[number];
