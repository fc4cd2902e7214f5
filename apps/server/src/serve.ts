import v8 from 'node:v8';
import { buildApp } from './app.ts';
import { ConfigError, type Config, loadConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * V8 lets its heap grow to 4 times the live data while collecting is cheap: a 50,000-row import (issue 18) peaked at
 * 390 MB RSS with 75 MB of it live. Growing by half at most keeps that import near 260 MB (`npm run bench:import`),
 * for a few more collections, on an office machine that runs other things too.
 */
const HEAP_GROWTH = '--heap-growing-percent=50';

/**
 * Starts FreightDesk: configuration, database, the app on its port, graceful shutdown.
 * `prepare` runs on the migrated database before the port opens and returns what to print once it has.
 */
export function serve(
  prepare: (database: DatabaseHandle, config: Config) => Promise<string>,
  env: NodeJS.ProcessEnv = process.env,
): void {
  v8.setFlagsFromString(HEAP_GROWTH);
  const start = async () => {
    const config = loadConfig(env);
    const database = await openDatabase(config);
    const banner = await prepare(database, config);
    const app = await buildApp(config, database);

    let closing = false;
    const shutdown = (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    };
    process.on('SIGTERM', () => shutdown('SIGTERM'));
    process.on('SIGINT', () => shutdown('SIGINT'));

    await app.listen({ port: config.port, host: config.host });
    // Printed, not logged: one-time passwords are for the person starting the server, not for log storage.
    if (banner) process.stdout.write(`\n${banner}\n\n`);
  };

  start().catch((error: unknown) => {
    const message =
      error instanceof ConfigError
        ? error.message
        : `FreightDesk could not start: ${error instanceof Error ? error.message : String(error)}`;
    process.stderr.write(`${message}\n`);
    process.exit(1);
  });
}

export const appUrl = (config: Config) => config.publicOrigin ?? `http://localhost:${config.port}`;
