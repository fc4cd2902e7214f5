/**
 * The crash test in its short form (about half a minute): SQLite, or PostgreSQL when TEST_DATABASE_URL is set.
 * `npm run crash-test` runs it in full on both engines.
 */
import { describe, expect, it } from 'vitest';
import { insertTrip } from '../../src/test/trips.ts';
import {
  type Ledger,
  type TripEntry,
  checkDatabase,
  formatCrashReports,
  runCrashTest,
  tripVersion,
} from './crash-run.ts';
import { prepareDatabase } from './load-client.ts';

const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

describe(`crash test (${engine}, short)`, () => {
  it('its checks see a lost trip, a lost edit or acknowledgement, a half-done bill and a phantom write', async () => {
    const database = await prepareDatabase(engine);
    try {
      const [edited, acknowledged, halfBilled, phantom] = [
        await insertTrip(database.db),
        await insertTrip(database.db),
        await insertTrip(database.db),
        await insertTrip(database.db),
      ];
      await database.db.updateTable('trips').set({ status: 'Billed' }).where('id', '=', halfBilled).execute();
      const entry = (overrides: Partial<TripEntry>): TripEntry => ({
        worker: 1,
        vendor: 'x',
        versions: new Set([tripVersion('', 10)]),
        acknowledged: 'no',
        attachment: null,
        bill: null,
        billAttempt: null,
        ...overrides,
      });
      const ledger: Ledger = {
        trips: new Map([
          ['T999', entry({})],
          [edited, entry({ versions: new Set([tripVersion('E1-1', 11)]) })],
          [acknowledged, entry({ acknowledged: 'yes' })],
          [halfBilled, entry({ acknowledged: 'yes' })],
        ]),
        bills: new Map([['B7', ['T999']]]),
        billAnswers: ['B7'],
        unknownCreates: new Set(),
      };
      const problems: string[] = [];
      await checkDatabase(database.db, engine, ledger, problems);
      const text = problems.join('\n');
      expect(text).toContain('trip T999 got a 201 but is not in the database');
      expect(text).toContain(`trip ${edited} has |10000, expected one of E1-1|11000`);
      expect(text).toContain(`trip ${acknowledged} acknowledged (200) but still Open`);
      expect(text).toContain(`trip ${halfBilled} is Billed with bill null`);
      expect(text).toContain(`trip ${phantom} () exists but no create of it was sent without an answer`);
      expect(text).toContain('bill B7 got a 200 but is not in the database');
    } finally {
      await database.dispose();
    }
  });

  it('loses no acknowledged write and leaves nothing half-done across SIGKILLs', async () => {
    const report = await runCrashTest({ engine, durationMs: 20_000, minKills: 3, workers: 4, killGapMs: [1000, 3000] });
    console.log(`Crash test, short form\n${formatCrashReports([report])}`);
    expect(report.problems).toEqual([]);
    expect(report.kills).toBeGreaterThanOrEqual(3);
    expect(report.ops.bill.ok).toBeGreaterThan(0);
    expect(report.ops.acknowledge.ok).toBeGreaterThan(0);
  }, 600_000);
});
