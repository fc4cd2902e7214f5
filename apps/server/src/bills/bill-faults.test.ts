import { randomUUID } from 'node:crypto';
import { localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDumper, dumpDifferences } from '../../test-support/fuzz/db-dump.ts';
import type { SessionUser } from '../http/access.ts';
import { faultAtEveryStep } from '../test/faults.ts';
import { createBillingTestApp } from '../test/billing-app.ts';
import { addAcknowledgedTrip } from '../test/master-data.ts';
import type { TestContext } from '../test/test-app.ts';
import { type BillService, createBillService } from './bill.service.ts';

// A request that fails half-way (any statement, before it runs or after, or the PDF) leaves nothing behind.
let ctx: TestContext;
let cookie: string;
let actor: SessionUser;

beforeAll(async () => {
  ({ ctx, accountant: cookie, actor } = await createBillingTestApp({ settings: false }));
});
afterAll(() => ctx.close());

const acknowledgedTrip = () => addAcknowledgedTrip(ctx, cookie, { DieselAmount: '1000' });

/** The same key for every run on one input: a failed run must not keep its claim. */
const requestKey = () => ({ key: randomUUID(), body: {} });

const remarks = [{ text: 'Detention', amount: 300 }];

/** A bill of two trips, and a third Acknowledged trip of the same vendor that a revision can add. */
async function billOfTwo() {
  const [kept, released, added] = [await acknowledgedTrip(), await acknowledgedTrip(), await acknowledgedTrip()];
  const { billId } = await createBillService(ctx.db).generate(actor, [kept, released], remarks, true);
  return { billId, kept, released, added };
}

const revision = (prepared: Awaited<ReturnType<typeof billOfTwo>>) => ({
  billId: prepared.billId,
  keep: [prepared.kept],
  release: [prepared.released],
  add: [prepared.added],
  remarks: [{ text: 'Unloading', amount: 500 }],
  applyTaxes: false,
});

describe('a failure at any step leaves the database byte-identical', () => {
  it('generating a bill (with an Idempotency-Key)', async () => {
    const { problems, steps } = await faultAtEveryStep(
      ctx.db,
      async () => ({ trips: [await acknowledgedTrip(), await acknowledgedTrip()], key: requestKey() }),
      (db, { trips, key }) => createBillService(db).generate(actor, trips, remarks, true, key),
    );
    expect(problems).toEqual([]);
    expect(steps).toBeGreaterThan(10);
  });

  it('revising a bill (with an Idempotency-Key)', async () => {
    const { problems, steps } = await faultAtEveryStep(
      ctx.db,
      async () => ({ ...(await billOfTwo()), key: requestKey() }),
      (db, prepared) => createBillService(db).revise(actor, revision(prepared), prepared.key),
    );
    expect(problems).toEqual([]);
    expect(steps).toBeGreaterThan(10);
  });

  it('deleting a bill', async () => {
    const { problems, steps } = await faultAtEveryStep(ctx.db, billOfTwo, (db, { billId }) =>
      createBillService(db).deleteTransaction(actor, billId),
    );
    expect(problems).toEqual([]);
    expect(steps).toBeGreaterThan(3);
  });

  it('cancelling a bill whose payment was reversed (issue 28)', async () => {
    const paidAndReversed = async () => {
      const prepared = await billOfTwo();
      const post = (url: string, payload: object) =>
        ctx.app.inject({ method: 'POST', url: `/logistics/api${url}`, headers: { cookie }, payload });
      const paid = await post('/payments', {
        billId: prepared.billId,
        amount: '100',
        date: localDate(),
        mode: 'NEFT',
        reference: `UTR${randomUUID().slice(0, 8)}`,
      });
      expect(paid.statusCode, paid.body).toBe(201);
      const reversed = await post(`/payments/${paid.json<{ id: string }>().id}/reverse`, { reason: 'Wrong bill' });
      expect(reversed.statusCode, reversed.body).toBe(200);
      return prepared;
    };
    const { problems, steps } = await faultAtEveryStep(ctx.db, paidAndReversed, async (db, { billId }) =>
      expect(await createBillService(db).deleteTransaction(actor, billId)).toBe('Cancelled'),
    );
    expect(problems).toEqual([]);
    expect(steps).toBeGreaterThan(5);
  });
});

describe('a PDF that fails to render leaves nothing behind', () => {
  const renderFails = new Error('the PDF could not be rendered');

  async function expectNothingWritten(operation: (failingBills: BillService) => Promise<unknown>) {
    const failingBills = createBillService(ctx.db, () => Promise.reject(renderFails));
    const dumper = createDumper(ctx.db, {});
    const before = await dumper.dump();
    await expect(operation(failingBills)).rejects.toBe(renderFails);
    expect(dumpDifferences(before, await dumper.dump())).toEqual([]);
  }

  it('when generating: no bill, and the trips stay Acknowledged', async () => {
    const trips = [await acknowledgedTrip()];
    await expectNothingWritten((bills) => bills.generate(actor, trips, remarks, true, requestKey()));
  });

  it('when revising: the bill stays at its revision with its trips', async () => {
    const prepared = await billOfTwo();
    await expectNothingWritten((bills) => bills.revise(actor, revision(prepared), requestKey()));
  });
});
