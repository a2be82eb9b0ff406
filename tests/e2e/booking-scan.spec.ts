import type { Page } from '@playwright/test';
import { th } from '../../i18n/th';
import { productBody } from '../fixtures/product';
import { ok, signedInApi } from './apiCalls';
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
import { wedgeScan } from './scanning';

// Receiving an inbound booking by scanning, on a phone (DESIGN.md "Inbound booking"): the
// clerk scans the products' barcodes with a keyboard-wedge scanner (keys a few milliseconds
// apart, then Enter): an item counts 1, an inner pack and a case their sizes, into the lines'
// counts of the form; a code of no line is shown and counts nothing; the counts then go
// through the same confirmation as typed ones. The booking and its products are made through
// the API, the booking moved to receiving.

const BF = th.app.bookings.form;
const ST = th.app.bookings.status;
const PHONE = { width: 390, height: 844 };

const RUN = String(Date.now() % 1_000_000).padStart(6, '0');
/** Product A has all three barcodes (inner pack of 6, case of 24); B only its item's. */
const CODES = {
  aItem: `885${RUN}101`,
  aInner: `885${RUN}102`,
  aCase: `885${RUN}103`,
  bItem: `885${RUN}201`,
};
const UNKNOWN = `490${RUN}999`;
const LINES = [
  {
    key: 'A',
    amount: 30,
    extra: {
      item_barcode_upc: CODES.aItem,
      inner_pack_barcode_upc: CODES.aInner,
      inner_pack_total: 6,
      case_barcode_upc: CODES.aCase,
      case_total: 24,
    },
  },
  { key: 'B', amount: 2, extra: { item_barcode_upc: CODES.bItem } },
];
const nameOf = (key: string) => `น้ำดื่มสแกนทดสอบ ${key} ${RUN}`;
const codeOf = (key: string) => `SCN${RUN}-${key}`;

interface Made {
  bookingId: number;
  productIds: Record<string, number>;
}

/** Two new products of SH0002 with their barcodes, booked by the shop, moved to receiving. */
async function bookingBeingCounted(baseURL: string): Promise<Made> {
  const shop = await signedInApi(baseURL, USERS.company.email);
  const staff = await signedInApi(baseURL, USERS.admin.email);
  const shops = await ok<{ shop_id: number; shop_no: string }[]>(shop, baseURL, 'shops');
  const shopId = shops.find((s) => s.shop_no === 'SH0002')!.shop_id;
  const productIds: Record<string, number> = {};
  for (const line of LINES) {
    const made = await ok<{ id: number }>(shop, baseURL, 'productCreate', {
      body: productBody(shopId, codeOf(line.key), {
        product_name_th: nameOf(line.key),
        ...line.extra,
      }),
    });
    productIds[line.key] = made.id;
  }
  const { day, slot } = await bookableSlot(staff, shop, baseURL, 'รับเข้าด้วยการสแกน');
  const booked = await ok<{ id: number }>(shop, baseURL, 'bookingCreate', {
    body: {
      shop_id: shopId,
      booking_dt: day,
      booking_time: slot,
      contact_name: 'ผู้ส่งสแกนทดสอบ',
      contact_tel: '0812345678',
      product: LINES.map((l) => ({ product_id: productIds[l.key], amount: l.amount })),
    },
  });
  // Confirmed, then at the dock and being received (2 → 4 passes 3).
  for (const status of [2, 4]) {
    await ok(staff, baseURL, 'bookingAdminUpdate', {
      body: { id: booked.id, shop_id: shopId, booking_status: status },
    });
  }
  await shop.dispose();
  await staff.dispose();
  return { bookingId: booked.id, productIds };
}

/** The booking as the server holds it: its status and each product's counted amount. */
async function serverBooking(baseURL: string, made: Made) {
  const api = await signedInApi(baseURL, USERS.admin.email);
  type Line = { product_id: number; received_amount: number | null };
  const [booking] = await ok<{ booking_status: number; product: Line[] }[]>(
    api,
    baseURL,
    'booking',
    { query: { booking_id: made.bookingId } },
  );
  await api.dispose();
  const countOf = (key: string) =>
    booking.product.find((l) => l.product_id === made.productIds[key])?.received_amount;
  return { status: booking.booking_status, counted: { A: countOf('A'), B: countOf('B') } };
}

const counted = (page: Page, key: string) =>
  page.getByRole('spinbutton', { name: labelled(BF.counted_of.replace('%{name}', nameOf(key))) });

/** The scan's result line: 'นับแพ็กย่อย 885… น้ำดื่ม… +6 (รวม 7)'. */
const countedText = (
  unit: keyof typeof BF.scan_unit,
  code: string,
  key: string,
  pieces: number,
  total: number,
) =>
  BF.scan_counted
    .replace('%{unit}', BF.scan_unit[unit])
    .replace('%{code}', code)
    .replace('%{name}', nameOf(key))
    .replace('%{pieces}', String(pieces))
    .replace('%{total}', String(total));

test.describe('receiving a booking by scan', () => {
  test('a clerk on a phone scans items, inner packs and cases into the counts and receives the booking', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const made = await bookingBeingCounted(baseURL!);
    await page.setViewportSize(PHONE);
    await signedIn(page, USERS.warehouse.email, `/bookings/${made.bookingId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BF.title_edit);

    // Being received: the scan panel above the lines, the counts empty.
    const panel = page.getByRole('region', { name: BF.scan_region });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('textbox', { name: BF.scan_label })).toBeVisible();
    await expect(counted(page, 'A')).toHaveValue('');
    await expect(counted(page, 'B')).toHaveValue('');
    const lines = page.getByRole('list', { name: BF.section_products });
    const [panelBox, linesBox] = [await panel.boundingBox(), await lines.boundingBox()];
    expect(panelBox!.y + panelBox!.height).toBeLessThanOrEqual(linesBox!.y);
    const status = panel.getByRole('status');

    // Nothing has the focus: the scanner's keys reach the page itself.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // The phone shows the booking's first fields; the panel is below them, out of view.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(panel).not.toBeInViewport();

    // An item counts 1, an inner pack 6, a case 24: the line's count in the form. The scan
    // brings the panel, with its verdict and the first line, into view.
    await wedgeScan(page, CODES.aItem);
    await expect(status).toHaveText(countedText('item', CODES.aItem, 'A', 1, 1));
    await expect(panel).toBeInViewport({ ratio: 1 });
    await expect(counted(page, 'A')).toBeInViewport();
    await expect(counted(page, 'A')).toHaveValue('1');
    await wedgeScan(page, CODES.aInner);
    await expect(status).toHaveText(countedText('inner', CODES.aInner, 'A', 6, 7));
    await expect(counted(page, 'A')).toHaveValue('7');
    await wedgeScan(page, CODES.aCase);
    await expect(status).toHaveText(countedText('case', CODES.aCase, 'A', 24, 31));
    await expect(counted(page, 'A')).toHaveValue('31');
    await expect(page.getByText(BF.count_differs.replace('%{diff}', '+1'))).toBeVisible();
    // Scans one right after the other count each.
    await wedgeScan(page, CODES.bItem);
    await wedgeScan(page, CODES.bItem);
    await expect(status).toHaveText(countedText('item', CODES.bItem, 'B', 1, 2));
    await expect(counted(page, 'B')).toHaveValue('2');
    await expect(counted(page, 'A')).toHaveValue('31');

    // A code of no line of the booking: said, and nothing counted.
    await wedgeScan(page, UNKNOWN);
    await expect(status).toHaveText(BF.scan_unknown.replace('%{code}', UNKNOWN));
    await expect(counted(page, 'A')).toHaveValue('31');
    await expect(counted(page, 'B')).toHaveValue('2');
    await expectAccessible(page, 'a booking counted by scan, phone');

    // With a count field focused, the scan is no typing: it counts its line, the field keeps
    // its text, whether it is the line scanned or another.
    await counted(page, 'B').focus();
    await wedgeScan(page, CODES.aItem);
    await expect(status).toHaveText(countedText('item', CODES.aItem, 'A', 1, 32));
    await expect(counted(page, 'A')).toHaveValue('32');
    await expect(counted(page, 'B')).toHaveValue('2');
    await expect(counted(page, 'B')).toBeFocused();
    await counted(page, 'A').focus();
    await wedgeScan(page, UNKNOWN);
    await expect(status).toHaveText(BF.scan_unknown.replace('%{code}', UNKNOWN));
    await expect(counted(page, 'A')).toHaveValue('32');
    await wedgeScan(page, CODES.aItem);
    await expect(status).toHaveText(countedText('item', CODES.aItem, 'A', 1, 33));
    await expect(counted(page, 'A')).toHaveValue('33');
    // A count typed by hand counts as ever: the scans' 33 corrected to 32.
    await counted(page, 'A').fill('32');
    await expect(page.getByText(BF.count_differs.replace('%{diff}', '+2'))).toBeVisible();

    // Nothing is saved yet.
    expect(await serverBooking(baseURL!, made)).toEqual({
      status: 4,
      counted: { A: null, B: null },
    });

    // Received with the scanned counts: the difference asks first, as typed counts do. A scan
    // while it asks counts nothing and types nothing into its note.
    await chooseOption(page, BF.status, ST['5']);
    await button(page, BF.save).click();
    let dialog = page.getByRole('dialog', { name: BF.differ_title });
    await expect(dialog.getByRole('listitem')).toHaveText([
      BF.differ_line
        .replace('%{name}', nameOf('A'))
        .replace('%{booked}', '30')
        .replace('%{counted}', '32')
        .replace('%{diff}', '+2'),
    ]);
    let note = dialog.getByRole('textbox', { name: labelled(BF.discrepancy_note) });
    const noteText = await note.inputValue();
    await note.focus();
    await wedgeScan(page, CODES.aItem);
    await expect(note).toHaveValue(noteText);
    await expect(dialog).toBeVisible();
    await button(dialog, th.ra.action.cancel).click();
    await expect(dialog).toBeHidden();
    await expect(status).toHaveText(BF.scan_paused.replace('%{code}', CODES.aItem));
    await expect(counted(page, 'A')).toHaveValue('32');

    // Asked again and confirmed: closed with the discrepancy, the lines as counted.
    await button(page, BF.save).click();
    dialog = page.getByRole('dialog', { name: BF.differ_title });
    note = dialog.getByRole('textbox', { name: labelled(BF.discrepancy_note) });
    await expect(note).toHaveValue(noteText);
    await expectAccessible(page, 'the scanned counts to confirm, phone');
    await button(dialog, BF.differ_confirm).click();
    await expect(page.getByText(BF.updated, { exact: true })).toBeVisible();

    expect(await serverBooking(baseURL!, made)).toEqual({ status: 6, counted: { A: 32, B: 2 } });
    await page.reload();
    await expect(counted(page, 'A')).toHaveCount(0);
    await expect(page.getByRole('region', { name: BF.scan_region })).toHaveCount(0);
  });
});
