import { appUrl, serve } from './serve.ts';
import { ensureFirstAdmin } from './users/first-admin.ts';

serve(async ({ db }, config) => {
  const outcome = await ensureFirstAdmin(db, config.admin);
  if (outcome.kind !== 'oneTimePassword') return '';
  return [
    'FreightDesk first admin',
    `  Open ${appUrl(config)} and log in as "${outcome.username}" with the one-time password:`,
    `      ${outcome.oneTimePassword}`,
    '  You will be asked to choose your own password. Until you do, each start prints a new one.',
  ].join('\n');
});
