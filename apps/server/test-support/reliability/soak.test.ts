/**
 * The soak in its short form (about half a minute): 12 users for 25 s on SQLite, or PostgreSQL when TEST_DATABASE_URL is
 * set. Zero 5xx and zero lost writes as in the full soak; memory is compared between 10 s and the end with a relaxed
 * bound of 50%, since a minute is too short for a steady state. `npm run soak` holds the full 5 minutes, 50 users
 * and 20% after the first minute.
 */
import { describe, expect, it } from 'vitest';
import { formatSoakReport, runSoak } from './soak-run.ts';

const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

describe(`soak (${engine}, short)`, () => {
  it('serves a busy office with no 5xx, no lost write and steady memory', async () => {
    const report = await runSoak({
      engine,
      durationMs: 25_000,
      users: 12,
      warmupMs: 10_000,
      maxMemoryGrowth: 0.5,
      memoryWindowMs: 5_000,
      thinkMs: [500, 2000],
    });
    console.log(`Soak, short form\n${formatSoakReport(report)}`);
    expect(report.problems).toEqual([]);
    expect(report.serverErrors).toBe(0);
    expect(report.lostWrites).toEqual([]);
    expect(report.writes.trips).toBeGreaterThan(0);
    expect(report.writes.messages).toBeGreaterThan(0);
  }, 180_000);
});
