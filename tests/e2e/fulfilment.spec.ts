import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { th } from '../../i18n/th';
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
  method: 'GET' | 'POST',
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
async function threeDrafts(page: Page, baseURL: string) {
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
  const product = stocked.find((p) => p.available >= 5 && !TAKEN.includes(p.customer_product_id));
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
  const made: { id: number; order_id: string }[] = [];
  for (let i = 1; i <= 3; i++) {
    const order = await apiCall<{ id: number; order_id: string }>(
      page.request,
      baseURL,
      'POST',
      'order-createorder',
      {
        body: {
          shop_id: shopId,
          ...orderDates,
          title_id: 1,
          customer_firstname: CUSTOMER,
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
  return made;
}

const main = (page: Page) => page.getByRole('main');
const counter = (page: Page) =>
  page.getByRole('toolbar', { name: SEL.toolbar }).getByRole('status');
const rowOf = (page: Page, order: string) => main(page).getByRole('row').filter({ hasText: order });

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
  const drafts = await threeDrafts(shop, baseURL!);
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
  await expect(shop.getByText(F.confirm.done.replace('%{count}', '3'))).toBeVisible();
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
  const shippedAt = Date.now();
  await button(warehouse, F.shipping.action.replace('%{count}', '2')).click();
  // The shipment's dialog: the two orders with their tracking numbers, and their labels as one PDF.
  const shippedDialog = warehouse.getByRole('dialog', {
    name: F.shipping.done.replace('%{count}', '2'),
  });
  await expect(shippedDialog).toBeVisible();
  for (const order of orders.slice(0, 2)) {
    await expect(shippedDialog.getByText(new RegExp(`${order}: [A-Z]{2}\\d{9}TH`))).toBeVisible();
  }
  await expectAccessible(warehouse, 'the shipment dialog');
  const bothLabels = warehouse.waitForEvent('download');
  await button(shippedDialog, th.app.labels.print).click();
  const both = await readFile(await (await bothLabels).path());
  expect(both.subarray(0, 5).toString()).toBe('%PDF-');
  expect(both.toString('latin1').match(/\/Type\s*\/Page(?![A-Za-z])/g)).toHaveLength(2);
  await button(shippedDialog, F.close).click();
  await expect(shippedDialog).toBeHidden();
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
  await rowOf(shop, orders[2]).getByRole('link').click();
  await expect(main(shop).getByRole('heading', { name: F.detail.title_confirm })).toBeVisible();
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
