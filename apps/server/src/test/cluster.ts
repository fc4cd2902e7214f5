import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerNode {
  origin: string;
  /** The server process's id, e.g. to read its memory from /proc/<pid>/status. */
  pid: number;
  /** Everything the process wrote, for a failing test's message. */
  output: () => string;
  stop: () => Promise<void>;
  /** Sends the signal (SIGKILL to crash it) and resolves once the process has exited. */
  kill: (signal: NodeJS.Signals) => Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * How long a server process started from source (tsx) may take to answer its health check. It bounds a hang, not
 * speed: on a 2-core machine busy with the browser tests, a start at nice 10 took over 30 s (CI rehearsal,
 * 2026-11-27, cluster.test.ts and server.test.ts on PostgreSQL), where it takes 2 s on an idle one.
 */
export const PROCESS_START_MS = 180_000;

async function waitHealthy(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + PROCESS_START_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output()}`);
    try {
      const response = await fetch(`${origin}/logistics/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not healthy within ${PROCESS_START_MS / 1000} s:\n${output()}`);
}

/** A real server process (the source, run by tsx) on its own port, with the given environment. */
export async function startNode(env: Record<string, string>): Promise<ServerNode> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  await waitHealthy(origin, child, () => text);
  const kill = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  return { origin, pid: child.pid ?? 0, output: () => text, stop: () => kill('SIGTERM'), kill };
}

/** Signs a user in on a node as a browser does; the session cookie to send back (`fd_session=...`). */
export async function signInOn(node: ServerNode, username: string, password: string): Promise<string> {
  const response = await fetch(`${node.origin}/logistics/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const session = response.headers.getSetCookie().find((text) => text.startsWith('fd_session='));
  if (!session) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return session.split(';')[0] ?? '';
}
