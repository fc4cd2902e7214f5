import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../engine.ts';

const INDEXES = [
  { name: 'vehicle_documents_end_date', column: 'end_date' },
  { name: 'vehicle_documents_file', column: 'file_id' },
] as const;

/** A vehicle document may have its dates without its PDF (issue 18: imported from a fleet list); file_id becomes optional. */
export const dateOnlyDocuments = (engine: Engine): Migration => ({
  async up(db: Kysely<unknown>) {
    if (engine === 'postgres') {
      await sql`alter table vehicle_documents alter column file_id drop not null`.execute(db);
      return;
    }
    // SQLite cannot drop NOT NULL in place: the table is rebuilt with the same rows (nothing refers to it).
    await db.schema
      .createTable('vehicle_documents_new')
      .addColumn('truck_no', 'text', (c) => c.notNull().references('vehicles.truck_no').onDelete('cascade'))
      .addColumn('field_name', 'text', (c) => c.notNull())
      .addColumn('file_id', 'text', (c) => c.references('files.id'))
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('end_date', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('vehicle_documents_pk', ['truck_no', 'field_name'])
      .execute();
    await sql`insert into vehicle_documents_new (truck_no, field_name, file_id, start_date, end_date, updated_at)
      select truck_no, field_name, file_id, start_date, end_date, updated_at from vehicle_documents`.execute(db);
    await db.schema.dropTable('vehicle_documents').execute();
    await db.schema.alterTable('vehicle_documents_new').renameTo('vehicle_documents').execute();
    for (const index of INDEXES) {
      await db.schema.createIndex(index.name).on('vehicle_documents').column(index.column).execute();
    }
  },
});
