// What `npm test` needs besides node_modules: Chromium's headless shell for the browser tests, PostgreSQL on
// 127.0.0.1:5432 and Redis on 127.0.0.1:6379 for the second pass and the several-nodes tests. Checked before anything
// runs, so a missing part is named in one line with its command instead of failing minutes in. Run as root on Debian,
// the headless shell is installed here as CI does.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

function canInstallChromium() {
  return !process.env.CHROMIUM_PATH && process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
}

function installChromium() {
  process.stdout.write("Chromium's headless shell is missing: installing it with apt-get (as root on Debian)...\n");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium-headless-shell'],
  ]) {
    if (spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env }).status !== 0) return false;
  }
  return fs.existsSync(chromiumPath);
}

/** Resolves true when something accepts a TCP connection on `host`:`port` within 2 seconds. */
function listening(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

/** One line per missing part, each with the command that installs or starts it; [] when all is there. */
export async function missingPrerequisites(postgresUrl) {
  const { hostname, port } = new URL(postgresUrl);
  const postgresAt = `${hostname}:${port || 5432}`;
  const missing = [];
  if (!fs.existsSync(chromiumPath) && !(canInstallChromium() && installChromium())) {
    missing.push(
      `Chromium's headless shell is not at ${chromiumPath}: install it (as root: apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.`,
    );
  }
  const redisUrl = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  const redisAt = `${redisUrl.hostname}:${redisUrl.port || 6379}`;
  const [postgres, redis] = await Promise.all([
    listening(hostname, Number(port || 5432)),
    listening(redisUrl.hostname, Number(redisUrl.port || 6379)),
  ]);
  if (!postgres) {
    missing.push(
      `PostgreSQL is not listening on ${postgresAt}: start it (pg_ctlcluster <version> main start) or set TEST_DATABASE_URL.`,
    );
  }
  if (!redis) {
    missing.push(
      `Redis is not listening on ${redisAt}: start it (redis-server --daemonize yes --save "") or set TEST_REDIS_URL.`,
    );
  }
  return missing;
}
