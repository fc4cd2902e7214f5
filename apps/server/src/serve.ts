import { buildApp } from './app.ts';
import { ConfigError, type Config, loadConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Starts FreightDesk: configuration, database, the app on its port, graceful shutdown.
 * `prepare` runs on the migrated database before the port opens and returns what to print once it has.
 */
export function serve(
  prepare: (database: DatabaseHandle, config: Config) => Promise<string>,
  env: NodeJS.ProcessEnv = process.env,
): void {
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
