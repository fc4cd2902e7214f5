/**
 * `npm run bench:import`: issue 18's figures for a 50,000-row trips file (.xlsx): preview and commit times, the
 * server's peak RSS, and check-auth's p99 while the import runs (targets: 20 s, 30 s, 350 MB, 100 ms).
 *
 * The server is built (esbuild, as `npm start` runs it) and started as its own process on a fresh SQLite folder, or on
 * PostgreSQL with --database-url. Options: --rows 50000  --port 3390  --database-url postgres://...  --json file (the
 * figures as JSON too, for `npm run bench`'s table).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_DIR = path.join(ROOT, 'apps', 'server');
const ADMIN = 'bench_import_admin';
const PASSWORD = 'Bench@Import1';

const { values: options } = parseArgs({
  options: {
    rows: { type: 'string', default: '50000' },
    port: { type: 'string', default: '3390' },
    'database-url': { type: 'string' },
    json: { type: 'string' },
  },
});
const ROWS = Number(options.rows);
const BASE = `http://127.0.0.1:${options.port}/logistics`;

async function waitHealthy(child: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 1200; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (
      await fetch(`${BASE}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

async function signIn(): Promise<string> {
  const response = await fetch(`${BASE}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Starts the server's peak RSS (VmHWM) afresh, so the next peak belongs to the next request. */
const resetPeak = (pid: number) => fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');

/** The peak RSS of the server process since the last reset, in MB. */
const peakRssMb = (pid: number) =>
  Number(/^VmHWM:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

/** A trips file as an office would bring it: newest first, 25 trips a day, Indian-grouped amounts. */
async function tripsFile(rows: number): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  // Shared strings, as Excel writes a workbook.
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true, useStyles: false });
  const sheet = book.addWorksheet('Trips');
  sheet
    .addRow([
      'TruckNumber',
      'DONumber',
      'localDate',
      'Vendor',
      'DestinationFrom',
      'DestinationTo',
      'TruckType',
      'TransactionStatus',
      'Weight',
      'DieselAmount',
      'Advance',
      'Toll',
    ])
    .commit();
  const start = Date.UTC(2025, 4, 1);
  for (let i = 0; i < rows; i += 1) {
    const day = new Date(start - Math.floor(i / 25) * 86_400_000);
    const date = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
    sheet
      .addRow([
        'MH12AB1234',
        `DO-${i}`,
        date,
        'Bench Roadlines',
        'Pune',
        'Mumbai',
        'Bulker',
        'Open',
        10 + (i % 90) / 10,
        '1,250.50',
        2000,
        450,
      ])
      .commit();
  }
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

/** What one run measured; `npm run bench` reads it back with --json. */
export interface ImportFigures {
  rows: number;
  idleP99Ms: number;
  steps: { what: 'preview' | 'commit'; seconds: number; p99Ms: number; peakRssMb: number }[];
}

/** check-auth every 20 ms while `work` runs: its p99 in ms. */
async function checkAuthP99During<T>(
  cookie: string,
  work: Promise<T>,
): Promise<{ result: T; p99: number; count: number }> {
  const latencies: number[] = [];
  let done = false;
  const probe = (async () => {
    while (!done) {
      const started = performance.now();
      await fetch(`${BASE}/check-auth`, { headers: { cookie } });
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const result = await work.finally(() => {
    done = true;
  });
  await probe;
  latencies.sort((a, b) => a - b);
  return { result, p99: latencies[Math.floor(latencies.length * 0.99)] ?? NaN, count: latencies.length };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'freightdesk-bench-import-'));
  if (spawnSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' }).status !== 0) {
    throw new Error('the server build failed');
  }
  const child = spawn(process.execPath, [path.join(SERVER_DIR, 'dist', 'server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      ...(options['database-url'] ? { DATABASE_URL: options['database-url'] } : {}),
      PORT: options.port,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      MALLOC_ARENA_MAX: '2',
      ADMIN_USERNAME: ADMIN,
      ADMIN_PASSWORD: PASSWORD,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitHealthy(child);
    const cookie = await signIn();
    const probeCookie = await signIn();
    const post = async (url: string, body: object) => {
      const response = await fetch(`${BASE}${url}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    };
    await post('/add-vendor', { companyName: 'Bench Roadlines', companyOwner: 'Ravi Sharma', tdsRate: 2 });
    await post('/add-freight', { from_destination: 'Pune', to_destination: 'Mumbai', rate: 1250.5 });
    const truck = new FormData();
    truck.set('truck_no', 'MH12AB1234');
    const added = await fetch(`${BASE}/add-vehicle`, { method: 'POST', headers: { cookie }, body: truck });
    if (!added.ok) throw new Error(`add-vehicle: ${added.status}`);

    const file = await tripsFile(ROWS);
    process.stdout.write(`${ROWS} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB .xlsx\n`);
    const pid = child.pid ?? 0;
    // The same probe with nothing else running: what this machine gives check-auth at the moment.
    const idle = await checkAuthP99During(probeCookie, new Promise((resolve) => setTimeout(resolve, 5000)));
    process.stdout.write(
      `server RSS before the import: ${peakRssMb(pid).toFixed(0)} MB; check-auth p99 with no import ` +
        `${idle.p99.toFixed(0)} ms over ${idle.count} calls\n`,
    );
    const upload = async (query: string) => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(file)]), 'trips.xlsx');
      const started = performance.now();
      const response = await fetch(`${BASE}/api/import/trips${query}`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      });
      const body = (await response.json()) as Record<string, unknown>;
      if (!response.ok) throw new Error(`import${query}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
      return { seconds: (performance.now() - started) / 1000, body };
    };
    const figures: ImportFigures = { rows: ROWS, idleP99Ms: idle.p99, steps: [] };
    for (const [what, query, target] of [
      ['preview', '?dryRun=true', 20],
      ['commit', '', 30],
    ] as const) {
      resetPeak(pid);
      const { result, p99, count } = await checkAuthP99During(probeCookie, upload(query));
      const { create, update, unchanged } = result.body;
      process.stdout.write(
        `${what}: ${result.seconds.toFixed(1)} s (target ${target} s), create ${String(create)} update ${String(update)} ` +
          `unchanged ${String(unchanged)}; check-auth p99 ${p99.toFixed(0)} ms over ${count} calls (target 100 ms); ` +
          `server peak RSS ${peakRssMb(pid).toFixed(0)} MB (target 350 MB)\n`,
      );
      figures.steps.push({ what, seconds: result.seconds, p99Ms: p99, peakRssMb: peakRssMb(pid) });
    }
    if (options.json) fs.writeFileSync(options.json, JSON.stringify(figures));
  } finally {
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
