import type { Kysely, Migration } from 'kysely';

/** Chats (one-to-one and groups), their members with unread counts and mute flags, messages and chat files. */
export const chat: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('chats')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text')
      .addColumn('is_group', 'integer', (c) => c.notNull())
      // The two lower-cased usernames, sorted and joined: one one-to-one chat per pair. Null for groups.
      .addColumn('pair_key', 'text', (c) => c.unique())
      .addColumn('last_message', 'text')
      .addColumn('last_message_time', 'text')
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('chat_members')
      .addColumn('chat_id', 'text', (c) => c.notNull().references('chats.id').onDelete('cascade'))
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('unread_count', 'integer', (c) => c.notNull())
      .addColumn('notifications', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('chat_members_pk', ['chat_id', 'username'])
      .execute();
    await db.schema.createIndex('chat_members_username').on('chat_members').column('username').execute();

    await db.schema
      .createTable('chat_files')
      .addColumn('file_name', 'text', (c) => c.primaryKey())
      .addColumn('chat_id', 'text', (c) => c.notNull().references('chats.id').onDelete('cascade'))
      .addColumn('file_id', 'text', (c) => c.notNull().references('files.id'))
      .addColumn('uploaded_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('chat_id', 'text', (c) => c.notNull().references('chats.id').onDelete('cascade'))
      .addColumn('sender', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.references('chat_files.file_name'))
      .addColumn('sent_at', 'text', (c) => c.notNull())
      // A hash of chat, sender, the client's timestamp and content: a resent message is stored once.
      .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
      .execute();
    await db.schema.createIndex('messages_chat_time').on('messages').columns(['chat_id', 'sent_at']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('messages').execute();
    await db.schema.dropTable('chat_files').execute();
    await db.schema.dropTable('chat_members').execute();
    await db.schema.dropTable('chats').execute();
  },
};
