import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';

export interface NewFile {
  fileName: string;
  contentType: string;
  data: Buffer;
  createdBy: string;
}

export async function insertFile(db: Database, file: NewFile): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('files')
    .values({
      id,
      file_name: file.fileName,
      content_type: file.contentType,
      size_bytes: file.data.length,
      data: file.data,
      created_by: file.createdBy,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

export function findFile(db: Database, id: string) {
  return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteFiles(db: Database, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('files').where('id', 'in', ids).execute();
}
