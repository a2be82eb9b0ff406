import type { Locator, Page } from '@playwright/test';
import { th } from '../../i18n/th';
import {
  answerUnsavedConfirm,
  button,
  chooseOption,
  expect,
  expectAccessible,
  expectTexts,
  labelled,
  numberBox,
  pathOf,
  randomDigits,
  signedIn,
  tableRow,
  tableRows,
  test,
  textbox,
  USERS,
} from './helpers';

const A = th.app.appointments;
const L = A.list;
const F = A.form;
const D = A.days_off;
const V = th.validation.appointment;

/** Dates far ahead that no other browser test and no demo data uses. */
/** The year of this file's dates as the Thai pickers and lists show it: 2035 in the Buddhist era. */
const YEAR = '2578';
const CE_YEAR = '2035';

/** Types digits into a date or time picker (its sections fill in order: dd mm yyyy, hh mm). */
async function typeInto(scope: Page | Locator, label: string, digits: string) {
  const page = 'page' in scope ? scope.page() : scope;
  const group = scope.getByRole('group', { name: labelled(label) });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
}

/** The text a date picker shows, 'dd/mm/yyyy'. */
const pickerText = (scope: Page | Locator, label: string) =>
  scope.getByRole('group', { name: labelled(label) });

const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });

async function search(page: Page, label: string, text: string) {
  await textbox(page, label).fill(text);
  await button(page, th.ra.action.search).click();
}

/** Fills the setup form: a working-day setting of 60-minute slots, 08:00 to 17:00. */
async function fillSetting(page: Page, name: string, dayType: '1' | '2', from: string, to: string) {
  await textbox(page, F.name).fill(name);
  await chooseOption(page, F.setting, A.setting['1']);
  await chooseOption(page, F.day_type, A.day_type_long[dayType]);
  await numberBox(page, F.minutes).fill('60');
  await numberBox(page, F.capacity).fill('3');
  await typeInto(page, F.start_date, from);
  await typeInto(page, F.end_date, to);
}

/** The overlap message the server gives for the setting `name` of these dates (dd/mm/yyyy). */
const overlap = (name: string, from: string, to: string) =>
  th.server.appointment.overlap
    .replace('%{name}', name)
    .replace('%{from}', from)
    .replace('%{to}', to);

test.describe('appointment settings (staff, admin@)', () => {
  test('sets up a setting, sees it listed, edits it to closed, is refused an overlap, deletes it', async ({
    page,
  }) => {
    const name = `นัดหมายทดสอบ ${randomDigits(6)}`;
    const second = `${name} ซ้อน`;
    await signedIn(page, USERS.admin.email);

    // The spec's setup path opens the form.
    await page.goto('/appointments/setup-appointment');
    await expect(page).toHaveURL(/\/appointments\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: F.title_create })).toBeVisible();
    // Open, 08:00 to 17:00 to start with.
    await expect(radio(page, A.open)).toBeChecked();
    await expect(pickerText(page, F.start_time)).toContainText('08');
    await expect(pickerText(page, F.end_time)).toContainText('17');

    // Nothing typed: the required fields say so.
    await numberBox(page, F.capacity).fill('');
    await button(page, F.save).click();
    await expectTexts(page, [
      V.name_required,
      V.setting_required,
      V.day_type_required,
      V.minutes_required,
      V.capacity_required,
    ]);
    await expect(page).toHaveURL(/\/appointments\/create$/);

    // Minutes take digits only: e, E, '.', '-' are not typed.
    const minutes = numberBox(page, F.minutes);
    await minutes.click();
    await page.keyboard.type('6e-.E0');
    await expect(minutes).toHaveValue('60');
    await minutes.fill('');
    await page.keyboard.type('-1.5');
    await expect(minutes).toHaveValue('15');
    await minutes.fill('60');
    // 60-minute slots from 08:00 to 17:00: nine a day.
    await expect(page.getByText(F.slots.replace('%{count}', '9'))).toBeVisible();

    // Typed but not saved: Back asks first.
    await textbox(page, F.name).fill(name);
    await answerUnsavedConfirm(page, 'stay', () => button(page, F.back).click());
    await expect(page).toHaveURL(/\/appointments\/create$/);

    await fillSetting(page, name, '1', `0103${YEAR}`, `3103${YEAR}`);
    await button(page, F.save).click();
    await expect(page.getByText(F.created, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/appointments$/);

    // Listed with its hours, minutes, dates, day type and status.
    await expect(
      page.getByRole('heading', { level: 1, name: th.app.menu.appointments }),
    ).toBeVisible();
    await expect(page.getByText(/^\d+ รายการ$/)).toBeVisible();
    await search(page, L.search_label, name);
    await expect(tableRows(page)).toHaveCount(1);
    const row = tableRow(page, name);
    await expect(row).toContainText('08:00 - 17:00');
    await expect(row).toContainText(L.minutes.replace('%{count}', '60'));
    await expect(row).toContainText(`01/03/${YEAR}`);
    await expect(row).toContainText(`31/03/${YEAR}`);
    await expect(row).toContainText(A.day_type['1']);
    await expect(row.getByText(A.open, { exact: true })).toBeVisible();
    await expect(page.getByText('1 รายการ', { exact: true })).toBeVisible();

    // Edit: the saved values, then closed.
    await row.getByRole('link', { name: L.edit.replace('%{name}', name) }).click();
    await expect(page.getByRole('heading', { level: 1, name: F.title_edit })).toBeVisible();
    await expect(textbox(page, F.name)).toHaveValue(name);
    await expect(numberBox(page, F.minutes)).toHaveValue('60');
    await expect(numberBox(page, F.capacity)).toHaveValue('3');
    await expect(pickerText(page, F.start_date)).toContainText(YEAR);
    await expect(radio(page, A.open)).toBeChecked();
    const editPath = pathOf(page);
    await radio(page, A.closed).check();
    await button(page, F.save).click();
    await expect(page.getByText(F.updated, { exact: true })).toBeVisible();
    await search(page, L.search_label, name);
    await expect(tableRow(page, name).getByText(A.closed, { exact: true })).toBeVisible();

    // The spec's edit path (the id in storage) shows the setting as saved: closed.
    const id = editPath.split('/').pop() ?? '';
    await page.evaluate((v) => localStorage.setItem('appointmentId', v), id);
    await page.goto('/appointments/edit-appointment');
    await expect(page).toHaveURL(new RegExp(`/appointments/${id}$`));
    await expect(textbox(page, F.name)).toHaveValue(name);
    await expect(radio(page, A.closed)).toBeChecked();
    await expect(radio(page, A.open)).not.toBeChecked();
    await expect(page.getByRole('combobox', { name: new RegExp(`^${F.day_type}`) })).toContainText(
      A.day_type_long['1'],
    );

    // A second working-day setting over some of the same dates is refused, with the message
    // under the start date; other dates are saved.
    await page.goto('/appointments/create');
    await fillSetting(page, second, '1', `1503${YEAR}`, `1504${YEAR}`);
    await button(page, F.save).click();
    const message = overlap(name, `01/03/${YEAR}`, `31/03/${YEAR}`);
    await expect(
      page
        .getByRole('group', { name: labelled(F.start_date) })
        .locator('..')
        .getByText(message),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/appointments\/create$/);
    await typeInto(page, F.start_date, `0104${YEAR}`);
    await button(page, F.save).click();
    await expect(page.getByText(F.created, { exact: true })).toBeVisible();

    // Delete both, each after its confirmation.
    for (const gone of [second, name]) {
      await search(page, L.search_label, gone);
      await tableRow(page, gone)
        .getByRole('button', { name: L.delete.replace('%{name}', gone) })
        .click();
      const dialog = page.getByRole('dialog', { name: L.delete_title });
      await expect(dialog).toContainText(gone);
      await button(dialog, th.ra.action.delete).click();
      await expect(page.getByText(L.deleted.replace('%{name}', gone))).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(tableRow(page, gone)).toHaveCount(0);
    }
    await search(page, L.search_label, name);
    await expect(page.getByText(L.no_results_title)).toBeVisible();
  });

  test('adds a day off, is refused the same date twice, deletes it', async ({ page }) => {
    const date = `13/04/${YEAR}`;
    const weekday = new Intl.DateTimeFormat('th-TH', { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(`${CE_YEAR}-04-13T00:00:00Z`),
    );
    await signedIn(page, USERS.admin.email, '/appointments');
    await page.getByRole('tab', { name: A.tabs.days_off }).click();
    await expect(page).toHaveURL(/\/appointments\?tab=days-off$/);
    await expect(page.getByText(D.subtitle)).toBeVisible();

    await button(page, D.add).click();
    const dialog = page.getByRole('dialog', { name: D.add_title });
    await typeInto(dialog, D.date, `1304${YEAR}`);
    await textbox(dialog, D.remark).fill('วันสงกรานต์');
    await button(dialog, D.save).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(D.added.replace('%{date}', date))).toBeVisible();
    await search(page, D.search_label, 'วันสงกรานต์');
    const row = tableRow(page, date);
    await expect(row).toContainText('วันสงกรานต์');
    await expect(row).toContainText(weekday);

    // The same date again: the server's message under the date; the dialog stays.
    await button(page, D.add).click();
    await typeInto(dialog, D.date, `1304${YEAR}`);
    await textbox(dialog, D.remark).fill('วันสงกรานต์ซ้ำ');
    await button(dialog, D.save).click();
    await expect(dialog.getByText(th.server.appointment.day_off_exists)).toBeVisible();
    await expect(dialog).toBeVisible();
    await button(dialog, D.cancel).click();
    await expect(dialog).toBeHidden();
    await expect(tableRows(page).filter({ hasText: 'วันสงกรานต์ซ้ำ' })).toHaveCount(0);

    await row.getByRole('button', { name: D.delete.replace('%{date}', date) }).click();
    const confirm = page.getByRole('dialog', { name: D.delete_title });
    await expect(confirm).toContainText(`${date} วันสงกรานต์`);
    await button(confirm, th.ra.action.delete).click();
    await expect(page.getByText(D.deleted.replace('%{name}', `${date} วันสงกรานต์`))).toBeVisible();
    await expect(tableRow(page, date)).toHaveCount(0);
  });
});

test.describe('appointment settings on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list, the form and the days off fit the screen', async ({ page }) => {
    const name = `นัดหมายมือถือ ${randomDigits(6)}`;
    await signedIn(page, USERS.admin.email);
    const noSideways = async (label: string) => {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
      await expectAccessible(page, label);
    };

    await page.goto('/appointments/create');
    await fillSetting(page, name, '2', `0106${YEAR}`, `3006${YEAR}`);
    await noSideways('the setup form on a phone');
    await button(page, F.save).click();
    await expect(page.getByText(F.created, { exact: true })).toBeVisible();

    // A phone shows each setting as a list item: name, day type, hours and status.
    await search(page, L.search_label, name);
    const item = page.getByRole('main').getByRole('listitem').filter({ hasText: name });
    await expect(item).toContainText(A.day_type['2']);
    await expect(item).toContainText('08:00 - 17:00');
    await expect(item).toContainText(`01/06/${YEAR}`);
    await expect(item.getByText(A.open, { exact: true })).toBeVisible();
    await noSideways('the appointment list on a phone');

    await page.getByRole('tab', { name: A.tabs.days_off }).click();
    await expect(button(page, D.add)).toBeVisible();
    await noSideways('the days off on a phone');

    await page.getByRole('tab', { name: A.tabs.settings }).click();
    await search(page, L.search_label, name);
    await item.getByRole('button', { name: L.delete.replace('%{name}', name) }).click();
    await button(page.getByRole('dialog', { name: L.delete_title }), th.ra.action.delete).click();
    await expect(page.getByText(L.deleted.replace('%{name}', name))).toBeVisible();
    await expect(item).toHaveCount(0);
  });
});
