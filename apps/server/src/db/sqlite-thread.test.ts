import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type Generated, Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from './engine.ts';
import { whileWriteLocked, watched } from '../test/sqlite-lock.ts';
import { SqliteThreadDialect } from './sqlite-thread.ts';

interface Tables {
  notes: { id: Generated<number>; body: string; data: Uint8Array | null };
}

let dir: string;
let file: string;
let db: Kysely<Tables>;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freightdesk-thread-'));
  file = path.join(dir, 'thread.sqlite');
  const setup = new SQLite(file);
  setup.pragma('journal_mode = WAL');
  setup.exec('create table notes (id integer primary key, body text not null unique, data blob)');
  setup.close();
  db = new Kysely<Tables>({ dialect: new SqliteThreadDialect(file, ['busy_timeout = 5000']) });
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const bodies = async () => (await db.selectFrom('notes').select('body').orderBy('id').execute()).map((n) => n.body);

describe("SQLite through a connection in a worker thread (the imports' writes)", () => {
  it('runs 10 steps of nice below the thread that answers requests: it waits for the CPU, requests do not', async () => {
    /** A thread's nice value: field 19 of its stat, counted after the name in parentheses (field 2). */
    const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    await db.selectFrom('notes').select('id').execute();
    const threads = fs
      .readdirSync('/proc/self/task')
      .map((tid) => niceOf(fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')));
    // `npm test` runs this file at nice 10 already: the thread is then at 19, the lowest.
    const thisThread = niceOf(fs.readFileSync('/proc/thread-self/stat', 'utf8'));
    expect(threads).toContain(Math.min(19, thisThread + 10));
  });

  it('writes and reads rows: changes, the new row id, text and blobs as written', async () => {
    const result = await db
      .insertInto('notes')
      .values({ id: 7, body: 'first', data: Buffer.from([0, 1, 255]) })
      .execute();
    expect(result[0]?.numInsertedOrUpdatedRows).toBe(1n);
    expect(result[0]?.insertId).toBe(7n);
    const row = await db.selectFrom('notes').selectAll().where('id', '=', 7).executeTakeFirstOrThrow();
    expect(row.body).toBe('first');
    expect([...(row.data ?? [])]).toEqual([0, 1, 255]);
    const updated = await db.updateTable('notes').set({ body: 'first, edited' }).where('id', '=', 7).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
    await db.deleteFrom('notes').execute();
  });

  it("a statement's error keeps SQLite's code (a unique violation is a 409, not a 500)", async () => {
    await db.insertInto('notes').values({ body: 'twice' }).execute();
    const error = await db
      .insertInto('notes')
      .values({ body: 'twice' })
      .execute()
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
    expect((error as Error).message).toMatch(/UNIQUE constraint failed: notes\.body/);
    await db.deleteFrom('notes').execute();
  });

  it('a transaction that throws leaves nothing; two at once take turns and both commit', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ body: 'rolled back' }).execute();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await bodies()).toEqual([]);

    const writeTwo = (name: string) =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('notes')
          .values({ body: `${name} 1` })
          .execute();
        await trx
          .insertInto('notes')
          .values({ body: `${name} 2` })
          .execute();
      });
    await Promise.all([writeTwo('a'), writeTwo('b')]);
    // Each transaction's rows together: the second began after the first ended.
    expect(await bodies()).toEqual(['a 1', 'a 2', 'b 1', 'b 2']);
    await db.deleteFrom('notes').execute();
  });

  it("waits for another connection's write lock in its thread: this thread runs on meanwhile", async () => {
    const writing = await whileWriteLocked(file, async () => {
      const insert = watched(db.insertInto('notes').values({ body: 'after the lock' }).execute());
      // A timer fires while the insert waits: the wait is not on this thread.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(insert.settled()).toBe(false);
      return insert;
    });
    await writing.promise;
    expect(await bodies()).toEqual(['after the lock']);
    await db.deleteFrom('notes').execute();
  });

  it('a thread that cannot open its file fails the statement with the reason instead of leaving it waiting', async () => {
    const unopenable = new Kysely<Tables>({
      dialect: new SqliteThreadDialect(path.join(dir, 'no such folder', 'x.sqlite'), []),
    });
    await expect(sql`select 1`.execute(unopenable)).rejects.toThrow(/directory does not exist/);
    await unopenable.destroy();
  });
});
