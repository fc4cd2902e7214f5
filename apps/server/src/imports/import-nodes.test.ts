import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESS_START_MS, type ServerNode, signInOn, startNode } from '../test/cluster.ts';
import { csvFile } from '../test/import-files.ts';
import { MASTER, addMasterData } from '../test/master-data.ts';
import { TEST_PASSWORD, type TestContext, createTestApp, freshDatabase, insertTestUser } from '../test/test-app.ts';

let nodes: ServerNode[] = [];
let ctx: TestContext;
let cookie: string;
let dispose: () => Promise<void>;

// Two server processes on one database (PostgreSQL, or one SQLite file), as two admins behind a load balancer.
beforeAll(async () => {
  const database = await freshDatabase();
  dispose = database.dispose;
  ctx = await createTestApp(database.env);
  const { cookie: accountant } = await ctx.signIn('accountant');
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

/** Commits a trips file on a node: its status and counts. */
async function commitOn(index: 0 | 1, file: { fileName: string; data: Buffer }) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.data)], { type: 'text/csv' }), file.fileName);
  const response = await fetch(`${node(index).origin}/logistics/api/import/trips`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const tripsOfDay = async (day: string) =>
  ctx.db.selectFrom('trips').select(['do_number']).where('local_date', '=', day).execute();

// Each round imports a new day's file on both nodes at once: the two commits must interleave to show a race.
describe('two commits of one trips file at once (raced on PostgreSQL)', () => {
  it('on two nodes: each trip is created once; the commit that comes second finds them unchanged', async () => {
    for (let round = 1; round <= 3; round += 1) {
      const day = `0${round}/10/2026`;
      const rows = [1, 2, 3, 4].map((n) => [
        MASTER.truck,
        `DO-${round}-${n}`,
        day,
        MASTER.vendor,
        'Pune',
        'Mumbai',
        'Bulker',
        'Open',
        '10',
      ]);
      const file = csvFile(
        [
          [
            'TruckNumber',
            'DONumber',
            'localDate',
            'Vendor',
            'DestinationFrom',
            'DestinationTo',
            'TruckType',
            'TransactionStatus',
            'Weight',
          ],
          ...rows,
        ],
        `trips-${round}.csv`,
      );
      const answers = await Promise.all([commitOn(0, file), commitOn(1, file)]);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      // Four rows: one commit creates the four, the other finds them stored and writes nothing.
      const created = answers.map((answer) => answer.body.create).toSorted();
      expect(created).toEqual([0, 4]);
      expect(answers.map((answer) => answer.body.unchanged).toSorted()).toEqual([0, 4]);
      const stored = await tripsOfDay(`2026-10-0${round}`);
      expect(stored.map((trip) => trip.do_number).toSorted()).toEqual([1, 2, 3, 4].map((n) => `DO-${round}-${n}`));
    }
  });
});
