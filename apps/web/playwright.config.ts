import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// E2E_PORT lets two checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);

// Workers re-read this file; the variable, inherited from the main process, keeps them on the same directory.
process.env.FREIGHTDESK_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'freightdesk-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  globalTeardown: './e2e/global-teardown.ts',
  workers: 1,
  retries: 0,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      // Chromium's headless shell: the same Blink without the browser's own interface and GPU process, so a test
      // costs about two thirds of the CPU (6.5 instead of 8.0 minutes for the suite alone on a 2-core machine).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // A trace records every action of every test (screenshots and DOM snapshots) to keep those of a failure. In CI,
    // where no file is kept, that is cost alone: two specs took 26 s of CPU with it and 14 s without (48.7 s and
    // 35.0 s of wall time on a 2-core machine). A failing test is traced locally, or with --trace on.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node ../server/dist/server.js',
    url: `http://localhost:${PORT}/logistics/healthz`,
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.FREIGHTDESK_E2E_DATA_DIR,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'Admin@12345',
      LOG_LEVEL: 'warn',
      // createAccount sends X-Forwarded-For so each test account signs up from an address of its own.
      TRUST_PROXY: 'true',
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
