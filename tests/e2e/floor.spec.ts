import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { th } from '../../i18n/th';
import { fill } from '../../server/text';
import type { PickListRecord } from '../../contract/schemas/floor';
import { productUpdate } from '../../contract/schemas/products';
import type { StockPickRow } from '../../contract/schemas/orders';
import { ORDER_POSTCODE, orderAddress, orderDates } from '../fixtures/order';
import { ok, signedInApi } from './apiCalls';
import {
  button,
  topBar,
  expect,
  expectAccessible,
  signedIn,
  test,
  textbox,
  USERS,
} from './helpers';
import { wedgeScan } from './scanning';

// The warehouse floor by scan on a phone (390 px), as a clerk with a keyboard-wedge scanner
// works it: three confirmed orders of SH0001 go on a pick list whose lines follow the bins in
// walking order; bins and items are scanned, one line is short-picked with its reason; then
// one order is packed by scan, a case counting its pack size and a wrong item refused, and
// ends packed with its label ready.

const F = th.app.floor;
const FV = th.server.packing;
const PHONE = { width: 390, height: 844 };
/** The customer of this test's orders: a search for it finds them alone. */
const CUSTOMER = 'ทดสอบหยิบแพ็ก';
/** Products of SH0001 that other browser tests take stock of. */
const TAKEN = ['S1-P0001', 'S1-P0020', 'S1-P0100', 'S1-P0105', 'S1-P0110', 'S1-P0140'];

interface Made {
  id: number;
  order_id: string;
}

/** Three confirmed orders of SH0001: A×5 (A's case holds 4), B×1 with C×2, and C×1. */
async function confirmedOrders(api: APIRequestContext, baseURL: string) {
  const shops = await ok<{ shop_id: number; shop_no: string }[]>(api, baseURL, 'shops');
  const shopId = shops.find((s) => s.shop_no === 'SH0001')!.shop_id;
  const stocked = await ok<StockPickRow[]>(api, baseURL, 'orderProducts', {
    query: { shop_id: shopId, page: 1, per_page: 100 },
  });
  // From the end of the list: other tests take the first products with stock.
  const [a, b, c] = stocked
    .filter((p) => p.available >= 20 && !TAKEN.includes(p.customer_product_id))
    .reverse();
  // A gets a case barcode, four to a case.
  const [record] = await ok<Record<string, unknown>[]>(api, baseURL, 'product', {
    query: { product_id: a.id },
  });
  const caseBarcode = `889${String(Date.now()).slice(-10)}`;
  const body = Object.fromEntries(
    Object.entries(record).filter(([k]) => k in productUpdate.shape && record[k] !== null),
  );
  await ok(api, baseURL, 'productUpdate', {
    body: { ...body, case_barcode_upc: caseBarcode, case_total: 4 },
  });
  const [place] = await ok<{ province_id: number; district_id: number; subdistrict_id: number }[]>(
    api,
    baseURL,
    'postcodePlaces',
    { query: { postcode: ORDER_POSTCODE } },
  );
  const [channel] = await ok<{ id: number }[]>(api, baseURL, 'deliveryChannels');
  const lines = [
    [{ product_id: a.id, total_order: 5 }],
    [
      { product_id: b.id, total_order: 1 },
      { product_id: c.id, total_order: 2 },
    ],
    [{ product_id: c.id, total_order: 1 }],
  ];
  const made: Made[] = [];
  for (const [i, product] of lines.entries()) {
    made.push(
      await ok<Made>(api, baseURL, 'orderCreate', {
        body: {
          shop_id: shopId,
          ...orderDates,
          title_id: 1,
          customer_firstname: CUSTOMER,
          customer_lastname: `หมายเลข${i + 1}`,
          email: 'floor@example.com',
          tel: '0812345678',
          ...orderAddress(place),
          cod: 1,
          delivery_channel_id: channel.id,
          shipping_type: 2,
          distcount: 0,
          remark: '',
          product: product.map((l) => ({ ...l, type: 1 })),
        },
      }),
    );
  }
  await ok(api, baseURL, 'confirmOrdersBulk', {
    body: { confirm_order: made.map((o) => ({ id: o.id, shop_id: shopId })) },
  });
  const barcodeOf = async (productId: number) => {
    const [p] = await ok<{ item_barcode_upc: string }[]>(api, baseURL, 'product', {
      query: { product_id: productId },
    });
    return p.item_barcode_upc;
  };
  return {
    orders: made,
    a: { ...a, barcode: await barcodeOf(a.id), caseBarcode },
    b: { ...b, barcode: await barcodeOf(b.id) },
  };
}

const main = (page: Page) => page.getByRole('main');
const status = (page: Page) => main(page).getByRole('status').first();

test('a pick list of three orders by bin, picked and packed by scan on a phone', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const shopApi = await signedInApi(baseURL!, USERS.company.email);
  const { orders, a, b } = await confirmedOrders(shopApi, baseURL!);
  await shopApi.dispose();

  // The warehouse selects the three confirmed orders on the shipping list and makes a pick list.
  await page.setViewportSize(PHONE);
  await signedIn(page, USERS.warehouse.email, '/shipping-order');
  // On a phone the working shop is chosen in the drawer.
  await topBar(page).getByRole('button', { name: th.ra.action.open_menu }).click();
  const drawer = page.getByRole('dialog', { name: th.app.shell.main_menu });
  await drawer.getByRole('combobox', { name: th.app.shell.select_shop }).click();
  await page.getByRole('option', { name: /^SH0001 / }).click();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await textbox(page, th.app.fulfilment.search_label).fill(CUSTOMER);
  await button(page, th.ra.action.search).click();
  await expect(
    main(page).getByRole('tab', { name: `${th.app.fulfilment.tabs_shipping.in_warehouse} (3)` }),
  ).toBeVisible();
  await main(page).getByRole('checkbox', { name: th.app.selection.select_page }).first().check();
  await button(page, fill(F.create, { count: 3 })).click();
  await button(page, F.create_button).click();
  await expect(page).toHaveURL(/\/pick-lists\/\d+$/);
  const listId = Number(page.url().split('/').at(-1));
  const heading = main(page).getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^ใบหยิบสินค้า PL\d{6}$/);

  // Its bins follow the walking order: floor, then bin code; stock no bin records comes last.
  const api = await signedInApi(baseURL!, USERS.warehouse.email);
  const list = await ok<PickListRecord>(api, baseURL!, 'pickList', { query: { id: listId } });
  expect(list.orders.map((o) => o.order_id)).toEqual(orders.map((o) => o.order_id));
  const binNames = await main(page).getByRole('heading', { level: 2 }).allTextContents();
  const walked = [...list.lines]
    .filter((l) => l.bin_code !== null)
    .map((l) => [l.floor ?? '', l.bin_code ?? ''] as const);
  const sorted = [...walked].sort((x, y) => x[0].localeCompare(y[0]) || x[1].localeCompare(y[1]));
  expect(walked).toEqual(sorted);
  expect(binNames.filter((n) => n !== F.no_bin)).toEqual([
    ...new Set(sorted.map(([floor, bin]) => fill(F.floor_bin, { floor, bin }))),
  ]);
  await expectAccessible(page, 'the pick list at 390 px');
  // The list prints for the clipboard, its number as a barcode.
  const printed = page.waitForEvent('download');
  await button(page, F.print_pick_list).click();
  const pdf = await printed;
  expect(pdf.suggestedFilename()).toBe(`${list.pick_no}.pdf`);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');

  // An item before its bin is refused; its bin, then the item, ticks the line.
  const first = list.lines.find((l) => l.bin_code !== null && l.item_barcode)!;
  await expect(textbox(page, F.pick_scan_label)).toBeVisible();
  await wedgeScan(page, first.item_barcode!);
  await expect(status(page)).toHaveText(fill(F.scan_bin_first, { bin: first.bin_code! }));
  await wedgeScan(page, first.bin_code!);
  await expect(status(page)).toHaveText(/^ตำแหน่ง /);
  await wedgeScan(page, first.item_barcode!);
  await expect(status(page)).toHaveText(
    fill(F.scan_item_ok, { code: first.code, quantity: first.quantity }),
  );
  await expect(
    main(page)
      .getByText(fill(F.done_full, { quantity: first.quantity }))
      .first(),
  ).toBeVisible();

  // One line is short: the reason is required, then recorded.
  const short = list.lines.find((l) => l.id !== first.id)!;
  await button(page, fill(F.pick_short_name, { code: short.code })).click();
  const dialog = page.getByRole('dialog', { name: fill(F.short_title, { code: short.code }) });
  await dialog.getByRole('spinbutton', { name: F.short_picked }).fill('0');
  await button(dialog, F.short_save).click();
  await expect(dialog).toContainText(th.validation.floor.short_reason_required);
  await textbox(dialog, F.short_reason).fill('สินค้าในตำแหน่งไม่พอ');
  await button(dialog, F.short_save).click();
  await expect(dialog).toBeHidden();
  await expect(
    main(page).getByText(
      fill(F.done_short, { picked: 0, quantity: short.quantity, reason: 'สินค้าในตำแหน่งไม่พอ' }),
    ),
  ).toBeVisible();

  // The rest by scan: each bin, then its items.
  const rest = (
    await ok<PickListRecord>(api, baseURL!, 'pickList', { query: { id: listId } })
  ).lines.filter((l) => l.picked < l.quantity && l.short_reason === null);
  for (const line of rest) {
    if (line.bin_code) await wedgeScan(page, line.bin_code);
    await wedgeScan(page, line.item_barcode ?? line.code);
    await expect(status(page)).toHaveText(
      fill(F.scan_item_ok, { code: line.code, quantity: line.quantity }),
    );
  }
  await expect(main(page).getByText(F.all_picked)).toBeVisible();
  const picked = await ok<PickListRecord>(api, baseURL!, 'pickList', { query: { id: listId } });
  expect(picked.lines.find((l) => l.id === short.id)).toMatchObject({
    picked: 0,
    short_reason: 'สินค้าในตำแหน่งไม่พอ',
  });
  expect(picked.lines.filter((l) => l.id !== short.id).every((l) => l.picked === l.quantity)).toBe(
    true,
  );
  await api.dispose();

  // Scan to pack: the order opens by its number; a case counts four, a wrong item is refused.
  const order = orders[0];
  await page.goto('/pack');
  await expect(textbox(page, F.pack_scan_order)).toBeVisible();
  await wedgeScan(page, order.order_id);
  await expect(page).toHaveURL(new RegExp(`/pack/${order.id}$`));
  await expect(textbox(page, F.pack_scan_item)).toBeVisible();
  await wedgeScan(page, a.caseBarcode);
  await expect(status(page)).toHaveText(
    fill(F.pack_added, { code: a.customer_product_id, added: 4, packed: 4, total: 5 }),
  );
  await wedgeScan(page, b.barcode);
  await expect(status(page)).toHaveText(fill(FV.not_in_order, { barcode: b.barcode }));
  await expect(main(page).getByText('4/5')).toBeVisible();
  await expectAccessible(page, 'scan to pack at 390 px');
  await wedgeScan(page, a.barcode);
  // Packed: the alert says so, the label prints, and the field waits for the next order.
  await expect(main(page).getByRole('alert')).toContainText(
    fill(F.pack_complete, { order: order.order_id }),
  );
  await expect(textbox(page, F.pack_scan_order)).toBeVisible();
  await expect(main(page).getByText(th.app.orders.status[3]).first()).toBeVisible();
  await expect(button(page, th.app.labels.print)).toBeEnabled();
  // Back to the shipping list from the order: its back button, also by Esc outside a field.
  await expect(main(page).getByRole('link', { name: F.back_to_list })).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/shipping-order/);
});
