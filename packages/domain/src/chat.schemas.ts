import { z } from 'zod';
import { profileSchema } from './auth.schemas.ts';
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
/** Messages one connection may send: a person types far slower; a runaway client is stopped. */
export const CHAT_SEND_LIMIT = { max: 30, windowMs: 10_000 } as const;
/** The kinds of chat file the server accepts (checked by content there); for the file picker. */
export const CHAT_FILE_ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.xlsx,.docx,.txt,.csv';
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
  downloadFailed: 'Error downloading file. Please try again later.',
  noConversations: 'No conversations yet',
  noConversationsHint: 'Search for someone to start chatting',
  noChatSelected: 'Select a conversation or start a new one',
  emptyConversation: (name: string) => `Start a conversation with ${name}`,
  notAMember: 'You are not a member of this chat.',
  noSuchChat: 'This chat does not exist.',
  tooManyMessages: 'Too many messages at once. Please wait a few seconds and send again.',
  unknownUser: 'One of the chosen users does not exist or is not active.',
  chatWithSelf: 'Choose someone other than yourself.',
  unknownFile: 'This file was not sent in this chat.',
  fileKind:
    'This kind of file cannot be sent. Send a PDF, an image (PNG, JPEG, GIF, WEBP), an Excel or Word file (.xlsx, .docx), or a text or CSV file.',
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
    name: z.string().trim().max(MAX_GROUP_NAME_LENGTH).optional(),
  })
  .superRefine((value, ctx) => {
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
