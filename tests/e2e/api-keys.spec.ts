import { request as requestContext } from '@playwright/test';
import { th } from '../../i18n/th';
import { fill } from '../../server/text';
import { routes } from '../../contract/routes';
import {
  button,
  expect,
  expectAccessible,
  signedIn,
  test,
  textbox,
  topBar,
  USERS,
} from './helpers';

// A shop owner connects a program: a key is made in the profile area, shown once to copy,
// works as a bearer token, and stops working once revoked.

const D = th.app.developer;
const PHONE = { width: 390, height: 844 };

/** The shops a bearer key reaches (status and body), with no cookie and no origin. */
async function shopsWithKey(baseURL: string, key: string) {
  const api = await requestContext.newContext({ baseURL });
  const res = await api.get(`/api/${routes.shops.name}`, {
    headers: { authorization: `Bearer ${key}` },
  });
  const out = {
    status: res.status(),
    body: (await res.json()) as { data?: { shop_no: string }[] },
  };
  await api.dispose();
  return out;
}

test('a shop owner creates an API key, sees it once, uses it, and revokes it', async ({
  page,
  baseURL,
}) => {
  await signedIn(page, USERS.company.email);
  // The profile menu leads to the API keys.
  await topBar(page)
    .getByRole('button', { name: new RegExp(USERS.company.firstName) })
    .click();
  await page.getByRole('menuitem', { name: th.app.shell.developer }).click();
  await expect(page).toHaveURL(/\/developer$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(D.title);
  await expect(page.getByText(D.none)).toBeVisible();
  await expectAccessible(page, 'the API keys');

  // A name is required; then the key is shown once.
  await button(page, D.create).click();
  const form = page.getByRole('dialog', { name: D.create_title });
  await button(form, D.save).click();
  await expect(form).toContainText(th.validation.apiKey.name_required);
  await textbox(form, D.name).fill('เว็บไซต์ร้านค้า');
  await button(form, D.save).click();
  const shown = page.getByRole('dialog', { name: D.created_title });
  const field = shown.getByRole('textbox', { name: D.key_label });
  await expect(field).toHaveValue(/^fpk_[\w-]{40}$/);
  const key = await field.inputValue();
  await expectAccessible(page, 'the new key');
  await button(shown, D.done).click();
  await expect(shown).toBeHidden();

  // The key works as a bearer token, for the owner's shops.
  const before = await shopsWithKey(baseURL!, key);
  expect(before.status).toBe(200);
  expect(before.body.data?.map((s) => s.shop_no).sort()).toEqual(['SH0001', 'SH0002']);

  // The list names it, shows its start and its use, and never the key again.
  await page.reload();
  const row = page.getByRole('listitem').filter({ hasText: 'เว็บไซต์ร้านค้า' });
  await expect(row).toContainText(`${key.slice(0, 12)}…`);
  await expect(row).toContainText(D.access_write);
  await expect(row).not.toContainText(D.never_used);
  await expect(page.getByText(key)).toHaveCount(0);

  // Revoked on a phone, after a question: the next call is refused.
  await page.setViewportSize(PHONE);
  // A phone opens the page afresh (the desk's open side menu would be a drawer over it).
  await page.reload();
  await button(row, fill(D.revoke_name, { name: 'เว็บไซต์ร้านค้า' })).click();
  const ask = page.getByRole('dialog', { name: fill(D.revoke_title, { name: 'เว็บไซต์ร้านค้า' }) });
  await expectAccessible(page, 'revoking a key at 390 px');
  await button(ask, D.revoke_confirm).click();
  await expect(row).toContainText(/^.*ยกเลิกเมื่อ/);
  expect((await shopsWithKey(baseURL!, key)).status).toBe(401);
});
