import { createHash, randomUUID } from 'node:crypto';
import {
  CHAT_MESSAGES,
  type Chat,
  type ChatFile,
  type ChatMessage,
  type ChatUser,
  type CreateChatRequest,
  type MessagesQuery,
  type MuteRequest,
  type SendMessageInput,
  chatFileName,
  groupProblem,
  originalFileName,
} from '@freightdesk/domain';
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../db/engine.ts';
import type { SessionUser } from '../http/access.ts';
import { AppError, badRequest, forbidden, notFound } from '../http/app-error.ts';
import { detectFileType, withExtensionOf } from '../http/file-type.ts';
import type { MultipartForm } from '../http/multipart.ts';
import { usernameKey } from '../users/user.repository.ts';
import {
  type ChatRow,
  type MemberRow,
  type MessageRow,
  chatExists,
  findActiveUsers,
  findChatByPair,
  findChatFile,
  findChatOf,
  findChatWithMembers,
  findMessageByDedupeKey,
  insertChat,
  insertChatFile,
  insertMessage,
  listActiveUsersExcept,
  listChatsOf,
  listMembers,
  listMessages,
  markRead,
  setNotifications,
} from './chat.repository.ts';

/** Carries chat events to the members' open screens (socket.io, across nodes); the service calls it after commit. */
export interface ChatPublisher {
  /** `chatName` is the group's name (null for a one-to-one chat), so a pop-up can say where the message went. */
  messageSent(message: ChatMessage, members: MemberRow[], chatName: string | null): void;
  chatCreated(usernames: string[]): void;
}

const MAX_FILE_NAME_LENGTH = 120;

function toChat(row: ChatRow, members: MemberRow[]): Chat {
  return {
    _id: row.id,
    name: row.name,
    isGroup: row.is_group === 1,
    participants: members.filter((member) => member.chat_id === row.id).map((member) => member.username),
    lastMessage: row.last_message,
    lastMessageTime: row.last_message_time,
    unreadCount: row.unread_count,
    notifications: row.notifications === 1,
  };
}

function toMessage(row: MessageRow, receiverId: string | null): ChatMessage {
  return {
    _id: row.id,
    chatId: row.chat_id,
    senderId: row.sender,
    receiverId,
    content: row.content,
    timestamp: row.sent_at,
    file: row.file_name
      ? {
          fileName: row.file_name,
          originalName: originalFileName(row.file_name),
          type: row.content_type ?? 'application/octet-stream',
          size: row.size_bytes ?? 0,
        }
      : null,
  };
}

/** In a one-to-one chat, the member who is not the sender; null in a group. */
function receiverOf(chat: Pick<ChatRow, 'is_group'>, members: MemberRow[], sender: string): string | null {
  if (chat.is_group === 1) return null;
  return members.find((member) => member.username !== sender)?.username ?? null;
}

/** A safe stored name: no folders, no control characters, not too long. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'file').slice(-MAX_FILE_NAME_LENGTH);
}

export function createChatService(db: Database, publisher: ChatPublisher) {
  /** The chat, when this user is in it: 403 for a chat of others, 404 for none. */
  async function chatOf(user: SessionUser, chatId: string): Promise<ChatRow> {
    const chat = await findChatOf(db, chatId, user.username);
    if (chat) return chat;
    throw (await chatExists(db, chatId)) ? forbidden(CHAT_MESSAGES.notAMember) : notFound(CHAT_MESSAGES.noSuchChat);
  }

  async function activeUsernames(usernames: string[]): Promise<string[]> {
    const keys = [...new Set(usernames.map(usernameKey))];
    const found = await findActiveUsers(db, keys);
    if (found.length !== keys.length) throw badRequest(CHAT_MESSAGES.unknownUser, 'participants');
    return found.map((row) => row.username);
  }

  async function chatFor(user: SessionUser, chatId: string): Promise<Chat> {
    const row = await chatOf(user, chatId);
    return toChat(row, await listMembers(db, [chatId]));
  }

  async function createDirect(user: SessionUser, others: string[]): Promise<{ chat: Chat; created: boolean }> {
    if (others.length !== 1) {
      throw badRequest('Choose one person for a one-to-one chat, or name a group.', 'participants');
    }
    const [other = ''] = await activeUsernames(others);
    const pairKey = [usernameKey(user.username), usernameKey(other)].sort().join('|');
    const existing = await findChatByPair(db, pairKey);
    if (existing) return { chat: await chatFor(user, existing.id), created: false };
    const id = randomUUID();
    try {
      await insertChat(db, chatRow(id, null, pairKey, user), [user.username, other]);
    } catch (error) {
      // Both users opened the chat at the same moment: the other request made it.
      const raced = isUniqueViolation(error) ? await findChatByPair(db, pairKey) : undefined;
      if (!raced) throw error;
      return { chat: await chatFor(user, raced.id), created: false };
    }
    publisher.chatCreated([user.username, other]);
    return { chat: await chatFor(user, id), created: true };
  }

  async function createGroup(user: SessionUser, name: string, others: string[]): Promise<Chat> {
    const problem = groupProblem(name, others);
    if (problem) throw badRequest(problem, problem === CHAT_MESSAGES.groupNameRequired ? 'name' : 'participants');
    const members = [user.username, ...(await activeUsernames(others))];
    const id = randomUUID();
    await insertChat(db, chatRow(id, name.trim(), null, user), members);
    publisher.chatCreated(members);
    return chatFor(user, id);
  }

  return {
    async list(user: SessionUser): Promise<Chat[]> {
      const rows = await listChatsOf(db, user.username);
      const members = await listMembers(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toChat(row, members));
    },

    /** A one-to-one chat (the existing one when there is one) or a group. */
    async create(user: SessionUser, input: CreateChatRequest): Promise<{ chat: Chat; created: boolean }> {
      const me = usernameKey(user.username);
      const others = [...new Set(input.participants.filter((name) => usernameKey(name) !== me))];
      if (input.name !== undefined) return { chat: await createGroup(user, input.name, others), created: true };
      if (others.length === 0) throw badRequest(CHAT_MESSAGES.chatWithSelf, 'participants');
      return createDirect(user, others);
    },

    async messages(user: SessionUser, chatId: string, query: MessagesQuery): Promise<ChatMessage[]> {
      const chat = await chatOf(user, chatId);
      const [rows, members] = await Promise.all([listMessages(db, chatId, query), listMembers(db, [chatId])]);
      return rows.map((row) => toMessage(row, receiverOf(chat, members, row.sender)));
    },

    async markRead(user: SessionUser, chatId: string): Promise<void> {
      await chatOf(user, chatId);
      await markRead(db, chatId, user.username);
    },

    async mute(user: SessionUser, { chatId, notifications }: MuteRequest): Promise<void> {
      await chatOf(user, chatId);
      await setNotifications(db, chatId, user.username, notifications);
    },

    users: (user: SessionUser): Promise<ChatUser[]> => listActiveUsersExcept(db, user.username),

    /** POST /upload/chat: one file for one chat the user is in, checked by content, named timestamp-original. */
    async upload(user: SessionUser, form: MultipartForm): Promise<ChatFile> {
      const chatId = form.fields.chatId ?? '';
      if (!chatId) throw badRequest('Choose the chat to send the file in.', 'chatId');
      await chatOf(user, chatId);
      const file = form.files.get('chatFile');
      if (!file) throw badRequest('Choose a file to send.', 'chatFile');
      const named = cleanFileName(file.fileName);
      const contentType = detectFileType(file.data, named);
      if (!contentType) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', CHAT_MESSAGES.fileKind, 'chatFile');
      // A PDF or an image is kept under the extension of what it is, whatever it was called (photo.exe: photo.png).
      const original = withExtensionOf(named, contentType);
      // The spec names the file by a timestamp; a clash (same name, same millisecond) takes the next millisecond.
      for (let stamp = Date.now(); ; stamp += 1) {
        const fileName = chatFileName(stamp, original);
        try {
          await insertChatFile(db, { fileName, chatId, contentType, data: file.data, uploadedBy: user.username });
          return { fileName, originalName: original, type: contentType, size: file.data.length };
        } catch (error) {
          if (!isUniqueViolation(error) || stamp > Date.now() + 1000) throw error;
        }
      }
    },

    /**
     * Stores a message from the session's user and publishes it. A resend with the same chat, client timestamp and
     * content (a lost reply, a double click) returns the stored message and publishes nothing.
     */
    async send(user: SessionUser, input: SendMessageInput): Promise<{ message: ChatMessage; created: boolean }> {
      // One query for the chat and its members: sending is the hot path (a round trip saved is latency saved).
      const rows = await findChatWithMembers(db, input.chatId);
      const chat = rows.find((row) => row.username === user.username);
      if (!chat) {
        throw rows.length > 0 ? forbidden(CHAT_MESSAGES.notAMember) : notFound(CHAT_MESSAGES.noSuchChat);
      }
      const members: MemberRow[] = rows.map((row) => ({
        chat_id: row.id,
        username: row.username,
        notifications: row.notifications,
      }));
      const fileName = input.fileData?.name ?? null;
      const file = fileName ? await findChatFile(db, fileName) : undefined;
      if (fileName && file?.chat_id !== chat.id) throw badRequest(CHAT_MESSAGES.unknownFile, 'fileData');
      const content = input.content.trim();
      const dedupeKey = createHash('sha256')
        .update(JSON.stringify([chat.id, user.username, input.timestamp, content, fileName]))
        .digest('base64url');

      const id = randomUUID();
      const preview = content || originalFileName(fileName ?? '');
      const sentAt = await insertMessage(
        db,
        { id, chatId: chat.id, sender: user.username, content, fileName, dedupeKey, preview },
        new Date(),
      );
      if (sentAt === null) {
        const stored = await findMessageByDedupeKey(db, dedupeKey);
        if (!stored) throw notFound();
        return { message: toMessage(stored, receiverOf(chat, members, stored.sender)), created: false };
      }
      const row: MessageRow = {
        id,
        chat_id: chat.id,
        sender: user.username,
        content,
        sent_at: sentAt,
        file_name: fileName,
        content_type: file?.content_type ?? null,
        size_bytes: file?.size_bytes ?? null,
      };
      const message = toMessage(row, receiverOf(chat, members, user.username));
      publisher.messageSent(message, members, chat.name);
      return { message, created: true };
    },

    /** A chat file for a member of the chat it was sent in. */
    async download(user: SessionUser, fileName: string) {
      const file = await findChatFile(db, fileName);
      if (!file) throw notFound('This file no longer exists.');
      await chatOf(user, file.chat_id);
      return { fileName: originalFileName(file.file_name), contentType: file.content_type, data: file.data };
    },
  };
}

function chatRow(id: string, name: string | null, pairKey: string | null, user: SessionUser) {
  return {
    id,
    name,
    is_group: name === null ? 0 : 1,
    pair_key: pairKey,
    last_message: null,
    last_message_time: null,
    created_by: user.username,
    created_at: new Date().toISOString(),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
