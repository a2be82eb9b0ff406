import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { warehouseToday } from '../../contract/schemas/bookings';
import { th } from '../../i18n/th';
import { settingBody } from '../fixtures/booking';
import { call, ok, signedInApi } from './apiCalls';
import {
  chooseEveryShop,
  chooseShop,
  expect,
  expectAccessible,
  signedIn,
  tableRows,
  test,
  USERS,
} from './helpers';

const C = th.app.bookings.calendar;

/** Thai month and weekday names as a Thai calendar prints them. */
const MONTHS = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
];
const WEEKDAYS = ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์'];
const WEEKDAYS_SHORT = ['อา.', 'จ.', 'อ.', 'พ.', 'พฤ.', 'ศ.', 'ส.'];

/** The calendar's colours: dark blue with white text, the own shop's light blue with dark text. */
const DARK = { background: 'rgb(13, 71, 161)', color: 'rgb(255, 255, 255)' };
const LIGHT = { background: 'rgb(187, 222, 251)', color: 'rgb(0, 33, 113)' };

/** The two shops whose bookings the calendar shows (server/seed/seed.ts). */
const OWN_SHOP = { no: 'SH0001', name: 'สยามสมาร์ทช็อป' };
const OTHER_SHOP = { no: 'SH0003', name: 'บ้านสวนออร์แกนิก' };

// --- dates, yyyy-mm-dd, of the warehouse (Asia/Bangkok) ---------------------------------------

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const plusDays = (iso: string, days: number) =>
  new Date(utc(iso).getTime() + days * 86_400_000).toISOString().slice(0, 10);
const parts = (iso: string) => {
  const d = utc(iso);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth(), d: d.getUTCDate(), wd: d.getUTCDay() };
};
/** A year as the Thai interface shows it by default: the Buddhist era, CE + 543. */
const be = (year: number) => year + 543;
/** 'วันจันทร์ที่ 30 พฤศจิกายน 2569', the day view's title and the year view's day name. */
const thaiDay = (iso: string) => {
  const p = parts(iso);
  return `วัน${WEEKDAYS[p.wd]}ที่ ${p.d} ${MONTHS[p.m]} ${be(p.y)}`;
};
const thaiMonth = (iso: string) => `${MONTHS[parts(iso).m]} ${be(parts(iso).y)}`;
/** dd/mm/yyyy with the Buddhist-era year, as the Thai date picker shows it. */
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${be(parts(iso).y)}`;

// --- bookings made through the API ------------------------------------------------------------

type Slot = { config_booking_time: string; start: string; left: number };

/**
 * A weekday from the day after tomorrow on with free slots, opened by an appointment setting
 * for that day when none covers it yet; its slots.
 */
async function bookableDay(staff: APIRequestContext, shop: APIRequestContext, baseURL: string) {
  for (let ahead = 2; ahead < 30; ahead++) {
    const day = plusDays(warehouseToday(), ahead);
    const wd = parts(day).wd;
    if (wd === 0 || wd === 6) continue;
    const slotsOf = () => call<Slot[]>(shop, baseURL, 'bookingTimes', { query: { date: day } });
    let slots = await slotsOf();
    if (slots.status !== 200 || slots.body.data.length === 0) {
      const made = await call(staff, baseURL, 'appointmentCreate', {
        body: settingBody(day, day, { booking_name: `ปฏิทินทดสอบ ${day}`, capacity: 5 }),
      });
      if (made.status !== 200) continue;
      slots = await slotsOf();
    }
    const free = slots.body.data?.filter((s) => s.left > 0) ?? [];
    if (slots.status === 200 && free.length >= 2) return { day, slots: free };
  }
  throw new Error('no weekday with two free slots in the coming weeks');
}

/** A booking of the shop (by its number) on the day in the slot, with one of its products. */
async function book(
  api: APIRequestContext,
  baseURL: string,
  shopNo: string,
  day: string,
  slot: string,
) {
  const shops = await ok<{ shop_id: number; shop_no: string }[]>(api, baseURL, 'shops');
  const shopId = shops.find((s) => s.shop_no === shopNo)!.shop_id;
  const [product] = await ok<{ id: number }[]>(api, baseURL, 'products', {
    query: { shop_id: shopId, page: 1, per_page: 1 },
  });
  const made = await ok<{ id: number; booking_no: string }>(api, baseURL, 'bookingCreate', {
    body: {
      shop_id: shopId,
      booking_dt: day,
      booking_time: slot,
      contact_name: 'ผู้ทดสอบปฏิทิน',
      contact_tel: '0812345678',
      product: [{ product_id: product.id, amount: 2 }],
    },
  });
  return { id: made.id, shopId };
}

// --- the calendar on the page -------------------------------------------------------------------

const calendar = (page: Page) => page.getByRole('region', { name: C.label });
const views = (page: Page) => page.getByRole('group', { name: C.views });
const chooseView = (page: Page, name: string) =>
  views(page).getByRole('button', { name, exact: true }).click();
const periodTitle = (page: Page) => calendar(page).getByRole('heading', { level: 2 });
const events = (page: Page, title: string) => page.locator('.rbc-event').filter({ hasText: title });
/** '10:00 – 11:00': a slot's hours as an event shows them. */
const slotText = (slot: Slot) => `${slot.start} – ${slot.config_booking_time.slice(-5)}`;

async function expectColours(page: Page, title: string, colours: typeof DARK) {
  const event = events(page, title).first();
  await expect(event).toBeVisible();
  await expect(event).toHaveCSS('background-color', colours.background);
  await expect(event).toHaveCSS('color', colours.color);
}

/** Clicks a month-view day near its foot, where no booking and no day number is. */
async function clickLowIn(page: Page, cell: Locator) {
  await cell.scrollIntoViewIfNeeded();
  const box = (await cell.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height - 12);
}

/** Opens the booking page's calendar tab (the default tab). */
async function openCalendar(page: Page) {
  await page.goto('/bookings');
  await expect(views(page)).toBeVisible();
}

/** From the year view, the day's button opens its day view. */
async function openDayFromYear(page: Page, day: string) {
  await chooseView(page, C.year);
  const thisYear = parts(warehouseToday()).y;
  for (let y = thisYear; y < parts(day).y; y++) {
    await page.getByRole('button', { name: C.next, exact: true }).click();
  }
  await expect(periodTitle(page)).toHaveText(`ปี ${be(parts(day).y)}`);
  await page.getByRole('button', { name: new RegExp(`^${thaiDay(day)}`) }).click();
  await expect(periodTitle(page)).toHaveText(thaiDay(day));
}

let day = '';
let ownSlot: Slot;
let otherSlot: Slot;
let ownId = 0;
let ownShopId = 0;

test.describe('booking calendar', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ baseURL }) => {
    const staff = await signedInApi(baseURL!, USERS.admin.email);
    const company = await signedInApi(baseURL!, USERS.company.email);
    const individual = await signedInApi(baseURL!, USERS.individual.email);
    const found = await bookableDay(staff, company, baseURL!);
    day = found.day;
    // A 10:00 and a 13:00 slot when the day has them (the seven-hour span shows both).
    ownSlot = found.slots.find((s) => s.start === '10:00') ?? found.slots[0];
    otherSlot = found.slots.find((s) => s.start === '13:00') ?? found.slots[1];
    const own = await book(company, baseURL!, OWN_SHOP.no, day, ownSlot.config_booking_time);
    ownId = own.id;
    ownShopId = own.shopId;
    await book(individual, baseURL!, OTHER_SHOP.no, day, otherSlot.config_booking_time);
    await Promise.all([staff.dispose(), company.dispose(), individual.dispose()]);
  });

  test('a shop sees the four views in Thai, its own booking light blue, another shop’s as booked', async ({
    page,
    baseURL,
  }) => {
    await signedIn(page, USERS.company.email);
    await openCalendar(page);

    // Month (the desktop's first view): this month's Thai name, full Thai weekday names.
    await expect(periodTitle(page)).toHaveText(thaiMonth(warehouseToday()));
    for (const wd of WEEKDAYS) {
      await expect(page.getByRole('columnheader', { name: wd, exact: true })).toBeVisible();
    }
    // The month grid is named in Thai (react-big-calendar's own name is "Month View").
    await expect(page.getByRole('table', { name: C.month_grid, exact: true })).toBeVisible();
    await expectAccessible(page, 'the booking calendar, month view', { soft: true });

    // Year: twelve Thai months, short weekday names, the booked day marked in the own colour.
    await chooseView(page, C.year);
    await expect(periodTitle(page)).toHaveText(`ปี ${be(parts(warehouseToday()).y)}`);
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(MONTHS);
    await expect(page.locator('abbr', { hasText: WEEKDAYS_SHORT[1] }).first()).toHaveAttribute(
      'title',
      WEEKDAYS[1],
    );
    await expectAccessible(page, 'the booking calendar, year view', { soft: true });
    await openDayFromYear(page, day);

    // Day: 24-hour 1-hour slots, the own booking by the shop's name, the other as booked.
    for (const hour of ['08:00', '13:00', '17:00']) {
      await expect(page.locator('.rbc-time-gutter').getByText(hour, { exact: true })).toBeVisible();
    }
    await expect(page.locator('.rbc-time-gutter .rbc-timeslot-group')).toHaveCount(24);
    await expect(calendar(page).getByText(/\d(AM|PM| น\.)/)).toHaveCount(0);
    await expectColours(page, OWN_SHOP.name, LIGHT);
    await expectColours(page, C.booked, DARK);
    // The demo may book the same shop that day: the test's own booking is the one in its slot.
    await expect(
      events(page, OWN_SHOP.name)
        .filter({ hasText: slotText(ownSlot) })
        .first(),
    ).toBeVisible();
    await expect(events(page, OTHER_SHOP.name)).toHaveCount(0);
    await expectAccessible(page, 'the booking calendar, day view', { soft: true });

    // Week: Thai weekday names with the day, the same hours and bookings.
    await chooseView(page, C.week);
    const p = parts(day);
    await expect(
      calendar(page).getByRole('button', { name: `${WEEKDAYS[p.wd]} ${p.d}`, exact: true }),
    ).toBeVisible();
    await expect(
      page.locator('.rbc-time-gutter').getByText('13:00', { exact: true }),
    ).toBeVisible();
    await expectColours(page, OWN_SHOP.name, LIGHT);
    await expectColours(page, C.booked, DARK);
    await expectAccessible(page, 'the booking calendar, week view', { soft: true });

    // Month of the booked day: its Thai name, both bookings in their colours.
    await chooseView(page, C.month);
    await expect(periodTitle(page)).toHaveText(thaiMonth(day));
    await expectColours(page, OWN_SHOP.name, LIGHT);
    await expectColours(page, C.booked, DARK);

    // Another shop's booking opens nothing; the own one opens its screen.
    await events(page, C.booked).first().click();
    await expect(page).toHaveURL(/\/bookings$/);
    // (The demo's own bookings may share the month: any of the shop's own opens as its own.)
    const month = day.slice(0, 8);
    const shown = await ok<{ id: number | null; own: boolean }[]>(
      page.request,
      baseURL!,
      'bookingCalendar',
      {
        query: {
          date_from: plusDays(`${month}01`, -7),
          date_to: plusDays(`${month}28`, 14),
          shop_id: ownShopId,
        },
      },
    );
    const ownIds = shown.filter((b) => b.own).map((b) => String(b.id));
    expect(ownIds).toContain(String(ownId));
    await events(page, OWN_SHOP.name).first().click();
    await expect(page).toHaveURL(/\/bookings\/\d+$/);
    expect(ownIds).toContain(page.url().split('/').pop());
    await page.goBack();
    await expect(periodTitle(page)).toHaveText(thaiMonth(day));
  });

  test('a free day from today on starts a booking on that date; a past day does not', async ({
    page,
  }) => {
    await signedIn(page, USERS.company.email);
    await openCalendar(page);
    await openDayFromYear(page, day);
    await chooseView(page, C.month);

    // A day next to the booked one in the same month (the day after, or on a month's last day
    // the day before, still from today on), clicked low in its cell.
    const after = plusDays(day, 1);
    const free = after.slice(0, 7) === day.slice(0, 7) ? after : plusDays(day, -1);
    const first = utc(`${day.slice(0, 8)}01`);
    const index =
      Math.round((utc(free).getTime() - first.getTime()) / 86_400_000) + first.getUTCDay();
    const cell = page
      .locator('.rbc-month-row')
      .nth(Math.floor(index / 7))
      .locator('.rbc-day-bg')
      .nth(index % 7);
    await clickLowIn(page, cell);
    await expect(page).toHaveURL(/\/bookings\/create$/);
    await expect(page.locator('input[name="booking_dt"]')).toHaveValue(ddmmyyyy(free));

    // The month before this one is all past: its days cannot be chosen.
    await page.goto('/bookings');
    await chooseView(page, C.month);
    await page.getByRole('button', { name: C.today, exact: true }).click();
    await page.getByRole('button', { name: C.previous, exact: true }).click();
    const past = page.locator('.rbc-month-row').nth(2).locator('.rbc-day-bg').nth(3);
    await clickLowIn(page, past);
    await expect(page.getByText(th.validation.booking.date_past)).toBeVisible();
    await expect(page).toHaveURL(/\/bookings$/);
  });

  test('staff see every booking by its shop, all dark blue, then the top bar narrows calendar and list to one shop', async ({
    page,
  }) => {
    await signedIn(page, USERS.admin.email);
    await chooseEveryShop(page);
    await openCalendar(page);
    await openDayFromYear(page, day);
    await expectColours(page, OWN_SHOP.name, DARK);
    await expectColours(page, OTHER_SHOP.name, DARK);
    await expect(events(page, C.booked)).toHaveCount(0);
    await expectAccessible(page, 'the booking calendar of every shop, staff');

    // The list tab: every shop's bookings (the test's two are the newest), no shop select.
    const L = th.app.bookings.list;
    const main = page.getByRole('main');
    const listed = (name: string) => tableRows(page).filter({ hasText: name });
    await page.getByRole('tab', { name: L.tab_list, exact: true }).click();
    await expect(listed(OTHER_SHOP.name).first()).toBeVisible();
    await expect(listed(OWN_SHOP.name).first()).toBeVisible();
    await expect(main.getByRole('combobox', { name: /ร้านค้า/ })).toHaveCount(0);
    await expectAccessible(page, 'the booking list of every shop, staff');

    // SH0003 chosen in the top bar, and nothing else: the list and the calendar show its only.
    await chooseShop(page, OTHER_SHOP.no);
    await expect(listed(OWN_SHOP.name)).toHaveCount(0);
    await expect(listed(OTHER_SHOP.name).first()).toBeVisible();
    expect(await tableRows(page).count()).toBe(await listed(OTHER_SHOP.name).count());
    await page.getByRole('tab', { name: L.tab_calendar, exact: true }).click();
    await expectColours(page, OTHER_SHOP.name, DARK);
    await expect(events(page, OWN_SHOP.name)).toHaveCount(0);
    await chooseView(page, C.week);
    await expectColours(page, OTHER_SHOP.name, DARK);
    await expect(events(page, OWN_SHOP.name)).toHaveCount(0);
    await expectAccessible(page, 'the booking calendar of one shop, staff');
  });

  test('on a phone the calendar opens on the day, wraps its toolbar and fits 390 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedIn(page, USERS.company.email);
    await openCalendar(page);
    await expect(periodTitle(page)).toHaveText(thaiDay(warehouseToday()));
    await expect(
      page.locator('.rbc-time-gutter').getByText('13:00', { exact: true }),
    ).toBeAttached();
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await expectAccessible(page, 'the booking calendar on a phone, day view', { soft: true });

    await chooseView(page, C.month);
    await expect(periodTitle(page)).toHaveText(thaiMonth(warehouseToday()));
    await expect(page.getByRole('columnheader', { name: 'จ.', exact: true })).toBeVisible();
    expect(await fits()).toBe(true);
    await chooseView(page, C.year);
    await expect(page.getByRole('heading', { name: MONTHS[10], exact: true })).toBeVisible();
    expect(await fits()).toBe(true);
  });

  test('a day with more bookings than its month cell shows: "+N more" is a cell of its row and lists them all', async ({
    page,
    baseURL,
  }) => {
    // Eight more bookings, filling slots as far as each has room: more than a month cell
    // shows at any month's height, whatever the demo data already holds on the day.
    const company = await signedInApi(baseURL!, USERS.company.email);
    const slots = await ok<Slot[]>(company, baseURL!, 'bookingTimes', { query: { date: day } });
    const wanted = slots.flatMap((s) =>
      Array.from({ length: s.left }, () => s.config_booking_time),
    );
    expect(wanted.length, 'room for eight bookings on the day').toBeGreaterThanOrEqual(8);
    for (const slot of wanted.slice(0, 8)) await book(company, baseURL!, OWN_SHOP.no, day, slot);
    await company.dispose();

    await signedIn(page, USERS.admin.email);
    await openCalendar(page);
    await openDayFromYear(page, day);
    await chooseView(page, C.month);
    const more = calendar(page).locator('[role="cell"] > .rbc-show-more').first();
    await expect(more).toBeVisible();
    await expectAccessible(page, 'the booking calendar, a month day with "+N more"');
    await more.click();
    await expect(page.locator('.rbc-overlay .rbc-event').first()).toBeVisible();
  });
});
