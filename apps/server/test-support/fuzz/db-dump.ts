import { sql } from 'kysely';
import type { Database } from '../../src/db/database.ts';

/**
 * Parts of the database that a refused (4xx) request may change by design. Everything else must stay byte-identical.
 * A whole table is named by its name, one column by `table.column`.
 */
export const CHANGES_ALLOWED_ON_4XX: Record<string, string> = {
  rate_limits:
    'each request to a rate-limited route is counted before its body is read, whatever its outcome: that is what a limit on attempts means (the fuzz suite clears the counters before each request so a 429 does not hide the route)',
  login_failures:
    'a wrong password at POST /login or /reset-password is recorded (answered 401) to lock the username and the address after too many failures',
  'sessions.last_seen_at':
    "any signed-in request refreshes its session's last-seen time (at most once a minute) for the idle expiry, before the route runs",
};

export interface DatabaseDump {
  /** One serialised string per table (name -> rows). */
  tables: Map<string, string>;
}

function serialise(value: unknown): unknown {
  if (value instanceof Uint8Array) return `bytes:${Buffer.from(value).toString('hex')}`;
  if (value instanceof Date) return `date:${value.toISOString()}`;
  if (typeof value === 'bigint') return `bigint:${value}`;
  return value;
}

/** Reads every row of every table, ordered by all columns, with the allowed columns and tables left out. */
export function createDumper(db: Database, ignored: Record<string, string> = CHANGES_ALLOWED_ON_4XX) {
  let tables: { name: string; columns: string[] }[] | undefined;

  async function listTables() {
    const metadata = await db.introspection.getTables({ withInternalKyselyTables: true });
    return metadata
      .filter((table) => !table.isView && !(table.name in ignored))
      .map((table) => ({
        name: table.name,
        columns: table.columns.map((c) => c.name).filter((column) => !(`${table.name}.${column}` in ignored)),
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  return {
    async dump(): Promise<DatabaseDump> {
      tables ??= await listTables();
      const results = await Promise.all(
        tables.map(async ({ name, columns }) => {
          const order = columns.map((_, i) => String(i + 1)).join(', ');
          const list = sql.join(columns.map((column) => sql.ref(column)));
          const { rows } = await sql<Record<string, unknown>>`select ${list} from ${sql.table(name)} order by ${sql.raw(
            order,
          )}`.execute(db);
          const text = JSON.stringify(rows.map((row) => columns.map((column) => serialise(row[column]))));
          return [name, text] as const;
        }),
      );
      return { tables: new Map(results) };
    },
  };
}

/** The tables whose rows differ, with a short excerpt of each side, or [] when the dumps are identical. */
export function dumpDifferences(before: DatabaseDump, after: DatabaseDump): string[] {
  const names = new Set([...before.tables.keys(), ...after.tables.keys()]);
  const differences: string[] = [];
  for (const name of names) {
    const a = before.tables.get(name) ?? '';
    const b = after.tables.get(name) ?? '';
    if (a === b) continue;
    let at = 0;
    while (at < a.length && a[at] === b[at]) at += 1;
    const excerpt = (text: string) => text.slice(Math.max(0, at - 80), at + 160);
    differences.push(`${name}: before ...${excerpt(a)}... after ...${excerpt(b)}...`);
  }
  return differences;
}
