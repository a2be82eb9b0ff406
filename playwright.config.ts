import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './scripts/chromium';

// A run picks its own ports (the workers it starts inherit the choice), so two runs on one
// machine, each with a single spec file, do not meet on the same server.
process.env.E2E_PORT ??= String(4000 + 10 * (process.pid % 500));
const PORT = Number(process.env.E2E_PORT);
/**
 * Workers run the spec files two at a time on a 2-core machine; each worker has a server and
 * database of its own (worker n talks to PORT + n), so no file sees another running beside it.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/** This worker's server: Playwright numbers its workers 0 … WORKERS − 1 (0 in the runner). */
const SERVER = PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** Browser tests: the built app on the real server with a fresh in-memory database, in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${SERVER}`,
    locale: 'th-TH',
    viewport: { width: 1280, height: 800 },
    launchOptions: CHROMIUM_LAUNCH,
    // The service worker would download the whole shell in the background of every test;
    // tests/e2e/pwa.spec.ts allows it for itself.
    serviceWorkers: 'block',
  },
  webServer: Array.from({ length: WORKERS }, (_, n) => ({
    command: 'node --import tsx server/main.ts',
    url: `http://127.0.0.1:${PORT + n}/login`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT + n),
      DATA_DIR: 'memory://',
      UPLOAD_DIR: `test-results/uploads-${n}`,
      STATIC_DIR: process.env.STATIC_DIR ?? 'dist',
      LOG_LEVEL: 'warn',
      MAIL_SANDBOX: 'true',
      // The development mailbox's key (tests/e2e/helpers.ts opens the mailbox with it).
      MAILBOX_KEY: 'e2e-mailbox-key',
      VALIDATE_REPLIES: 'true',
      DATABASE_URL: '',
      // The sandbox marketplaces fail no call at random; a stock change reaches them in a second.
      SANDBOX_MARKETPLACE_FAIL_RATE: '0',
      MARKETPLACE_STOCK_DEBOUNCE_SECONDS: '1',
      JOB_POLL_SECONDS: '1',
      // Webhooks may go to a receiver the test starts on this machine.
      WEBHOOK_ALLOW_LOOPBACK: 'true',
    },
  })),
});
