// `npm start` (or `npm run demo`): builds when the sources are newer than the build, then serves the app.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['apps/server/dist/server.js', 'apps/web/dist/index.html'].map((p) => path.join(root, p));
const sources = [
  'packages/domain/src',
  'apps/server/src',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'package-lock.json',
].map((p) => path.join(root, p));

function newestChange(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(target).map((name) => newestChange(path.join(target, name))));
}

const built = outputs.every((file) => fs.existsSync(file));
const oldestOutput = built ? Math.min(...outputs.map((file) => fs.statSync(file).mtimeMs)) : 0;
if (!built || Math.max(...sources.map(newestChange)) > oldestOutput) {
  console.log('Building FreightDesk...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const entry = process.argv[2] === 'demo' ? 'apps/server/dist/demo.js' : 'apps/server/dist/server.js';
if (process.platform === 'linux' && !process.env.MALLOC_ARENA_MAX) {
  // glibc gives each of libuv's worker threads (compression, Excel files, password hashing) a malloc arena of its own
  // and keeps what each grew to: with two arenas the server's RSS after a day's work stays near 200 MB instead of 300
  // (npm run bench). The variable only counts when set before Node starts, so the server runs as a child.
  const child = spawn(process.execPath, [path.join(root, entry)], {
    stdio: 'inherit',
    env: { ...process.env, MALLOC_ARENA_MAX: '2' },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await import(pathToFileURL(path.join(root, entry)).href);
}
