/**
 * Property-based fuzzing of every route (issue 8): generated and hostile payloads, as every profile and signed out.
 * Each request must answer below 500; every 4xx must be the JSON error shape; after every 4xx the database must be
 * byte-identical to before it (except the parts listed in CHANGES_ALLOWED_ON_4XX, with their reasons); after every
 * accepted write every stored row must still pass the domain's rules (stored-rows.ts).
 *
 * FUZZ_RUNS (default 20) sets the runs per route for each caller the route admits; callers it refuses get a tenth.
 * FUZZ_SEED replays a run.
 */
import { PROFILES, type Profile, apiErrorSchema, can, loginRefusedSchema } from '@freightdesk/domain';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/http/access-control.ts';
import { type TestContext, createTestApp } from '../../src/test/test-app.ts';
import { CHANGES_ALLOWED_ON_4XX, type DatabaseDump, createDumper, dumpDifferences } from './db-dump.ts';
import {
  type Body,
  hostileString,
  jsonBody,
  multipartBody,
  pathSegment,
  percentEncode,
  queryString,
} from './payloads.ts';
import { createStoredRowChecker } from './stored-rows.ts';
import { type World, seedWorld } from './world.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
// The login's 401 also says how many attempts are left before the lock (issue 29); every other 4xx is the plain shape.
const errorShape = apiErrorSchema.strict().or(loginRefusedSchema.strict());

type Caller = Profile | 'anonymous';
const CALLERS: Caller[] = ['anonymous', ...PROFILES];

let ctx: TestContext;
let world: World;
let dumper: ReturnType<typeof createDumper>;
let storedRowProblems: ReturnType<typeof createStoredRowChecker>;
/** Broken rules already reported: a bad row stays, and only the request that made it is to blame. */
const reported = new Set<string>();
/** The database as it is now, when known: a 4xx leaves it as it was, so it need not be read again. */
let known: DatabaseDump | undefined;
/** Answers by route and status, printed at the end to show how deep the requests got. */
const tally = new Map<string, Map<number, number>>();
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort().join();

beforeAll(async () => {
  ctx = await createTestApp();
  world = await seedWorld(ctx);
  dumper = createDumper(ctx.db);
  storedRowProblems = createStoredRowChecker(ctx.db);
}, 60_000);
afterAll(() => ctx?.close());

const admits = (route: RouteEntry, caller: Caller) => {
  const access = route.access ?? 'public';
  if (access === 'public') return true;
  if (caller === 'anonymous') return false;
  return access === 'signedIn' || can(caller, access);
};

/** Routes that end sessions or delete seeded data run last, so the others still find something to work on. */
const destructive = (route: RouteEntry) =>
  route.url.endsWith('/logout') ? 2 : route.method === 'DELETE' || /delete|disable|reject/.test(route.url) ? 1 : 0;

function requests(route: RouteEntry, caller: Caller): fc.Arbitrary<InjectOptions> {
  const key = `${route.method} ${route.url}`;
  const shape = world.shapes[key] ?? {};
  const names = [...route.url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
  const segments = fc.tuple(...names.map((name) => pathSegment(world.params(route.url, name))));
  const query = queryString(shape.query ?? {});
  let body: fc.Arbitrary<Body | undefined>;
  if (route.consumes.includes('multipart/form-data') && shape.multipart) {
    body = fc.oneof(
      { weight: 6, arbitrary: multipartBody(shape.multipart) },
      { weight: 1, arbitrary: jsonBody(shape.multipart.fields) },
    );
  } else if (route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH')
    body = jsonBody(shape.body ?? {});
  else body = fc.option(jsonBody({}), { freq: 5 }).map((b) => b ?? undefined);
  const cookie: fc.Arbitrary<string | undefined> =
    caller === 'anonymous'
      ? fc
          .option(
            hostileString.map((s) => `fd_session=${percentEncode(s.slice(0, 200))}`),
            { freq: 2 },
          )
          .map((c) => c ?? undefined)
      : fc.constant(world.cookies[caller]);
  return fc.tuple(segments, query, body, cookie).map(([values, search, content, session]) => {
    let index = 0;
    const path = route.url.replace(/:\w+|\*/g, () => values[index++] ?? 'x');
    return {
      method: route.method,
      url: `${path}${search}`,
      headers: { ...(content?.headers ?? {}), ...(session ? { cookie: session } : {}) },
      ...(content?.payload === undefined ? {} : { payload: content.payload }),
    };
  });
}

function describeRequest(caller: Caller, request: InjectOptions): string {
  const payload = request.payload;
  const text = Buffer.isBuffer(payload) ? payload.toString('latin1') : typeof payload === 'string' ? payload : '';
  const headers = { ...(request.headers as Record<string, string>) };
  delete headers.cookie;
  return `${caller} ${request.method} ${(typeof request.url === 'string' ? request.url : JSON.stringify(request.url)).slice(0, 300)} ${JSON.stringify(headers)} ${JSON.stringify(text.slice(0, 300))}`;
}

/** Sends one request and checks the three promises; returns nothing, throws with the request on a failure. */
async function check(route: string, caller: Caller, request: InjectOptions): Promise<void> {
  // Counters of rate limits would turn the rest of a run into 429s; they are outside the comparison anyway.
  await ctx.db.deleteFrom('rate_limits').execute();
  await ctx.db.deleteFrom('login_failures').execute();
  const before = known ?? (await dumper.dump());
  const response = await ctx.app.inject(request);
  const status = response.statusCode;
  const counts = tally.get(route) ?? new Map<number, number>();
  tally.set(route, counts.set(status, (counts.get(status) ?? 0) + 1));
  const where = `${describeRequest(caller, request)}\n-> ${status} ${response.body.slice(0, 300)}`;
  expect(status, where).toBeLessThan(500);
  expect(Object.getOwnPropertyNames(Object.prototype).sort().join(), `prototype polluted by ${where}`).toBe(
    prototypeKeys,
  );
  if (status < 400) {
    known = undefined;
    if (request.method === 'GET') return;
    const fresh = (await storedRowProblems()).filter((problem) => !reported.has(problem));
    for (const problem of fresh) reported.add(problem);
    expect(fresh, `${fresh.join('; ')}: a stored row broken by ${where}`).toEqual([]);
    return;
  }
  expect(String(response.headers['content-type']), where).toMatch(/^application\/json/);
  let body: unknown;
  try {
    body = response.json();
  } catch {
    throw new Error(`not JSON: ${where}`);
  }
  expect(errorShape.safeParse(body).success, `error shape: ${where}`).toBe(true);
  const after = await dumper.dump();
  expect(dumpDifferences(before, after), `database changed by a ${status}: ${where}`).toEqual([]);
  known = after;
}

describe('fuzzing every route as every profile and signed out', () => {
  it('lists the changes a 4xx may make, each with its reason', () => {
    expect(Object.keys(CHANGES_ALLOWED_ON_4XX).sort()).toEqual([
      'login_failures',
      'rate_limits',
      'sessions.last_seen_at',
    ]);
  });

  it('starts from seeded rows that pass the domain rules', async () => {
    expect(await storedRowProblems()).toEqual([]);
  });

  it('has a real-shaped body for every route that reads one, and fields for every upload route', () => {
    const routes = ctx.app.routeCatalog();
    const uploads = routes.filter((r) => r.consumes.includes('multipart/form-data'));
    const imports = ['vendors', 'freight', 'vehicles', 'trips', 'customers', 'customer-rates'].flatMap((kind) => [
      `/logistics/api/import/${kind}`,
      `/logistics/api/import/${kind}/errors`,
    ]);
    expect(uploads.map((r) => r.url).sort()).toEqual(
      [
        '/logistics/add-vehicle',
        '/logistics/api/reports/:id',
        '/logistics/api/vendors/:name/tds-documents',
        '/logistics/upload',
        '/logistics/upload/chat',
        ...imports,
      ].sort(),
    );
    for (const route of uploads)
      expect(world.shapes[`${route.method} ${route.url}`]?.multipart, route.url).toBeDefined();
    // A new POST route gets a real-shaped body in world.ts, or joins this list of routes that read none.
    const bodiless = /\/(logout|reject|disable|enable|one-time-password|read)$/;
    for (const route of routes.filter((r) => r.method === 'POST' && !bodiless.test(r.url))) {
      const shape = world.shapes[`${route.method} ${route.url}`];
      expect(shape?.body ?? shape?.multipart, `${route.url} needs a shape in fuzz/world.ts`).toBeDefined();
    }
  });

  const order = () =>
    ctx.app
      .routeCatalog()
      .map((route, i) => ({ route, i }))
      .sort((a, b) => destructive(a.route) - destructive(b.route) || a.i - b.i)
      .map(({ route }) => route);

  it('never answers 5xx, always the JSON error shape on 4xx, and a 4xx changes nothing', async () => {
    let sent = 0;
    // Every route and caller runs even after a failure, so one run reports every problem found.
    const failures: string[] = [];
    for (const route of order()) {
      for (const caller of CALLERS) {
        const numRuns = admits(route, caller) ? RUNS : Math.max(1, Math.ceil(RUNS / 10));
        const details = await fc.check(
          fc.asyncProperty(requests(route, caller), async (request) => {
            sent += 1;
            await check(`${route.method} ${route.url}`, caller, request);
          }),
          { numRuns, endOnFailure: true, ...(SEED === undefined ? {} : { seed: SEED }) },
        );
        if (details.failed) {
          const reason =
            details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
          failures.push(`${route.method} ${route.url} as ${caller} (seed ${details.seed}): ${reason.split('\n\n')[0]}`);
        }
      }
    }
    if (process.env.FUZZ_VERBOSE) {
      for (const [route, counts] of tally) {
        const statuses = [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}:${n}`);
        console.log(`${route.padEnd(60)} ${statuses.join(' ')}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await storedRowProblems(), 'after the run, every stored row passes the domain rules').toEqual([]);
    expect(sent).toBeGreaterThan(ctx.app.routeCatalog().length * CALLERS.length);
  }, 600_000);
});
