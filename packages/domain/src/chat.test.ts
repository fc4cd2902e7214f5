import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chatDayLabel,
  chatFileName,
  chatTitle,
  groupProblem,
  isDuplicateMessage,
  matchesUserPrefix,
  messageParts,
  originalFileName,
} from './chat.ts';
import {
  CHAT_FILE_ACCEPT,
  CHAT_FILE_TYPES,
  CHAT_MESSAGES,
  type ChatMessage,
  SOCKET_OPTIONS,
  SOCKET_PATH,
  chatMessageSchema,
  chatNotificationSchema,
  chatSchema,
  chatUserSchema,
  createChatRequestSchema,
  messagesQuerySchema,
  muteRequestSchema,
  sendMessageRequestSchema,
} from './chat.schemas.ts';

const message = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  _id: 'm1',
  chatId: 'c1',
  senderId: 'asha',
  receiverId: 'ravi',
  content: 'Truck reached',
  timestamp: '2026-11-21T10:00:00.000Z',
  file: null,
  ...overrides,
});

describe('chat rules', () => {
  it('names files by timestamp and original name, and saves them under the part after the first hyphen', () => {
    const name = chatFileName(1763700000000, 'slip-no-4.pdf');
    expect(name).toBe('1763700000000-slip-no-4.pdf');
    expect(originalFileName(name)).toBe('slip-no-4.pdf');
    expect(originalFileName('plain.pdf')).toBe('plain.pdf');
    expect(originalFileName('1-a.pdf')).toBe('a.pdf');
  });

  it('labels days Today, Yesterday, else with an ordinal day in office time', () => {
    const now = new Date('2026-11-21T10:00:00.000Z');
    expect(chatDayLabel('2026-11-21T00:30:00.000Z', now)).toBe('Today');
    // 20 Nov 19:00 UTC is 21 Nov 00:30 in India.
    expect(chatDayLabel('2026-11-20T19:00:00.000Z', now)).toBe('Today');
    expect(chatDayLabel('2026-11-20T10:00:00.000Z', now)).toBe('Yesterday');
    expect(chatDayLabel('2026-11-02T10:00:00.000Z', now)).toBe('2nd November, 2026');
  });

  it('treats the same id, or the same timestamp, sender and content, as a duplicate', () => {
    const list = [message()];
    expect(isDuplicateMessage(list, message({ content: 'other' }))).toBe(true);
    expect(isDuplicateMessage(list, message({ _id: 'm2' }))).toBe(true);
    expect(isDuplicateMessage(list, message({ _id: 'm2', content: 'Truck left' }))).toBe(false);
    expect(isDuplicateMessage(list, message({ _id: 'm2', senderId: 'ravi' }))).toBe(false);
    expect(isDuplicateMessage(list, message({ _id: 'm2', timestamp: '2026-11-21T10:00:01.000Z' }))).toBe(false);
    // Any one message of the list is enough.
    expect(isDuplicateMessage([message({ _id: 'm0', content: 'Earlier' }), message()], message())).toBe(true);
  });

  it('matches users by case-insensitive prefix', () => {
    expect(matchesUserPrefix('Ravi.K', 'ra')).toBe(true);
    expect(matchesUserPrefix('ravi', ' RAV ')).toBe(true);
    expect(matchesUserPrefix('sravi', 'ravi')).toBe(false);
  });

  it('titles a chat by its group name or the other participant', () => {
    expect(chatTitle({ name: null, participants: ['asha', 'ravi'] }, 'asha')).toBe('ravi');
    expect(chatTitle({ name: 'Yard', participants: ['asha', 'ravi', 'mohan'] }, 'asha')).toBe('Yard');
  });

  it('checks a new group: a name first, then at least 2 other users', () => {
    expect(groupProblem(' ', ['a', 'b'])).toBe(CHAT_MESSAGES.groupNameRequired);
    expect(groupProblem('Yard', ['a'])).toBe(CHAT_MESSAGES.groupTooFewUsers);
    expect(groupProblem('Yard', ['a', 'a'])).toBe(CHAT_MESSAGES.groupTooFewUsers);
    expect(groupProblem('Yard', ['a', 'b'])).toBeNull();
  });
});

describe('chat payloads', () => {
  it('refuses an empty message without a file', () => {
    const sent = { chatId: 'c1', content: '  ', timestamp: '2026-11-21T10:00:00.000Z' };
    expect(sendMessageRequestSchema.safeParse(sent).success).toBe(false);
    expect(sendMessageRequestSchema.safeParse({ ...sent, fileData: { name: '1-a.pdf' } }).success).toBe(true);
  });

  it('refuses a blank group name', () => {
    expect(createChatRequestSchema.safeParse({ participants: ['a', 'b'], name: ' ' }).success).toBe(false);
    expect(createChatRequestSchema.safeParse({ participants: ['a'] }).success).toBe(true);
  });

  it('a message takes its text up to 4,000 characters, or a file with a name', () => {
    const sent = { chatId: 'c1', timestamp: '2026-11-21T10:00:00.000Z' };
    const issue = (value: object) => {
      const result = sendMessageRequestSchema.safeParse({ ...sent, ...value });
      return result.success ? null : result.error.issues.map(({ path, message }) => [path.join('.'), message]);
    };
    expect(issue({})).toEqual([['content', 'Type a message or attach a file.']]);
    expect(issue({ content: 'x'.repeat(4000) })).toBeNull();
    expect(issue({ content: 'x'.repeat(4001) })).not.toBeNull();
    expect(issue({ content: 'Truck reached', timestamp: 'yesterday' })).not.toBeNull();
    expect(issue({ fileData: { name: '' } })).not.toBeNull();
    expect(sendMessageRequestSchema.parse({ ...sent, fileData: { name: '1-a.pdf', type: 'application/pdf' } })).toEqual(
      {
        ...sent,
        content: '',
        fileData: { name: '1-a.pdf', type: 'application/pdf' },
      },
    );
  });

  it('a new chat: 1 to 200 participants of 1 to 30 characters; a group name is squeezed, up to 60 characters', () => {
    const ok = (value: object) => createChatRequestSchema.safeParse(value).success;
    expect(createChatRequestSchema.parse({ participants: [' ravi '], name: '  Yard   team ' })).toEqual({
      participants: ['ravi'],
      name: 'Yard team',
    });
    expect(
      createChatRequestSchema
        .safeParse({ participants: ['a', 'b'], name: '' })
        .error?.issues.map((i) => [i.path.join('.'), i.message]),
    ).toEqual([['name', 'Please enter a group name']]);
    expect(ok({ participants: ['r'.repeat(30)] })).toBe(true);
    expect(ok({ participants: ['r'.repeat(31)] })).toBe(false);
    expect(ok({ participants: ['  '] })).toBe(false);
    expect(ok({ participants: [] })).toBe(false);
    expect(ok({ participants: Array.from({ length: 200 }, (_, i) => `u${i}`) })).toBe(true);
    expect(ok({ participants: Array.from({ length: 201 }, (_, i) => `u${i}`) })).toBe(false);
    expect(ok({ participants: ['a', 'b'], name: 'n'.repeat(60) })).toBe(true);
    expect(ok({ participants: ['a', 'b'], name: 'n'.repeat(61) })).toBe(false);
  });

  it('a page of messages: 20 by default, 1 to 100, before a moment', () => {
    expect(messagesQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(messagesQuerySchema.parse({ limit: '100', before: '2026-11-21T10:00:00.000Z' })).toEqual({
      limit: 100,
      before: '2026-11-21T10:00:00.000Z',
    });
    expect(messagesQuerySchema.parse({ limit: '1' })).toEqual({ limit: 1 });
    expect(messagesQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(messagesQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(messagesQuerySchema.safeParse({ page: '2' }).success).toBe(false);
  });

  it('mute names a chat and the new flag', () => {
    expect(muteRequestSchema.parse({ chatId: 'c1', notifications: false })).toEqual({
      chatId: 'c1',
      notifications: false,
    });
    expect(muteRequestSchema.safeParse({ chatId: '', notifications: true }).success).toBe(false);
    expect(muteRequestSchema.safeParse({ chatId: 'c1' }).success).toBe(false);
  });

  it('chats, messages, notifications and users keep every field', () => {
    const file = { fileName: '1763700000000-slip.pdf', originalName: 'slip.pdf', type: 'application/pdf', size: 2048 };
    const sent = message({ file });
    expect(chatMessageSchema.parse(sent)).toEqual(sent);
    expect(chatMessageSchema.safeParse(message({ file: { ...file, size: 1.5 } })).success).toBe(false);
    const chat = {
      _id: 'c1',
      name: null,
      isGroup: false,
      participants: ['asha', 'ravi'],
      lastMessage: 'Truck reached',
      lastMessageTime: '2026-11-21T10:00:00.000Z',
      unreadCount: 2,
      notifications: true,
    };
    expect(chatSchema.parse(chat)).toEqual(chat);
    const notification = {
      chatId: 'c1',
      chatName: 'Yard',
      senderId: 'asha',
      receiverId: null,
      content: 'Truck reached',
      file,
    };
    expect(chatNotificationSchema.parse(notification)).toEqual(notification);
    expect(chatUserSchema.parse({ username: 'ravi', profile: 'accountant' })).toEqual({
      username: 'ravi',
      profile: 'accountant',
    });
    expect(chatUserSchema.safeParse({ username: 'ravi', profile: 'driver' }).success).toBe(false);
  });
});

describe('chat files and connection (spec-1 sections 5 and 9)', () => {
  it('accepts the common office kinds, each by its registered media type and how its content is recognised', () => {
    expect(CHAT_FILE_TYPES.map(({ extensions, type, content }) => [extensions.join(' '), type, content])).toEqual([
      ['pdf', 'application/pdf', { kind: 'signature' }],
      ['png', 'image/png', { kind: 'signature' }],
      ['jpg jpeg', 'image/jpeg', { kind: 'signature' }],
      ['gif', 'image/gif', { kind: 'signature' }],
      ['webp', 'image/webp', { kind: 'signature' }],
      ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', { kind: 'zip', entry: 'xl/' }],
      [
        'docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        { kind: 'zip', entry: 'word/' },
      ],
      [
        'pptx',
        'application/vnd.openxmlformats-officedocument.presentationml.presentation',
        { kind: 'zip', entry: 'ppt/' },
      ],
      ['odt', 'application/vnd.oasis.opendocument.text', { kind: 'opendocument' }],
      ['ods', 'application/vnd.oasis.opendocument.spreadsheet', { kind: 'opendocument' }],
      ['zip', 'application/zip', { kind: 'zip' }],
      ['xls', 'application/vnd.ms-excel', { kind: 'ole2', stream: 'Workbook' }],
      ['doc', 'application/msword', { kind: 'ole2', stream: 'WordDocument' }],
      ['txt', 'text/plain', { kind: 'text' }],
      ['csv', 'text/csv', { kind: 'text' }],
    ]);
    expect(CHAT_FILE_ACCEPT).toBe(
      '.pdf,.png,.jpg,.jpeg,.gif,.webp,.xlsx,.docx,.pptx,.odt,.ods,.zip,.xls,.doc,.txt,.csv',
    );
  });

  it('connects by websocket then polling, with credentials, 10 attempts 1 to 5 s apart, 20 s timeout', () => {
    expect(SOCKET_OPTIONS).toEqual({
      transports: ['websocket', 'polling'],
      reconnectionAttempts: 10,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      timeout: 20_000,
      withCredentials: true,
    });
    expect(SOCKET_PATH).toBe('/logistics/socket.io');
  });
});

describe('trip and bill ids in a message (issue 29)', () => {
  it('cuts out whole ids, in order, and leaves the rest as text', () => {
    expect(messageParts('Is T123 in B12? Not T05, T12x, xB3, t7 or B.')).toEqual([
      { kind: 'text', text: 'Is ' },
      { kind: 'trip', id: 'T123' },
      { kind: 'text', text: ' in ' },
      { kind: 'bill', id: 'B12' },
      { kind: 'text', text: '? Not T05, T12x, xB3, t7 or B.' },
    ]);
    expect(messageParts('B7')).toEqual([{ kind: 'bill', id: 'B7' }]);
    expect(messageParts('T1,T2')).toEqual([
      { kind: 'trip', id: 'T1' },
      { kind: 'text', text: ',' },
      { kind: 'trip', id: 'T2' },
    ]);
    expect(messageParts('')).toEqual([]);
  });

  it('joined back, the parts are the message', () => {
    const pieces = fc.array(fc.constantFrom('T', 'B', '1', '0', '12', ' ', 'x', '.', 'T9', 'B40', '\n'));
    fc.assert(
      fc.property(pieces, (chosen) => {
        const content = chosen.join('');
        const joined = messageParts(content)
          .map((part) => (part.kind === 'text' ? part.text : part.id))
          .join('');
        expect(joined).toBe(content);
      }),
    );
  });
});
