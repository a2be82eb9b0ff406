import type { Locator, Page } from '@playwright/test';
import { th } from '../../i18n/th';
import { fill } from '../../server/text';
import type { InventoryListRow } from '../../contract/schemas/inventory';
import type { ConnectionRow } from '../../contract/schemas/marketplaces';
import type { OrderListRow } from '../../contract/schemas/orders';
import { ORDER_SOURCE } from '../../contract/enums';
import { ok, signedInApi } from './apiCalls';
import {
  button,
  chooseInMain,
  chooseShop,
  expect,
  expectAccessible,
  signedIn,
  tableRows,
  test,
  USERS,
} from './helpers';

// The marketplace sync log as a shop owner sees it: a stock push the platform refuses shows
// with the platform's reason, and the owner's retry sends it through. The shop is SH0002, whose
// orders and stock no other browser test counts; Lazada is disconnected again at the end.

const M = th.app.orders.market;
const S = th.app.marketplace_sync;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** How long a job may take to run: the stock push waits for more changes, then for the queue. */
const JOB_WAIT = { timeout: 45_000 };
/** The platform's refusal of the next stock push, as the sandbox is told to word it. */
const REFUSAL = 'SKU นี้ถูกระงับการขายชั่วคราว';

/** A catalogue text as a whole-text pattern, any number where a count goes. */
const anyCount = (text: string, values: Record<string, string>) =>
  new RegExp(
    `^${text
      .split(/(%\{\w+\})/)
      .map((part) => {
        const key = /^%\{(\w+)\}$/.exec(part)?.[1];
        if (key === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        return values[key] ?? '[\\d,]+';
      })
      .join('')}$`,
  );

/** The sandbox's control of a seller (server/integrations/marketplace.sandboxPage.ts). */
async function sandboxControl(page: Page, baseURL: string, body: Record<string, unknown>) {
  const res = await page.request.post('/sandbox/marketplace/control', {
    data: body,
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The quantity of a SKU the sandbox seller holds (none before its first push). */
async function sandboxStock(page: Page, sellerId: string, sku: string) {
  const res = await page.request.get('/sandbox/marketplace/state', {
    params: { platform: 'lazada', seller_id: sellerId },
  });
  expect(res.status(), await res.text()).toBe(200);
  const state = (await res.json()) as { stock: { sku: string; quantity: number }[] };
  return state.stock.find((s) => s.sku === sku)?.quantity;
}

/**
 * Reads the list again until `row` shows: a job queued by the server has no entry until it
 * runs, and the list follows by itself only the entries it already shows.
 */
async function reloadUntilShown(page: Page, row: Locator) {
  await expect(async () => {
    await page.reload();
    await expect(row.first()).toBeVisible({ timeout: 3_000 });
  }).toPass(JOB_WAIT);
}

test('a refused stock push shows in the sync log with its reason, and goes through on retry', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const base = baseURL ?? '';
  await signedIn(page, USERS.company.email, '/orders');
  await chooseShop(page, 'SH0002');

  // Lazada connected through the sandbox's authorisation page: the tab comes back to the
  // order list, which connects the seller to SH0002 and pulls its orders.
  const opened = page.waitForEvent('popup');
  await button(page, fill(M.connect, { platform: 'Lazada' })).click();
  const app = await opened;
  await expect(app.getByRole('heading', { level: 1 })).toContainText('Lazada');
  await button(app, th.server.marketplace.page_allow).click();
  await expect(app.getByText(anyCount(M.connected, { platform: 'Lazada' }))).toBeVisible();
  await expect(app).toHaveURL(/\/orders$/);
  const shopId = Number(await app.evaluate(() => localStorage.getItem('shopId')));
  const connections = await ok<ConnectionRow[]>(app.request, base, 'marketplaceConnections', {
    query: { shop_id: shopId },
  });
  const lazada = connections.find((c) => c.platform === 'lazada');
  expect(lazada?.status).toBe('connected');
  const sellerId = lazada?.seller_id ?? '';

  // The order list's way to the log.
  await app.getByRole('link', { name: S.history, exact: true }).click();
  await expect(app).toHaveURL(/\/marketplaceLog/);
  await expect(app.getByRole('heading', { level: 1, name: S.title })).toBeVisible();
  await expect(app).toHaveTitle(`${S.title} · ${th.app.name}`);

  // Stock pushes only. A new connection pushes the whole stock once; it goes through.
  await chooseInMain(app, S.filter_kind, S.kind.stock);
  await reloadUntilShown(app, tableRows(app).filter({ hasText: S.status.done }));
  await expect(tableRows(app).filter({ hasText: S.kind.pull })).toHaveCount(0);

  // The platform will refuse the next stock push; the warehouse adjusts the stock of one of
  // the shop's items, as its stock screen does.
  await sandboxControl(app, base, {
    platform: 'lazada',
    seller_id: sellerId,
    action: 'refuse',
    call: 'stock',
    count: 1,
    message: REFUSAL,
  });
  const [item] = await ok<InventoryListRow[]>(app.request, base, 'inventory', {
    query: { shop_id: shopId, page: 1, per_page: 1 },
  });
  expect(item, 'a stock item of SH0002').toBeDefined();
  const pushedBefore = await sandboxStock(app, sellerId, item.customer_product_id);
  expect(pushedBefore, 'the first push sent the item').toBeDefined();
  const warehouse = await signedInApi(base, USERS.warehouse.email);
  const adjust = (amount: number) =>
    ok(warehouse, base, 'inventoryUpdate', {
      body: { id: item.id, inventory_amount: amount, remark: 'ทดสอบการซิงค์สต็อก' },
    });
  await adjust(item.inventory + 1);

  // The push fails with the platform's reason, and may be sent again.
  const failed = tableRows(app).filter({ hasText: S.status.failed }).filter({ hasText: REFUSAL });
  await reloadUntilShown(app, failed);
  await expect(failed).toHaveCount(1);
  const retry = failed.getByRole('button', { name: S.retry, exact: true });
  await expect(retry).toBeVisible();
  await expectAccessible(app, 'the sync log with a refused stock push');
  // On a phone (the page drawn anew at its width): a card per entry, the retry on it.
  await app.setViewportSize(PHONE);
  await app.reload();
  await expect(app.getByText(REFUSAL)).toBeVisible();
  await expect(app.getByRole('button', { name: S.retry, exact: true })).toBeVisible();
  await expectAccessible(app, 'the sync log with a refused stock push, at 390 px');
  await app.setViewportSize(DESKTOP);
  await app.reload();

  // The retry: the entry waits, runs and ends done, on its second try; the list follows it
  // by itself while it runs.
  await retry.click();
  await expect(app.getByText(S.retried, { exact: true })).toBeVisible();
  const retried = tableRows(app)
    .filter({ hasText: S.status.done })
    .filter({ hasText: fill(S.attempts, { count: 2 }) });
  await expect(retried).toHaveCount(1, JOB_WAIT);
  await expect(tableRows(app).filter({ hasText: REFUSAL })).toHaveCount(0);
  expect(await sandboxStock(app, sellerId, item.customer_product_id)).toBe((pushedBefore ?? 0) + 1);
  await expectAccessible(app, 'the sync log after the retry');

  // As it was: the item's stock, no drafts from Lazada, and no Lazada connection.
  await adjust(item.inventory);
  await warehouse.dispose();
  const pulled = await ok<OrderListRow[]>(app.request, base, 'orders', {
    query: { shop_id: shopId, page: 1, per_page: 100 },
  });
  for (const o of pulled.filter((row) => row.sources === ORDER_SOURCE.LAZADA && row.is_order === 0))
    await ok(app.request, base, 'orderDelete', { query: { id: o.id } });
  await app.goto('/orders');
  await button(app, fill(M.disconnect, { platform: 'Lazada' })).click();
  const ask = app.getByRole('dialog', { name: fill(M.disconnect_title, { platform: 'Lazada' }) });
  await button(ask, M.disconnect_confirm).click();
  await expect(
    app.getByText(fill(M.disconnected, { platform: 'Lazada' }), { exact: true }),
  ).toBeVisible();
  await expect(button(app, fill(M.connect, { platform: 'Lazada' }))).toBeVisible();
  await app.close();
});
