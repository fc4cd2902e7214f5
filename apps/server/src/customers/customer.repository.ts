import { squeezeSpaces } from '@freightdesk/domain';
import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { CustomerTable } from '../db/schema.ts';

/** The key names are unique by: squeezed and lower-cased, as `name_key` stores it. */
export function customerNameKey(name: string): string {
  return squeezeSpaces(name).toLowerCase();
}

export function listCustomers(db: Database) {
  return db.selectFrom('customers').selectAll().orderBy('name_key').execute();
}

export function listCustomerNames(db: Database) {
  return db.selectFrom('customers').select(['id', 'name']).orderBy('name_key').execute();
}

export function findCustomer(db: Database, id: string) {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The customer of a name typed in a form or a file, ignoring case and extra spaces; undefined when there is none. */
export function findCustomerByName(db: Database, name: string) {
  return db.selectFrom('customers').selectAll().where('name_key', '=', customerNameKey(name)).executeTakeFirst();
}

/** Another customer with the same name (ignoring case) or GSTIN; `exceptId` skips the customer being edited. */
export function findClashingCustomer(
  db: Database,
  fields: Pick<CustomerTable, 'name_key' | 'gstin'>,
  exceptId?: string,
) {
  return db
    .selectFrom('customers')
    .select(['name_key', 'gstin'])
    .where((eb) =>
      eb.or([eb('name_key', '=', fields.name_key), ...(fields.gstin ? [eb('gstin', '=', fields.gstin)] : [])]),
    )
    .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId ?? ''))
    .executeTakeFirst();
}

export async function insertCustomer(db: Database, customer: Insertable<CustomerTable>): Promise<void> {
  await db.insertInto('customers').values(customer).execute();
}

export async function updateCustomer(db: Database, id: string, changes: Updateable<CustomerTable>): Promise<void> {
  await db.updateTable('customers').set(changes).where('id', '=', id).execute();
}
