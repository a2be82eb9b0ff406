import { type Locator, type Page } from '@playwright/test';
import { th } from '../../i18n/th';
import { ok, signedInApi } from './apiCalls';
import { productBody } from '../fixtures/product';
import {
  button,
  chooseOption,
  expect,
  expectAccessible,
  labelled,
  signedIn,
  test,
  USERS,
} from './helpers';
import { bookableSlot } from './bookingSlots';

// Receiving an inbound booking in one save, on a phone (DESIGN.md "Inbound booking"): the
// warehouse clerk moves a confirmed booking straight to received; the counts start empty; a
// count that differs from the booking asks first (cancelled: nothing reaches stock), one over
// twice the booking asks again; confirmed, the goods are in stock as counted and the booking
// is closed with its discrepancy note. The booking and its products are made through the API.

const BF = th.app.bookings.form;
const ST = th.app.bookings.status;
const VB = th.validation.booking;
const H = th.app.stock.history;
const K = th.app.stock.kinds;
const A = th.app.audit;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The lines booked: a product over its booking (+2), one as booked, one far over (9 of 4). */
const LINES = [
  { key: 'A', amount: 18, counted: 20 },
  { key: 'B', amount: 5, counted: 5 },
  { key: 'C', amount: 4, counted: 9 },
];
const RUN = `${Date.now() % 1_000_000}`;
const nameOf = (key: string) => `สบู่รับเข้าทดสอบ ${key} ${RUN}`;
const codeOf = (key: string) => `RCV${RUN}-${key}`;

interface Made {
  bookingId: number;
  bookingNo: string;
  shopId: number;
  productIds: Record<string, number>;
}

/**
 * Three new products of SH0002 (the company's second shop: the product list's paging test
 * counts SH0001's), booked by the shop, confirmed by staff.
 */
async function confirmedBooking(baseURL: string): Promise<Made> {
  const shop = await signedInApi(baseURL, USERS.company.email);
  const staff = await signedInApi(baseURL, USERS.admin.email);
  const shops = await ok<{ shop_id: number; shop_no: string }[]>(shop, baseURL, 'shops');
  const shopId = shops.find((s) => s.shop_no === 'SH0002')!.shop_id;
  const productIds: Record<string, number> = {};
  for (const line of LINES) {
    const made = await ok<{ id: number }>(shop, baseURL, 'productCreate', {
      body: productBody(shopId, codeOf(line.key), { product_name_th: nameOf(line.key) }),
    });
    productIds[line.key] = made.id;
  }
  const { day, slot } = await bookableSlot(staff, shop, baseURL, 'รับเข้าทดสอบ');
  const booked = await ok<{ id: number; booking_no: string }>(shop, baseURL, 'bookingCreate', {
    body: {
      shop_id: shopId,
      booking_dt: day,
      booking_time: slot,
      contact_name: 'ผู้ส่งรับเข้าทดสอบ',
      contact_tel: '0812345678',
      product: LINES.map((l) => ({ product_id: productIds[l.key], amount: l.amount })),
    },
  });
  await ok(staff, baseURL, 'bookingAdminUpdate', {
    body: { id: booked.id, shop_id: shopId, booking_status: 2 },
  });
  await shop.dispose();
  await staff.dispose();
  return { bookingId: booked.id, bookingNo: booked.booking_no, shopId, productIds };
}

/** What the server holds: the booking's status and remark, and each product's stock items. */
async function serverState(baseURL: string, made: Made) {
  const api = await signedInApi(baseURL, USERS.admin.email);
  const [booking] = await ok<{ booking_status: number; cancel_remark: string }[]>(
    api,
    baseURL,
    'booking',
    { query: { booking_id: made.bookingId } },
  );
  const stock: Record<string, { id: number; inventory: number } | undefined> = {};
  for (const line of LINES) {
    const rows = await ok<{ id: number; product_id: number; inventory: number }[]>(
      api,
      baseURL,
      'inventory',
      { query: { shop_id: made.shopId, search: codeOf(line.key) } },
    );
    stock[line.key] = rows.find((r) => r.product_id === made.productIds[line.key]);
  }
  await api.dispose();
  return { status: booking.booking_status, remark: booking.cancel_remark, stock };
}

const counted = (page: Page, key: string) =>
  page.getByRole('spinbutton', { name: labelled(BF.counted_of.replace('%{name}', nameOf(key))) });

/** The page scrolls sideways neither as a whole nor in the lines. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page is wider than the phone').toBeLessThanOrEqual(0);
}

const differLine = (key: string) => {
  const line = LINES.find((l) => l.key === key)!;
  const diff = line.counted - line.amount;
  return BF.differ_line
    .replace('%{name}', nameOf(key))
    .replace('%{booked}', String(line.amount))
    .replace('%{counted}', String(line.counted))
    .replace('%{diff}', diff > 0 ? `+${diff}` : `−${-diff}`);
};

const historyRows = (scope: Locator) =>
  scope.getByRole('row').filter({ has: scope.page().getByRole('cell') });

test.describe('receiving a booking in one save', () => {
  test('a clerk on a phone counts three lines, confirms the differences, and the stock grows as counted', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const made = await confirmedBooking(baseURL!);

    // Desktop first: the booking awaits the goods; no count until a status that counts.
    await signedIn(page, USERS.warehouse.email, `/bookings/${made.bookingId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BF.title_edit);
    await expect(page.getByText(made.bookingNo).first()).toBeVisible();
    await expect(counted(page, 'A')).toHaveCount(0);
    // The list of statuses reaches every later one from the confirmed booking.
    await page.getByRole('combobox', { name: new RegExp(`^${BF.status}`) }).click();
    for (const s of ['2', '3', '4', '5', '6', '7'] as const) {
      await expect(page.getByRole('option', { name: ST[s], exact: true })).toBeVisible();
    }
    await page.getByRole('option', { name: ST['5'], exact: true }).click();
    for (const line of LINES) await expect(counted(page, line.key)).toHaveValue('');
    await expectAccessible(page, 'a booking to receive, desktop');

    // On a phone (the page drawn anew at its width): a card per line with its name, the
    // booked amount and the count.
    await page.setViewportSize(PHONE);
    await page.reload();
    await chooseOption(page, BF.status, ST['5']);
    const cards = page.getByRole('list', { name: BF.section_products }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    for (const [i, line] of LINES.entries()) {
      const card = cards.nth(i);
      await expect(card).toContainText(nameOf(line.key));
      await expect(
        card.getByRole('spinbutton', {
          name: BF.booked_of.replace('%{name}', nameOf(line.key)),
        }),
      ).toHaveValue(String(line.amount));
      await expect(counted(page, line.key)).toBeVisible();
      await expect(counted(page, line.key)).toHaveValue('');
    }
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'a booking to receive, phone');

    // Saved with no count: each line asks for its count; nothing is sent.
    await button(page, BF.save).click();
    await expect(page.getByText(VB.counted_required, { exact: true })).toHaveCount(3);
    await expectAccessible(page, 'the counts required, phone');

    // 20 of 18: the difference is named and asked about; cancelled, nothing reaches stock.
    for (const line of LINES) {
      await counted(page, line.key).fill(String(line.key === 'C' ? line.amount : line.counted));
    }
    await expect(page.getByText(BF.count_differs.replace('%{diff}', '+2'))).toBeVisible();
    await button(page, BF.save).click();
    let dialog = page.getByRole('dialog', { name: BF.differ_title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText([differLine('A')]);
    const note = dialog.getByRole('textbox', { name: labelled(BF.discrepancy_note) });
    await expect(note).toHaveValue(`${BF.differ_note_head} ${codeOf('A')} จอง 18 นับได้ 20 (+2)`);
    await expectAccessible(page, 'the difference to confirm, phone');
    await button(dialog, th.ra.action.cancel).click();
    await expect(dialog).toBeHidden();
    let state = await serverState(baseURL!, made);
    expect(state.status).toBe(2);
    expect(Object.values(state.stock).filter(Boolean)).toEqual([]);

    // 9 of 4 as well: after the difference, a second question of its own; cancelled, nothing.
    await counted(page, 'C').fill('9');
    await button(page, BF.save).click();
    dialog = page.getByRole('dialog', { name: BF.differ_title });
    await expect(dialog.getByRole('listitem')).toHaveText([differLine('A'), differLine('C')]);
    await button(dialog, BF.differ_confirm).click();
    let over = page.getByRole('dialog', { name: BF.over_title });
    await expect(over).toBeVisible();
    await expect(over.getByRole('listitem')).toHaveText([
      BF.over_line
        .replace('%{name}', nameOf('C'))
        .replace('%{booked}', '4')
        .replace('%{counted}', '9'),
    ]);
    await expectAccessible(page, 'the count over twice the booking to confirm, phone');
    await button(over, th.ra.action.cancel).click();
    await expect(over).toBeHidden();
    state = await serverState(baseURL!, made);
    expect(state.status).toBe(2);
    expect(Object.values(state.stock).filter(Boolean)).toEqual([]);

    // Both confirmed: received in one save, closed with the discrepancy note.
    await button(page, BF.save).click();
    dialog = page.getByRole('dialog', { name: BF.differ_title });
    const noteText = await dialog
      .getByRole('textbox', { name: labelled(BF.discrepancy_note) })
      .inputValue();
    expect(noteText).toContain(`${codeOf('C')} จอง 4 นับได้ 9 (+5)`);
    await button(dialog, BF.differ_confirm).click();
    over = page.getByRole('dialog', { name: BF.over_title });
    await button(over, BF.over_confirm).click();
    await expect(page.getByText(BF.updated, { exact: true })).toBeVisible();
    state = await serverState(baseURL!, made);
    expect(state.status).toBe(6);
    expect(state.remark).toBe(noteText);
    expect(Object.fromEntries(LINES.map((l) => [l.key, state.stock[l.key]?.inventory]))).toEqual({
      A: 20,
      B: 5,
      C: 9,
    });

    // The booking's history: each step of the one save, by the clerk.
    await page.goto(`/bookings/${made.bookingId}`);
    const history = page.getByRole('region', { name: A.title });
    const moved = history
      .getByRole('listitem')
      .filter({ hasText: A.action.booking_status_changed });
    await expect(moved).toHaveCount(4);
    await expect(moved.first()).toContainText(`${ST['4']} → ${ST['6']}`);
    await expect(moved.first()).toContainText(USERS.warehouse.firstName);
    await expect(moved.nth(2)).toContainText(`${ST['2']} → ${ST['3']}`);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'the received booking and its history, phone');

    // The stock history of each product: one movement, exactly the count.
    for (const width of [DESKTOP, PHONE]) {
      await page.setViewportSize(width);
      for (const line of LINES) {
        await page.goto(`/inventory/${state.stock[line.key]!.id}`);
        const region = page.getByRole('region', { name: H.title });
        if (width === DESKTOP) {
          const rows = historyRows(region);
          await expect(rows).toHaveCount(1);
          await expect(rows.first()).toContainText(K.booking_received);
          await expect(rows.first()).toContainText(`+${line.counted}`);
          await expect(rows.first()).toContainText(made.bookingNo);
        } else {
          const items = region.getByRole('listitem').filter({ hasText: K.booking_received });
          await expect(items).toHaveCount(1);
          await expect(items.first()).toContainText(`+${line.counted}`);
          await expectNoSidewaysScroll(page);
        }
      }
      await expectAccessible(page, `the stock history, ${width === PHONE ? 'phone' : 'desktop'}`);
    }
  });
});
