// `npm test`: every test. The browser tests start first; beside them the domain, client-logic and server tests run on
// SQLite, then the server tests again on PostgreSQL. One browser worker uses under half of a 2-core machine, so the two
// server passes fill the rest: the run takes about as long as the longest of the two lines, not their sum. The
// server passes' output is kept and printed when they end.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingPrerequisites } from './test-prerequisites.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const postgres = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Runs an npm script; resolves with its exit code. Output goes to the terminal, or to `logFile`. A `yielding` run
 * has a lower CPU priority (nice 10, inherited by what it starts): it takes the CPU the others leave.
 */
function npm(args, { env = {}, logFile, yielding = false } = {}) {
  return new Promise((resolve) => {
    const log = logFile ? fs.openSync(logFile, 'w') : undefined;
    const [command, ...rest] = yielding ? ['nice', '-n', '10', 'npm', ...args] : ['npm', ...args];
    const child = spawn(command, rest, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: log === undefined ? 'inherit' : ['ignore', log, log],
    });
    child.on('exit', (code, signal) => {
      if (log !== undefined) fs.closeSync(log);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const failed = (name, code) => {
  if (code !== 0) process.stderr.write(`\n${name} failed (exit ${code}).\n`);
  return code !== 0;
};

const missing = await missingPrerequisites(postgres);
if (missing.length > 0) {
  process.stderr.write(`npm test needs:\n${missing.map((line) => `- ${line}`).join('\n')}\n`);
  process.exit(1);
}

// Vitest runs one file at a time on 2 cores (cores - 1); the soak, crash and several-nodes files spend much of their
// time waiting on server processes they start, so a second file beside them fills that time.
const TWO_FILES_AT_ONCE = ['--maxWorkers=2'];

/** The domain and server tests on SQLite, then the server tests on PostgreSQL (whatever the first gave), into logs. */
async function serverPasses(logs) {
  // The SQLite pass's TEST_DATABASE_URL must be empty whatever the caller's environment holds.
  const sqlite = await npm(['exec', '--', 'vitest', 'run', ...TWO_FILES_AT_ONCE], {
    env: { TEST_DATABASE_URL: '' },
    logFile: logs.sqlite,
    yielding: true,
  });
  // The fuzz suite (fuzz.test.ts) sends its 20 generated requests per route and caller on SQLite; on PostgreSQL, where
  // the same routes only meet another engine's types and errors, 5 each. At 20 it was the pass's longest file, 334 s
  // of a 578 s pass on a slow 2-core machine. FUZZ_RUNS set by the caller applies to both passes.
  // Every server file, never a selection: the race tests (titles saying "raced on PostgreSQL", and bill-race and
  // billed-race, which run only here) race for real only on PostgreSQL.
  const onPostgres = await npm(['run', 'test:server', '--', ...TWO_FILES_AT_ONCE], {
    env: { TEST_DATABASE_URL: postgres, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '5' },
    logFile: logs.postgres,
    yielding: true,
  });
  return { sqlite, postgres: onPostgres };
}

const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'freightdesk-test-logs-'));
const logs = { sqlite: path.join(logDir, 'sqlite.log'), postgres: path.join(logDir, 'postgres.log') };
process.stdout.write(
  `\nBrowser tests; beside them the tests on SQLite, then the server tests on PostgreSQL (${postgres}),\n` +
    `whose output is printed when they end and kept in ${logDir}\n\n`,
);
const [browser, server] = await Promise.all([npm(['run', 'test:e2e']), serverPasses(logs)]);
process.stdout.write(
  `\n--- Domain, client-logic and server tests on SQLite ---\n${fs.readFileSync(logs.sqlite, 'utf8')}`,
);
process.stdout.write(`\n--- Server tests on PostgreSQL ---\n${fs.readFileSync(logs.postgres, 'utf8')}`);
const results = [
  failed('Browser tests', browser),
  failed('Domain and server tests on SQLite', server.sqlite),
  failed('Server tests on PostgreSQL', server.postgres),
];
process.exit(results.some(Boolean) ? 1 : 0);
