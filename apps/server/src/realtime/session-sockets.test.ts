import { CHAT_EVENTS, CHAT_MESSAGES, RATE_LIMITS, type Chat, type SendAck } from '@freightdesk/domain';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, type TestContext, type TestUser, createTestApp } from '../test/test-app.ts';
import { connectSocket, listen } from '../test/sockets.ts';
import { MAX_SOCKETS_PER_SESSION } from './session-sockets.ts';

let ctx: TestContext;
let origin: string;
const opened: Socket[] = [];
beforeAll(async () => {
  ctx = await createTestApp();
  origin = await listen(ctx.app);
});
afterAll(async () => {
  for (const socket of opened) socket.close();
  await ctx.close();
});

async function connect(cookie: string): Promise<Socket> {
  const socket = await connectSocket(origin, cookie);
  opened.push(socket);
  return socket;
}

/** A second session of the same user, by signing in again. */
async function signInAgain(user: TestUser): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/logistics/login',
    payload: { username: user.username, password: TEST_PASSWORD },
  });
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** Resolves true once the server disconnects the socket, false if it is still connected after `ms`. */
function disconnectedWithin(socket: Socket, ms = 1000): Promise<boolean> {
  if (!socket.connected) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    socket.once('disconnect', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Proves a socket is still connected on a live session by a round trip, not by waiting: an empty message is answered
 * VALIDATION_ERROR only while the session lives (an ended one is answered NOT_SIGNED_IN, a closed socket not at all).
 */
async function stillServed(socket: Socket): Promise<string> {
  const ack = (await socket.timeout(2000).emitWithAck(CHAT_EVENTS.sendMessage, {})) as SendAck;
  return socket.connected && !ack.ok ? ack.code : 'not served';
}

const post = (url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url: `/logistics${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('a session ends everywhere at once', () => {
  it('logout disconnects the sockets of that session within a second, not those of the other session', async () => {
    const { user, cookie } = await ctx.signIn('accountant');
    const other = await signInAgain(user);
    const [mine, otherSocket] = await Promise.all([connect(cookie), connect(other)]);
    const ended = disconnectedWithin(mine);
    expect((await post('/logout', cookie)).statusCode).toBe(200);
    expect(await ended).toBe(true);
    expect(await stillServed(otherSocket)).toBe('VALIDATION_ERROR');
  });

  it('signing in again with the session cookie disconnects that session’s sockets, as logout does; the new one is served', async () => {
    const { user, cookie: sessionA } = await ctx.signIn('accountant');
    const elsewhere = await signInAgain(user);
    const [socketA, otherSocket] = await Promise.all([connect(sessionA), connect(elsewhere)]);
    const ended = disconnectedWithin(socketA);
    const again = await post('/login', sessionA, { username: user.username, password: TEST_PASSWORD });
    expect(again.statusCode, again.body).toBe(200);
    const sessionB = again.cookies.find((c) => c.name === 'fd_session')?.value;
    expect(sessionB).toBeDefined();
    expect(`fd_session=${sessionB}`).not.toBe(sessionA);
    expect(await ended).toBe(true);
    expect(await stillServed(otherSocket)).toBe('VALIDATION_ERROR');
    expect(await stillServed(await connect(`fd_session=${sessionB}`))).toBe('VALIDATION_ERROR');
  });

  it("disabling a user and an admin's new one-time password disconnect all their sockets", async () => {
    const { cookie: admin } = await ctx.signIn('admin');
    for (const action of ['disable', 'one-time-password']) {
      const { user, cookie } = await ctx.signIn('loadingManager');
      const sockets = await Promise.all([connect(cookie), connect(await signInAgain(user))]);
      const ended = sockets.map((socket) => disconnectedWithin(socket));
      expect((await post(`/api/admin/users/${user.id}/${action}`, admin)).statusCode).toBe(200);
      expect(await Promise.all(ended), action).toEqual([true, true]);
    }
  });

  it('a password change disconnects the other sessions and keeps the one that changed it', async () => {
    const { user, cookie } = await ctx.signIn('accountant');
    const other = await signInAgain(user);
    const [mine, otherSocket] = await Promise.all([connect(cookie), connect(other)]);
    const ended = disconnectedWithin(otherSocket);
    const change = await post('/reset-password', cookie, {
      username: user.username,
      currentPassword: TEST_PASSWORD,
      newPassword: 'Changed@2026',
      retypePassword: 'Changed@2026',
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await ended).toBe(true);
    expect(await stillServed(mine)).toBe('VALIDATION_ERROR');
  });

  it('a session that expires disconnects its sockets when it expires', async () => {
    const { cookie } = await ctx.signIn('accountant');
    const soon = new Date(Date.now() + 1200).toISOString();
    await ctx.db.updateTable('sessions').set({ expires_at: soon }).where('expires_at', '>', soon).execute();
    const socket = await connect(cookie);
    expect(await disconnectedWithin(socket, 2500)).toBe(true);
  });
});

describe('limits per user and per session, not per socket', () => {
  it(`at most ${MAX_SOCKETS_PER_SESSION} sockets per session`, async () => {
    const { user, cookie } = await ctx.signIn('accountant');
    for (let i = 0; i < MAX_SOCKETS_PER_SESSION; i++) await connect(cookie);
    await expect(connectSocket(origin, cookie)).rejects.toThrow(CHAT_MESSAGES.tooManySockets);
    // The limit is the session's: the same user signed in again gets sockets of its own.
    const again = await connect(await signInAgain(user));
    expect(await stillServed(again)).toBe('VALIDATION_ERROR');
  });

  it('chat messages count over all of a user’s sockets and the HTTP fallback together', async () => {
    const { user, cookie } = await ctx.signIn('accountant');
    const { user: ravi } = await ctx.signIn('accountant');
    const chat = (await post('/api/chats', cookie, { participants: [ravi.username] })).json<Chat>();
    const sockets = await Promise.all([connect(cookie), connect(cookie), connect(await signInAgain(user))]);
    const { max, windowMs } = RATE_LIMITS.chatSend;
    // The limit counts per interval of the clock: start well inside one.
    const into = Date.now() % windowMs;
    if (into > windowMs - 3000) await sleep(windowMs - into);
    const viaSockets = await Promise.all(
      Array.from(
        { length: max },
        (_, n) =>
          sockets[n % sockets.length]?.emitWithAck(CHAT_EVENTS.sendMessage, {
            chatId: chat._id,
            content: `burst ${n}`,
            timestamp: new Date().toISOString(),
          }) as Promise<SendAck>,
      ),
    );
    expect(viaSockets.filter((ack) => ack.ok)).toHaveLength(max);
    const overSocket = (await sockets[0]?.emitWithAck(CHAT_EVENTS.sendMessage, {
      chatId: chat._id,
      content: 'one more',
      timestamp: new Date().toISOString(),
    })) as SendAck;
    expect(overSocket).toEqual({ ok: false, code: 'RATE_LIMITED', message: CHAT_MESSAGES.tooManyMessages });
    const overHttp = await post('/api/messages', cookie, { chatId: chat._id, content: 'and by HTTP' });
    expect(overHttp.statusCode).toBe(429);
    expect(overHttp.json()).toMatchObject({ message: CHAT_MESSAGES.tooManyMessages, code: 'RATE_LIMITED' });
  });
});
