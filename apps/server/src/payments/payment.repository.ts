import type { Insertable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { PaymentTable } from '../db/schema.ts';

export async function insertPayment(db: Database, payment: Insertable<PaymentTable>): Promise<void> {
  await db.insertInto('payments').values(payment).execute();
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
    .select(['bills.local_date as bill_date', 'bills.final_paise as bill_final_paise', 'bills.vendor_id'])
    .where('payments.id', '=', id)
    .executeTakeFirst();
}

/** The reversal of a payment, if it has one. */
export function findReversal(db: Database, paymentId: string) {
  return db.selectFrom('payments').select('id').where('reverses', '=', paymentId).executeTakeFirst();
}

/** A bill's payments and reversals, as the balance rule reads them. */
export async function billPaymentEntries(db: Database, billId: string) {
  const rows = await db
    .selectFrom('payments')
    .select(['amount_paise', 'reverses'])
    .where('bill_id', '=', billId)
    .execute();
  return rows.map((row) => ({ amountPaise: row.amount_paise, reverses: row.reverses }));
}

/** What is paid against each of the bills (payments less reversals), in paise; a bill without payments is absent. */
export async function paidPaiseByBill(db: Database, billIds: string[]): Promise<Map<string, number>> {
  if (billIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('payments')
    .select((eb) => [
      'bill_id',
      eb.fn
        .sum<number | string>(
          eb
            .case()
            .when('reverses', 'is', null)
            .then(eb.ref('amount_paise'))
            .else(eb.neg(eb.ref('amount_paise')))
            .end(),
        )
        .as('paid'),
    ])
    .where('bill_id', 'in', billIds)
    .groupBy('bill_id')
    .execute();
  return new Map(rows.map((row) => [row.bill_id, Number(row.paid)]));
}

export async function deleteBillPayments(db: Database, billId: string): Promise<void> {
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
    .innerJoin('bills', 'bills.id', 'payments.bill_id')
    .innerJoin('vendors', 'vendors.id', 'bills.vendor_id')
    .leftJoin('payments as reversal', 'reversal.reverses', 'payments.id')
    .selectAll('payments')
    .select(['vendors.company_name as vendor', 'reversal.id as reversed_by'])
    .$if(filter.billId !== undefined, (qb) => qb.where('payments.bill_id', '=', filter.billId ?? ''))
    .$if(filter.vendorId !== undefined, (qb) => qb.where('bills.vendor_id', '=', filter.vendorId ?? ''))
    .$if(filter.startDate !== undefined, (qb) => qb.where('payments.date', '>=', filter.startDate ?? ''))
    .$if(filter.endDate !== undefined, (qb) => qb.where('payments.date', '<=', filter.endDate ?? ''))
    .orderBy('payments.date')
    .orderBy('payments.created_at')
    .orderBy('payments.id')
    .execute();
}

export type PaymentListRow = Awaited<ReturnType<typeof listPayments>>[number];
