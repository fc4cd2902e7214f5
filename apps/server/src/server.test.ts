import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROCESS_START_MS } from './test/cluster.ts';

const serverEntry = path.resolve(import.meta.dirname, 'server.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'freightdesk-process-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + PROCESS_START_MS;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const healthy = (port: number) =>
  fetch(`http://127.0.0.1:${port}/logistics/healthz`).then(
    (r) => r.ok,
    () => false,
  );

// Each test starts a server process and waits for it: on a busy machine that takes far longer than a test's 20 s.
describe('the server process', { timeout: PROCESS_START_MS + 20_000 }, () => {
  it('stops at start with a message naming a bad variable', async () => {
    const server = startServer({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT must be a whole number between 1 and 65535');
  });

  it('migrates, prints the first admin one-time password, serves, and shuts down gracefully on SIGTERM', async () => {
    const port = 3900 + Math.floor(Math.random() * 90);
    const server = startServer({ PORT: String(port) });
    let child: ChildProcess | undefined = server.child;
    try {
      await until(() => healthy(port));
      expect(server.output()).toMatch(
        /log in as "admin" with the one-time password:\s+[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/,
      );
      expect(fs.existsSync(path.join(dataDir, 'freightdesk.sqlite'))).toBe(true);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      child = undefined;
    } finally {
      child?.kill('SIGKILL');
    }
  });
});
