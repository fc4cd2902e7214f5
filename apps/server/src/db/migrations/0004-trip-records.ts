import { type Kysely, type Migration, sql } from 'kysely';

/** Counters issue trip and bill numbers inside the creating transaction, alike on both engines. */
export const tripRecords: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('counters')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'integer', (c) => c.notNull())
      .execute();
    await sql`insert into counters (name, value) values ('trip', 0), ('bill', 0)`.execute(db);

    await db.schema
      .createTable('trip_attachments')
      .addColumn('trip_id', 'text', (c) => c.notNull().references('trips.id').onDelete('cascade'))
      .addColumn('field_name', 'text', (c) => c.notNull())
      .addColumn('file_id', 'text', (c) => c.notNull().references('files.id'))
      .addPrimaryKeyConstraint('trip_attachments_pk', ['trip_id', 'field_name'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('trip_attachments').execute();
    await db.schema.dropTable('counters').execute();
  },
};
