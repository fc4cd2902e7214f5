import type { Insertable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { PaymentAllocationTable, PaymentTable } from '../db/schema.ts';

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

export function findPayment(db: Database, id: string) {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A payment (or reversal) with its bill's day, final amount and vendor: what its advice prints. */
export function findPaymentWithBill(db: Database, id: string) {
  return db
    .selectFrom('payments')
    .innerJoin('bills', 'bills.id', 'payments.bill_id')
    .selectAll('payments')
    .select(['bills.local_date as bill_date', 'bills.final_paise as bill_final_paise'])
    .where('payments.id', '=', id)
    .executeTakeFirst();
}

/** The reversal of a payment, if it has one. */
export function findReversal(db: Database, paymentId: string) {
  return db.selectFrom('payments').select('id').where('reverses', '=', paymentId).executeTakeFirst();
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

/** What is paid against each of the bills (payments less reversals), in paise; a bill without payments is absent. */
export async function paidPaiseByBill(db: Database, billIds: string[]): Promise<Map<string, number>> {
  if (billIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('payment_allocations')
    .innerJoin('payments', 'payments.id', 'payment_allocations.payment_id')
    .select((eb) => [
      'payment_allocations.bill_id',
      eb.fn
        .sum<number | string>(
          eb
            .case()
            .when('payments.reverses', 'is', null)
            .then(eb.ref('payment_allocations.amount_paise'))
            .else(eb.neg(eb.ref('payment_allocations.amount_paise')))
            .end(),
        )
        .as('paid'),
    ])
    .where('payment_allocations.bill_id', 'in', billIds)
    .groupBy('payment_allocations.bill_id')
    .execute();
  return new Map(rows.map((row) => [row.bill_id, Number(row.paid)]));
}

export async function deleteBillPayments(db: Database, billId: string): Promise<void> {
  const ids = db.selectFrom('payment_allocations').select('payment_id').where('bill_id', '=', billId);
  await db.deleteFrom('payment_allocations').where('payment_id', 'in', ids).execute();
  await db.deleteFrom('payments').where('bill_id', '=', billId).execute();
}

export interface PaymentFilter {
  billId?: string | undefined;
  vendorId?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** Payments and reversals by bill, or by vendor and day, oldest first, each with its vendor and its reversal. */
export function listPayments(db: Database, filter: PaymentFilter) {
  return db
    .selectFrom('payments')
    .innerJoin('vendors', 'vendors.id', 'payments.vendor_id')
    .leftJoin('payments as reversal', 'reversal.reverses', 'payments.id')
    .selectAll('payments')
    .select(['vendors.company_name as vendor', 'reversal.id as reversed_by'])
    .$if(filter.billId !== undefined, (qb) =>
      qb.where('payments.id', 'in', (eb) =>
        eb
          .selectFrom('payment_allocations')
          .select('payment_id')
          .where('bill_id', '=', filter.billId ?? ''),
      ),
    )
    .$if(filter.vendorId !== undefined, (qb) => qb.where('payments.vendor_id', '=', filter.vendorId ?? ''))
    .$if(filter.startDate !== undefined, (qb) => qb.where('payments.date', '>=', filter.startDate ?? ''))
    .$if(filter.endDate !== undefined, (qb) => qb.where('payments.date', '<=', filter.endDate ?? ''))
    .orderBy('payments.date')
    .orderBy('payments.created_at')
    .orderBy('payments.id')
    .execute();
}

export type PaymentListRow = Awaited<ReturnType<typeof listPayments>>[number];
