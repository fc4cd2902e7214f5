/**
 * Issue 30's hostile files, sent by `bench/import.ts` to its running server: each one POSTed as a trips preview
 * (dryRun=true) and to the error report (/errors), a few rounds each, timing the answer (goal: refused in under 2 s),
 * reading the server's RSS after it, and probing /logistics/healthz while they are sent (goal: its p99 within 2x of
 * its p99 alone, measured by the same run). The files come from the server's test support, as its tests send them.
 */
import {
  hugeSharedStringXlsx,
  longCellXlsx,
  manyRowsCsv,
  wideHeaderCsv,
  xfdRowsXlsx,
  zipBombXlsx,
} from '../apps/server/test-support/hostile-sheets.ts';

/** One route's answer to a hostile file: the slowest of its rounds. */
export interface HostileAnswer {
  status: number;
  code: string;
  message: string;
  seconds: number;
}

export interface HostileFileFigures {
  name: string;
  bytes: number;
  /** The status the issue asks for: 413 or 422 past a bound (400 for a file read within them and found wanting). */
  expected: number;
  preview: HostileAnswer;
  errorReport: HostileAnswer;
  /** The server's RSS once the file's last answer came, and its peak while the file was sent, MB. */
  rssAfterMb: number;
  peakRssMb: number;
  /** The slowest /healthz call while the file was sent. */
  healthzMaxMs: number;
}

export interface HostileFigures {
  rounds: number;
  rssBeforeMb: number;
  files: HostileFileFigures[];
  healthzP99Ms: number;
  healthzCalls: number;
}

/** What the hostile case needs of the run of `bench/import.ts`: its server, its baseline and how many rounds. */
export interface HostileServer {
  base: string;
  cookie: string;
  rounds: number;
  healthzAloneP99Ms: number;
  /** Starts `work` once /healthz and check-auth (as in the baseline) are called every 20 ms: /healthz's latencies. */
  probeHealthz<T>(work: () => Promise<T>): Promise<{ result: T; healthz: number[] }>;
  rssMb(): number;
  resetPeak(): void;
  peakRssMb(): number;
}

/** The 99th percentile of latencies in ms (NaN for none). */
export function p99(latencies: readonly number[]): number {
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * 0.99)] ?? NaN;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface HostileFile {
  name: string;
  fileName: string;
  expected: number;
  data: () => Promise<Buffer> | Buffer;
}

/** The three files of issue 30, then each other bound's case (apps/server's hostile-files test asserts the answers). */
const HOSTILE_FILES: HostileFile[] = [
  { name: 'one 150 MB shared string', fileName: 'trips.xlsx', expected: 413, data: hugeSharedStringXlsx },
  { name: 'rows with a value in column XFD', fileName: 'trips.xlsx', expected: 422, data: () => xfdRowsXlsx() },
  // Blank cells far right cost nothing: the rows are read, and hold no header.
  {
    name: 'rows reaching XFD with blank cells',
    fileName: 'trips.xlsx',
    expected: 400,
    data: () => xfdRowsXlsx({ blank: true }),
  },
  { name: 'CSV header of 200,001 columns', fileName: 'trips.csv', expected: 422, data: () => wideHeaderCsv() },
  { name: 'zip bomb, 101 MB unpacked', fileName: 'trips.xlsx', expected: 413, data: () => zipBombXlsx() },
  {
    name: 'zip bomb claiming 1 MB',
    fileName: 'trips.xlsx',
    expected: 413,
    data: () => zipBombXlsx({ claimedSize: 1024 * 1024 }),
  },
  { name: 'cell of 40,000 characters', fileName: 'trips.xlsx', expected: 422, data: longCellXlsx },
  { name: 'CSV of 200,001 rows', fileName: 'trips.csv', expected: 413, data: () => manyRowsCsv() },
];

/** The file as it is uploaded, made once for all its sends: the bench's own copying competes with the server for CPU. */
function blobOf(file: HostileFile, data: Buffer): Blob {
  return new Blob([new Uint8Array(data)], { type: file.fileName.endsWith('.csv') ? 'text/csv' : XLSX });
}

async function send(server: HostileServer, path: string, file: HostileFile, blob: Blob): Promise<HostileAnswer> {
  const form = new FormData();
  form.set('file', blob, file.fileName);
  const started = performance.now();
  const response = await fetch(`${server.base}/api/import/${path}`, {
    method: 'POST',
    headers: { cookie: server.cookie },
    body: form,
  });
  const text = await response.text();
  const seconds = (performance.now() - started) / 1000;
  let body: { code?: string; message?: string } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // An error report (.xlsx) came back: the file was read whole, not refused.
  }
  return { status: response.status, code: body.code ?? '-', message: body.message ?? '', seconds };
}

/** The slowest round's answer: the time a user waits at worst. */
const slowest = (answers: HostileAnswer[]) =>
  answers.reduce((worst, answer) => (answer.seconds > worst.seconds ? answer : worst));

export async function hostileCase(server: HostileServer): Promise<HostileFigures> {
  const figures: HostileFigures = {
    rounds: server.rounds,
    rssBeforeMb: server.rssMb(),
    files: [],
    healthzP99Ms: 0,
    healthzCalls: 0,
  };
  const healthz: number[] = [];
  process.stdout.write(
    `hostile files, ${server.rounds} rounds each as a preview and an error report; server RSS before ` +
      `${figures.rssBeforeMb.toFixed(0)} MB\n`,
  );
  for (const file of HOSTILE_FILES) {
    const data = await file.data();
    const blob = blobOf(file, data);
    server.resetPeak();
    const sends = async () => {
      const answers: { preview: HostileAnswer[]; errorReport: HostileAnswer[] } = { preview: [], errorReport: [] };
      for (let round = 0; round < server.rounds; round += 1) {
        answers.preview.push(await send(server, 'trips?dryRun=true', file, blob));
        answers.errorReport.push(await send(server, 'trips/errors', file, blob));
      }
      return answers;
    };
    const { result, healthz: latencies } = await server.probeHealthz(sends);
    healthz.push(...latencies);
    const sent: HostileFileFigures = {
      name: file.name,
      bytes: data.length,
      expected: file.expected,
      preview: slowest(result.preview),
      errorReport: slowest(result.errorReport),
      rssAfterMb: server.rssMb(),
      peakRssMb: server.peakRssMb(),
      healthzMaxMs: Math.max(...latencies),
    };
    figures.files.push(sent);
    const answer = ({ status, code, seconds }: HostileAnswer) => `${status} ${code} in ${seconds.toFixed(2)} s`;
    process.stdout.write(
      `  ${sent.name} (${(sent.bytes / 1024).toFixed(0)} KB): preview ${answer(sent.preview)}, error report ` +
        `${answer(sent.errorReport)} (slowest of ${server.rounds}; goal 2 s); "${sent.preview.message.slice(0, 80)}"; server RSS ` +
        `after ${sent.rssAfterMb.toFixed(0)} MB, peak ${sent.peakRssMb.toFixed(0)} MB; slowest /healthz ` +
        `${sent.healthzMaxMs.toFixed(1)} ms\n`,
    );
  }
  figures.healthzP99Ms = p99(healthz);
  figures.healthzCalls = healthz.length;
  process.stdout.write(
    `  /healthz p99 while they were sent: ${figures.healthzP99Ms.toFixed(1)} ms over ${healthz.length} calls = ` +
      `${(figures.healthzP99Ms / server.healthzAloneP99Ms).toFixed(1)}x its ` +
      `${server.healthzAloneP99Ms.toFixed(1)} ms alone (goal 2x)\n`,
  );
  return figures;
}
