import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { th } from '../../i18n/th';
import { formatBaht } from '../../src/components/format';
import { orderDates } from '../fixtures/order';
import {
  button,
  chooseOption,
  chooseShop,
  expect,
  expectAccessible,
  signedIn,
  test,
  textbox,
  topBar,
  USERS,
} from './helpers';

const F = th.app.fulfilment;
const SEL = th.app.selection;
const STATUS = th.app.orders.status;

/** Products of SH0001 that other browser tests use: this one takes another with stock. */
const TAKEN = ['S1-P0001', 'S1-P0020', 'S1-P0100', 'S1-P0105', 'S1-P0110', 'S1-P0140'];
/** The customer of this test's orders: a search for it finds them alone. */
const CUSTOMER = 'ทดสอบจัดส่งอัตโนมัติ';

/** Calls the API as the page's signed-in user (a state change carries the page's origin). */
async function apiCall<T>(
  request: APIRequestContext,
  baseURL: string,
  method: 'GET' | 'POST' | 'PUT',
  name: string,
  opts: { query?: Record<string, string | number>; body?: unknown } = {},
): Promise<T> {
  const res = await request.fetch(`/api/${name}`, {
    method,
    params: opts.query,
    data: opts.body,
    headers: method === 'GET' ? {} : { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** Three drafts of the shop, one unit of PRODUCT each, for CUSTOMER (the order screens make them elsewhere). */
const threeDrafts = (page: Page, baseURL: string) => drafts(page, baseURL, 3, CUSTOMER);

/** `count` drafts of SH0001 for `customer`, one unit each of a product with the stock for them. */
async function drafts(page: Page, baseURL: string, count: number, customer: string) {
  const shops = await apiCall<{ shop_id: number; shop_no: string }[]>(
    page.request,
    baseURL,
    'GET',
    'shop-getshopbyuser',
  );
  const shopId = shops.find((s) => s.shop_no === 'SH0001')!.shop_id;
  const stocked = await apiCall<{ id: number; customer_product_id: string; available: number }[]>(
    page.request,
    baseURL,
    'GET',
    'order-getproductexistinventory',
    { query: { shop_id: shopId, page: 1, per_page: 100 } },
  );
  const product = stocked.find(
    (p) => p.available >= count + 5 && !TAKEN.includes(p.customer_product_id),
  );
  if (!product) throw new Error('no stocked product of SH0001 left for the fulfilment test');
  const [place] = await apiCall<
    { province_id: number; district_id: number; subdistrict_id: number }[]
  >(page.request, baseURL, 'GET', 'master-getaddressbypostcode', { query: { postcode: '10310' } });
  const [channel] = await apiCall<{ id: number }[]>(
    page.request,
    baseURL,
    'GET',
    'master-getdeliverychannel',
  );
  const made: { id: number; order_id: string; total_price: number }[] = [];
  for (let i = 1; i <= count; i++) {
    const order = await apiCall<{ id: number; order_id: string; total_price: number }>(
      page.request,
      baseURL,
      'POST',
      'order-createorder',
      {
        body: {
          shop_id: shopId,
          ...orderDates,
          title_id: 1,
          customer_firstname: customer,
          customer_lastname: `หมายเลข${i}`,
          email: 'fulfil@example.com',
          tel: '0812345678',
          address: '99/1 ถนนรัชดาภิเษก',
          province_id: place.province_id,
          district_id: place.district_id,
          subdistrict_id: place.subdistrict_id,
          postcode: '10310',
          cod: 1,
          delivery_channel_id: channel.id,
          shipping_type: i === 1 ? 1 : 2,
          distcount: 0,
          remark: '',
          product: [{ product_id: product.id, total_order: 1, type: 1 }],
        },
      },
    );
    made.push(order);
  }
  return { made, shopId, product };
}

const main = (page: Page) => page.getByRole('main');
const counter = (page: Page) =>
  page.getByRole('toolbar', { name: SEL.toolbar }).getByRole('status');
const rowOf = (page: Page, order: string) => main(page).getByRole('row').filter({ hasText: order });

const tab = (page: Page, name: string) =>
  main(page).getByRole('tab', { name: new RegExp(`^${name}( \\(|$)`) });
const summary = (done: number, refused: number) =>
  F.results_summary.replace('%{done}', String(done)).replace('%{refused}', String(refused));

async function search(page: Page, text: string) {
  await textbox(page, F.search_label).fill(text);
  await button(page, th.ra.action.search).click();
}

test('a shop confirms three orders, the warehouse ships two, the bell tells the shop live', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const shopContext = await browser.newContext();
  const shop = await shopContext.newPage();
  await signedIn(shop, USERS.company.email);
  const { made: drafts } = await threeDrafts(shop, baseURL!);
  const orders = drafts.map((d) => d.order_id);

  // The confirm list: the three drafts, urgent in red, selected together and confirmed.
  await shop.goto('/confirm-order');
  await expect(
    main(shop).getByRole('heading', { name: th.app.menu['confirm-order'] }),
  ).toBeVisible();
  await search(shop, CUSTOMER);
  await expect(main(shop).getByRole('row')).toHaveCount(4);
  await expect(main(shop).getByText(`3 ${'รายการ'}`, { exact: true })).toBeVisible();
  const urgent = rowOf(shop, orders[0]).getByText('ด่วน', { exact: true });
  // Red: a strong red channel, little green and blue (the theme's error colour).
  await expect(urgent).toHaveCSS('color', /^rgb\((1[5-9]\d|2\d\d), [0-7]?\d, [0-7]?\d\)$/);
  await expectAccessible(shop, 'the confirm-order list');
  await main(shop).getByRole('checkbox', { name: SEL.select_page }).first().check();
  await expect(counter(shop)).toHaveText('เลือก 3 / ทั้งหมด 3 รายการ');
  await button(shop, F.confirm.action.replace('%{count}', '3')).click();
  await button(shop, F.confirm.ask_button.replace('%{count}', '3')).click();
  const results = shop.getByRole('dialog', { name: F.confirm.results_title });
  await expect(results.getByRole('status')).toHaveText(summary(3, 0));
  await button(results, F.close).click();
  // Confirmed, they leave the orders waiting; the tab of every order still shows them.
  await expect(main(shop).getByText(F.no_results_title)).toBeVisible();
  await tab(shop, th.app.list_tabs.all).click();
  await expect(counter(shop)).toHaveText('เลือก 0 / ทั้งหมด 3 รายการ');
  for (const order of orders) {
    await expect(rowOf(shop, order)).toContainText(STATUS[1]);
    // A confirmed order is not confirmed again.
    await expect(rowOf(shop, order).getByRole('checkbox')).toBeDisabled();
  }

  // The shop stays on its product list: the bell must change without a reload.
  await shop.goto('/products');
  const bell = topBar(shop).getByRole('button', { name: new RegExp(th.app.shell.notifications) });
  await expect(bell).toBeVisible();

  // The warehouse ships two of them from the shipping list, by shop.
  const warehouseContext = await browser.newContext();
  const warehouse = await warehouseContext.newPage();
  await signedIn(warehouse, USERS.warehouse.email, '/shipping-order');
  await chooseShop(warehouse, 'SH0001');
  await search(warehouse, CUSTOMER);
  await expect(main(warehouse).getByRole('row')).toHaveCount(4);
  await expectAccessible(warehouse, 'the shipping-order list');
  for (const order of orders.slice(0, 2)) {
    await rowOf(warehouse, order).getByRole('checkbox').check();
  }
  await expect(counter(warehouse)).toHaveText('เลือก 2 / ทั้งหมด 3 รายการ');
  await button(warehouse, F.shipping.action.replace('%{count}', '2')).click();
  const shippedAt = Date.now();
  await button(warehouse, F.shipping.ask_button.replace('%{count}', '2')).click();
  // The shipment's results: the two orders with their tracking numbers, their labels as one PDF.
  const shippedDialog = warehouse.getByRole('dialog', { name: F.shipping.results_title });
  await expect(shippedDialog.getByRole('status')).toHaveText(summary(2, 0));
  for (const order of orders.slice(0, 2)) {
    await expect(shippedDialog.getByRole('row').filter({ hasText: order })).toContainText(
      /[A-Z]{2}\d{9}TH/,
    );
  }
  await expectAccessible(warehouse, 'the shipment dialog');
  const bothLabels = warehouse.waitForEvent('download');
  await button(shippedDialog, th.app.labels.print).click();
  const both = await readFile(await (await bothLabels).path());
  expect(both.subarray(0, 5).toString()).toBe('%PDF-');
  expect(both.toString('latin1').match(/\/Type\s*\/Page(?![A-Za-z])/g)).toHaveLength(2);
  await button(shippedDialog, F.close).click();
  await expect(shippedDialog).toBeHidden();
  // Shipped, they leave the orders ready to ship; the tab of every order still shows them.
  await expect(main(warehouse).getByRole('row')).toHaveCount(2);
  await tab(warehouse, th.app.list_tabs.all).click();
  for (const order of orders.slice(0, 2)) {
    await expect(rowOf(warehouse, order)).toContainText(STATUS[4]);
    await expect(rowOf(warehouse, order)).toContainText(/[A-Z]{2}\d{9}TH/);
    // Shipped rows cannot be selected again (spec part 3 §4).
    await expect(rowOf(warehouse, order).getByRole('checkbox')).toBeDisabled();
  }
  await expect(rowOf(warehouse, orders[2]).getByRole('checkbox')).toBeEnabled();

  // The shop's bell lists both shipments, live, within 2 seconds of the shipment.
  await bell.click();
  const list = shop.getByRole('menu', { name: th.app.shell.notifications });
  const [before, after] = th.server.fulfilment.notice.shipped.split('%{tracking}');
  for (const order of orders.slice(0, 2)) {
    const shippedNotice = before.replace('%{order}', order);
    await expect(list.getByRole('menuitem').filter({ hasText: shippedNotice })).toContainText(
      new RegExp(`[A-Z]{2}\\d{9}TH${after}`),
      { timeout: 2_000 },
    );
  }
  expect(Date.now() - shippedAt).toBeLessThan(10_000);
  await shop.keyboard.press('Escape');

  // The shipping view: read-only, its tracking number, and the label PDF.
  await rowOf(warehouse, orders[0]).getByRole('link').click();
  await expect(main(warehouse).getByRole('heading', { name: F.detail.title_view })).toBeVisible();
  await expect(main(warehouse).getByLabel(F.detail.tracking)).toHaveValue(/[A-Z]{2}\d{9}TH/);
  await expectAccessible(warehouse, 'the shipping view');
  const download = warehouse.waitForEvent('download');
  await button(warehouse, th.app.labels.print).click();
  const pdf = await download;
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await button(warehouse, th.app.orders.form.back).click();
  await expect(warehouse).toHaveURL(/\/shipping-order(\?|$)/);

  // The shop cancels the third from the confirm-order edit; the status is required first.
  await shop.goto('/confirm-order');
  await search(shop, orders[2]);
  await tab(shop, th.app.list_tabs.all).click();
  await rowOf(shop, orders[2]).getByRole('link').click();
  await expect(main(shop).getByRole('heading', { name: F.detail.title_confirm })).toBeVisible();
  // The order's amounts in whole baht with the word (spec part 2 §1, part 3 §1).
  await expect(main(shop).getByTestId('order-total')).toHaveText(formatBaht(drafts[2].total_price));
  await expect(main(shop)).not.toContainText(/\d\.\d\d บาท/);
  await expectAccessible(shop, 'the confirm-order edit');
  await button(shop, th.app.orders.form.save).click();
  await expect(main(shop).getByText(th.validation.fulfilment.status_required)).toBeVisible();
  await chooseOption(main(shop), F.detail.new_status, STATUS[9]);
  await button(shop, th.app.orders.form.save).click();
  await expect(shop).toHaveURL(/\/confirm-order(\?|$)/);
  await search(shop, orders[2]);
  await expect(rowOf(shop, orders[2])).toContainText(STATUS[9]);
  // Final: another icon, the status read-only, no save.
  const finalLink = rowOf(shop, orders[2]).getByRole('link', {
    name: F.confirm.open_final.replace('%{order}', orders[2]),
  });
  await finalLink.click();
  await expect(main(shop).getByText(F.detail.final)).toBeVisible();
  await expect(button(shop, th.app.orders.form.save)).toHaveCount(0);

  // The spec's paths keep working, at 390 px too.
  await shop.setViewportSize({ width: 390, height: 844 });
  const shipped = drafts[0].id;
  await shop.evaluate((id) => localStorage.setItem('orderId', String(id)), shipped);
  await shop.goto('/shipping-order/view-shipping-order');
  await expect(shop).toHaveURL(new RegExp(`/shipping-order/${shipped}$`));
  await expect(main(shop).getByLabel(F.detail.tracking)).toHaveValue(/[A-Z]{2}\d{9}TH/);
  await expectAccessible(shop, 'the shipping view at 390 px');
  await shop.goto('/confirm-order');
  await expect(
    main(shop).getByRole('heading', { name: th.app.menu['confirm-order'] }),
  ).toBeVisible();
  await expectAccessible(shop, 'the confirm-order list at 390 px');
  await shop.goto('/shipping-order');
  await expect(
    main(shop).getByRole('heading', { name: th.app.menu['shipping-order'] }),
  ).toBeVisible();
  await expectAccessible(shop, 'the shipping-order list at 390 px');

  await shopContext.close();
  await warehouseContext.close();
});

test('staff confirm 20 orders across pages with one confirmation, then ship them on a phone: each order’s result, nothing sent before the answer', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const customer = `คิวงาน${Date.now().toString(36)}`;
  const shopContext = await browser.newContext();
  const shop = await shopContext.newPage();
  await signedIn(shop, USERS.company.email);
  const { made, shopId } = await drafts(shop, baseURL!, 22, customer);
  const tabCounts = async (name: string, query: Record<string, string | number>) => {
    const rows = await apiCall<{ tab: string; count: number }[]>(
      shop.request,
      baseURL!,
      'GET',
      name,
      { query: { search: customer, ...query } },
    );
    return Object.fromEntries(rows.map((r) => [r.tab, r.count]));
  };

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signedIn(staff, USERS.admin.email, '/confirm-order');
  await chooseShop(staff, 'SH0001');
  // The list opens on the orders waiting to be confirmed, oldest first.
  await expect(tab(staff, F.tabs_confirm.waiting)).toHaveAttribute('aria-selected', 'true');
  await search(staff, customer);
  await expect(tab(staff, F.tabs_confirm.waiting)).toHaveAccessibleName(
    `${F.tabs_confirm.waiting} (22)`,
  );
  await expect(main(staff).getByRole('row').nth(1)).toContainText(made[0].order_id);
  await expectAccessible(staff, 'the confirm-order list on its tab of orders waiting');

  // Twenty across two pages, one confirmation naming the count.
  await main(staff).getByRole('checkbox', { name: SEL.select_page }).first().check();
  await staff.getByRole('button', { name: th.ra.navigation.page.replace('%{page}', '2') }).click();
  await expect(main(staff).getByRole('row').nth(1)).toContainText(made[10].order_id);
  await main(staff).getByRole('checkbox', { name: SEL.select_page }).first().check();
  await expect(counter(staff)).toHaveText('เลือก 20 / ทั้งหมด 22 รายการ');
  // One of them is cancelled by the shop meanwhile: it is refused with its reason.
  await apiCall(shop.request, baseURL!, 'PUT', 'order-updateconfirmorder', {
    body: { shop_id: shopId, id: made[5].id, is_order: 9 },
  });
  await button(staff, F.confirm.action.replace('%{count}', '20')).click();
  const ask = staff.getByRole('dialog', { name: F.confirm.ask_title.replace('%{count}', '20') });
  await expect(ask).toContainText(F.confirm.ask_body);
  await expectAccessible(staff, 'the bulk confirmation question');
  // Nothing is confirmed before the answer.
  expect((await tabCounts('order-getconfirmordertabs', { shop_id: shopId })).waiting).toBe(21);
  await button(ask, F.confirm.ask_button.replace('%{count}', '20')).click();
  const results = staff.getByRole('dialog', { name: F.confirm.results_title });
  await expect(results.getByRole('status')).toHaveText(summary(19, 1));
  await expect(results.getByRole('row')).toHaveCount(21);
  for (const o of made.slice(0, 20)) {
    const line = results.getByRole('row').filter({ hasText: o.order_id });
    if (o === made[5]) await expect(line).toContainText(/^.*ไม่สำเร็จ: .+/);
    else await expect(line).toContainText(F.confirm.result_done);
  }
  await expectAccessible(staff, 'the bulk confirmation results');
  await button(results, F.close).click();
  await expect(counter(staff)).toHaveText('เลือก 0 / ทั้งหมด 2 รายการ');
  await expect(tab(staff, F.tabs_confirm.in_warehouse)).toHaveAccessibleName(
    `${F.tabs_confirm.in_warehouse} (19)`,
  );

  // The warehouse ships them on a phone: the orders ready to ship, oldest first.
  const warehouseContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const warehouse = await warehouseContext.newPage();
  await signedIn(warehouse, USERS.warehouse.email, '/shipping-order');
  // On a phone the working shop is chosen in the drawer.
  await topBar(warehouse).getByRole('button', { name: th.ra.action.open_menu }).click();
  const drawer = warehouse.getByRole('dialog', { name: th.app.shell.main_menu });
  await drawer.getByRole('combobox', { name: th.app.shell.select_shop }).click();
  await warehouse.getByRole('option', { name: /^SH0001 / }).click();
  await warehouse.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(tab(warehouse, F.tabs_shipping.in_warehouse)).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await search(warehouse, customer);
  await expect(tab(warehouse, F.tabs_shipping.in_warehouse)).toHaveAccessibleName(
    `${F.tabs_shipping.in_warehouse} (19)`,
  );
  const selectPage = main(warehouse).getByRole('checkbox', { name: SEL.select_page }).first();
  await selectPage.check();
  // Once rows are picked the bar stays at the foot of the screen, in reach while scrolling.
  const bar = warehouse.getByRole('toolbar', { name: SEL.toolbar });
  await warehouse.mouse.wheel(0, 400);
  const box = (await bar.boundingBox())!;
  expect(box.y + box.height).toBeGreaterThan(844 - 4);
  expect(box.y + box.height).toBeLessThanOrEqual(844 + 1);
  await warehouse
    .getByRole('button', { name: th.ra.navigation.page.replace('%{page}', '2') })
    .click();
  // Page 2 shown: its own rows, none picked yet.
  await expect(selectPage).not.toBeChecked();
  await selectPage.check();
  await expect(counter(warehouse)).toHaveText('เลือก 19 / ทั้งหมด 19 รายการ');
  expect(await warehouse.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    390,
  );
  await expectAccessible(warehouse, 'the shipping list on a phone with its bar docked');
  await button(warehouse, F.shipping.action.replace('%{count}', '19')).click();
  const shipAsk = warehouse.getByRole('dialog', {
    name: F.shipping.ask_title.replace('%{count}', '19'),
  });
  await expect(shipAsk).toContainText(F.shipping.ask_body);
  // No tracking number is taken from the carrier before the answer.
  const shippingTabs = { search_mode: 1, shop_id: shopId };
  expect((await tabCounts('order-getshippingordertabs', shippingTabs)).shipped).toBe(0);
  await button(shipAsk, th.ra.action.cancel).click();
  await expect(shipAsk).toBeHidden();
  expect((await tabCounts('order-getshippingordertabs', shippingTabs)).shipped).toBe(0);
  await button(warehouse, F.shipping.action.replace('%{count}', '19')).click();
  await button(shipAsk, F.shipping.ask_button.replace('%{count}', '19')).click();
  const shipped = warehouse.getByRole('dialog', { name: F.shipping.results_title });
  await expect(shipped.getByRole('status')).toHaveText(summary(19, 0));
  await expect(shipped.getByRole('row').filter({ hasText: /[A-Z]{2}\d{9}TH/ })).toHaveCount(19);
  await expectAccessible(warehouse, 'the shipment results on a phone');
  await button(shipped, F.close).click();
  expect(await tabCounts('order-getshippingordertabs', shippingTabs)).toEqual({
    in_warehouse: 0,
    shipped: 19,
    closed: 0,
  });

  await shopContext.close();
  await staffContext.close();
  await warehouseContext.close();
});
