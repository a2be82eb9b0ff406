import type { Locator, Page } from '@playwright/test';
import { th } from '../../i18n/th';
import {
  answerUnsavedConfirm,
  button,
  chooseOption,
  expect,
  expectAccessible,
  field,
  labelled,
  pickRows,
  signedIn,
  signOut,
  stockOf,
  test,
  textbox,
  TINY_PNG,
  USERS,
} from './helpers';

const BL = th.app.bookings.list;
const BF = th.app.bookings.form;
const BP = th.app.bookings.picker;
const ST = th.app.bookings.status;
const VB = th.validation.booking;
/** The server's holiday answer, word for word (spec part 2 §8). */
const HOLIDAY = th.server.booking.holiday;
/** The server's answer to a malformed e-mail (a 403, shown under the e-mail field). */
const EMAIL_INVALID = th.server.booking.email_invalid;

/** Stocked products of SH0001 that no other browser test uses. */
const PRODUCTS = ['S1-P0060', 'S1-P0065'];
/** The contact of this test's booking: a search for it finds the booking alone. */
const CONTACT = `ผู้ส่งของทดสอบ ${Date.now() % 100_000}`;
const DAY = 86_400_000;

/** A year as the Thai interface shows it: the Buddhist era, CE + 543. */
const be = (iso: string) => Number(iso.slice(0, 4)) + 543;
/** A date as the date field's sections take it: ddmmyyyy, the Buddhist-era year. */
const digitsOf = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${be(iso)}`;
const isoAfter = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const isWeekend = (iso: string) => weekday(iso) === 0 || weekday(iso) === 6;
/** Ten dates from `days` ahead. */
const nextDays = (days: number) => Array.from({ length: 10 }, (_, i) => isoAfter(days + i));

/** A date as the date field shows it: dd/mm/yyyy, the Buddhist-era year. */
const shownOf = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${be(iso)}`;

/**
 * Types a date into the booking's date field (its sections fill in order: dd mm yyyy) and
 * waits until the field shows it; a keystroke lost to a re-render is typed again.
 */
async function typeDate(page: Page, iso: string) {
  const group = page.getByRole('group', { name: labelled(BF.date) });
  await expect(async () => {
    const day = group.getByRole('spinbutton').first();
    await day.click();
    await expect(day).toBeFocused();
    await page.keyboard.type(digitsOf(iso));
    await expect(group).toHaveText(shownOf(iso), { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

const timeSelect = (page: Page) =>
  page.getByRole('main').getByRole('combobox', { name: new RegExp(`^${BF.time}`) });

/**
 * What the chosen date gave: the holiday message, no slot, open slots, or (the slot select
 * still disabled) 'waiting' with what the select and the date say, so a failure tells why.
 */
async function dateState(page: Page) {
  if (await page.getByText(HOLIDAY, { exact: true }).count()) return 'holiday';
  if (await page.getByText(BF.time_none, { exact: true }).count()) return 'closed';
  const select = timeSelect(page);
  if ((await select.getAttribute('aria-disabled')) !== 'true') return 'open';
  const group = page.getByRole('group', { name: labelled(BF.date) });
  const said = await page.getByRole('main').locator('.MuiFormHelperText-root').allTextContents();
  return `waiting (${await group.textContent()}: ${said.slice(0, 2).join(' | ')})`;
}

/**
 * Types the weekdays of the ten days from `days` ahead until one has open slots; answers that
 * date, or '' when none has.
 */
async function typeOpenWeekday(page: Page, days: number) {
  for (const candidate of nextDays(days).filter((d) => !isWeekend(d))) {
    await typeDate(page, candidate);
    await expect.poll(() => dateState(page)).not.toMatch(/^waiting/);
    if ((await dateState(page)) === 'open') return candidate;
  }
  return '';
}

/** Picks products in the booking's picker, searching each code. */
const pickProducts = (page: Page, codes: string[]) =>
  pickRows(
    page,
    { open: BF.select_products, title: BP.title, searchLabel: BP.search_label },
    codes,
  );

/** The booking page's list tab, searched for the test's contact. */
async function listOfContact(page: Page, first = false): Promise<Locator> {
  await page.goto('/bookings');
  await page.getByRole('tab', { name: BL.tab_list, exact: true }).click();
  // The list opens on the bookings not yet received (soonest delivery first), and comes back
  // to the tab last chosen; the test's booking may be in any status: the tab of every booking.
  if (first)
    await expect(page.getByRole('tab', { name: new RegExp(`^${BL.tabs.open}`) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  await page.getByRole('tab', { name: th.app.list_tabs.all, exact: true }).click();
  await textbox(page, BL.search_label).fill(CONTACT);
  await button(page, th.ra.action.search).click();
  const row = page.getByRole('row').filter({ hasText: CONTACT });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('inbound delivery bookings', () => {
  test.describe.configure({ mode: 'serial' });

  test('a shop books two products, staff receive them into stock as counted', async ({ page }) => {
    test.setTimeout(240_000);
    await signedIn(page, USERS.company.email);
    const before: number[] = [];
    for (const code of PRODUCTS) before.push(await stockOf(page, code));

    // The spec's path opens the booking page on its calendar tab.
    await page.goto('/delivery-booking');
    await expect(page).toHaveURL(/\/bookings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      th.app.menu['delivery-booking'],
    );
    await expect(page.getByRole('tab', { name: BL.tab_calendar, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('link', { name: BL.create }).click();
    await expect(page).toHaveURL(/\/bookings\/create$/);

    // Nothing filled: the spec's messages; the slot waits for a date.
    await expect(timeSelect(page)).toHaveAttribute('aria-disabled', 'true');
    await button(page, BF.save).click();
    await expect(page.getByText(VB.products_required, { exact: true })).toBeVisible();
    await expect(page.getByText(VB.contact_name_required, { exact: true })).toBeVisible();
    await expect(page.getByText(VB.contact_tel_required, { exact: true })).toBeVisible();

    // A weekend: the server's holiday message under the date, the slot cleared and disabled.
    const holiday = nextDays(14).find(isWeekend)!;
    await typeDate(page, holiday);
    await expect(page.getByText(HOLIDAY, { exact: true })).toBeVisible();
    await expect(timeSelect(page)).toHaveAttribute('aria-disabled', 'true');

    // A weekday two to three weeks ahead that is not a day off: the first slot with places.
    const date = await typeOpenWeekday(page, 15);
    expect(date, 'an open weekday two to three weeks ahead').not.toBe('');
    await expect(page.getByText(HOLIDAY, { exact: true })).toHaveCount(0);
    await timeSelect(page).click();
    const open = page.getByRole('option', { name: /\(ว่าง \d+ คิว\)$/ });
    await expect(open.first()).toBeVisible();
    const slot = ((await open.first().textContent()) ?? '').replace(/ \(.*$/, '');
    await open.first().click();
    await expect(timeSelect(page)).toContainText(slot);

    await field(page, BF.contact_name).fill(CONTACT);
    await field(page, BF.contact_tel).fill('081-234-5678');
    await expect(field(page, BF.contact_tel)).toHaveValue('0812345678');
    await field(page, BF.remark).fill('ส่งด้วยรถกระบะ 1 คัน');
    await page
      .getByRole('main')
      .locator('input[type=file]')
      .setInputFiles({ name: 'goods.png', mimeType: 'image/png', buffer: TINY_PNG });

    // Two products; the first picked again gets one more; the keys e and minus do nothing.
    await pickProducts(page, PRODUCTS);
    await pickProducts(page, [PRODUCTS[0]]);
    const amounts = page.getByRole('spinbutton', { name: /^จำนวน (?!ที่)/ });
    await expect(amounts).toHaveCount(2);
    await expect(amounts.nth(0)).toHaveValue('2');
    await expect(amounts.nth(1)).toHaveValue('1');
    await amounts.nth(0).fill('12');
    await amounts.nth(0).press('e');
    await amounts.nth(0).press('-');
    await expect(amounts.nth(0)).toHaveValue('12');
    await amounts.nth(1).fill('7');
    await expectAccessible(page, 'the booking form', { soft: true });

    // A malformed e-mail: the server's 403 message under the e-mail field; nothing is saved.
    await field(page, BF.contact_email).fill('ส่งของ@');
    await button(page, BF.save).click();
    const email = page.getByRole('main').getByRole('textbox', { name: labelled(BF.contact_email) });
    await expect(email).toHaveAccessibleDescription(EMAIL_INVALID);
    await expect(page).toHaveURL(/\/bookings\/create$/);
    await field(page, BF.contact_email).fill('sender@example.com');
    await button(page, BF.save).click();
    await expect(page.getByText(BF.created, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/bookings(\?|$)/);

    // Listed, awaiting confirmation, with the date dd/mm/yyyy and the slot.
    let row = await listOfContact(page, true);
    const shown = shownOf(date);
    await expect(row).toContainText(shown);
    await expect(row).toContainText(slot);
    await expect(row).toContainText(ST['1']);
    const bookingNo = ((await row.getByRole('cell').first().textContent()) ?? '').trim();
    expect(bookingNo).toMatch(/^BK\d{11}$/);
    await expectAccessible(page, 'the booking list', { soft: true });

    // The shop may still change it: its form holds the booking; leaving with typing asks first.
    await row.getByRole('link', { name: BL.edit.replace('%{booking}', bookingNo) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BF.title_edit);
    await expect(page.getByRole('textbox', { name: BF.status })).toHaveValue(ST['1']);
    await expect(timeSelect(page)).toContainText(slot);
    await expect(field(page, BF.contact_name)).toHaveValue(CONTACT);
    await expect(field(page, BF.contact_name)).toBeEnabled();
    await expectAccessible(page, 'the booking, its shop', { soft: true });
    await field(page, BF.remark).fill('ส่งด้วยรถกระบะ 2 คัน');
    await answerUnsavedConfirm(page, 'leave', () => button(page, BF.back).click());
    await expect(page).toHaveURL(/\/bookings(\?|$)/);
    row = await listOfContact(page);

    // The print icon opens the booking's delivery label, a PDF, in a new window.
    const label = page.waitForResponse((r) => r.url().includes('/api/book-getbookinglabel'));
    const popup = page.waitForEvent('popup');
    await row.getByRole('button', { name: `${BL.print.replace('%{booking}', bookingNo)}` }).click();
    const reply = await label;
    expect(reply.status()).toBe(200);
    expect(reply.headers()['content-type']).toContain('application/pdf');
    const tab = await popup;
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.close();
    const pdf = await page.request.get(reply.url());
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // On a phone the list shows the booking with its buttons.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const item = page.getByRole('main').getByText(bookingNo, { exact: true });
    await expect(item).toBeVisible();
    await expect(
      page.getByRole('link', { name: BL.edit.replace('%{booking}', bookingNo) }),
    ).toBeVisible();
    await expectAccessible(page, 'the booking list on a phone', { soft: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await signOut(page);

    // Staff move it 1 → 2 → 3 → 4, assign an officer, count the goods, then receive them
    // (one save may take several steps: booking-receive.spec.ts).
    await signedIn(page, USERS.admin.email);
    const openBooking = async () => {
      const found = await listOfContact(page);
      await found.getByRole('link', { name: BL.edit.replace('%{booking}', bookingNo) }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(BF.title_edit);
    };
    await openBooking();
    await expect(
      page.getByRole('combobox', { name: new RegExp(`^${BF.assignee}`) }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(field(page, BF.contact_name)).toBeDisabled();
    // The photo chosen with the booking went up after it was saved.
    await expect(page.getByRole('img', { name: BF.photo, exact: true })).toBeVisible();
    await expectAccessible(page, 'the booking, staff', { soft: true });
    await chooseOption(page, BF.status, ST['2']);
    await button(page, BF.save).click();
    await expect(page.getByText(BF.updated, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/bookings(\?|$)/);

    await openBooking();
    await chooseOption(
      page,
      BF.assignee,
      `${USERS.warehouse.firstName} ${USERS.warehouse.lastName}`,
    );
    await chooseOption(page, BF.status, ST['3']);
    await button(page, BF.save).click();
    await expect(page.getByText(BF.updated, { exact: true })).toBeVisible();

    // At the dock: a counted amount per line, empty until counted (a count typed into the
    // booked amount would join it: 12 and 11 make 1211).
    await openBooking();
    const counted = page.getByRole('spinbutton', { name: /^จำนวนที่นับได้ / });
    await expect(counted).toHaveCount(2);
    await expect(counted.nth(0)).toHaveValue('');
    await expect(counted.nth(1)).toHaveValue('');
    await counted.nth(0).fill('11');
    await chooseOption(page, BF.status, ST['4']);
    await button(page, BF.save).click();
    await expect(page.getByText(BF.updated, { exact: true })).toBeVisible();

    // Received with 11 of 12: the difference is confirmed, and closes it with its note.
    await openBooking();
    await expect(counted.nth(0)).toHaveValue('11');
    await expect(counted.nth(1)).toHaveValue('');
    await counted.nth(1).fill('7');
    await chooseOption(page, BF.status, ST['5']);
    await button(page, BF.save).click();
    const differ = page.getByRole('dialog', { name: BF.differ_title });
    await expect(differ).toContainText('จอง 12 นับได้ 11 (−1)');
    await button(differ, BF.differ_confirm).click();
    await expect(page.getByText(BF.updated, { exact: true })).toBeVisible();

    // Closed: the list's icon only views it, and it has no save.
    row = await listOfContact(page);
    await expect(row).toContainText(ST['6']);
    await row.getByRole('link', { name: BL.view.replace('%{booking}', bookingNo) }).click();
    await expect(page.getByText(BF.final_note, { exact: true })).toBeVisible();
    await expect(button(page, BF.save)).toHaveCount(0);
    await signOut(page);

    // The shop's stock grew by the amounts counted, not those booked.
    await signedIn(page, USERS.company.email);
    expect(await stockOf(page, PRODUCTS[0])).toBe(before[0] + 11);
    expect(await stockOf(page, PRODUCTS[1])).toBe(before[1] + 7);
    row = await listOfContact(page);
    await row.getByRole('link', { name: BL.view.replace('%{booking}', bookingNo) }).click();
    await expect(page.getByRole('textbox', { name: BF.status })).toHaveValue(ST['6']);
    await expect(button(page, BF.save)).toHaveCount(0);
    await expect(page.getByRole('spinbutton', { name: /^จำนวน (?!ที่)/ }).first()).toBeDisabled();
  });
  test('the places left are asked again each time the slot select opens', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signedIn(page, USERS.company.email, '/bookings/create');
    // An open weekday a month ahead (other tests book two to three weeks ahead).
    const date = await typeOpenWeekday(page, 30);
    expect(date, 'an open weekday a month ahead').not.toBe('');
    await timeSelect(page).click();
    const open = page.getByRole('option', { name: /\(ว่าง \d+ คิว\)$/ });
    const first = (await open.first().textContent()) ?? '';
    const slot = first.replace(/ \(.*$/, '');
    const left = Number(/ว่าง (\d+) คิว/.exec(first)?.[1]);
    await page.keyboard.press('Escape');

    // Another shop books the same slot meanwhile.
    const other = await browser.newContext({ baseURL });
    const headers = { origin: baseURL ?? '' };
    const login = await other.request.post('/api/auth-login', {
      headers,
      data: { email: USERS.individual.email, password: 'Demo@1234' },
    });
    const shopId = ((await login.json()) as { data: { shop_list: { shop_id: number }[] } }).data
      .shop_list[0].shop_id;
    const products = await other.request.get(
      `/api/product-getallproducts?shop_id=${shopId}&page=1&per_page=1`,
    );
    const productId = ((await products.json()) as { data: { id: number }[] }).data[0].id;
    const booked = await other.request.post('/api/book-createbooking', {
      headers,
      data: {
        shop_id: shopId,
        booking_dt: date,
        booking_time: slot,
        contact_name: 'ร้านอื่นจองก่อน',
        contact_tel: '0812345678',
        product: [{ product_id: productId, amount: 1 }],
      },
    });
    expect(booked.status(), await booked.text()).toBe(200);
    await other.close();

    // Opening the select again shows one place fewer (or the slot full).
    await timeSelect(page).click();
    const now = left - 1;
    const expected =
      now > 0
        ? BF.time_option.replace('%{time}', slot).replace('%{left}', String(now))
        : BF.time_full.replace('%{time}', slot);
    await expect(page.getByRole('option', { name: expected, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
  });
});
