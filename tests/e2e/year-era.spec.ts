import type { Page } from '@playwright/test';
import { th } from '../../i18n/th';
import { shownDate, warehouseToday } from '../../contract/dates';
import { button, expect, expectAccessible, labelled, signedIn, test, USERS } from './helpers';

// Years (contract/dates.ts): the Thai interface shows Buddhist-era years (CE + 543) by default,
// on lists, in the date pickers and on the booking calendar; the profile's choice of the
// Christian era changes every screen at once. Dates typed in a Buddhist-era picker are kept as
// Christian-era ISO dates. Every expectation is computed from today: none depends on the day.

const P = th.app.register.profile;
const C = th.app.bookings.calendar;
const D = th.app.appointments.days_off;

const today = warehouseToday();
const ceYear = Number(today.slice(0, 4));
const beYear = ceYear + 543;

/** Every dd/mm/yyyy date on the orders list. */
async function listedYears(page: Page): Promise<number[]> {
  await page.goto('/orders');
  await expect(page.getByRole('table').or(page.getByRole('list')).first()).toBeVisible();
  await expect(page.getByText(/\d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();
  const text = await page.locator('main').innerText();
  return [...text.matchAll(/\d{2}\/\d{2}\/(\d{4})/g)].map((m) => Number(m[1]));
}

/** The order form's order date, which starts as today, as its picker shows it. */
async function orderDateShown(page: Page) {
  await page.goto('/orders/create');
  const group = page.getByRole('group', { name: labelled(th.app.orders.form.order_dt) });
  await expect(group).toHaveText(/\d{2}\/\d{2}\/\d{4}/);
  return group;
}

/** The booking calendar's title in its year view. */
async function calendarYearTitle(page: Page) {
  await page.goto('/bookings');
  const calendar = page.getByRole('region', { name: C.label });
  await page.getByRole('group', { name: C.views }).getByRole('button', { name: C.year }).click();
  return calendar.getByRole('heading', { level: 2 });
}

async function chooseEra(page: Page, era: 'be' | 'ce') {
  await page.goto('/edit-user-profile');
  const choice = page.getByRole('radio', {
    name: P[`year_era_${era}`].replace('%{year}', String(era === 'be' ? beYear : ceYear)),
  });
  await choice.check();
  await button(page, th.app.register.form.save).click();
  await expect(page.getByText(P.saved)).toBeVisible();
}

test.describe('years in the Thai interface', () => {
  test('Buddhist era by default; the profile switches every screen to the Christian era', async ({
    page,
  }) => {
    await signedIn(page, USERS.individual.email);
    try {
      // Buddhist era: the list, the form's picker, the calendar.
      const be = await listedYears(page);
      expect(be.length).toBeGreaterThan(0);
      for (const y of be) expect(y).toBeGreaterThan(2400);
      await expect(await orderDateShown(page)).toHaveText(shownDate(today, 'be'));
      await expect(await calendarYearTitle(page)).toHaveText(
        C.year_title.replace('%{year}', String(beYear)),
      );

      // The profile's choice, shown with this year in each era.
      await page.goto('/edit-user-profile');
      const group = page.getByRole('radiogroup', { name: P.year_era });
      await expect(group).toBeVisible();
      await expect(group.getByRole('radio', { checked: true })).toHaveAccessibleName(
        P.year_era_be.replace('%{year}', String(beYear)),
      );
      await expectAccessible(page, 'profile with the year era');
      await chooseEra(page, 'ce');

      // Christian era on the same screens at once.
      const ce = await listedYears(page);
      for (const y of ce) expect(y).toBeLessThan(2400);
      await expect(await orderDateShown(page)).toHaveText(shownDate(today, 'ce'));
      await expect(await calendarYearTitle(page)).toHaveText(
        C.year_title.replace('%{year}', String(ceYear)),
      );
    } finally {
      await chooseEra(page, 'be');
    }
  });

  test('a date typed in a Buddhist-era picker is kept as its Christian-era date', async ({
    page,
  }) => {
    await signedIn(page, USERS.admin.email, '/appointments?tab=days-off');
    // A day next year (never a day off already), typed with its Buddhist-era year.
    const ce = `${ceYear + 1}-05-19`;
    const name = `วันทดสอบปี ${Date.now()}`;
    await button(page, D.add).click();
    const dialog = page.getByRole('dialog', { name: D.add_title });
    const picker = dialog.getByRole('group', { name: labelled(D.date) });
    await picker.getByRole('spinbutton').first().click();
    await page.keyboard.type(`1905${beYear + 1}`);
    await expect(picker).toHaveText(`19/05/${beYear + 1}`);
    await dialog.getByRole('textbox', { name: labelled(D.remark) }).fill(name);
    await button(dialog, D.save).click();
    await expect(dialog).toBeHidden();

    // The server keeps the Christian-era date.
    const res = await page.request.get(
      `/api/book-unavailabledate?search=${encodeURIComponent(name)}`,
    );
    expect(res.status()).toBe(200);
    const rows = ((await res.json()) as { data: { day_off: string; remark: string }[] }).data;
    const row = rows.find((r) => r.remark === name);
    expect(row?.day_off.slice(0, 10)).toBe(ce);
  });
});
