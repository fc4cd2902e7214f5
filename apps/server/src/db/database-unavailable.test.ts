import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@freightdesk/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { whileWriteLocked, watched } from '../test/sqlite-lock.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { SQLITE_FILE_NAME, openDatabase } from './database.ts';
import { isDatabaseUnavailable } from './engine.ts';

const UNAVAILABLE = { message: MESSAGES.databaseUnavailable, code: 'SERVICE_UNAVAILABLE' };
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie } = await ctx.signIn('accountant'));
});
afterAll(() => ctx.close());

const sqliteFile = () => path.join(ctx.config.dataDir, SQLITE_FILE_NAME);
const vendor = (companyName: string) => ({ companyName, companyOwner: 'Test Owner', tdsRate: 1 });
const vendorExists = async (companyName: string) =>
  (await ctx.db.selectFrom('vendors').select('id').where('company_name', '=', companyName).executeTakeFirst()) !==
  undefined;

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string) => Object.assign(new Error('x'), { code });
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['PostgreSQL shutting down', withCode('57P01')],
    ['PostgreSQL starting up', withCode('57P03')],
    ['a connection exception', withCode('08006')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('timeout exceeded when trying to connect')],
    ['SQLite locked', withCode('SQLITE_BUSY')],
    ['SQLite disk I/O', withCode('SQLITE_IOERR_WRITE')],
    ['a wrapped cause', new Error('outer', { cause: withCode('ECONNRESET') })],
    ['every address refused', new AggregateError([withCode('ECONNREFUSED')])],
  ])('%s: yes', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['SQLite constraint', withCode('SQLITE_CONSTRAINT_UNIQUE')],
    ['a plain error', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
  ])('%s: no', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(false));
});

/** Each engine's pass registers the outage it can produce: a lock on SQLite, a cut connection on PostgreSQL. */
function sqliteLockedSuite() {
  describe('SQLite locked by another writer', () => {
    it('a write that cannot get the lock within the busy timeout answers 503, and the next one succeeds', async () => {
      const addVendor = () =>
        ctx.app.inject({
          method: 'POST',
          url: '/logistics/add-vendor',
          headers: { cookie },
          payload: vendor('Locked Out Carriers'),
        });
      await whileWriteLocked(sqliteFile(), async () => {
        const response = await addVendor();
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual(UNAVAILABLE);
        expect(response.headers['retry-after']).toBe('5');
      });
      expect(await vendorExists('Locked Out Carriers')).toBe(false);
      expect((await addVendor()).statusCode).toBe(201);
    }, 20_000);

    it('a write waits for the lock without stopping the server: other requests answer, and it is written after', async () => {
      const adding = await whileWriteLocked(sqliteFile(), async () => {
        const request = watched(
          ctx.app.inject({
            method: 'POST',
            url: '/logistics/add-vendor',
            headers: { cookie },
            payload: vendor('Patient Carriers'),
          }),
        );
        // The event loop runs on while the write waits: a timer fires and the other connection still holds the lock.
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(request.settled()).toBe(false);
        return request;
      });
      expect((await adding.promise).statusCode).toBe(201);
      expect(await vendorExists('Patient Carriers')).toBe(true);
    }, 20_000);
  });
}

/** A TCP proxy in front of PostgreSQL that the test can cut and restore, leaving the real server running. */
async function postgresProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let cutCondition: ((sent: string) => boolean) | undefined;
  const listen = (port: number) =>
    new Promise<net.Server>((resolve, reject) => {
      const proxy = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        const end = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', end);
          socket.on('close', end);
        }
        client.on('data', (chunk: Buffer) => {
          if (cutCondition?.(chunk.toString('latin1'))) end();
          else upstream.write(chunk);
        });
        upstream.pipe(client);
      });
      proxy.once('error', reject);
      proxy.listen(port, '127.0.0.1', () => resolve(proxy));
    });
  // Ports 3400-3499 are ours for tests; take the first free one from a random start.
  const first = 3400 + Math.floor(Math.random() * 100);
  let port = 0;
  for (let i = 0; i < 100 && !server; i++) {
    port = 3400 + ((first - 3400 + i) % 100);
    server = await listen(port).catch(() => undefined);
  }
  if (!server) throw new Error('no free port in 3400-3499');
  return {
    port,
    /** PostgreSQL "goes away": no new connections, every open one cut. */
    async cut() {
      const closed = new Promise((resolve) => server?.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
      server = undefined;
    },
    /** Cuts a connection instead of forwarding what the server sends when `condition` holds for it. */
    cutWhen(condition: ((sent: string) => boolean) | undefined) {
      cutCondition = condition;
    },
    async restore() {
      server = await listen(port);
    },
    async close() {
      if (server) await this.cut();
    },
  };
}

function postgresOutageSuite() {
  describe('PostgreSQL going away and coming back', () => {
    let proxy: Awaited<ReturnType<typeof postgresProxy>>;
    let node: FastifyInstance;

    beforeAll(async () => {
      const direct = new URL(ctx.config.databaseUrl ?? '');
      proxy = await postgresProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
      const proxied = new URL(direct);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(proxy.port);
      const config = { ...ctx.config, databaseUrl: proxied.toString() };
      node = await buildApp(config, await openDatabase(config), {
        logger: false,
        webDir: path.join(os.tmpdir(), 'no-web-app'),
      });
    });
    afterAll(async () => {
      await node.close();
      await proxy.close();
    });

    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      node.inject({ method, url: `/logistics${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

    it('answers 503 with a clear message while it is gone, reports unhealthy, and recovers by itself', async () => {
      expect((await call('GET', '/healthz')).statusCode).toBe(200);
      expect((await call('GET', '/list-vendor')).statusCode).toBe(200);

      await proxy.cut();
      for (const [method, url, payload] of [
        ['GET', '/list-vendor'],
        ['POST', '/add-vendor', vendor('Written During Outage')],
        ['GET', '/check-auth'],
      ] as const) {
        const response = await call(method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(503);
        expect(response.json()).toEqual(UNAVAILABLE);
        expect(response.headers['retry-after']).toBe('5');
      }
      const login = await node.inject({
        method: 'POST',
        url: '/logistics/login',
        payload: { username: 'someone', password: 'Some@pass1' },
      });
      expect(login.statusCode).toBe(503);
      const health = await call('GET', '/healthz');
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual(UNAVAILABLE);

      await proxy.restore();
      const deadline = Date.now() + 10_000;
      let status = 0;
      while (status !== 200 && Date.now() < deadline) {
        status = (await call('GET', '/healthz')).statusCode;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(status).toBe(200);
      expect((await call('GET', '/list-vendor')).statusCode).toBe(200);
      expect(await vendorExists('Written During Outage')).toBe(false);
      expect((await call('POST', '/add-vendor', vendor('Written After Outage'))).statusCode).toBe(201);
      expect(await vendorExists('Written After Outage')).toBe(true);
    }, 30_000);

    it('a transaction cut half-way leaves nothing behind', async () => {
      // The vendor row is inserted; the connection drops as its audit row is sent, before the commit.
      proxy.cutWhen((sent) => sent.includes('insert into "audit_log"'));
      const response = await call('POST', '/add-vendor', vendor('Cut Mid Transaction'));
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(UNAVAILABLE);
      expect(await vendorExists('Cut Mid Transaction')).toBe(false);
      proxy.cutWhen(undefined);
      expect((await call('POST', '/add-vendor', vendor('Cut Mid Transaction'))).statusCode).toBe(201);
      expect(await vendorExists('Cut Mid Transaction')).toBe(true);
    }, 30_000);
  });
}

if (onPostgres) postgresOutageSuite();
else sqliteLockedSuite();
