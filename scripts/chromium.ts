/**
 * Debian's Chromium as the browser tests (playwright.config.ts) and the bench's browser part
 * (scripts/bench-browser.ts) launch it: headless, without what would reach the network.
 */
export const CHROMIUM_LAUNCH = {
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
};
