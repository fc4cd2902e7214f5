import { CHAT_MESSAGES, CHAT_PAGE_SIZE, type Chat, type ChatMessage } from '@freightdesk/domain';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdf, postMultipart } from '../test/multipart.ts';
import { type TestContext, type TestUser, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface Person {
  user: TestUser;
  cookie: string;
}

const call = (person: Person, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/logistics${url}`, payload, headers: { cookie: person.cookie } });

async function openChat(a: Person, b: Person): Promise<Chat> {
  const response = await call(a, 'POST', '/api/chats', { participants: [a.user.username, b.user.username] });
  return response.json<Chat>();
}

let clock = Date.parse('2026-11-21T10:00:00.000Z');
const send = (person: Person, chatId: string, content: string, extra: object = {}) =>
  call(person, 'POST', '/api/messages', {
    chatId,
    content,
    timestamp: new Date((clock += 1000)).toISOString(),
    ...extra,
  });

const chatsOf = async (person: Person) => (await call(person, 'GET', '/api/chats')).json<Chat[]>();

describe('one-to-one chats', () => {
  it('are created once per pair and listed for both users', async () => {
    const asha = await ctx.signIn('loadingManager');
    const ravi = await ctx.signIn('accountant');
    const first = await call(asha, 'POST', '/api/chats', { participants: [asha.user.username, ravi.user.username] });
    expect(first.statusCode).toBe(201);
    const again = await call(ravi, 'POST', '/api/chats', { participants: [asha.user.username.toUpperCase()] });
    expect(again.statusCode).toBe(200);
    expect(again.json<Chat>()._id).toBe(first.json<Chat>()._id);
    expect(first.json<Chat>()).toMatchObject({ name: null, isGroup: false, unreadCount: 0, notifications: true });
    expect((await chatsOf(ravi)).map((chat) => chat._id)).toEqual([first.json<Chat>()._id]);
    expect((await chatsOf(asha)).map((chat) => chat._id)).toEqual([first.json<Chat>()._id]);
  });

  it('refuse a chat with oneself or with an unknown or inactive user', async () => {
    const asha = await ctx.signIn('admin');
    const pending = await ctx.newUser({ status: 'pending' });
    const self = await call(asha, 'POST', '/api/chats', { participants: [asha.user.username] });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ message: CHAT_MESSAGES.chatWithSelf, code: 'VALIDATION_ERROR' });
    for (const other of ['nobody_here', pending.username]) {
      const response = await call(asha, 'POST', '/api/chats', { participants: [other] });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: CHAT_MESSAGES.unknownUser });
    }
  });

  it('list active users to chat with, without the caller', async () => {
    const asha = await ctx.signIn('unloadingManager');
    const disabled = await ctx.newUser({ status: 'disabled' });
    const pending = await ctx.newUser({ status: 'pending' });
    const active = await ctx.newUser({ profile: 'accountant' });
    const users = (await call(asha, 'GET', '/api/users')).json<{ username: string; profile: string }[]>();
    const names = users.map((user) => user.username);
    expect(names).not.toContain(asha.user.username);
    expect(names).not.toContain(disabled.username);
    expect(names).not.toContain(pending.username);
    expect(users).toContainEqual({ username: active.username, profile: 'accountant' });
  });
});

describe('messages', () => {
  it('count unread for the other member, clear on read, and move the chat to the top', async () => {
    const asha = await ctx.signIn('loadingManager');
    const ravi = await ctx.signIn('accountant');
    const mohan = await ctx.signIn('admin');
    const older = await openChat(ravi, mohan);
    await send(mohan, older._id, 'earlier');
    const chat = await openChat(asha, ravi);

    const sent = await send(asha, chat._id, '  Truck KA01AB1234 loaded  ');
    expect(sent.statusCode).toBe(201);
    const message = sent.json<ChatMessage>();
    expect(message).toMatchObject({
      chatId: chat._id,
      senderId: asha.user.username,
      receiverId: ravi.user.username,
      content: 'Truck KA01AB1234 loaded',
      file: null,
    });

    const [top] = await chatsOf(ravi);
    expect(top).toMatchObject({ _id: chat._id, lastMessage: 'Truck KA01AB1234 loaded', unreadCount: 1 });
    expect(top?.lastMessageTime).toBe(message.timestamp);
    expect((await chatsOf(asha))[0]?.unreadCount).toBe(0);

    const read = await call(ravi, 'POST', `/api/chats/${chat._id}/read`);
    expect(read.json()).toEqual({ unreadCount: 0 });
    expect((await chatsOf(ravi))[0]?.unreadCount).toBe(0);
  });

  it('store a resent message (same client timestamp, sender and content) once', async () => {
    const asha = await ctx.signIn('loadingManager');
    const ravi = await ctx.signIn('accountant');
    const chat = await openChat(asha, ravi);
    const body = { chatId: chat._id, content: 'Diesel slip sent', timestamp: '2026-11-21T11:00:00.000Z' };
    const first = await call(asha, 'POST', '/api/messages', body);
    const again = await call(asha, 'POST', '/api/messages', { ...body, senderId: 'someone-else' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<ChatMessage>()._id).toBe(first.json<ChatMessage>()._id);
    expect((await chatsOf(ravi))[0]?.unreadCount).toBe(1);
  });

  it('take the sender from the session, never from the payload', async () => {
    const asha = await ctx.signIn('loadingManager');
    const ravi = await ctx.signIn('accountant');
    const chat = await openChat(asha, ravi);
    const response = await send(asha, chat._id, 'hello', { senderId: ravi.user.username });
    expect(response.json<ChatMessage>().senderId).toBe(asha.user.username);
  });

  it('refuse an empty message without a file', async () => {
    const asha = await ctx.signIn('loadingManager');
    const ravi = await ctx.signIn('accountant');
    const chat = await openChat(asha, ravi);
    const response = await send(asha, chat._id, '   ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: CHAT_MESSAGES.emptyMessage, field: 'content' });
  });

  it('come in pages of 20 going back by timestamp, oldest first, with nothing missed', async () => {
    const asha = await ctx.signIn('loadingManager');
    const ravi = await ctx.signIn('accountant');
    const chat = await openChat(asha, ravi);
    for (let n = 1; n <= 45; n += 1) await send(n % 2 ? asha : ravi, chat._id, `message ${n}`);

    const page = async (before?: string) => {
      const query = before ? `?limit=${CHAT_PAGE_SIZE}&before=${encodeURIComponent(before)}` : '';
      return (await call(asha, 'GET', `/api/chats/${chat._id}/messages${query}`)).json<ChatMessage[]>();
    };
    const latest = await page();
    expect(latest.map((m) => m.content)).toEqual(Array.from({ length: 20 }, (_, i) => `message ${i + 26}`));
    const middle = await page(latest[0]?.timestamp);
    expect(middle.map((m) => m.content)).toEqual(Array.from({ length: 20 }, (_, i) => `message ${i + 6}`));
    const oldest = await page(middle[0]?.timestamp);
    expect(oldest.map((m) => m.content)).toEqual(['message 1', 'message 2', 'message 3', 'message 4', 'message 5']);
  });
});

describe('groups', () => {
  it('need a name and at least 2 other users', async () => {
    const asha = await ctx.signIn('admin');
    const ravi = await ctx.newUser();
    const noName = await call(asha, 'POST', '/api/chats', { participants: [ravi.username, 'x'], name: '' });
    expect(noName.json()).toMatchObject({ message: CHAT_MESSAGES.groupNameRequired, field: 'name' });
    const tooFew = await call(asha, 'POST', '/api/chats', { participants: [ravi.username], name: 'Yard' });
    expect(tooFew.json()).toMatchObject({ message: CHAT_MESSAGES.groupTooFewUsers, field: 'participants' });
  });

  it('persist, appear for every member, and count unread for each', async () => {
    const asha = await ctx.signIn('admin');
    const ravi = await ctx.signIn('loadingManager');
    const mohan = await ctx.signIn('unloadingManager');
    const outsider = await ctx.signIn('accountant');
    const created = await call(asha, 'POST', '/api/chats', {
      participants: [ravi.user.username, mohan.user.username],
      name: ' Yard\u202E team\u2069 ',
    });
    expect(created.statusCode).toBe(201);
    const group = created.json<Chat>();
    expect(group).toMatchObject({ name: 'Yard team', isGroup: true });
    expect(group.participants.toSorted()).toEqual(
      [asha.user.username, ravi.user.username, mohan.user.username].toSorted(),
    );

    const message = (await send(ravi, group._id, 'Gate 2 is closed')).json<ChatMessage>();
    expect(message.receiverId).toBeNull();
    for (const member of [asha, mohan]) {
      expect((await chatsOf(member)).find((chat) => chat._id === group._id)?.unreadCount).toBe(1);
    }
    expect((await chatsOf(ravi)).find((chat) => chat._id === group._id)?.unreadCount).toBe(0);
    expect(await chatsOf(outsider)).toEqual([]);
  });
});

describe('mute', () => {
  it("sets the user's own flag only", async () => {
    const asha = await ctx.signIn('loadingManager');
    const ravi = await ctx.signIn('accountant');
    const chat = await openChat(asha, ravi);
    const muted = await call(asha, 'POST', '/api/chats/mute', { chatId: chat._id, notifications: false });
    expect(muted.json()).toEqual({ notifications: false });
    expect((await chatsOf(asha))[0]?.notifications).toBe(false);
    expect((await chatsOf(ravi))[0]?.notifications).toBe(true);
    await call(asha, 'POST', '/api/chats/mute', { chatId: chat._id, notifications: true });
    expect((await chatsOf(asha))[0]?.notifications).toBe(true);
  });
});

describe('chat files', () => {
  const upload = (person: Person, chatId: string, data: Buffer, fileName = 'slip.pdf') =>
    postMultipart(
      ctx,
      person.cookie,
      '/upload/chat',
      { chatId, customizedFileName: `1-${fileName}` },
      { chatFile: { fileName, data } },
    );

  it('take up to 1 MB, send as a message, and download under the original name', async () => {
    const asha = await ctx.signIn('loadingManager');
    const ravi = await ctx.signIn('accountant');
    const chat = await openChat(asha, ravi);
    const data = pdf(1024 * 1024, 'exactly one megabyte');
    const uploaded = await upload(asha, chat._id, data, 'Diesel slip-7.pdf');
    expect(uploaded.statusCode).toBe(201);
    const file = uploaded.json<{ fileName: string; originalName: string; type: string; size: number }>();
    expect(file).toMatchObject({ originalName: 'Diesel slip-7.pdf', type: 'application/pdf', size: 1024 * 1024 });
    expect(file.fileName).toMatch(/^\d+-Diesel slip-7\.pdf$/);

    const sent = await send(asha, chat._id, '', { fileData: { name: file.fileName, type: 'application/pdf' } });
    expect(sent.json<ChatMessage>().file).toEqual(file);
    expect((await chatsOf(ravi))[0]?.lastMessage).toBe('Diesel slip-7.pdf');

    const download = await call(ravi, 'GET', `/chat/download/${encodeURIComponent(file.fileName)}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Diesel%20slip-7.pdf");
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(data)).toBe(true);
  });

  it.each([
    ['rates.xls', 'application/vnd.ms-excel'],
    ['letter.doc', 'application/msword'],
    ['slips.zip', 'application/zip'],
    ['notes.odt', 'application/vnd.oasis.opendocument.text'],
    ['rates.ods', 'application/vnd.oasis.opendocument.spreadsheet'],
    ['slides.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  ])(
    'take the office file %s, recognised by its content, and always download it as an attachment',
    async (name, type) => {
      const asha = await ctx.signIn('loadingManager');
      const ravi = await ctx.signIn('accountant');
      const chat = await openChat(asha, ravi);
      const data = await readFile(new URL(`../test/files/${name}`, import.meta.url));
      const uploaded = await upload(asha, chat._id, data, name);
      expect(uploaded.statusCode).toBe(201);
      expect(uploaded.json()).toMatchObject({ originalName: name, type });

      const download = await call(
        ravi,
        'GET',
        `/chat/download/${encodeURIComponent(uploaded.json<{ fileName: string }>().fileName)}`,
      );
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe(type);
      expect(download.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
      expect(download.rawPayload.equals(data)).toBe(true);
    },
  );

  it.each([
    ['setup.exe renamed as a Word file', 'setup.doc', 'setup.exe'],
    ['a spreadsheet renamed as a Word file', 'rates.doc', 'rates.xls'],
    ['a text document renamed as a PowerPoint file', 'notes.pptx', 'notes.odt'],
  ])('refuse %s', async (_, name, sample) => {
    const asha = await ctx.signIn('loadingManager');
    const ravi = await ctx.signIn('accountant');
    const chat = await openChat(asha, ravi);
    const data = await readFile(new URL(`../test/files/${sample}`, import.meta.url));
    const refused = await upload(asha, chat._id, data, name);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: CHAT_MESSAGES.fileKind });
  });

  it('refuse 1 MB + 1 byte with the spec message', async () => {
    const asha = await ctx.signIn('loadingManager');
    const ravi = await ctx.signIn('accountant');
    const chat = await openChat(asha, ravi);
    const response = await upload(asha, chat._id, pdf(1024 * 1024 + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: CHAT_MESSAGES.fileTooLarge, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('are checked by content: an HTML page named .pdf is refused, a PNG and a CSV are taken', async () => {
    const asha = await ctx.signIn('loadingManager');
    const ravi = await ctx.signIn('accountant');
    const chat = await openChat(asha, ravi);
    const html = await upload(asha, chat._id, Buffer.from('<html><script>alert(1)</script></html>'), 'x.pdf');
    expect(html.statusCode).toBe(415);
    expect(html.json()).toMatchObject({ message: CHAT_MESSAGES.fileKind, code: 'UNSUPPORTED_MEDIA_TYPE' });
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(20)]);
    expect((await upload(asha, chat._id, png, 'truck.png')).json()).toMatchObject({ type: 'image/png' });
    const csv = await upload(asha, chat._id, Buffer.from('truck,weight\nKA01,12.5\n'), 'loads.csv');
    expect(csv.json()).toMatchObject({ type: 'text/csv' });
  });

  it('cannot be sent in another chat than the one they were uploaded to', async () => {
    const asha = await ctx.signIn('loadingManager');
    const ravi = await ctx.signIn('accountant');
    const mohan = await ctx.signIn('admin');
    const first = await openChat(asha, ravi);
    const second = await openChat(asha, mohan);
    const file = (await upload(asha, first._id, pdf())).json<{ fileName: string }>();
    const response = await send(asha, second._id, '', { fileData: { name: file.fileName } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: CHAT_MESSAGES.unknownFile });
  });

  it('are refused to a user outside the chat, for upload and download', async () => {
    const asha = await ctx.signIn('loadingManager');
    const ravi = await ctx.signIn('accountant');
    const outsider = await ctx.signIn('admin');
    const chat = await openChat(asha, ravi);
    const file = (await upload(asha, chat._id, pdf())).json<{ fileName: string }>();
    expect((await upload(outsider, chat._id, pdf())).statusCode).toBe(403);
    const download = await call(outsider, 'GET', `/chat/download/${encodeURIComponent(file.fileName)}`);
    expect(download.statusCode).toBe(403);
  });
});

describe('a user outside a chat', () => {
  it('can neither read, mark, mute nor write it', async () => {
    const asha = await ctx.signIn('loadingManager');
    const ravi = await ctx.signIn('accountant');
    const outsider = await ctx.signIn('admin');
    const chat = await openChat(asha, ravi);
    await send(asha, chat._id, 'private');
    const attempts = [
      call(outsider, 'GET', `/api/chats/${chat._id}/messages`),
      call(outsider, 'POST', `/api/chats/${chat._id}/read`),
      call(outsider, 'POST', '/api/chats/mute', { chatId: chat._id, notifications: false }),
      send(outsider, chat._id, 'let me in'),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: CHAT_MESSAGES.notAMember, code: 'FORBIDDEN' });
    }
    expect((await chatsOf(ravi))[0]?.lastMessage).toBe('private');
    const missing = await call(outsider, 'GET', '/api/chats/no-such-chat/messages');
    expect(missing.json()).toEqual({ message: CHAT_MESSAGES.noSuchChat, code: 'NOT_FOUND' });
  });
});
