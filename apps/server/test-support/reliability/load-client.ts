import fs from 'node:fs';
import { loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/database.ts';
import { type ServerNode, startNode } from '../../src/test/cluster.ts';
import { MASTER } from '../../src/test/master-data.ts';
import { TEST_PASSWORD, freshDatabase, insertTestUser } from '../../src/test/test-app.ts';
import type { Profile } from '@freightdesk/domain';

export type Engine = 'sqlite' | 'postgres';

/** Where the crash test and the soak create their PostgreSQL databases unless told otherwise. */
export const DEFAULT_PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** An answer, or the request's failure to get one (connection refused or reset, timeout): its outcome is unknown. */
export type Answer =
  { ok: true; status: number; headers: Headers; body: Buffer; ms: number } | { ok: false; error: string; ms: number };

export interface CallOptions {
  cookie?: string;
  json?: unknown;
  form?: FormData;
  timeoutMs?: number;
}

/** One HTTP call to a server; never throws. The status counts as the answer even if the body is cut off after it. */
export async function call(origin: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const started = performance.now();
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) body = options.form;
  let response: Response;
  try {
    response = await fetch(`${origin}/logistics${path}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
  } catch (error) {
    return {
      ok: false,
      error: error instanceof Error ? (error.cause?.toString() ?? error.message) : String(error),
      ms: performance.now() - started,
    };
  }
  let data = Buffer.alloc(0);
  try {
    data = Buffer.from(await response.arrayBuffer());
  } catch {
    // The status line arrived: the server answered. Only the rest of the body was lost.
  }
  return { ok: true, status: response.status, headers: response.headers, body: data, ms: performance.now() - started };
}

export function json<T>(answer: Answer): T {
  if (!answer.ok) throw new Error(`no answer: ${answer.error}`);
  return JSON.parse(answer.body.toString('utf8')) as T;
}

/** Signs in over HTTP and returns the Cookie header, or null when the server did not answer 200. */
export async function signIn(origin: string, username: string): Promise<string | null> {
  const answer = await call(origin, 'POST', '/login', { json: { username, password: TEST_PASSWORD } });
  if (!answer.ok || answer.status !== 200) return null;
  const session = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('fd_session='));
  return session?.split(';')[0] ?? null;
}

/** A small valid PDF, as a browser would upload it. */
export function pdfBlob(label: string, size = 2048): Blob {
  const head = `%PDF-1.4\n% ${label}\n`;
  return new Blob([head.padEnd(size, ' ')], { type: 'application/pdf' });
}

export const VENDORS = [MASTER.vendor, MASTER.otherVendor] as const;
export const TRUCKS = [MASTER.truck, MASTER.otherTruck] as const;

/** A trip as the entry form sends it. */
export function tripForm(vendor: string, truck: string, doNumber: string, weight: number, status = 'Open') {
  return {
    TruckNumber: truck,
    DONumber: doNumber,
    DriverName: 'Load Test',
    Vendor: vendor,
    DestinationFrom: MASTER.from,
    DestinationTo: MASTER.to,
    TruckType: 'Bulker',
    TransactionStatus: status,
    Weight: String(weight),
    DieselAmount: '1000',
    Advance: '500',
    Toll: '120',
  };
}

/** Vendors, a route with its rate and trucks, through the API as the office would enter them. */
export async function addMasterData(origin: string, cookie: string): Promise<void> {
  const post = async (path: string, body: object) => {
    const answer = await call(origin, 'POST', path, { cookie, json: body });
    if (!answer.ok || answer.status !== 201)
      throw new Error(`${path}: ${answer.ok ? answer.body.toString() : answer.error}`);
  };
  await post('/add-vendor', {
    companyName: VENDORS[0],
    companyOwner: 'Ravi Sharma',
    tdsRate: 2,
    gst: '27ABCDE1234F1Z5',
  });
  await post('/add-vendor', { companyName: VENDORS[1], companyOwner: 'K Balaji', tdsRate: 1 });
  await post('/add-freight', { from_destination: MASTER.from, to_destination: MASTER.to, rate: MASTER.rate });
  for (const truck of TRUCKS) {
    const form = new FormData();
    form.set('truck_no', truck);
    form.set('make', 'Tata');
    const answer = await call(origin, 'POST', '/add-vehicle', { cookie, form });
    if (!answer.ok || answer.status !== 201)
      throw new Error(`add-vehicle: ${answer.ok ? answer.body.toString() : answer.error}`);
  }
}

/** A fresh database of the engine, a handle on it for set-up and checks, and the environment for server nodes. */
export async function prepareDatabase(
  engine: Engine,
  pgAdminUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_PG_ADMIN_URL,
): Promise<{ env: Record<string, string>; db: Database; dispose: () => Promise<void> }> {
  const database = await freshDatabase(engine === 'postgres' ? pgAdminUrl : undefined);
  const { db } = await openDatabase(loadConfig({ ...database.env, LOG_LEVEL: 'silent' }));
  return {
    env: database.env,
    db,
    dispose: async () => {
      await db.destroy();
      await database.dispose();
    },
  };
}

/** Signs the user in on the node; retries while the node is (re)starting. */
export async function signInRetrying(
  origin: () => string,
  username: string,
): Promise<{ username: string; cookie: string }> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const cookie = await signIn(origin(), username);
    if (cookie) return { username, cookie };
    await sleep(200);
  }
  throw new Error(`could not sign ${username} in`);
}

/** A new active user of the profile, signed in on the node. */
export async function newSession(
  db: Database,
  origin: () => string,
  profile: Profile,
): Promise<{ username: string; cookie: string }> {
  return signInRetrying(origin, (await insertTestUser(db, { profile })).username);
}

/**
 * Users made before the load starts, for clients that must sign in as someone else during it (the upload limit is
 * per user). The runner then writes nothing to the database while the server does: on SQLite a second writing
 * process would make the server's transactions wait for it or fail, which is not what these tests measure.
 */
export class SparePeople {
  private constructor(
    private readonly db: Database,
    private readonly profile: Profile,
    private readonly usernames: string[],
  ) {}

  static async make(db: Database, profile: Profile, count: number): Promise<SparePeople> {
    const usernames: string[] = [];
    for (let i = 0; i < count; i += 1) usernames.push((await insertTestUser(db, { profile })).username);
    return new SparePeople(db, profile, usernames);
  }

  /** The next spare user, signed in; a new one (written now) only when none is left. */
  async next(origin: () => string): Promise<{ username: string; cookie: string }> {
    const username = this.usernames.shift();
    return username ? signInRetrying(origin, username) : newSession(this.db, origin, this.profile);
  }

  get left(): number {
    return this.usernames.length;
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const randomBetween = (min: number, max: number) => min + Math.random() * (max - min);

/** Resident memory of a process in MiB, from /proc/<pid>/status; null once it has gone. */
export function rssMiB(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

export { type ServerNode, startNode };
