import { CHAT_EVENTS, type Chat, type ChatMessage, type ChatNotification, type SendAck } from '@freightdesk/domain';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { type Database, type DatabaseHandle, closeDatabase, openDatabase } from './db/database.ts';
import { PROCESS_START_MS, type ServerNode, startNode } from './test/cluster.ts';
import { insertTrip } from './test/trips.ts';
import { connectSocket, nextEvent } from './test/sockets.ts';
import { TEST_PASSWORD, type TestUser, freshDatabase, insertTestUser } from './test/test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let nodes: ServerNode[] = [];
let handle: DatabaseHandle;
let db: Database;
let dispose: () => Promise<void>;
const sockets: Socket[] = [];

beforeAll(async () => {
  const database = await freshDatabase();
  dispose = database.dispose;
  // SQLite nodes share one database file; PostgreSQL nodes one database.
  handle = await openDatabase(loadConfig({ ...database.env, LOG_LEVEL: 'silent' }));
  ({ db } = handle);
  const env = { ...database.env, REDIS_URL, ADMIN_USERNAME: 'cluster_admin', ADMIN_PASSWORD: 'Cluster@123' };
  nodes = await Promise.all([startNode(env), startNode(env)]);
}, PROCESS_START_MS + 30_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all(nodes.map((node) => node.stop()));
  await closeDatabase(handle);
  await dispose();
});

const node = (index: 0 | 1) => {
  const found = nodes[index];
  if (!found) throw new Error('nodes not started');
  return found;
};

async function signIn(on: ServerNode, user: TestUser): Promise<string> {
  const response = await fetch(`${on.origin}/logistics/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: TEST_PASSWORD }),
  });
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('fd_session='));
  if (!session) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return session.split(';')[0] ?? '';
}

const call = (on: ServerNode, cookie: string, url: string, body?: object) =>
  fetch(`${on.origin}/logistics${url}`, {
    method: body ? 'POST' : 'GET',
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

describe('two server nodes on one database and Redis', () => {
  it('accept a session made on one node on the other', async () => {
    const user = await insertTestUser(db, { profile: 'unloadingManager' });
    const cookie = await signIn(node(0), user);
    const response = await call(node(1), cookie, '/check-auth');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      username: user.username,
      profile: 'unloadingManager',
      landingScreen: 'home',
    });
  });

  it('carry a chat message sent on one node to a user connected to the other', async () => {
    const asha = await insertTestUser(db, { profile: 'loadingManager' });
    const ravi = await insertTestUser(db, { profile: 'accountant' });
    const ashaCookie = await signIn(node(0), asha);
    const raviCookie = await signIn(node(1), ravi);
    const ashaSocket = await connectSocket(node(0).origin, ashaCookie);
    const raviSocket = await connectSocket(node(1).origin, raviCookie);
    sockets.push(ashaSocket, raviSocket);

    const told = nextEvent(raviSocket, CHAT_EVENTS.chatsChanged);
    const chat = (await (
      await call(node(0), ashaCookie, '/api/chats', { participants: [ravi.username] })
    ).json()) as Chat;
    await told;

    const received = nextEvent<ChatMessage>(raviSocket, CHAT_EVENTS.receiveMessage);
    const notified = nextEvent<ChatNotification>(raviSocket, CHAT_EVENTS.notification);
    const ack = (await ashaSocket.emitWithAck(CHAT_EVENTS.sendMessage, {
      chatId: chat._id,
      content: 'Sent on node A',
      timestamp: new Date().toISOString(),
    })) as SendAck;
    expect(ack.ok).toBe(true);
    expect((await received).content).toBe('Sent on node A');
    expect((await notified).senderId).toBe(asha.username);

    // The HTTP fallback on node B reaches the socket on node A.
    const back = nextEvent<ChatMessage>(ashaSocket, CHAT_EVENTS.receiveMessage);
    const reply = await call(node(1), raviCookie, '/api/messages', {
      chatId: chat._id,
      content: 'Reply through node B',
      timestamp: new Date().toISOString(),
    });
    expect(reply.status).toBe(201);
    expect((await back).content).toBe('Reply through node B');
  });

  it('end a session on one node and disconnect its socket on the other within a second', async () => {
    const user = await insertTestUser(db, { profile: 'accountant' });
    const cookie = await signIn(node(0), user);
    const socket = await connectSocket(node(1).origin, cookie);
    sockets.push(socket);
    const disconnected = nextEvent(socket, 'disconnect', 1000);
    expect((await call(node(0), cookie, '/logout', {})).status).toBe(200);
    await disconnected;
    expect(socket.connected).toBe(false);
  });

  it('let one node download the bill another generated, byte for byte', async () => {
    const accountant = await insertTestUser(db, { profile: 'accountant' });
    const cookie = await signIn(node(0), accountant);
    const first = await insertTrip(db);
    const trip = await db
      .selectFrom('trips')
      .select(['vendor_id', 'truck_no'])
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    const second = await insertTrip(db, { vendorId: trip.vendor_id, truckNo: trip.truck_no });
    await db.updateTable('trips').set({ status: 'Acknowledged' }).where('id', 'in', [first, second]).execute();

    const generated = await call(node(0), cookie, '/generate-pdf-bill', [{ trip_id: first }, { trip_id: second }]);
    expect(generated.status).toBe(200);
    const billId = /GeneratedBill-(B\d+)\.pdf/.exec(generated.headers.get('content-disposition') ?? '')?.[1];
    expect(billId).toBeDefined();
    const downloaded = await call(node(1), cookie, `/generate-pdf-by-bill-id-transaction/${billId ?? ''}`);
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(Buffer.from(await generated.arrayBuffer()))).toBe(true);
  });
});
