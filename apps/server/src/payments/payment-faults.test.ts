import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../http/access.ts';
import { createBillingTestApp } from '../test/billing-app.ts';
import { issueBill } from '../test/bills.ts';
import { faultAtEveryStep } from '../test/faults.ts';
import type { TestContext } from '../test/test-app.ts';
import { createPaymentService } from './payment.service.ts';

// A payment or a reversal that fails half-way (any statement, before it runs or after) leaves nothing behind: no
// payment without its parts, no Idempotency-Key claimed without its answer.
let ctx: TestContext;
let cookie: string;
let actor: SessionUser;

beforeAll(async () => {
  ({ ctx, accountant: cookie, actor } = await createBillingTestApp({ settings: false }));
});
afterAll(() => ctx.close());

/** Two bills of 10 t for Sharma Roadlines (₹12,255.00 each) and a key of its own for the run. */
async function twoBills() {
  const bill = () => issueBill(ctx, cookie, { weights: ['10'], date: '2026-11-02' });
  return { bills: [await bill(), await bill()], key: { key: randomUUID(), body: {} } };
}

const across = (bills: string[]) => ({
  allocations: bills.map((billId) => ({ billId, amount: 1000 })),
  amount: 2000,
  date: '2026-11-05',
  mode: 'NEFT' as const,
  reference: `UTR${randomUUID().slice(0, 8)}`,
  note: undefined,
});

describe('a failure at any step leaves the database byte-identical', () => {
  it('a payment across two bills (with an Idempotency-Key)', async () => {
    const { problems, steps } = await faultAtEveryStep(ctx.db, twoBills, (db, { bills, key }) =>
      createPaymentService(db).record(actor, across(bills), key),
    );
    expect(problems).toEqual([]);
    expect(steps).toBeGreaterThan(10);
  });

  it('reversing it (with an Idempotency-Key)', async () => {
    const paid = async () => {
      const { bills, key } = await twoBills();
      const { id } = await createPaymentService(ctx.db).record(actor, across(bills));
      return { id, key };
    };
    const { problems, steps } = await faultAtEveryStep(ctx.db, paid, (db, { id, key }) =>
      createPaymentService(db).reverse(actor, id, 'Wrong account', key),
    );
    expect(problems).toEqual([]);
    expect(steps).toBeGreaterThan(10);
  });
});
