import type { TestContext } from './test-app.ts';

/** The payments and reversals stored, with what each puts against each bill: the rows a request wrote. */
export async function paymentRows(ctx: TestContext) {
  const rows = await ctx.db
    .selectFrom('payments')
    .select(['id', 'bill_id', 'amount_paise', 'reference', 'reverses'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const allocations = await ctx.db
    .selectFrom('payment_allocations')
    .innerJoin('bills', 'bills.id', 'payment_allocations.bill_id')
    .select(['payment_allocations.payment_id', 'payment_allocations.bill_id', 'payment_allocations.amount_paise'])
    .orderBy('bills.seq')
    .execute();
  return rows.map((row) => ({
    ...row,
    allocations: allocations
      .filter((allocation) => allocation.payment_id === row.id)
      .map(({ bill_id, amount_paise }) => ({ bill_id, amount_paise })),
  }));
}

/**
 * A bill cancelled as the books record it (issue 28): its cancellation entry, one past its last revision, giving
 * back what was still owed. Written directly: the cancellation itself is Transactions' Delete.
 */
export async function cancelBillEntry(ctx: TestContext, billId: string, owedPaise: number): Promise<void> {
  const bill = await ctx.db.selectFrom('bills').select('revision').where('id', '=', billId).executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('bill_entries')
    .values({
      bill_id: billId,
      entry: bill.revision + 1,
      kind: 'cancellation',
      revision: null,
      local_date: '2026-11-20',
      amount_paise: -owedPaise,
      reason: 'Raised twice',
      created_by: 'test',
      created_at: new Date().toISOString(),
    })
    .execute();
}
