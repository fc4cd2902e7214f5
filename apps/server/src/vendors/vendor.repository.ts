import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { VendorTable } from '../db/schema.ts';

export function listVendors(db: Database) {
  return db.selectFrom('vendors').selectAll().orderBy('company_name_key').execute();
}

export function findVendor(db: Database, id: string) {
  return db.selectFrom('vendors').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Another vendor with the same name (ignoring case), PAN or GST; `exceptId` skips the vendor being edited. */
export function findClashingVendor(
  db: Database,
  fields: Pick<VendorTable, 'company_name_key' | 'pan' | 'gst'>,
  exceptId?: string,
) {
  return db
    .selectFrom('vendors')
    .select(['company_name_key', 'pan', 'gst'])
    .where((eb) =>
      eb.or([
        eb('company_name_key', '=', fields.company_name_key),
        ...(fields.pan ? [eb('pan', '=', fields.pan)] : []),
        ...(fields.gst ? [eb('gst', '=', fields.gst)] : []),
      ]),
    )
    .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId ?? ''))
    .executeTakeFirst();
}

export async function insertVendor(db: Database, vendor: Insertable<VendorTable>): Promise<void> {
  await db.insertInto('vendors').values(vendor).execute();
}

export async function updateVendor(db: Database, id: string, changes: Updateable<VendorTable>): Promise<void> {
  await db.updateTable('vendors').set(changes).where('id', '=', id).execute();
}

export async function deleteVendor(db: Database, id: string): Promise<void> {
  await db.deleteFrom('vendors').where('id', '=', id).execute();
}

export function findVendorByName(db: Database, companyName: string) {
  return db
    .selectFrom('vendors')
    .selectAll()
    .where('company_name_key', '=', companyName.trim().toLowerCase())
    .executeTakeFirst();
}
