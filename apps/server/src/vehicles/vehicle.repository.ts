import type { VehicleDocument } from '@freightdesk/domain';
import type { Insertable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { VehicleDocumentTable, VehicleTable } from '../db/schema.ts';

/** Newest first, as the other lists: a truck just added heads the Vehicle screen's first page. */
export function listVehicles(db: Database) {
  return db.selectFrom('vehicles').selectAll().orderBy('created_at', 'desc').orderBy('truck_no').execute();
}

export function findVehicle(db: Database, truckNo: string) {
  return db.selectFrom('vehicles').selectAll().where('truck_no', '=', truckNo).executeTakeFirst();
}

/** Every document with its file's original name (null for dates without a PDF), for the Vehicle screen's tiles. */
export function listVehicleDocuments(db: Database) {
  return db
    .selectFrom('vehicle_documents')
    .leftJoin('files', 'files.id', 'vehicle_documents.file_id')
    .select([
      'vehicle_documents.truck_no',
      'vehicle_documents.field_name',
      'vehicle_documents.start_date',
      'vehicle_documents.end_date',
      'files.file_name',
    ])
    .execute();
}

export function findVehicleDocument(db: Database, truckNo: string, field: VehicleDocument) {
  return db
    .selectFrom('vehicle_documents')
    .selectAll()
    .where('truck_no', '=', truckNo)
    .where('field_name', '=', field)
    .executeTakeFirst();
}

export async function listDocumentFileIds(db: Database, truckNo: string): Promise<string[]> {
  const rows = await db.selectFrom('vehicle_documents').select('file_id').where('truck_no', '=', truckNo).execute();
  return rows.flatMap((row) => (row.file_id ? [row.file_id] : []));
}

/** Documents ending on or before `lastDay` (YYYY-MM-DD), soonest first. */
export function listDocumentsEndingBy(db: Database, lastDay: string) {
  return db
    .selectFrom('vehicle_documents')
    .select(['truck_no', 'field_name', 'end_date'])
    .where('end_date', '<=', lastDay)
    .orderBy('end_date')
    .orderBy('truck_no')
    .execute();
}

export async function insertVehicle(db: Database, vehicle: Insertable<VehicleTable>): Promise<void> {
  await db.insertInto('vehicles').values(vehicle).execute();
}

export async function deleteVehicle(db: Database, truckNo: string): Promise<void> {
  await db.deleteFrom('vehicles').where('truck_no', '=', truckNo).execute();
}

export async function insertVehicleDocument(db: Database, document: Insertable<VehicleDocumentTable>): Promise<void> {
  await db.insertInto('vehicle_documents').values(document).execute();
}

export async function deleteVehicleDocument(db: Database, truckNo: string, field: VehicleDocument): Promise<void> {
  await db.deleteFrom('vehicle_documents').where('truck_no', '=', truckNo).where('field_name', '=', field).execute();
}
