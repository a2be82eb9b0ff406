// What a person waits for, in Debian's Chromium (as the browser tests use it): from opening a
// screen's address, with the browser's cache warm from an earlier visit, to what the screen
// is for painted: the dashboard's sales chart drawn with its line, a list's first row.
// Timed inside the page, from the navigation's start (performance.timeOrigin) to the frame
// after the element appeared, once the service worker (src/pwa/register.ts) is installed.
import { chromium, type Page } from '@playwright/test';
import { latencyRow, type ResultRow } from './bench-table';
import { CHROMIUM_LAUNCH } from './chromium';

export interface BrowserCase {
  name: string;
  path: string;
  /** A CSS selector of what the screen is for, once painted. */
  painted: string;
  budgetMs: number;
}

/** The dashboard's sales line chart (the month, by day) with its line drawn. */
export const DASHBOARD_CHART: Omit<BrowserCase, 'name'> = {
  path: '/dashboard',
  painted: 'svg path.MuiLineChart-line[d]',
  budgetMs: 620,
};

/** The product list's first row. */
export const PRODUCT_LIST_ROW: Omit<BrowserCase, 'name'> = {
  path: '/products',
  painted: 'main table tbody tr td, main [role=list] [role=listitem]',
  budgetMs: 1000,
};

/** Milliseconds from the navigation's start to the frame after `selector` shows. */
async function openAndTime(page: Page, path: string, selector: string): Promise<number> {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForSelector(selector, { state: 'visible', timeout: 30_000 });
  return page.evaluate(
    () =>
      new Promise<number>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now()))),
      ),
  );
}

/** Waits (up to 20 s) for the page's service worker to be active; false when there is none. */
function whenServiceWorkerReady(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      'serviceWorker' in navigator &&
      Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise<boolean>((done) => setTimeout(() => done(false), 20_000)),
      ]),
  );
}

/**
 * Signs `email` in on `origin` and times each case `runs` times after one untimed visit
 * (which fills the browser's cache and the server's plans).
 */
export async function benchBrowser(opts: {
  origin: string;
  database: string;
  email: string;
  cases: BrowserCase[];
  runs: number;
}): Promise<ResultRow[]> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const context = await browser.newContext({
      baseURL: opts.origin,
      locale: 'th-TH',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('textbox').first().fill(opts.email);
    await page.locator('input[type=password]').fill('Demo@1234');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const rows: ResultRow[] = [];
    for (const c of opts.cases) {
      await openAndTime(page, c.path, c.painted);
      // Warm as a returning user finds it: the service worker installed (it keeps the shell and
      // serves the scripts from then on) and the screen opened once through it. Timed while it
      // was still installing, the first runs paid for its downloads and a first read from its
      // cache (about 1 s each).
      if (await whenServiceWorkerReady(page)) await openAndTime(page, c.path, c.painted);
      const times: number[] = [];
      for (let i = 0; i < opts.runs; i++) times.push(await openAndTime(page, c.path, c.painted));
      rows.push(latencyRow(c.name, opts.database, times, c.budgetMs));
    }
    return rows;
  } finally {
    await browser.close();
  }
}
