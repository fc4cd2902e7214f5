// `npm test`: every test. The domain and server tests on SQLite first; then the browser tests and the server tests
// again on PostgreSQL side by side: the browser tests leave most of the machine idle (about half a core), so the
// PostgreSQL pass costs the whole run a minute instead of three. Its output is kept and printed when it ends.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingPrerequisites } from './test-prerequisites.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const postgres = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs an npm script; resolves with its exit code. Output goes to the terminal, or to `logFile`. */
function npm(args, { env = {}, logFile } = {}) {
  return new Promise((resolve) => {
    const log = logFile ? fs.openSync(logFile, 'w') : undefined;
    const child = spawn('npm', args, {
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

// The SQLite pass's TEST_DATABASE_URL must be empty whatever the caller's environment holds.
if (
  failed(
    'Domain and server tests on SQLite',
    await npm(['exec', '--', 'vitest', 'run'], { env: { TEST_DATABASE_URL: '' } }),
  )
)
  process.exit(1);

const postgresLog = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'freightdesk-test-')), 'postgres.log');
process.stdout.write(
  `\nServer tests on PostgreSQL (${postgres}) run beside the browser tests; output: ${postgresLog}\n\n`,
);
const [browser, server] = await Promise.all([
  npm(['run', 'test:e2e']),
  npm(['run', 'test:server'], { env: { TEST_DATABASE_URL: postgres }, logFile: postgresLog }),
]);
process.stdout.write(`\n--- Server tests on PostgreSQL ---\n${fs.readFileSync(postgresLog, 'utf8')}`);
const browserFailed = failed('Browser tests', browser);
const serverFailed = failed('Server tests on PostgreSQL', server);
process.exit(browserFailed || serverFailed ? 1 : 0);
