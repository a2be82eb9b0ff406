import { writeFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { th } from '../../i18n/th';
import { staffUserBody, thaiId } from '../fixtures/registration';
import {
  answerUnsavedConfirm,
  button,
  completeFirstLogin,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  field,
  firstLoginDialog,
  menuNames,
  randomDigits,
  sidebarItems,
  signedIn,
  submitSignIn,
  tableRow,
  tableRows,
  test,
  TINY_PDF,
  uniqueEmail,
  USERS,
  pathOf,
} from './helpers';

const L = th.app.roles.list;
const F = th.app.roles.form;
const A = th.app.roles.access;
const M = th.app.roles.members;
const P = th.app.roles.picker;
const MN = th.app.roles.menus;
const SR = th.server.role;
const menu = th.app.menu;

/** '%{name}' and the like filled in, as the screen shows a catalogue text. */
const fill = (text: string, args: Record<string, string | number>) =>
  text.replace(/%\{(\w+)\}/g, (_, k: string) => String(args[k]));

/** Types into the page's search box of this label and presses its search button. */
async function search(page: Page, label: string, text: string) {
  const box = page.getByRole('textbox', { name: label });
  await box.fill(text);
  await box
    .locator('xpath=ancestor::form[@role="search"]')
    .getByRole('button', { name: th.ra.action.search, exact: true })
    .click();
}

/** A sub-district id of Huai Khwang, Bangkok (the address of the new staff user). */
async function huaiKhwang(request: APIRequestContext) {
  const res = await request.get('/api/master-getsubdistricts?province_id=10&district_id=1017');
  expect(res.status(), await res.text()).toBe(200);
  const rows = ((await res.json()) as { data: { id: number; subdist_code: string }[] }).data;
  const row = rows.find((r) => r.subdist_code === '101701');
  if (!row) throw new Error('no Huai Khwang sub-district');
  return row.id;
}

/**
 * A new active staff user, without a role unless `roleId` gives one, added through the API as
 * staff add one (spec part 2 §3.1); answers the e-mail, the name and the generated password.
 */
async function addStaff(page: Page, origin: string, roleId = 0) {
  const email = uniqueEmail('role.member');
  const last = `สมาชิก${randomDigits(6)}`;
  const made = await page.request.post('/api/user-adduser', {
    headers: { origin },
    data: staffUserBody(
      { huaiKhwang: await huaiKhwang(page.request) },
      {
        indiv_last_name: last,
        email,
        indiv_id_card: thaiId(`19${randomDigits(10)}`),
        role_id: roleId,
      },
    ),
  });
  expect(made.status(), await made.text()).toBe(200);
  const { password } = ((await made.json()) as { data: { password: string } }).data;
  return { email, name: `ทดสอบ ${last}`, password };
}

/** A role made through the API (as the signed-in staff), with no menu: its id. */
async function makeRole(page: Page, origin: string, name: string) {
  const res = await page.request.post('/api/permission-add-permission', {
    headers: { origin },
    data: { name, description: 'ทดสอบการย้ายหน้าที่' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** Signs a new user in through the first-login dialog: a new password and an ID-card copy. */
async function firstSignIn(page: Page, email: string, password: string, pdfPath: string) {
  await page.goto('/login');
  await submitSignIn(page, email, password);
  const dialog = firstLoginDialog(page);
  await expect(dialog).toBeVisible();
  await completeFirstLogin(dialog, DEMO_PASSWORD, th.app.account.first_login.doc_1, pdfPath);
}

test.describe('roles and their access (the licence list)', () => {
  test('a role is created and edited, gets a member and menus; the member sees them, loses two at once, and the role is deleted only without members', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(240_000);
    const origin = baseURL ?? '';
    const name = `หน้าที่ทดสอบ ${Date.now()}`;
    await signedIn(page, USERS.admin.email);

    // ---- create: the name is required; the description counts its characters ----
    await page.getByRole('menuitem', { name: menu['licenset-list'] }).click();
    await expect(page).toHaveURL(/\/permissions$/);
    await expect(
      page.getByRole('heading', { level: 1, name: menu['licenset-list'] }),
    ).toBeVisible();
    await expect(page.getByText(/^ทั้งหมด \d+ รายการ$/)).toBeVisible();
    // Staff administer roles: the spec's 'create user list' button is not theirs.
    await expect(page.getByRole('link', { name: L.create_user_list })).toHaveCount(0);
    await page.getByRole('link', { name: L.create }).click();
    await expect(page).toHaveURL(/\/permissions\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: F.title_create })).toBeVisible();
    await button(page, F.save).click();
    await expect(page.getByText(th.validation.role.name_required)).toBeVisible();
    await expect(page).toHaveURL(/\/permissions\/create$/);
    await field(page, F.name).fill(name);
    await field(page, F.description).fill('ทดสอบ');
    await expect(page.getByText('5/200')).toBeVisible();
    await button(page, F.save).click();
    await expect(page.getByText(F.created)).toBeVisible();
    await expect(page).toHaveURL(/\/permissions$/);

    await search(page, L.search_label, name);
    await expect(tableRows(page)).toHaveCount(1);
    const row = tableRow(page, name);
    await expect(row).toContainText('ทดสอบ');
    await expect(row).toContainText(fill(L.members, { count: 0 }));

    // ---- the same name again: the server's message under the name ----
    await page.getByRole('link', { name: L.create }).click();
    await field(page, F.name).fill(name);
    await button(page, F.save).click();
    const nameField = page.getByRole('textbox', { name: F.name });
    await expect(nameField).toHaveAccessibleDescription(SR.name_exists);
    await expect(page).toHaveURL(/\/permissions\/create$/);
    await answerUnsavedConfirm(page, 'leave', () => button(page, F.back).click());
    await expect(page).toHaveURL(/\/permissions/);

    // ---- update: the description, through the spec's own path ----
    await search(page, L.search_label, name);
    const editLink = tableRow(page, name).getByRole('link', { name: fill(L.edit, { name }) });
    const editHref = (await editLink.getAttribute('href')) ?? '';
    const roleId = /\/permissions\/(\d+)$/.exec(editHref)?.[1] ?? '';
    expect(roleId, editHref).not.toBe('');
    await page.evaluate((id) => localStorage.setItem('roleId', id), roleId);
    await page.goto('/license-list/update-role');
    await expect(page).toHaveURL(new RegExp(`/permissions/${roleId}$`));
    await expect(page.getByRole('heading', { level: 1, name: F.title_edit })).toBeVisible();
    await expect(field(page, F.name)).toHaveValue(name);
    await expect(field(page, F.description)).toHaveValue('ทดสอบ');
    const description = 'หน้าที่สำหรับทดสอบการกำหนดสิทธิ์';
    await field(page, F.description).fill(description);
    await expect(page.getByText(`${description.length}/200`)).toBeVisible();
    await button(page, F.save).click();
    await expect(page.getByText(F.updated)).toBeVisible();
    // Back on the list, which may put its remembered search back into the address.
    await expect.poll(() => pathOf(page)).toBe('/permissions');
    await search(page, L.search_label, name);
    await expect(tableRow(page, name)).toContainText(description);

    // ---- the set-user-access screen: the role's name as its title, members first ----
    await tableRow(page, name)
      .getByRole('link', { name: fill(L.access, { name }) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/permissions/${roleId}/access/members$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('tab', { name: A.tab_members })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText(M.empty_title)).toBeVisible();

    // ---- a member: a new staff user without a role, chosen in the picker ----
    const member = await addStaff(page, origin);
    await button(page, M.add).click();
    const picker = page.getByRole('dialog', { name: P.title });
    await expect(picker).toBeVisible();
    await search(page, P.search_label, member.email);
    await expect(picker.getByRole('row').filter({ hasText: member.email })).toHaveCount(1);
    await picker.getByRole('checkbox', { name: fill(P.select, { name: member.name }) }).check();
    await button(picker, th.app.picker.confirm).click();
    await expect(picker).toBeHidden();
    await expect(page.getByText(fill(M.added, { count: 1 }))).toBeVisible();
    const memberRow = tableRow(page, member.email);
    await expect(memberRow).toContainText(member.name);
    await expect(memberRow).toContainText(M.staff);
    await expect(memberRow).toContainText(M.active);
    // The picker still lists the member, with this role, but cannot choose them again.
    await button(page, M.add).click();
    await search(page, P.search_label, member.email);
    await expect(picker.getByRole('row').filter({ hasText: member.email })).toContainText(name);
    await expect(
      picker.getByRole('checkbox', { name: fill(P.already_member, { name: member.name }) }),
    ).toBeDisabled();
    await button(picker, th.ra.action.cancel).click();

    // ---- menu access: none yet; three ticked and saved ----
    await page.getByRole('tab', { name: A.tab_menus }).click();
    await expect(page).toHaveURL(new RegExp(`/permissions/${roleId}/access/menus$`));
    const box = (key: keyof typeof menu) => page.getByRole('checkbox', { name: menu[key] });
    await expect(box('product-list')).not.toBeChecked();
    await expect(page.getByText('เลือก 0 / ทั้งหมด 12 รายการ')).toBeVisible();
    const save = button(page, MN.save);
    await expect(save).toBeDisabled();
    await box('product-list').check();
    // Unsaved ticks: leaving asks first; staying keeps them.
    await answerUnsavedConfirm(page, 'stay', () =>
      page.getByRole('tab', { name: A.tab_members }).click(),
    );
    await expect(page).toHaveURL(/\/access\/menus$/);
    await expect(box('product-list')).toBeChecked();
    await box('inventory').check();
    await box('order-list').check();
    await expect(page.getByText('เลือก 3 / ทั้งหมด 12 รายการ')).toBeVisible();
    await save.click();
    await expect(page.getByText(MN.saved)).toBeVisible();
    await expect(save).toBeDisabled();
    await page.reload();
    await expect(box('inventory')).toBeChecked();
    await expect(box('product-list')).toBeChecked();
    await expect(box('order-list')).toBeChecked();
    await expect(box('shipping-order')).not.toBeChecked();
    // The select-all ticks every menu; undo puts back what is stored.
    await page.getByRole('checkbox', { name: th.app.selection.select_page }).check();
    await expect(page.getByText('เลือก 12 / ทั้งหมด 12 รายการ')).toBeVisible();
    await button(page, MN.reset).click();
    await expect(page.getByText('เลือก 3 / ทั้งหมด 12 รายการ')).toBeVisible();

    // ---- the history names each change ----
    await page.getByRole('tab', { name: A.tab_history }).click();
    const history = page.getByRole('region', { name: th.app.audit.title });
    await expect(history).toContainText(th.app.audit.action.menu_access_updated);
    await expect(history).toContainText(th.app.audit.action.members_added);
    await expect(history).toContainText(th.app.audit.action.role_updated);
    await expect(history).toContainText(th.app.audit.action.role_created);

    // ---- the member signs in and sees those three menus ----
    const memberContext = await browser.newContext({ baseURL: origin, locale: 'th-TH' });
    const memberPage = await memberContext.newPage();
    const pdf = testInfo.outputPath('member-id-card.pdf');
    await writeFile(pdf, TINY_PDF);
    await firstSignIn(memberPage, member.email, member.password, pdf);
    await expect(memberPage).toHaveURL(/\/products$/);
    await expect(sidebarItems(memberPage)).toHaveText(menuNames([1, 4, 5]));

    // ---- the admin switches two of them off ----
    await page.getByRole('tab', { name: A.tab_menus }).click();
    await box('product-list').uncheck();
    await box('order-list').uncheck();
    await save.click();
    await expect(page.getByText(MN.saved)).toBeVisible();

    // The member's open page follows on their next move, without signing out.
    await sidebarItems(memberPage).filter({ hasText: menu.inventory }).click();
    await expect(memberPage).toHaveURL(/\/inventory/);
    await expect(sidebarItems(memberPage)).toHaveText(menuNames([4]));
    await memberPage.goto('/orders');
    await expect(memberPage).toHaveURL(/\/inventory/);
    await memberPage.goto('/products');
    await expect(memberPage).toHaveURL(/\/inventory/);
    await memberContext.close();

    // ---- delete: refused while the role has a member ----
    await page.goto('/permissions');
    await search(page, L.search_label, name);
    await expect(tableRow(page, name)).toContainText(fill(L.members, { count: 1 }));
    await tableRow(page, name)
      .getByRole('button', { name: fill(L.delete, { name }) })
      .click();
    const confirm = page.getByRole('dialog', { name: L.delete_title });
    await expect(confirm).toContainText(name);
    await button(confirm, th.ra.action.delete).click();
    await expect(confirm.getByRole('alert')).toHaveText(fill(SR.has_members, { count: 1 }));
    await button(confirm, th.ra.action.cancel).click();
    await expect(confirm).toBeHidden();
    await expect(tableRow(page, name)).toBeVisible();

    // ---- the member removed (through the spec's path), then the delete goes through ----
    await page.evaluate((id) => localStorage.setItem('roleId', id), roleId);
    await page.goto('/license-list/set-user-access');
    await expect(page).toHaveURL(new RegExp(`/permissions/${roleId}/access/members$`));
    await tableRow(page, member.email)
      .getByRole('button', { name: fill(M.remove, { name: member.name }) })
      .click();
    const removeDialog = page.getByRole('dialog', { name: M.remove_title });
    await expect(removeDialog).toContainText(member.name);
    await button(removeDialog, th.ra.action.delete).click();
    await expect(page.getByText(fill(M.removed, { name: member.name }))).toBeVisible();
    await expect(page.getByText(M.empty_title)).toBeVisible();

    await page.getByRole('link', { name: A.back }).click();
    await search(page, L.search_label, name);
    await expect(tableRow(page, name)).toContainText(fill(L.members, { count: 0 }));
    await tableRow(page, name)
      .getByRole('button', { name: fill(L.delete, { name }) })
      .click();
    await button(confirm, th.ra.action.delete).click();
    await expect(page.getByText(fill(L.deleted, { name }))).toBeVisible();
    await expect(page.getByText(L.no_results_title)).toBeVisible();
  });

  test('the picker lists every user with their role; a user with another role is moved after a confirmation naming it, on a desktop and at 390 px', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const origin = baseURL ?? '';
    await signedIn(page, USERS.admin.email);
    const stamp = `${Date.now()}`;
    const from = { name: `ทีมรับสินค้า ${stamp}` };
    const to = { name: `ทีมแพ็กสินค้า ${stamp}` };
    const fromId = await makeRole(page, origin, from.name);
    const toId = await makeRole(page, origin, to.name);
    const member = await addStaff(page, origin, fromId);
    const membersOf = (id: number) => page.goto(`/permissions/${id}/access/members`);

    // ---- the picker: every user, each with the role they have ----
    await membersOf(toId);
    await expect(page.getByRole('heading', { level: 1, name: to.name })).toBeVisible();
    await expect(page.getByText(M.empty_title)).toBeVisible();
    await button(page, M.add).click();
    const picker = page.getByRole('dialog', { name: P.title });
    await expect(picker.getByRole('columnheader', { name: P.col_role })).toBeVisible();
    const pickerRow = (text: string) => picker.getByRole('row').filter({ hasText: text });
    // The seeded administrator is offered too, with their role (searched: other tests add users).
    await search(page, P.search_label, USERS.admin.email);
    await expect(pickerRow(USERS.admin.email)).toContainText('ผู้ดูแลระบบ');
    await search(page, P.search_label, member.email);
    await expect(pickerRow(member.email)).toHaveCount(1);
    await expect(pickerRow(member.email)).toContainText(from.name);
    await expectAccessible(page, 'the add-member picker with the role column');
    await picker.getByRole('checkbox', { name: fill(P.select, { name: member.name }) }).check();
    await button(picker, th.app.picker.confirm).click();

    // ---- the move is confirmed first, naming the role the user leaves ----
    const move = page.getByRole('dialog', { name: M.move_title });
    await expect(move).toContainText(
      fill(M.move_one, { name: member.name, from: from.name, to: to.name }),
    );
    await expect(move).toContainText(M.move_note);
    await expectAccessible(page, 'the confirmation of a move to another role');
    // Cancel goes back to the picker with the user still chosen, and moves no one.
    await button(move, th.ra.action.cancel).click();
    await expect(move).toBeHidden();
    await expect(
      picker.getByRole('checkbox', { name: fill(P.select, { name: member.name }) }),
    ).toBeChecked();
    await button(picker, th.app.picker.confirm).click();
    await button(move, M.move_confirm).click();
    await expect(move).toBeHidden();
    await expect(picker).toBeHidden();
    await expect(page.getByText(fill(M.added_moved, { count: 1, moved: 1 }))).toBeVisible();
    await expect(tableRow(page, member.email)).toContainText(member.name);

    // ---- the old role no longer has them, and its history says they left ----
    await membersOf(fromId);
    await expect(page.getByRole('heading', { level: 1, name: from.name })).toBeVisible();
    await expect(page.getByText(M.empty_title)).toBeVisible();
    await page.getByRole('tab', { name: A.tab_history }).click();
    const history = page.getByRole('region', { name: th.app.audit.title });
    await expect(history).toContainText(th.app.audit.action.member_removed);
    await expect(history).toContainText(member.email);

    // ---- at 390 px: moved back, the role column and the confirmation on the screen ----
    await page.setViewportSize({ width: 390, height: 844 });
    await membersOf(fromId);
    await button(page, M.add).click();
    await search(page, P.search_label, member.email);
    const roleCell = pickerRow(member.email).getByRole('cell', { name: to.name, exact: true });
    await expect(roleCell).toBeInViewport();
    const box = picker.getByRole('checkbox', { name: fill(P.select, { name: member.name }) });
    await expect(box).toBeInViewport();
    await expectAccessible(page, 'the add-member picker with the role column at 390 px');
    await box.check();
    await button(picker, th.app.picker.confirm).click();
    await expect(move).toContainText(
      fill(M.move_one, { name: member.name, from: to.name, to: from.name }),
    );
    await expect(button(move, M.move_confirm)).toBeInViewport();
    await expectAccessible(page, 'the confirmation of a move at 390 px');
    await button(move, M.move_confirm).click();
    await expect(move).toBeHidden();
    await expect(page.getByText(fill(M.added_moved, { count: 1, moved: 1 }))).toBeVisible();
    // A phone lists members as lines: the member's name is there, and the other role is empty.
    await expect(page.getByRole('main').getByText(member.name, { exact: true })).toBeVisible();
    await membersOf(toId);
    await expect(page.getByText(M.empty_title)).toBeVisible();
  });

  test('the last role that administers roles keeps its role menu: the refusal shows and the box comes back', async ({
    page,
  }) => {
    await signedIn(page, USERS.admin.email);
    // Only the demo administrator role administers roles; otherwise this check could take the
    // role menu away from every administrator.
    const res = await page.request.get('/api/permission-getpermission');
    expect(res.status(), await res.text()).toBe(200);
    const roles = (
      (await res.json()) as {
        data: { id: number; enum_values: string; administers_roles: boolean }[];
      }
    ).data;
    const administering = roles.filter((r) => r.administers_roles);
    expect(administering.map((r) => r.enum_values)).toEqual(['administrator']);

    await page.goto(`/permissions/${administering[0].id}/access/menus`);
    const roleMenu = page.getByRole('checkbox', { name: menu['licenset-list'] });
    await expect(roleMenu).toBeChecked();
    await roleMenu.uncheck();
    await button(page, MN.save).click();
    await expect(page.getByRole('alert').filter({ hasText: SR.last_administrator })).toBeVisible();
    await expect(roleMenu).toBeChecked();
    await expect(button(page, MN.save)).toBeDisabled();
    await expectAccessible(page, 'menu access with a refusal');
    // The side menu still offers the role menu.
    await expect(sidebarItems(page).filter({ hasText: menu['licenset-list'] })).toHaveCount(1);
  });
});
