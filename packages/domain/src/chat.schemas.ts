import { z } from 'zod';
import { profileSchema } from './auth.schemas.ts';
import { squeezeSpaces } from './text.ts';
import { MAX_FILE_BYTES } from './vehicle.schemas.ts';

/** Spec-1 section 9: chat constants. */
export const CHAT_PAGE_SIZE = 20;
export const CHAT_MAX_PAGE_SIZE = 100;
/** The same 1 MB as every other upload. */
export const CHAT_MAX_FILE_BYTES = MAX_FILE_BYTES;
export const CHAT_POPUP_MS = 5000;
export const GROUP_MIN_OTHER_USERS = 2;
export const MESSAGE_BOX_MIN_ROWS = 1;
export const MESSAGE_BOX_MAX_ROWS = 5;
export const MAX_MESSAGE_LENGTH = 4000;
export const MAX_GROUP_NAME_LENGTH = 60;
/**
 * How the server recognises a chat file by its bytes: a `signature` kind by its first bytes alone; a `zip` whose
 * entries include `entry` (OOXML: the folder of the main part); an `opendocument` zip whose first entry, `mimetype`,
 * holds the type; an `ole2` compound file holding the `stream`; `text` as readable UTF-8.
 */
export type ChatFileContent =
  | { kind: 'signature' }
  | { kind: 'zip'; entry?: string }
  | { kind: 'opendocument' }
  | { kind: 'ole2'; stream: string }
  | { kind: 'text' };

/** Spec-1 allows any file up to 1 MB: the common office kinds, each checked by content and always downloaded. */
export const CHAT_FILE_TYPES: readonly { extensions: readonly string[]; type: string; content: ChatFileContent }[] = [
  { extensions: ['pdf'], type: 'application/pdf', content: { kind: 'signature' } },
  { extensions: ['png'], type: 'image/png', content: { kind: 'signature' } },
  { extensions: ['jpg', 'jpeg'], type: 'image/jpeg', content: { kind: 'signature' } },
  { extensions: ['gif'], type: 'image/gif', content: { kind: 'signature' } },
  { extensions: ['webp'], type: 'image/webp', content: { kind: 'signature' } },
  {
    extensions: ['xlsx'],
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    content: { kind: 'zip', entry: 'xl/' },
  },
  {
    extensions: ['docx'],
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    content: { kind: 'zip', entry: 'word/' },
  },
  {
    extensions: ['pptx'],
    type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    content: { kind: 'zip', entry: 'ppt/' },
  },
  { extensions: ['odt'], type: 'application/vnd.oasis.opendocument.text', content: { kind: 'opendocument' } },
  { extensions: ['ods'], type: 'application/vnd.oasis.opendocument.spreadsheet', content: { kind: 'opendocument' } },
  { extensions: ['zip'], type: 'application/zip', content: { kind: 'zip' } },
  { extensions: ['xls'], type: 'application/vnd.ms-excel', content: { kind: 'ole2', stream: 'Workbook' } },
  { extensions: ['doc'], type: 'application/msword', content: { kind: 'ole2', stream: 'WordDocument' } },
  { extensions: ['txt'], type: 'text/plain', content: { kind: 'text' } },
  { extensions: ['csv'], type: 'text/csv', content: { kind: 'text' } },
];

/** The kinds of chat file the server accepts; for the file picker. */
export const CHAT_FILE_ACCEPT = CHAT_FILE_TYPES.flatMap(({ extensions }) => extensions.map((e) => `.${e}`)).join(',');
/** Spec-1 section 9: the real-time connection's client options. */
export const SOCKET_OPTIONS = {
  transports: ['websocket', 'polling'],
  reconnectionAttempts: 10,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20_000,
  withCredentials: true,
} as const;
/** Where socket.io listens, under the API prefix like every other call. */
export const SOCKET_PATH = '/logistics/socket.io';

/** Socket.io event names: the spec's five, and `chatsChanged` when a chat is created for a user. */
export const CHAT_EVENTS = {
  register: 'register',
  sendMessage: 'sendMessage',
  sendFile: 'sendFile',
  notification: 'notification',
  receiveMessage: 'receiveMessage',
  chatsChanged: 'chatsChanged',
} as const;

/** Spec-1 section 5 and section 8: chat texts. */
export const CHAT_MESSAGES = {
  fileTooLarge: 'File size must be less than 1mb',
  groupNameRequired: 'Please enter a group name',
  groupTooFewUsers: 'Please select atleast 2 users before confirming',
  emptyMessage: 'Type a message or attach a file.',
  muteFailed: 'Error muting chat. Please try again.',
  unmuteFailed: 'Error unmuting chat. Please try again.',
  muted: 'Chat muted',
  unmuted: 'Chat unmuted',
  downloadFailed: 'Error downloading file. Please try again later.',
  noConversations: 'No conversations yet',
  noConversationsHint: 'Search for someone to start chatting',
  noChatSelected: 'Select a conversation or start a new one',
  emptyConversation: (name: string) => `Start a conversation with ${name}`,
  notAMember: 'You are not a member of this chat.',
  noSuchChat: 'This chat does not exist.',
  tooManyMessages: 'Too many messages at once. Please wait a few seconds and send again.',
  tooManySockets: 'The chat is open in too many tabs of this session. Close one and reload.',
  unknownUser: 'One of the chosen users does not exist or is not active.',
  chatWithSelf: 'Choose someone other than yourself.',
  unknownFile: 'This file was not sent in this chat.',
  fileKind:
    'This kind of file cannot be sent. Send a PDF, an image (PNG, JPEG, GIF, WEBP), an Office or OpenDocument file (.xls, .xlsx, .doc, .docx, .pptx, .odt, .ods), a .zip, or a text or CSV file.',
} as const;

export const chatFileSchema = z.object({
  /** The stored name: upload timestamp, a hyphen, the original name. */
  fileName: z.string(),
  /** The name a download is saved under (after the first hyphen). */
  originalName: z.string(),
  type: z.string(),
  size: z.number().int(),
});
export type ChatFile = z.infer<typeof chatFileSchema>;

export const chatMessageSchema = z.object({
  _id: z.string(),
  chatId: z.string(),
  senderId: z.string(),
  /** The other user of a one-to-one chat; null in a group. */
  receiverId: z.string().nullable(),
  content: z.string(),
  /** When the server stored it (ISO, UTC); pages and order go by it. */
  timestamp: z.string(),
  file: chatFileSchema.nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatSchema = z.object({
  _id: z.string(),
  /** The group's name; null for a one-to-one chat (show the other participant). */
  name: z.string().nullable(),
  isGroup: z.boolean(),
  participants: z.array(z.string()),
  lastMessage: z.string().nullable(),
  lastMessageTime: z.string().nullable(),
  /** This user's unread count. */
  unreadCount: z.number().int(),
  /** This user's flag; false means muted. */
  notifications: z.boolean(),
});
export type Chat = z.infer<typeof chatSchema>;

const username = z.string().trim().min(1).max(30);

/**
 * POST /api/chats. Without a name: a one-to-one chat with the one other participant (the caller may be listed too);
 * the existing chat comes back when there is one. With a name: a group of the caller and at least 2 others.
 */
export const createChatRequestSchema = z
  .strictObject({
    participants: z.array(username).min(1).max(200),
    name: z.string().transform(squeezeSpaces).pipe(z.string().max(MAX_GROUP_NAME_LENGTH)).optional(),
  })
  .superRefine((value, ctx) => {
    // Stryker disable next-line ConditionalExpression: equivalent, undefined is never ''
    if (value.name !== undefined && value.name === '') {
      ctx.addIssue({ code: 'custom', path: ['name'], message: CHAT_MESSAGES.groupNameRequired });
    }
  });
export type CreateChatRequest = z.infer<typeof createChatRequestSchema>;

export const messagesQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(CHAT_MAX_PAGE_SIZE).default(CHAT_PAGE_SIZE),
  before: z.iso.datetime().optional(),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

export const muteRequestSchema = z.strictObject({ chatId: z.string().min(1), notifications: z.boolean() });
export type MuteRequest = z.infer<typeof muteRequestSchema>;

/**
 * A message as sent by POST /api/messages or the sendMessage/sendFile events. The sender is the session's user;
 * senderId and receiverId are accepted for the spec's shape and ignored. `timestamp` is the client's send time,
 * used with sender and content to drop a duplicate (a resend after a lost reply).
 */
export const sendMessageRequestSchema = z
  .object({
    chatId: z.string().min(1),
    senderId: z.string().optional(),
    receiverId: z.string().nullable().optional(),
    content: z.string().max(MAX_MESSAGE_LENGTH).default(''),
    timestamp: z.iso.datetime(),
    fileData: z
      .object({ name: z.string().min(1) })
      .loose()
      .nullable()
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.content.trim() === '' && !value.fileData) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: CHAT_MESSAGES.emptyMessage });
    }
  });
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;
export type SendMessageInput = z.output<typeof sendMessageRequestSchema>;

/** The server's `notification` event: sent to members who have not muted the chat, never to the sender. */
export const chatNotificationSchema = z.object({
  chatId: z.string(),
  /** The group's name; null for a one-to-one chat. */
  chatName: z.string().nullable(),
  senderId: z.string(),
  receiverId: z.string().nullable(),
  content: z.string(),
  file: chatFileSchema.nullable(),
});
export type ChatNotification = z.infer<typeof chatNotificationSchema>;

/** The acknowledgement of sendMessage/sendFile. */
export type SendAck = { ok: true; message: ChatMessage } | { ok: false; message: string; code: string };

export const chatUserSchema = z.object({ username: z.string(), profile: profileSchema });
export type ChatUser = z.infer<typeof chatUserSchema>;
