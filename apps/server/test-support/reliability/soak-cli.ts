/**
 * `npm run soak`: 50 simulated users for 5 minutes on one server process (see soak-run.ts), then its figures.
 *
 * Options: --engine sqlite|postgres (sqlite)  --duration <seconds> (300)  --users (50)  --warmup <seconds> (60)
 *          --max-growth <fraction of RSS allowed between warm-up and end> (0.2)
 * PostgreSQL databases are created through TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
 * Exits 1 on any 5xx, lost write or memory growth beyond the limit.
 */
import { parseArgs } from 'node:util';
import { formatSoakReport, runSoak } from './soak-run.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    duration: { type: 'string', default: '300' },
    users: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '60' },
    'max-growth': { type: 'string', default: '0.2' },
  },
});
if (values.engine !== 'sqlite' && values.engine !== 'postgres') throw new Error('--engine is sqlite or postgres');

const report = await runSoak({
  engine: values.engine,
  durationMs: Number(values.duration) * 1000,
  users: Number(values.users),
  warmupMs: Number(values.warmup) * 1000,
  maxMemoryGrowth: Number(values['max-growth']),
  memoryWindowMs: 30_000,
  thinkMs: [2000, 6000],
  log: (line) => console.log(line),
});
console.log(`\nSoak\n${formatSoakReport(report)}`);
for (const problem of report.problems.slice(0, 50)) console.log(`  PROBLEM: ${problem}`);
const failed = report.problems.length > 0 || report.serverErrors > 0;
console.log(failed ? '\nFAILED: see the problems above.' : '\nPassed: no 5xx, no lost write, memory steady.');
process.exit(failed ? 1 : 0);
