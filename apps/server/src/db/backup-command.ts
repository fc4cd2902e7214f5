import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { type BackupTarget, BackupError, backupDatabase, describeCounts, restoreDatabase } from './backup.ts';
import { SQLITE_FILE_NAME } from './database.ts';

const USAGE = `Usage:
  npm run backup -- [file] [--force]   write a consistent snapshot of the database (the server may keep running)
  npm run restore -- <file> [--force]  bring a backup back; --force replaces a database in use or holding data

The database is the server's: DATABASE_URL when set (PostgreSQL, via pg_dump and pg_restore), else
DATA_DIR/${SQLITE_FILE_NAME} (SQLite). Without a file name, backup writes backups/freightdesk-<time>.<sqlite|pgdump>.`;

class UsageError extends Error {}

function parse(args: string[]): { file: string | undefined; force: boolean } {
  const flags = args.filter((a) => a.startsWith('-'));
  const unknown = flags.filter((f) => f !== '--force');
  if (unknown.length > 0) throw new UsageError(`Unknown option ${unknown.join(', ')}.`);
  const files = args.filter((a) => !a.startsWith('-'));
  if (files.length > 1) throw new UsageError('Give one file.');
  return { file: files[0], force: flags.includes('--force') };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** `npm run backup` / `npm run restore`: argv is [command, ...arguments]; answers the exit code. */
export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [command, ...args] = argv;
  // npm runs scripts from the repository root; a relative file name means where the person typed the command.
  const here = env.INIT_CWD ?? process.cwd();
  try {
    if (command !== 'backup' && command !== 'restore') throw new UsageError(`Unknown command ${command ?? ''}.`);
    if (args.includes('--help')) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    const { file, force } = parse(args);
    const config = loadConfig(env);
    const target: BackupTarget = {
      engine: config.databaseUrl ? 'postgres' : 'sqlite',
      sqliteFile: path.join(config.dataDir, SQLITE_FILE_NAME),
      databaseUrl: config.databaseUrl,
    };
    const where =
      target.engine === 'postgres'
        ? `the PostgreSQL database ${new URL(config.databaseUrl ?? '').pathname.slice(1)}`
        : `the SQLite database ${target.sqliteFile}`;
    const started = Date.now();

    if (command === 'backup') {
      const stamp = new Date().toISOString().replace(/\..*$/, '').replaceAll(':', '-');
      const name =
        file ?? path.join('backups', `freightdesk-${stamp}.${target.engine === 'postgres' ? 'pgdump' : 'sqlite'}`);
      const report = await backupDatabase(target, path.resolve(here, name), { force });
      process.stdout.write(
        [
          `Backed up ${where} to ${report.file} (${megabytes(report.bytes)}) in ${seconds(started)}.`,
          `  It holds ${describeCounts(report.counts)}.`,
          `  Restore it with: npm run restore -- ${report.file}`,
          '',
        ].join('\n'),
      );
      return 0;
    }

    if (!file) throw new UsageError('Name the backup file to restore.');
    const report = await restoreDatabase(target, path.resolve(here, file), { force });
    process.stdout.write(
      [
        `Restored ${path.resolve(here, file)} into ${where} in ${seconds(started)}.`,
        `  It now holds ${describeCounts(report.restored)}.`,
        report.replaced
          ? `  Replaced what it held before: ${describeCounts(report.replaced)}.`
          : '  The database was new or empty; nothing was replaced.',
        report.otherConnections > 0
          ? '  A running server was connected: it sees the restored data from now on.'
          : '  Start the server with: npm start (it brings the schema up to date if the backup is older).',
        '',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    if (error instanceof BackupError || error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    process.stderr.write(
      `FreightDesk ${command ?? ''} failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  }
}
