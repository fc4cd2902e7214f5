import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueBill } from '../test/bills.ts';
import { PROCESS_START_MS, type ServerNode, signInOn, startNode } from '../test/cluster.ts';
import { addMasterData } from '../test/master-data.ts';
import { paymentRows } from '../test/payments.ts';
import { TEST_PASSWORD, type TestContext, createTestApp, freshDatabase, insertTestUser } from '../test/test-app.ts';

let nodes: ServerNode[] = [];
let ctx: TestContext;
let accountant: string;
let cookie: string;
let dispose: () => Promise<void>;

// Two server processes on one database (PostgreSQL, or one SQLite file), as the office runs behind a load balancer;
// the test's own app adds the master data and the bills.
beforeAll(async () => {
  const database = await freshDatabase();
  dispose = database.dispose;
  ctx = await createTestApp(database.env);
  ({ cookie: accountant } = await ctx.signIn('accountant'));
  await addMasterData(ctx, accountant);
  nodes = await Promise.all([startNode(database.env), startNode(database.env)]);
  const user = await insertTestUser(ctx.db, { profile: 'accountant' });
  cookie = await signInOn(node(0), user.username, TEST_PASSWORD);
}, PROCESS_START_MS + 60_000);

afterAll(async () => {
  await Promise.all(nodes.map((each) => each.stop()));
  await ctx.close();
  await dispose();
});

function node(index: 0 | 1): ServerNode {
  const found = nodes[index];
  if (!found) throw new Error('nodes not started');
  return found;
}

/** A payment sent to a node with an Idempotency-Key: its status and body as the client reads them. */
async function payOn(index: 0 | 1, body: object, key: string) {
  const response = await fetch(`${node(index).origin}/logistics/api/payments`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.text() };
}

/** A bill of 10 t for Sharma Roadlines: ₹12,255.00 (payment.routes.test.ts). */
const bill = () => issueBill(ctx, accountant, { weights: ['10'], date: '2026-11-02' });

// Each case runs a few rounds: the two requests must interleave to show a race.
describe('two server nodes, one database (raced on PostgreSQL)', () => {
  it('the same Idempotency-Key on both at once: one payment, the same 201 to both', async () => {
    for (let round = 0; round < 3; round += 1) {
      const billId = await bill();
      const key = randomUUID();
      const reference = `UTRN${round}${randomUUID().slice(0, 6)}`;
      const body = { billId, amount: 2255, date: '2026-11-05', mode: 'NEFT', reference };
      const answers = await Promise.all([payOn(0, body, key), payOn(1, body, key)]);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      expect(answers[1]?.body).toBe(answers[0]?.body);
      // ₹12,255.00 less ₹2,255.00 paid once: ₹10,000.00 left.
      expect(JSON.parse(answers[0]?.body ?? '{}')).toMatchObject({ billId, billBalance: 10000 });
      expect((await paymentRows(ctx)).filter((row) => row.reference === reference)).toHaveLength(1);
    }
  });

  it('one UTR for two bills of a vendor on both at once, with two keys: one 201, one 409 DUPLICATE_REFERENCE', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [first, second] = [await bill(), await bill()];
      const reference = `UTRD${round}${randomUUID().slice(0, 6)}`;
      const payment = { amount: 1000, date: '2026-11-05', mode: 'RTGS', reference };
      const answers = await Promise.all([
        payOn(0, { ...payment, billId: first }, randomUUID()),
        payOn(1, { ...payment, billId: second }, randomUUID()),
      ]);
      expect(answers.map((answer) => answer.status).toSorted()).toEqual([201, 409]);
      const refused = answers.find((answer) => answer.status === 409);
      expect(JSON.parse(refused?.body ?? '{}')).toMatchObject({ errorCode: 'DUPLICATE_REFERENCE' });
      expect((await paymentRows(ctx)).filter((row) => row.reference === reference)).toHaveLength(1);
    }
  }, 90_000); // three rounds across two server processes on a busy machine.
});
