import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { type FirstAdminOutcome, ensureFirstAdmin } from './users/first-admin.ts';

const SHUTDOWN_GRACE_MS = 10_000;

/** Printed, not logged: the one-time password is for the person starting the server, not for log storage. */
function announceFirstAdmin(outcome: FirstAdminOutcome, url: string): void {
  if (outcome.kind !== 'oneTimePassword') return;
  const lines = [
    'FreightDesk first admin',
    `  Open ${url} and log in as "${outcome.username}" with the one-time password:`,
    `      ${outcome.oneTimePassword}`,
    '  You will be asked to choose your own password. Until you do, each start prints a new one.',
  ];
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const outcome = await ensureFirstAdmin(database.db, config.admin);
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
  announceFirstAdmin(outcome, config.publicOrigin ?? `http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`FreightDesk could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});
