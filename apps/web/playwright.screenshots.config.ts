import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 3200);
// The base config made a temporary folder for this run, which its teardown removes; the demo database goes there.
const dataDir = process.env.FREIGHTDESK_E2E_DATA_DIR ?? '';

/** `npm run screenshots`: the README's pictures, taken on the demo data (`npm run demo`). */
export default defineConfig({
  ...baseConfig,
  testDir: 'screenshots',
  testMatch: '*.ts',
  timeout: 120_000,
  reporter: 'list',
  use: {
    ...baseConfig.use,
    baseURL: `http://localhost:${PORT}`,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    colorScheme: 'light',
    trace: 'off',
    screenshot: 'off',
  },
  webServer: {
    command: 'node ../server/dist/demo.js',
    url: `http://localhost:${PORT}/logistics/healthz`,
    env: { PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
