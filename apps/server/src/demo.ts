import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './demo/demo-data.ts';
import { appUrl, serve } from './serve.ts';

// The demo keeps its own database, away from the office's real one.
serve(
  async ({ db }, config) => {
    await seedDemoData(db);
    const logins = DEMO_USERS.map((user) => `    ${user.username.padEnd(18)} ${user.profile}`);
    return [
      `FreightDesk demo: ${appUrl(config)} (database in ${config.dataDir})`,
      `  Log in with any of these, password ${DEMO_PASSWORD}:`,
      ...logins,
      '  Spreadsheets to try on Import (as an admin; vendors, freight, vehicles, then trips): docs/import-samples/',
    ].join('\n');
  },
  { ...process.env, DATA_DIR: process.env.DATA_DIR ?? './data-demo' },
);
