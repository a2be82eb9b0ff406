import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** Browser tests: the built app on the real server with a fresh in-memory database, in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'th-TH',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `http://127.0.0.1:${PORT}/login`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      DATA_DIR: 'memory://',
      UPLOAD_DIR: 'test-results/uploads',
      STATIC_DIR: process.env.STATIC_DIR ?? 'dist',
      LOG_LEVEL: 'warn',
      MAIL_SANDBOX: 'true',
      // The development mailbox's key (tests/e2e/helpers.ts opens the mailbox with it).
      MAILBOX_KEY: 'e2e-mailbox-key',
      VALIDATE_REPLIES: 'true',
      DATABASE_URL: '',
    },
  },
});
