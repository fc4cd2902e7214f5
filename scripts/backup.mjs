// `npm run backup -- [file]` and `npm run restore -- <file> [--force]`: builds the server bundle when the sources
// changed since, then runs its backup command on the database the server is configured for (same environment).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'apps/server/dist/backup-cli.js');
const sources = ['packages/domain/src', 'apps/server/src', 'package-lock.json'].map((p) => path.join(root, p));

function newestChange(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(target).map((name) => newestChange(path.join(target, name))));
}

if (!fs.existsSync(entry) || Math.max(...sources.map(newestChange)) > fs.statSync(entry).mtimeMs) {
  console.error('Building the FreightDesk server...');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The bundle reads its command from argv: [node, script, command, ...arguments].
await import(pathToFileURL(entry).href);
