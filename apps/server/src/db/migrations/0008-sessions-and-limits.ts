import { type Kysely, type Migration, sql } from 'kysely';

/** Idle expiry of sessions (last_seen_at) and request counters of the rate limits, shared by every server node. */
export const sessionsAndLimits: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').addColumn('last_seen_at', 'text').execute();
    await sql`update sessions set last_seen_at = created_at`.execute(db);

    await db.schema
      .createTable('rate_limits')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('window_start', 'text', (c) => c.notNull())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('rate_limits_pk', ['name', 'subject', 'window_start'])
      .execute();
    await db.schema.createIndex('rate_limits_window_start').on('rate_limits').column('window_start').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('rate_limits').execute();
    await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
  },
};
