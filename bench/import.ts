/**
 * `npm run bench:import`: issue 18's figures for a 50,000-row trips file (.xlsx): preview and commit times, the
 * server's peak RSS, and check-auth's p99 while the import runs (targets: 20 s, 30 s, 350 MB, 100 ms); issue 30's
 * /logistics/healthz p99 during the import beside its p99 alone, and the hostile files' case (bench/hostile-import.ts):
 * each one's time to refusal, the server's RSS after it, and /healthz p99 while they are sent.
 *
 * The server is built (esbuild, as `npm start` runs it) and started as its own process on a fresh SQLite folder, or on
 * PostgreSQL with --database-url. Options: --rows 50000  --port 3390  --database-url postgres://...  --json file (the
 * figures as JSON too, for `npm run bench`'s table)  --cases import,hostile  --hostile-rounds 3.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { type HostileFigures, hostileCase, p99 } from './hostile-import.ts';
import { Prober } from './probe.ts';

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
    cases: { type: 'string', default: 'import,hostile' },
    'hostile-rounds': { type: 'string', default: '3' },
  },
});
const ROWS = Number(options.rows);
const CASES = new Set(options.cases.split(','));
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

/** A figure of the server process's /proc status (VmRSS now, VmHWM the peak since the last reset), in MB. */
const procStatusMb = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) /
  1024;

const peakRssMb = (pid: number) => procStatusMb(pid, 'VmHWM');

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
  /** check-auth's and /healthz's p99 over 5 s with nothing else running: this run's baseline. */
  idleP99Ms: number;
  healthzAloneP99Ms: number;
  steps: { what: 'preview' | 'commit'; seconds: number; p99Ms: number; healthzP99Ms: number; peakRssMb: number }[];
  hostile?: HostileFigures;
}

interface ProbedWork<T> {
  result: T;
  checkAuth: number[];
  healthz: number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** check-auth and /healthz, each called every 20 ms by its own loop (bench/probe.ts) while `work` runs. */
async function probeAuthAndHealthz<T>(prober: Prober, work: () => Promise<T>): Promise<ProbedWork<T>> {
  const { result, latencies } = await prober.during(work);
  const [checkAuth = [], healthz = []] = latencies;
  return { result, checkAuth, healthz };
}

const ratio = (during: number, alone: number) => `${(during / alone).toFixed(1)}x`;

async function main(): Promise<void> {
  const loadAtStart = os.loadavg()[0] ?? 0;
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
  let prober: Prober | undefined;
  try {
    await waitHealthy(child);
    const cookie = await signIn();
    const probeCookie = await signIn();
    const probes = new Prober([
      { url: `${BASE}/check-auth`, headers: { cookie: probeCookie } },
      { url: `${BASE}/healthz` },
    ]);
    prober = probes;
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

    const file = CASES.has('import') ? await tripsFile(ROWS) : Buffer.alloc(0);
    if (CASES.has('import')) process.stdout.write(`${ROWS} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB .xlsx\n`);
    const pid = child.pid ?? 0;
    // The same probes with nothing else running: what this machine gives them at the moment.
    const alone = await probeAuthAndHealthz(probes, () => sleep(5000));
    const figures: ImportFigures = {
      rows: ROWS,
      idleP99Ms: p99(alone.checkAuth),
      healthzAloneP99Ms: p99(alone.healthz),
      steps: [],
    };
    process.stdout.write(
      `server RSS at the start: ${peakRssMb(pid).toFixed(0)} MB; with no import, check-auth p99 ` +
        `${figures.idleP99Ms.toFixed(0)} ms over ${alone.checkAuth.length} calls, /healthz p99 ` +
        `${figures.healthzAloneP99Ms.toFixed(1)} ms over ${alone.healthz.length} calls\n`,
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
    const steps = [
      ['preview', '?dryRun=true', 20],
      ['commit', '', 30],
    ] as const;
    for (const [what, query, target] of CASES.has('import') ? steps : []) {
      resetPeak(pid);
      const { result, checkAuth, healthz } = await probeAuthAndHealthz(probes, () => upload(query));
      const step = {
        what,
        seconds: result.seconds,
        p99Ms: p99(checkAuth),
        healthzP99Ms: p99(healthz),
        peakRssMb: peakRssMb(pid),
      };
      const { create, update, unchanged } = result.body;
      process.stdout.write(
        `${what}: ${step.seconds.toFixed(1)} s (target ${target} s), create ${String(create)} update ${String(update)} ` +
          `unchanged ${String(unchanged)}; check-auth p99 ${step.p99Ms.toFixed(0)} ms over ${checkAuth.length} calls ` +
          `(target 100 ms); /healthz p99 ${step.healthzP99Ms.toFixed(1)} ms over ${healthz.length} calls = ` +
          `${ratio(step.healthzP99Ms, figures.healthzAloneP99Ms)} its ${figures.healthzAloneP99Ms.toFixed(1)} ms ` +
          `alone; server peak RSS ${step.peakRssMb.toFixed(0)} MB (target 350 MB)\n`,
      );
      figures.steps.push(step);
    }
    if (CASES.has('hostile')) {
      figures.hostile = await hostileCase({
        base: BASE,
        cookie,
        rounds: Number(options['hostile-rounds']),
        healthzAloneP99Ms: figures.healthzAloneP99Ms,
        probeHealthz: (work) => probeAuthAndHealthz(probes, work),
        rssMb: () => procStatusMb(pid, 'VmRSS'),
        resetPeak: () => resetPeak(pid),
        peakRssMb: () => peakRssMb(pid),
      });
    }
    if (options.json) fs.writeFileSync(options.json, JSON.stringify(figures));
    const [atStart, atEnd] = [loadAtStart, os.loadavg()[0] ?? 0];
    process.stdout.write(
      `load average ${atStart.toFixed(1)} at the start, ${atEnd.toFixed(1)} at the end on ${os.cpus().length} cores` +
        (Math.max(atStart, atEnd) > 1.5 ? ' (other work was running: compare the ratios, not the times)\n' : '\n'),
    );
  } finally {
    await prober?.close();
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
