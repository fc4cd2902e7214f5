/**
 * `npm run crash-test`: the crash test in full on SQLite and PostgreSQL (see crash-run.ts for what it checks).
 *
 * Options: --engine sqlite|postgres|both (both)  --duration <seconds of load per engine> (150)  --workers (6)
 *          --kill-gap <min-max ms between restart and next kill> (1000-6000)
 * PostgreSQL databases are created through TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
 * Exits 1 when any check fails.
 */
import { parseArgs } from 'node:util';
import { type CrashReport, formatCrashReports, runCrashTest } from './crash-run.ts';
import type { Engine } from './load-client.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '150' },
    workers: { type: 'string', default: '6' },
    'kill-gap': { type: 'string', default: '1000-6000' },
  },
});

const engines: Engine[] =
  values.engine === 'both' ? ['sqlite', 'postgres'] : values.engine === 'postgres' ? ['postgres'] : ['sqlite'];
if (!['both', 'sqlite', 'postgres'].includes(values.engine)) throw new Error('--engine is sqlite, postgres or both');
const [min = 1000, max = 6000] = values['kill-gap'].split('-').map(Number);

const reports: CrashReport[] = [];
for (const engine of engines) {
  const report = await runCrashTest({
    engine,
    durationMs: Number(values.duration) * 1000,
    workers: Number(values.workers),
    killGapMs: [min, max],
    log: (line) => console.log(line),
  });
  reports.push(report);
  for (const problem of report.problems) console.log(`  PROBLEM (${engine}): ${problem}`);
}
console.log(`\nCrash test\n${formatCrashReports(reports)}`);
const failed = reports.some((r) => r.problems.length > 0);
console.log(
  failed ? '\nFAILED: see the problems above.' : '\nPassed: nothing acknowledged was lost, nothing half-done.',
);
process.exit(failed ? 1 : 0);
