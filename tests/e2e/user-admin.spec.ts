import type { APIRequestContext, Page } from '@playwright/test';
import { th } from '../../i18n/th';
import {
  answerUnsavedConfirm,
  chooseOption,
  downloadSheet,
  expect,
  field,
  firstLoginDialog,
  pickAddress,
  randomDigits,
  signedIn,
  signIn,
  signOut,
  tableRow,
  tableRows,
  test,
  uniqueEmail,
  USERS,
} from './helpers';

const L = th.app.users.list;
const F = th.app.users.form;
const C = th.app.users.created;
const RF = th.app.register.form;
const A = th.app.register.address;
const V = th.validation;

/** A 13-digit ID card number no user has yet. */
const uniqueIdCard = () => `${Date.now()}`.slice(-10) + randomDigits(3);

/** The place every user made here lives at (10110: Khlong Toei Nuea, Watthana, Bangkok). */
async function placeOf(request: APIRequestContext) {
  const res = await request.get('/api/master-getaddressbypostcode?postcode=10110');
  expect(res.status(), await res.text()).toBe(200);
  const places = ((await res.json()) as { data: Record<string, number | string>[] }).data;
  const place = places.find((p) => p.subdistrict_name_th === 'คลองเตยเหนือ') ?? places[0];
  return {
    indiv_addr_id_card: '1 ซอยสุขุมวิท 11',
    indiv_addr_id_province: place.province_id,
    indiv_addr_id_district: place.district_id,
    indiv_addr_id_subdistrict: place.subdistrict_id,
    indiv_addr_id_postcode: '10110',
    is_copy_indiv_addr_id_card: 1,
  };
}

/** A staff user added through the API (as the signed-in staff): its id. */
async function addUser(page: Page, email: string, idCard: string, firstName: string) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/user-adduser', {
    headers: { origin },
    data: {
      user_type_id: 3,
      company_type_id: 0,
      indiv_mas_title_id: 1,
      indiv_first_name: firstName,
      indiv_last_name: 'ทดสอบระบบ',
      is_active: 1,
      role_id: 0,
      email,
      indiv_id_card: idCard,
      indiv_tel: '0811111111',
      indiv_mobile: '',
      ...(await placeOf(page.request)),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** Searches the user list. */
async function searchUsers(page: Page, text: string) {
  await page.getByRole('textbox', { name: L.search_label }).fill(text);
  await page.getByRole('button', { name: th.ra.action.search, exact: true }).click();
}

const saveButton = (page: Page) => page.getByRole('button', { name: F.save, exact: true });
const idCardField = (page: Page) => field(page, RF.id_card);
const emailField = (page: Page) => field(page, RF.email);

/** Fills every required field of the add form (the document address copied). */
async function fillNewUser(page: Page, email: string, idCard: string, firstName: string) {
  await chooseOption(page, RF.title, 'นาย');
  await field(page, RF.first_name).fill(firstName);
  await field(page, RF.last_name).fill('ทดสอบระบบ');
  await emailField(page).fill(email);
  await idCardField(page).fill(idCard);
  await field(page, RF.tel).fill('0812345678');
  const main = page.getByRole('region', { name: RF.section_id_address });
  await field(main, A.id_card_address).fill('1 ซอยสุขุมวิท 11');
  await pickAddress(main, A.province, 'กรุงเทพมหานคร');
  await pickAddress(main, A.district, 'วัฒนา');
  await pickAddress(main, A.subdistrict, 'คลองเตยเหนือ');
  await expect(field(main, A.postcode)).toHaveValue('10110');
  await page.getByRole('checkbox', { name: RF.copy_address }).check();
  await expect(page.getByRole('region', { name: RF.section_doc_address })).toHaveCount(0);
}

test.describe('user administration (staff)', () => {
  test('staff add a user: the required messages, then the modal with the login e-mail and generated password, which signs in to the change-password dialog', async ({
    page,
  }) => {
    await signedIn(page, USERS.admin.email);
    await page.getByRole('menuitem', { name: th.app.menu['user-information'] }).click();
    await page.getByRole('link', { name: L.create }).click();
    await expect(page).toHaveURL(/\/users\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: F.title_create })).toBeVisible();

    // Saving empty: the contract's Thai messages under their fields; nothing is sent.
    await saveButton(page).click();
    await expect(field(page, RF.first_name)).toHaveAccessibleDescription(
      V.register.first_name_required,
    );
    await expect(field(page, RF.last_name)).toHaveAccessibleDescription(
      V.register.last_name_required,
    );
    await expect(emailField(page)).toHaveAccessibleDescription(V.register.email_required);
    await expect(idCardField(page)).toHaveAccessibleDescription(V.user.id_card_required);
    await expect(field(page, RF.tel)).toHaveAccessibleDescription(V.register.tel_required);
    await expect(page.getByText(V.register.title_required)).toBeVisible();
    // The document address is a block of its own until the box is ticked, and is required.
    await expect(
      field(page.getByRole('region', { name: RF.section_doc_address }), A.doc_address),
    ).toHaveAccessibleDescription(V.register.address_required);

    // Digits only (an 'e' or a dash never gets in), at most 13; a short number is refused.
    await idCardField(page).pressSequentially('12e-3');
    await expect(idCardField(page)).toHaveValue('123');
    await expect(idCardField(page)).toHaveAccessibleDescription(V.user.id_card_length);

    const email = uniqueEmail('staff.add');
    const idCard = uniqueIdCard();
    await fillNewUser(page, email, idCard, 'สมหญิง');
    await saveButton(page).click();

    const dialog = page.getByRole('dialog', { name: C.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: C.email })).toHaveValue(email);
    const password = await dialog.getByRole('textbox', { name: C.password }).inputValue();
    expect(password.length).toBeGreaterThanOrEqual(8);
    await expect(dialog).toContainText(C.confirm_email.replace('%{email}', email));
    await expect(dialog.getByRole('button', { name: C.copy })).toBeVisible();
    await dialog.getByRole('button', { name: C.to_list }).click();
    await expect(page).toHaveURL(/\/users(\?.*)?$/);
    await searchUsers(page, email);
    await expect(tableRow(page, email)).toContainText(L.staff);

    // The new user signs in with the generated password and must change it first.
    await signOut(page);
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, email, password);
    const first = firstLoginDialog(page);
    await expect(first).toBeVisible();
    await expect(first).toContainText(th.server.login_must_change);
  });

  test('a taken e-mail shows the server message under the e-mail, a taken ID number under the ID number; editing either clears it', async ({
    page,
  }) => {
    await signedIn(page, USERS.admin.email);
    const takenEmail = uniqueEmail('staff.taken');
    const takenId = uniqueIdCard();
    await addUser(page, takenEmail, takenId, 'ซ้ำกัน');

    await page.goto('/user-information/add-user-information');
    await expect(page).toHaveURL(/\/users\/create$/);
    await fillNewUser(page, takenEmail, uniqueIdCard(), 'ซ้ำกัน');
    await saveButton(page).click();
    await expect(emailField(page)).toHaveAccessibleDescription(th.server.register.email_exists);
    await expect(page.getByRole('dialog', { name: C.title })).toHaveCount(0);
    // Editing the e-mail clears its message (spec part 2 §4.1).
    await emailField(page).fill(uniqueEmail('staff.free'));
    await expect(emailField(page)).toHaveAccessibleDescription('');

    await idCardField(page).fill(takenId);
    await saveButton(page).click();
    await expect(idCardField(page)).toHaveAccessibleDescription(th.server.register.id_card_exists);
    await expect(page.getByRole('dialog', { name: C.title })).toHaveCount(0);
    await idCardField(page).fill(uniqueIdCard());
    await expect(idCardField(page)).toHaveAccessibleDescription('');

    // Leaving with typed data asks first.
    await answerUnsavedConfirm(page, 'stay', () =>
      page.getByRole('button', { name: F.back, exact: true }).click(),
    );
    await expect(page).toHaveURL(/\/users\/create$/);
    await answerUnsavedConfirm(page, 'leave', () =>
      page.getByRole('button', { name: F.back, exact: true }).click(),
    );
    await expect(page).toHaveURL(/\/users(\?.*)?$/);
  });

  test('staff edit a user (phone and status) and see it in the list and the history; the spec path opens the same form', async ({
    page,
  }) => {
    await signedIn(page, USERS.admin.email);
    const email = uniqueEmail('staff.edit');
    const id = await addUser(page, email, uniqueIdCard(), 'แก้ไขได้');

    await page.goto('/users');
    await searchUsers(page, email);
    await expect(tableRow(page, email)).toContainText('0811111111');
    await tableRow(page, email)
      .getByRole('link', { name: L.edit.replace('%{name}', 'แก้ไขได้ ทดสอบระบบ') })
      .click();
    await expect(page).toHaveURL(new RegExp(`/users/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: F.title_edit })).toBeVisible();
    // The e-mail is the account name: shown, not editable.
    await expect(field(page, RF.email)).toHaveValue(email);
    await expect(field(page, RF.email)).not.toBeEditable();
    await expect(idCardField(page)).toBeEditable();

    await field(page, RF.tel).fill('0899999999');
    await chooseOption(page, F.status, F.inactive);
    await saveButton(page).click();
    await expect(page).toHaveURL(/\/users(\?.*)?$/);
    await expect(page.getByText(F.updated)).toBeVisible();
    await searchUsers(page, email);
    await expect(tableRow(page, email)).toContainText('0899999999');
    await expect(tableRow(page, email)).toContainText(L.inactive);

    // The record shows the change in its history, and opens the edit form.
    await tableRow(page, email)
      .getByRole('link', { name: L.view.replace('%{name}', 'แก้ไขได้ ทดสอบระบบ') })
      .click();
    const history = page.getByRole('region', { name: th.app.audit.title });
    await expect(history).toContainText(th.app.audit.action.user_updated);
    await expect(history).toContainText('0811111111');
    await expect(history).toContainText('0899999999');
    await page.getByRole('link', { name: th.app.users.record.edit }).click();
    await expect(page).toHaveURL(new RegExp(`/users/${id}$`));

    // The spec's edit path reads the user id from browser storage once.
    await page.evaluate((userId) => localStorage.setItem('userId', String(userId)), id);
    await page.goto('/user-information/edit-user-information');
    await expect(page).toHaveURL(new RegExp(`/users/${id}$`));
    await expect(field(page, RF.tel)).toHaveValue('0899999999');
    expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();
  });

  test('a seeded user (สมชาย ใจดี) opens in the edit form with every required field filled, and a new phone saves without touching another field', async ({
    page,
  }) => {
    await signedIn(page, USERS.admin.email);
    const { email, firstName, lastName } = USERS.admin;
    const name = `${firstName} ${lastName}`;
    const edit = async (phone: string) => {
      await page.goto('/users');
      await searchUsers(page, email);
      await tableRow(page, email)
        .getByRole('link', { name: L.edit.replace('%{name}', name) })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: F.title_edit })).toBeVisible();
      // The seed's address is there: the address, its places and postcode, the copy box ticked.
      const main = page.getByRole('region', { name: RF.section_id_address });
      await expect(field(main, A.id_card_address)).toHaveValue('88/12 ซอยสีลม 5 ถนนสีลม');
      await expect(field(main, A.postcode)).toHaveValue('10500');
      await expect(page.getByRole('checkbox', { name: RF.copy_address })).toBeChecked();
      await field(page, RF.tel).fill(phone);
      await saveButton(page).click();
      await expect(page).toHaveURL(/\/users(\?.*)?$/);
      await expect(page.getByText(F.updated)).toBeVisible();
      await searchUsers(page, email);
      await expect(tableRow(page, email)).toContainText(phone);
    };
    await edit('0298765432');
    // The demo administrator's phone as seeded, for the tests after this one.
    await edit('0212345678');
  });

  test('delete: Cancel keeps the user, Delete removes a fresh one and says so; a user with records is switched off instead; staff cannot delete themselves', async ({
    page,
  }) => {
    await signedIn(page, USERS.admin.email);
    const email = uniqueEmail('staff.delete');
    await addUser(page, email, uniqueIdCard(), 'ลบได้');
    const name = 'ลบได้ ทดสอบระบบ';

    await page.goto('/users');
    await searchUsers(page, email);
    const remove = tableRow(page, email).getByRole('button', {
      name: L.delete.replace('%{name}', name),
    });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: L.delete_title });
    await expect(dialog).toContainText(email);
    await dialog.getByRole('button', { name: th.ra.action.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(tableRow(page, email)).toBeVisible();

    await remove.click();
    await dialog.getByRole('button', { name: th.ra.action.delete }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(L.deleted.replace('%{name}', `${name} (${email})`))).toBeVisible();
    await expect(tableRows(page)).toHaveCount(0);
    await expect(page.getByText(L.no_results_title)).toBeVisible();

    // A shop owner owns a shop: the account is switched off and its personal data removed.
    const ownerEmail = uniqueEmail('shop.owner');
    const registered = await page.request.post('/api/register-register', {
      headers: { origin: new URL(page.url()).origin },
      data: {
        user_type_id: 2,
        shop_name: `ร้านทดสอบลบ ${randomDigits(4)}`,
        email: ownerEmail,
        indiv_id_card: '',
        indiv_passport: `P${randomDigits(7)}`,
        indiv_mas_title_id: 1,
        indiv_first_name: 'เจ้าของ',
        indiv_last_name: 'ร้านค้า',
        indiv_tel: '0812345678',
        indiv_mobile: '0812345679',
        ...(await placeOf(page.request)),
      },
    });
    expect(registered.status(), await registered.text()).toBe(200);
    await searchUsers(page, ownerEmail);
    await tableRow(page, ownerEmail)
      .getByRole('button', { name: L.delete.replace('%{name}', 'เจ้าของ ร้านค้า') })
      .click();
    await dialog.getByRole('button', { name: th.ra.action.delete }).click();
    await expect(
      page.getByText(L.deactivated.replace('%{name}', `เจ้าของ ร้านค้า (${ownerEmail})`)),
    ).toBeVisible();
    await expect(tableRow(page, ownerEmail)).toHaveCount(0);

    // One's own row: the delete icon is there but disabled.
    await searchUsers(page, USERS.admin.email);
    await expect(
      tableRow(page, USERS.admin.email).getByRole('button', {
        name: L.delete.replace('%{name}', `${USERS.admin.firstName} ${USERS.admin.lastName}`),
      }),
    ).toBeDisabled();
  });

  test('the export downloads the list as searched as an .xlsx', async ({ page }) => {
    await signedIn(page, USERS.admin.email);
    const email = uniqueEmail('staff.export');
    await addUser(page, email, uniqueIdCard(), 'ส่งออก');
    await page.goto('/users');
    await searchUsers(page, email);
    await expect(tableRows(page)).toHaveCount(1);
    const exportButton = page.getByRole('button', { name: L.export });
    const { name, sheet } = await downloadSheet(page, exportButton);
    expect(name).toMatch(/\.xlsx$/);
    const cells = sheet
      .getSheetValues()
      .flatMap((row) => (Array.isArray(row) ? row.map(String) : []));
    expect(cells).toContain(email);
    expect(cells).not.toContain(USERS.admin.email);
  });
});
