import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Each revision remembers the PDF layout it was issued in (bills issued before layouts: 1), so an issued bill keeps
 * its PDF byte for byte when a later release prints bills differently. Revisions are renumbered from 0 (the
 * original) so the first revision is "Revision 1"; the stored snapshots, and so the old PDFs, stay as they were.
 */
export const billLayouts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('bill_revisions')
      .addColumn('layout', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    // Through negative numbers: a unique key checked row by row would refuse 2 -> 1 while 1 is still there.
    await sql`update bill_revisions set revision = -revision`.execute(db);
    await sql`update bill_revisions set revision = -revision - 1`.execute(db);
    await sql`update bills set revision = revision - 1`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await sql`update bills set revision = revision + 1`.execute(db);
    await sql`update bill_revisions set revision = -revision - 1`.execute(db);
    await sql`update bill_revisions set revision = -revision`.execute(db);
    await db.schema.alterTable('bill_revisions').dropColumn('layout').execute();
  },
};
