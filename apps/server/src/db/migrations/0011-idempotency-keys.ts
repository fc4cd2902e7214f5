import type { Kysely, Migration } from 'kysely';

/**
 * One row per Idempotency-Key a user sent with a bill or a revision, written in the transaction that issued it:
 * a repeat of the request replays that revision. Housekeeping removes rows after a day.
 */
export const idempotencyKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('idempotency_keys')
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('bill_id', 'text')
      .addColumn('revision', 'integer')
      .addColumn('file_name', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['username', 'idempotency_key'])
      .execute();
    await db.schema.createIndex('idempotency_keys_created_at').on('idempotency_keys').column('created_at').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('idempotency_keys').execute();
  },
};
