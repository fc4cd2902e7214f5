import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './sqlite-statements.ts';

describe('the SQLite statement cache', () => {
  it('a statement prepared before a migration changed its table reads the new columns after it', () => {
    const database = withStatementCache(new SQLite(':memory:'));
    database.prepare('create table bills (id text)').run([]);
    database.prepare("insert into bills values ('B1')").run([]);
    expect(database.prepare('select * from bills').all([])).toEqual([{ id: 'B1' }]);
    database.prepare("alter table bills add column vendor_name text not null default ''").run([]);
    database.prepare("update bills set vendor_name = 'Sharma Roadlines'").run([]);
    expect(database.prepare('select * from bills').all([])).toEqual([{ id: 'B1', vendor_name: 'Sharma Roadlines' }]);
    database.close();
  });

  it('hands the same statement back for the same query', () => {
    const database = withStatementCache(new SQLite(':memory:'));
    expect(database.prepare('select 1 as one')).toBe(database.prepare('select 1 as one'));
    database.close();
  });
});
