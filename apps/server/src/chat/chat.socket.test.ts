import {
  CHAT_EVENTS,
  CHAT_MESSAGES,
  type Chat,
  type ChatMessage,
  type ChatNotification,
  MESSAGES,
  type SendAck,
} from '@freightdesk/domain';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, listen, nextEvent, recordEvents } from '../test/sockets.ts';
import { type TestContext, type TestUser, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
let origin: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  ctx = await createTestApp();
  origin = await listen(ctx.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await ctx.close();
});

interface Person {
  user: TestUser;
  cookie: string;
  socket: Socket;
}

async function person(profile: Parameters<TestContext['signIn']>[0] = 'accountant'): Promise<Person> {
  const { user, cookie } = await ctx.signIn(profile);
  const socket = await connectSocket(origin, cookie);
  sockets.push(socket);
  return { user, cookie, socket };
}

async function createChat(creator: Person, participants: Person[], name?: string): Promise<Chat> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/logistics/api/chats',
    payload: { participants: participants.map((p) => p.user.username), ...(name ? { name } : {}) },
    headers: { cookie: creator.cookie },
  });
  return response.json<Chat>();
}

const emit = (sender: Person, event: string, payload: object) =>
  sender.socket.emitWithAck(event, { timestamp: new Date().toISOString(), ...payload }) as Promise<SendAck>;

/**
 * Proves a negative without waiting a fixed time: a new colleague writes to `to` after the step under test, and the
 * next message and notification `to` receives must be that marker. socket.io keeps the order of one connection's
 * events, so anything the step sent `to` would have come first. Returns the marker's text.
 */
async function sendMarker(to: Person): Promise<string> {
  const from = await person();
  const chat = await createChat(from, [to]);
  const content = `marker ${chat._id}`;
  const seen = Promise.all([
    nextEvent<ChatMessage>(to.socket, CHAT_EVENTS.receiveMessage),
    nextEvent<ChatNotification>(to.socket, CHAT_EVENTS.notification),
  ]);
  expect((await emit(from, CHAT_EVENTS.sendMessage, { chatId: chat._id, content })).ok).toBe(true);
  const [message, notification] = await seen;
  expect([message.content, notification.content]).toEqual([content, content]);
  return content;
}

describe('chat over socket.io', () => {
  it('delivers a message to the receiver with a notification, and echoes it to the sender', async () => {
    const asha = await person('loadingManager');
    const ravi = await person('accountant');
    const chat = await createChat(asha, [ravi]);
    const received = nextEvent<ChatMessage>(ravi.socket, CHAT_EVENTS.receiveMessage);
    const notified = nextEvent<ChatNotification>(ravi.socket, CHAT_EVENTS.notification);
    const echoed = nextEvent<ChatMessage>(asha.socket, CHAT_EVENTS.receiveMessage);
    const ashaNotifications = recordEvents<ChatNotification>(asha.socket, CHAT_EVENTS.notification);

    asha.socket.emit(CHAT_EVENTS.register, asha.user.username);
    const ack = await emit(asha, CHAT_EVENTS.sendMessage, { chatId: chat._id, content: 'Unloading done' });
    expect(ack).toMatchObject({ ok: true, message: { content: 'Unloading done', senderId: asha.user.username } });
    if (!ack.ok) return;
    expect(await received).toEqual(ack.message);
    expect(await echoed).toEqual(ack.message);
    expect(await notified).toEqual({
      chatId: chat._id,
      senderId: asha.user.username,
      receiverId: ravi.user.username,
      content: 'Unloading done',
      file: null,
      chatName: null,
    });
    const marker = await sendMarker(asha);
    expect(ashaNotifications.map((n) => n.content)).toEqual([marker]);
  });

  it('sends nothing to a user outside the chat, and refuses their send', async () => {
    const asha = await person();
    const ravi = await person();
    const outsider = await person('admin');
    const chat = await createChat(asha, [ravi]);
    const leaked = recordEvents<ChatMessage>(outsider.socket, CHAT_EVENTS.receiveMessage);
    const leakedNotifications = recordEvents<ChatNotification>(outsider.socket, CHAT_EVENTS.notification);

    const ack = await emit(asha, CHAT_EVENTS.sendMessage, { chatId: chat._id, content: 'rates for Monday' });
    expect(ack.ok).toBe(true);
    const refused = await emit(outsider, CHAT_EVENTS.sendMessage, { chatId: chat._id, content: 'hi' });
    expect(refused).toEqual({ ok: false, code: 'FORBIDDEN', message: CHAT_MESSAGES.notAMember });
    const marker = await sendMarker(outsider);
    expect(leaked.map((m) => m.content)).toEqual([marker]);
    expect(leakedNotifications.map((n) => n.content)).toEqual([marker]);
  });

  it('raises no notification for a member who muted the chat, but still delivers the message', async () => {
    const asha = await person();
    const ravi = await person();
    const chat = await createChat(asha, [ravi]);
    await ctx.app.inject({
      method: 'POST',
      url: '/logistics/api/chats/mute',
      payload: { chatId: chat._id, notifications: false },
      headers: { cookie: ravi.cookie },
    });
    const notifications = recordEvents<ChatNotification>(ravi.socket, CHAT_EVENTS.notification);
    const received = nextEvent<ChatMessage>(ravi.socket, CHAT_EVENTS.receiveMessage);
    await emit(asha, CHAT_EVENTS.sendMessage, { chatId: chat._id, content: 'quiet please' });
    expect((await received).content).toBe('quiet please');
    const marker = await sendMarker(ravi);
    expect(notifications.map((n) => n.content)).toEqual([marker]);
  });

  it('delivers a group message to every member, notifies the others naming the group, and tells of a new group', async () => {
    const asha = await person('admin');
    const ravi = await person('loadingManager');
    const mohan = await person('unloadingManager');
    const created = [ravi, mohan].map((member) => nextEvent(member.socket, CHAT_EVENTS.chatsChanged));
    const group = await createChat(asha, [ravi, mohan], 'Night shift');
    await Promise.all(created);

    const deliveries = [asha, ravi, mohan].map((member) =>
      nextEvent<ChatMessage>(member.socket, CHAT_EVENTS.receiveMessage),
    );
    const notifications = [asha, mohan].map((member) =>
      nextEvent<ChatNotification>(member.socket, CHAT_EVENTS.notification),
    );
    const senderNotifications = recordEvents<ChatNotification>(ravi.socket, CHAT_EVENTS.notification);
    const ack = await emit(ravi, CHAT_EVENTS.sendMessage, { chatId: group._id, content: 'Truck 7 at gate' });
    expect(ack.ok).toBe(true);
    for (const delivered of await Promise.all(deliveries)) {
      expect(delivered).toMatchObject({ chatId: group._id, content: 'Truck 7 at gate', receiverId: null });
    }
    for (const notified of await Promise.all(notifications)) {
      expect(notified).toEqual({
        chatId: group._id,
        chatName: 'Night shift',
        senderId: ravi.user.username,
        receiverId: null,
        content: 'Truck 7 at gate',
        file: null,
      });
    }
    // The sender is not notified of its own message.
    const marker = await sendMarker(ravi);
    expect(senderNotifications.map((n) => n.content)).toEqual([marker]);
  });

  it('sends a file message by sendFile', async () => {
    const asha = await person();
    const ravi = await person();
    const chat = await createChat(asha, [ravi]);
    const form = new FormData();
    form.append('chatId', chat._id);
    form.append('chatFile', new Blob(['%PDF-1.4 slip']), 'slip.pdf');
    const upload = await fetch(`${origin}/logistics/upload/chat`, {
      method: 'POST',
      body: form,
      headers: { cookie: asha.cookie },
    });
    const file = (await upload.json()) as { fileName: string };
    const received = nextEvent<ChatMessage>(ravi.socket, CHAT_EVENTS.receiveMessage);
    const ack = await emit(asha, CHAT_EVENTS.sendFile, {
      chatId: chat._id,
      content: '',
      fileData: { name: file.fileName },
    });
    expect(ack.ok).toBe(true);
    expect((await received).file).toMatchObject({ fileName: file.fileName, originalName: 'slip.pdf' });
  });

  it('answers a bad payload through the acknowledgement', async () => {
    const asha = await person();
    const ravi = await person();
    const chat = await createChat(asha, [ravi]);
    const ack = await emit(asha, CHAT_EVENTS.sendMessage, { chatId: chat._id, content: '' });
    expect(ack).toEqual({ ok: false, code: 'VALIDATION_ERROR', message: CHAT_MESSAGES.emptyMessage });
  });

  it('refuses a connection without a session or from another site', async () => {
    await expect(connectSocket(origin, undefined)).rejects.toThrow(MESSAGES.notSignedIn);
    await expect(connectSocket(origin, 'fd_session=forged')).rejects.toThrow(MESSAGES.notSignedIn);
    const { cookie } = await ctx.signIn('accountant');
    await expect(connectSocket(origin, cookie, { origin: 'https://evil.example' })).rejects.toThrow();
  });

  it('checks the session on every send: a session gone without a signal (its row removed) sends nothing more', async () => {
    const asha = await person();
    const ravi = await person();
    const chat = await createChat(asha, [ravi]);
    await ctx.db.deleteFrom('sessions').where('user_id', '=', asha.user.id).execute();
    const disconnected = nextEvent(asha.socket, 'disconnect');
    const delivered = recordEvents<ChatMessage>(ravi.socket, CHAT_EVENTS.receiveMessage);
    const ack = await emit(asha, CHAT_EVENTS.sendMessage, { chatId: chat._id, content: 'after logout' });
    expect(ack).toEqual({ ok: false, code: 'NOT_SIGNED_IN', message: MESSAGES.notSignedIn });
    await disconnected;
    const marker = await sendMarker(ravi);
    expect(delivered.map((m) => m.content)).toEqual([marker]);
    const stored = await ctx.db.selectFrom('messages').select('id').where('chat_id', '=', chat._id).execute();
    expect(stored).toEqual([]);
  });
});
