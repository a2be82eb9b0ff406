import path from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import base from '../../playwright.config';

/**
 * The root playwright.config.ts with one correction: it hands the server STATIC_DIR='dist',
 * a relative path that @fastify/static rejects ("root" option must be an absolute path), so
 * the web server never starts. Here the same settings run with the absolute path.
 * Run with: npx playwright test -c tests/e2e/playwright.config.ts
 */
const root = path.resolve(import.meta.dirname, '../..');
const server = base.webServer as Extract<PlaywrightTestConfig['webServer'], { command: string }>;

export default defineConfig({
  ...base,
  testDir: import.meta.dirname,
  outputDir: path.join(root, 'test-results'),
  webServer: {
    ...server,
    cwd: root,
    env: { ...server.env, STATIC_DIR: path.join(root, 'dist') },
  },
});
