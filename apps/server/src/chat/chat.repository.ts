import type { ChatUser } from '@freightdesk/domain';
import type { Database } from '../db/database.ts';
import type { ChatTable } from '../db/schema.ts';
import { insertFile } from '../files/file.repository.ts';

export interface ChatRow extends ChatTable {
  unread_count: number;
  notifications: number;
}

export interface MemberRow {
  chat_id: string;
  username: string;
  notifications: number;
}

export interface MessageRow {
  id: string;
  chat_id: string;
  sender: string;
  content: string;
  sent_at: string;
  file_name: string | null;
  content_type: string | null;
  size_bytes: number | null;
}

/** The chats a user is in, with that user's unread count and mute flag, most recent first. */
export function listChatsOf(db: Database, username: string): Promise<ChatRow[]> {
  return db
    .selectFrom('chats')
    .innerJoin('chat_members', 'chat_members.chat_id', 'chats.id')
    .selectAll('chats')
    .select(['chat_members.unread_count', 'chat_members.notifications'])
    .where('chat_members.username', '=', username)
    .orderBy((eb) => eb.fn.coalesce('chats.last_message_time', 'chats.created_at'), 'desc')
    .execute();
}

export function findChatOf(db: Database, chatId: string, username: string): Promise<ChatRow | undefined> {
  return db
    .selectFrom('chats')
    .innerJoin('chat_members', 'chat_members.chat_id', 'chats.id')
    .selectAll('chats')
    .select(['chat_members.unread_count', 'chat_members.notifications'])
    .where('chats.id', '=', chatId)
    .where('chat_members.username', '=', username)
    .executeTakeFirst();
}

/** A chat's row and all its members, in one query; empty for a chat that does not exist. */
export function findChatWithMembers(db: Database, chatId: string) {
  return db
    .selectFrom('chats')
    .innerJoin('chat_members', 'chat_members.chat_id', 'chats.id')
    .selectAll('chats')
    .select(['chat_members.username', 'chat_members.unread_count', 'chat_members.notifications'])
    .where('chats.id', '=', chatId)
    .orderBy('chat_members.username')
    .execute();
}

export function chatExists(db: Database, chatId: string): Promise<boolean> {
  return db
    .selectFrom('chats')
    .select('id')
    .where('id', '=', chatId)
    .executeTakeFirst()
    .then((row) => row !== undefined);
}

export function findChatByPair(db: Database, pairKey: string) {
  return db.selectFrom('chats').select('id').where('pair_key', '=', pairKey).executeTakeFirst();
}

export async function listMembers(db: Database, chatIds: string[]): Promise<MemberRow[]> {
  if (chatIds.length === 0) return [];
  return db
    .selectFrom('chat_members')
    .select(['chat_id', 'username', 'notifications'])
    .where('chat_id', 'in', chatIds)
    .orderBy('username')
    .execute();
}

export async function insertChat(db: Database, chat: ChatTable, usernames: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('chats').values(chat).execute();
    await trx
      .insertInto('chat_members')
      .values(usernames.map((username) => ({ chat_id: chat.id, username, unread_count: 0, notifications: 1 })))
      .execute();
  });
}

/** Active users, the exact spelling stored, for the given lower-cased keys. */
export function findActiveUsers(db: Database, usernameKeys: string[]) {
  return db
    .selectFrom('users')
    .select(['username', 'username_key'])
    .where('username_key', 'in', usernameKeys)
    .where('status', '=', 'active')
    .execute();
}

export function listActiveUsersExcept(db: Database, username: string): Promise<ChatUser[]> {
  return db
    .selectFrom('users')
    .select(['username', 'profile'])
    .where('status', '=', 'active')
    .where('username', '!=', username)
    .orderBy('username_key')
    .execute();
}

const messageColumns = [
  'messages.id',
  'messages.chat_id',
  'messages.sender',
  'messages.content',
  'messages.sent_at',
  'messages.file_name',
  'files.content_type',
  'files.size_bytes',
] as const;

function selectMessages(db: Database) {
  return db
    .selectFrom('messages')
    .leftJoin('chat_files', 'chat_files.file_name', 'messages.file_name')
    .leftJoin('files', 'files.id', 'chat_files.file_id')
    .select(messageColumns);
}

/** The `limit` newest messages before `before` (all when absent), oldest first. */
export async function listMessages(
  db: Database,
  chatId: string,
  { limit, before }: { limit: number; before?: string },
): Promise<MessageRow[]> {
  let query = selectMessages(db).where('messages.chat_id', '=', chatId);
  if (before) query = query.where('messages.sent_at', '<', before);
  const newestFirst = await query.orderBy('messages.sent_at', 'desc').limit(limit).execute();
  return newestFirst.reverse();
}

export function findMessageByDedupeKey(db: Database, dedupeKey: string): Promise<MessageRow | undefined> {
  return selectMessages(db).where('messages.dedupe_key', '=', dedupeKey).executeTakeFirst();
}

/** Rolls back the transaction of a message whose dedupe key is taken. */
class DuplicateMessage extends Error {}

export interface NewMessage {
  id: string;
  chatId: string;
  sender: string;
  content: string;
  fileName: string | null;
  dedupeKey: string;
  /** What the conversation list shows as the last message. */
  preview: string;
}

/**
 * Sets the chat's last message and returns the new message's time: now, or just after the chat's last message when
 * that is not earlier (clocks of several nodes), so times in a chat are strictly increasing and paging by time misses
 * nothing. The update locks the chat row (PostgreSQL), so concurrent sends in one chat take turns.
 */
async function stampChat(db: Database, message: NewMessage, now: Date): Promise<string> {
  const sentAt = now.toISOString();
  const stamped = await db
    .updateTable('chats')
    .set({ last_message: message.preview, last_message_time: sentAt })
    .where('id', '=', message.chatId)
    .where((eb) => eb.or([eb('last_message_time', 'is', null), eb('last_message_time', '<', sentAt)]))
    .executeTakeFirst();
  if (Number(stamped.numUpdatedRows) === 1) return sentAt;
  const chat = await db
    .selectFrom('chats')
    .select('last_message_time')
    .where('id', '=', message.chatId)
    .executeTakeFirstOrThrow();
  const later = new Date(Date.parse(chat.last_message_time ?? sentAt) + 1).toISOString();
  await db
    .updateTable('chats')
    .set({ last_message: message.preview, last_message_time: later })
    .where('id', '=', message.chatId)
    .execute();
  return later;
}

/**
 * Stores a message and counts it unread for every other member, in one transaction; returns its time, or null when a
 * message with the same dedupe key is already stored.
 */
export async function insertMessage(db: Database, message: NewMessage, now: Date): Promise<string | null> {
  return db
    .transaction()
    .execute(async (trx) => {
      const sentAt = await stampChat(trx, message, now);
      const inserted = await trx
        .insertInto('messages')
        .values({
          id: message.id,
          chat_id: message.chatId,
          sender: message.sender,
          content: message.content,
          file_name: message.fileName,
          sent_at: sentAt,
          dedupe_key: message.dedupeKey,
        })
        .onConflict((oc) => oc.column('dedupe_key').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
        throw new DuplicateMessage();
      }
      await trx
        .updateTable('chat_members')
        .set((eb) => ({ unread_count: eb('unread_count', '+', 1) }))
        .where('chat_id', '=', message.chatId)
        .where('username', '!=', message.sender)
        .execute();
      return sentAt;
    })
    .catch((error: unknown) => {
      if (error instanceof DuplicateMessage) return null;
      throw error;
    });
}

export async function markRead(db: Database, chatId: string, username: string): Promise<void> {
  await db
    .updateTable('chat_members')
    .set({ unread_count: 0 })
    .where('chat_id', '=', chatId)
    .where('username', '=', username)
    .execute();
}

export async function setNotifications(db: Database, chatId: string, username: string, on: boolean): Promise<void> {
  await db
    .updateTable('chat_members')
    .set({ notifications: on ? 1 : 0 })
    .where('chat_id', '=', chatId)
    .where('username', '=', username)
    .execute();
}

export async function insertChatFile(
  db: Database,
  file: { fileName: string; chatId: string; contentType: string; data: Buffer; uploadedBy: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const fileId = await insertFile(trx, {
      fileName: file.fileName,
      contentType: file.contentType,
      data: file.data,
      createdBy: file.uploadedBy,
    });
    await trx
      .insertInto('chat_files')
      .values({
        file_name: file.fileName,
        chat_id: file.chatId,
        file_id: fileId,
        uploaded_by: file.uploadedBy,
        created_at: new Date().toISOString(),
      })
      .execute();
  });
}

export function findChatFile(db: Database, fileName: string) {
  return db
    .selectFrom('chat_files')
    .innerJoin('files', 'files.id', 'chat_files.file_id')
    .select(['chat_files.file_name', 'chat_files.chat_id', 'files.content_type', 'files.size_bytes', 'files.data'])
    .where('chat_files.file_name', '=', fileName)
    .executeTakeFirst();
}
