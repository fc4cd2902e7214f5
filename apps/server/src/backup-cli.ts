import { main } from './db/backup-command.ts';

/** `npm run backup` and `npm run restore` (through scripts/backup.mjs): argv is the command and its arguments. */
process.exitCode = await main(process.argv.slice(2));
