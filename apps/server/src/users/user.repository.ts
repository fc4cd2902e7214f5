import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { UserTable } from '../db/schema.ts';

export const usernameKey = (username: string) => username.trim().toLowerCase();

export function findUserByUsername(db: Database, username: string) {
  return db.selectFrom('users').selectAll().where('username_key', '=', usernameKey(username)).executeTakeFirst();
}

export function findUserById(db: Database, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listUsers(db: Database) {
  return db.selectFrom('users').selectAll().orderBy('created_at').execute();
}

export async function insertUser(db: Database, user: Insertable<UserTable>): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function updateUser(db: Database, id: string, changes: Updateable<UserTable>): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function deleteUser(db: Database, id: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/** Admins who can sign in with a password they chose (or were given by ADMIN_PASSWORD). */
export async function countUsableAdmins(db: Database): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('profile', '=', 'admin')
    .where('status', '=', 'active')
    .where('must_change_password', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
