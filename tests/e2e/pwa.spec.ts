import type { APIRequestContext, Page } from '@playwright/test';
import { th } from '../../i18n/th';
import { expect, expectAccessible, profileButton, signedIn, test, USERS } from './helpers';

/**
 * The portal installed on a phone's home screen: its web app manifest, the service worker
 * that keeps the shell, and the Thai bar that says there is no connection.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

const P = th.app.pwa;

/** The no-connection bar (src/pwa/OfflineBanner.tsx), a live region. */
const offlineBar = (page: Page) => page.getByRole('status').filter({ hasText: P.offline_title });

/** Width and height of a PNG, read from its header (IHDR). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex'), 'PNG signature').toBe('89504e470d0a1a0a');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

async function manifestOf(page: Page, request: APIRequestContext) {
  const href = await page.locator('link[rel=manifest]').getAttribute('href');
  expect(href, 'index.html links the manifest').toBeTruthy();
  const url = new URL(href ?? '', page.url()).href;
  const reply = await request.get(url);
  expect(reply.status()).toBe(200);
  expect(reply.headers()['content-type']).toMatch(/^application\/(manifest\+)?json/);
  return { url, manifest: (await reply.json()) as Manifest };
}

/** The service worker that controls the page, once it has one (after a reload at the latest). */
const controller = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);

test('the web app manifest names the portal in Thai, opens at / standalone, and its icons are there', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const { url, manifest } = await manifestOf(page, request);
  expect(manifest).toMatchObject({
    name: th.app.name,
    short_name: P.short_name,
    description: th.app.login.subtitle,
    lang: 'th',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1565c0',
  });

  // 192 and 512 px for any use, and a maskable one (a launcher's own shape cuts nothing).
  const icons = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
  expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const reply = await request.get(new URL(icon.src, url).href);
    expect(reply.status(), icon.src).toBe(200);
    expect(reply.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await reply.body()), icon.src).toBe(icon.sizes);
  }

  // The start address is the portal itself, inside the manifest's scope.
  const start = new URL(manifest.start_url, url);
  expect(start.href.startsWith(new URL(manifest.scope, url).href)).toBe(true);
  const home = await request.get(start.href);
  expect(home.status()).toBe(200);
  expect(home.headers()['content-type']).toMatch(/^text\/html/);
  expect(await home.text()).toContain('rel="manifest"');
});

test('the service worker keeps the shell: offline, a reload still shows it with the Thai no-connection bar', async ({
  page,
  context,
}) => {
  await signedIn(page, USERS.warehouse.email);
  let screen = page.url();
  await expect(offlineBar(page)).toHaveCount(0);

  // The worker installs (keeping the shell) and, after a reload, controls the page.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe('activated');
  await page.reload();
  await expect(profileButton(page)).toBeVisible();
  expect(await controller(page)).toMatch(/\/sw\.js$/);
  // The screen's address as it stands once drawn (a list may add its query meanwhile).
  await expect(page.getByRole('main')).toBeVisible();
  screen = page.url();

  // Kept: index.html, the Sarabun font and the icons; never an API answer.
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys())
        urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
  expect(kept).toContain('/index.html');
  expect(kept.some((u) => /\/assets\/sarabun-thai-400-normal-.*\.woff2$/.test(u))).toBe(true);
  expect(kept).toContain('/icons/icon-192.png');
  expect(kept.filter((u) => /^\/(api|sandbox|dev)\//.test(u))).toEqual([]);

  // The connection drops: the bar says so at once, without a reload.
  await context.setOffline(true);
  await expect(offlineBar(page)).toBeVisible();
  await expect(offlineBar(page)).toContainText(P.offline_detail);

  // A reload without a connection still opens the shell: the worker's try of the network
  // fails, and it answers with the index.html it keeps.
  const networkTried = context.waitForEvent(
    'requestfailed',
    (r) => r.serviceWorker() !== null && r.url() === screen,
  );
  const reload = await page.reload();
  await networkTried;
  expect(reload?.status()).toBe(200);
  expect(reload?.fromServiceWorker()).toBe(true);
  expect(page.url()).toBe(screen);
  await expect(profileButton(page)).toBeVisible();
  await expect(offlineBar(page)).toBeVisible();
  await expect(offlineBar(page)).toHaveText(`${P.offline_title}${P.offline_detail}`);
  // An API call is not answered from a cache: it fails.
  const apiCall = await page.evaluate(() =>
    fetch('/api/auth-getsession').then(
      (r) => `answered ${r.status}`,
      () => 'failed',
    ),
  );
  expect(apiCall).toBe('failed');
  await expectAccessible(page, 'the shell without a connection at 390 px');

  // Back online: the bar goes.
  await context.setOffline(false);
  await expect(offlineBar(page)).toHaveCount(0);
});

test('an API call that fails with a network error shows the bar while the browser believes it is online', async ({
  page,
}) => {
  await signedIn(page, USERS.warehouse.email);
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  // The call fails as the browser fails it (a TypeError), in Thai rather than 'Failed to fetch'.
  const failure = await page.evaluate(() =>
    fetch('/api/auth-getsession').then(
      () => 'answered',
      (e: unknown) => (e instanceof TypeError ? e.message : 'another error'),
    ),
  );
  expect(failure).toBe(th.ra.notification.offline);
  await expect(offlineBar(page)).toBeVisible();

  // The server answers again: the next answer takes the bar away.
  await page.unroute('**/api/**');
  await page.evaluate(() => fetch('/api/auth-getsession'));
  await expect(offlineBar(page)).toHaveCount(0);
});
