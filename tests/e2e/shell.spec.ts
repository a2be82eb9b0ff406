import type { InventoryListRow } from '../../contract/schemas/inventory';
import { en } from '../../i18n/en';
import { th } from '../../i18n/th';
import {
  chooseShop,
  DEMO_PASSWORD,
  emailField,
  expect,
  expectAccessible,
  menuNames,
  profileButton,
  ROLE_MENUS,
  sidebarItems,
  signedIn,
  test,
  topBar,
  USERS,
  workingShop,
} from './helpers';

/** The notifications seeded for every demo account (server/seed/seed.ts), oldest first. */
const SEEDED_MESSAGES = [
  'ยินดีต้อนรับสู่ระบบบริหารคลังสินค้า',
  'นัดหมายส่งสินค้าเข้าคลังของคุณได้รับการยืนยันแล้ว',
  'มีคำสั่งซื้อใหม่รอยืนยัน 3 รายการ',
  'สินค้าบางรายการใกล้หมดคลัง กรุณาตรวจสอบสินค้าคงคลัง',
];

test.describe('language switch', () => {
  test('the sign-in page switches to English and back to Thai', async ({ page }) => {
    await page.goto('/login');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(th.app.login.title);

    // The switch is named by the language it switches to.
    await page.getByRole('button', { name: th.app.shell.english }).click();
    await expect(title).toHaveText(en.app.login.title);
    await expect(page.getByLabel(en.app.login.email)).toBeVisible();

    await page.getByRole('button', { name: en.app.shell.thai }).click();
    await expect(title).toHaveText(th.app.login.title);
    await expect(emailField(page)).toBeVisible();
  });

  test('signed in, switching to English turns the side menu names to English', async ({ page }) => {
    await signedIn(page, USERS.company.email);
    await expect(sidebarItems(page)).toHaveText(menuNames(ROLE_MENUS.shopOwner, 'th'));

    await topBar(page).getByRole('button').filter({ hasText: th.app.shell.english }).click();
    await expect(sidebarItems(page)).toHaveText(menuNames(ROLE_MENUS.shopOwner, 'en'));

    await topBar(page).getByRole('button').filter({ hasText: en.app.shell.thai }).click();
    await expect(sidebarItems(page)).toHaveText(menuNames(ROLE_MENUS.shopOwner, 'th'));
  });
});

test.describe('notification bell', () => {
  // warehouse@demo.th: no other browser test opens its bell, so its seeded unread state holds.
  test('counts the unread ones, lists the newest first and clears once opened', async ({
    page,
  }) => {
    await signedIn(page, USERS.warehouse.email);

    const bell = topBar(page).getByRole('button', { name: th.app.shell.notifications });
    // The seed leaves the welcome message read: 3 unread, named in the bell's accessible name.
    const unreadName = th.app.shell.notifications_unread.replace('%{count}', '3');
    await expect(bell).toHaveAccessibleName(unreadName);
    await expect(bell).toHaveText('3');
    await bell.click();

    const list = page.getByRole('menu', { name: th.app.shell.notifications });
    await expect(list).toBeVisible();
    const items = list.getByRole('menuitem');
    await expect(items).toHaveCount(4);
    await expect(items).toContainText([...SEEDED_MESSAGES].reverse());
    // The three that were unread keep their 'new' mark while the list is open.
    await expect(list.getByText(th.app.shell.new_notification, { exact: true })).toHaveCount(3);

    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(bell).toHaveAccessibleName(th.app.shell.notifications);
    await expect(bell.locator('.MuiBadge-badge')).toBeHidden();

    // The server marked them read: its count is 0, and after a reload the bell stays cleared.
    // (Asked directly: a count the page asked for just before the reload may answer after it.)
    const unread = async () =>
      (
        (await (await page.request.get('/api/notification-getunreadcount')).json()) as {
          data: { unread: number };
        }
      ).data.unread;
    await expect.poll(unread).toBe(0);
    await page.reload();
    await expect(profileButton(page)).toBeVisible();
    await expect(bell).toHaveAccessibleName(th.app.shell.notifications);
    await expect(bell.locator('.MuiBadge-badge')).toBeHidden();
    await bell.click();
    await expect(list.getByText(th.app.shell.new_notification, { exact: true })).toHaveCount(0);
  });
});

test.describe('live notifications', () => {
  test('a notification written on the server reaches the open bell within 2 s, without a reload', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const streamOpen = page.waitForResponse((r) => r.url().includes('/api/notification-stream'));
    await signedIn(page, USERS.individual.email);
    expect((await streamOpen).headers()['content-type']).toMatch(/^text\/event-stream/);
    const read = async <T>(url: string) =>
      ((await (await page.request.get(url)).json()) as { data: T }).data;
    const unread = (await read<{ unread: number }>('/api/notification-getunreadcount')).unread;
    const shopId = (await read<{ shop_list: { shop_id: number }[] }>('/api/auth-getsession'))
      .shop_list[0].shop_id;

    // The warehouse adjusts one of the shop's stock items down to its reorder point.
    const staff = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { origin: baseURL as string },
    });
    const signIn = await staff.post('/api/auth-login', {
      data: { email: USERS.admin.email, password: DEMO_PASSWORD },
    });
    const staffId = ((await signIn.json()) as { data: { id: number } }).data.id;
    const stock = await staff.get(`/api/inventory-getinventoryproducts?shop_id=${shopId}`);
    const rows = ((await stock.json()) as { data: InventoryListRow[] }).data;
    const item = rows.find((r) => r.inventory >= 2);
    if (!item) throw new Error('the shop has no stock item of 2 or more');
    const point = item.inventory - 1;
    const setPoint = (reorder_point: number | null) =>
      staff.put('/api/inventory-updatereorderpoint', {
        data: { inventory_id: item.id, reorder_point },
      });
    const adjust = (amount: number) =>
      staff.put('/api/inventory-updateinventory', {
        data: { id: item.id, uid: staffId, inventory_amount: amount, remark: 'ทดสอบการแจ้งเตือน' },
      });
    try {
      expect((await setPoint(point)).status()).toBe(200);
      expect((await adjust(point)).status()).toBe(200);

      const bell = topBar(page).getByRole('button', {
        name: th.app.shell.notifications_unread.replace('%{count}', String(unread + 1)),
      });
      await expect(bell).toBeVisible({ timeout: 2000 });
      await bell.click();
      const newest = page
        .getByRole('menu', { name: th.app.shell.notifications })
        .getByRole('menuitem')
        .first();
      await expect(newest).toContainText(item.customer_product_id);
      await expect(newest).toContainText(th.app.shell.new_notification);
    } finally {
      await adjust(item.inventory);
      await setPoint(item.reorder_point);
      await staff.dispose();
    }
  });
});

test.describe('working shop', () => {
  test('a company with two shops switches shop in the top bar and the list follows', async ({
    page,
  }) => {
    await signedIn(page, USERS.company.email);
    const shop = workingShop(page);
    await expect(shop).toContainText('SH0001');
    await expect(page.getByText(/S1-P\d+/).first()).toBeVisible();

    const listed = page.waitForResponse(
      (r) => r.url().includes('product-getallproducts') && r.url().includes('shop_id=2'),
    );
    await chooseShop(page, 'SH0002');
    expect((await listed).status()).toBe(200);
    await expect(shop).toContainText('SH0002');
    await expect(page.getByText(/S2-P\d+/).first()).toBeVisible();
    await expect(page.getByText(/S1-P\d+/)).toHaveCount(0);

    // The choice is kept across a reload.
    await page.reload();
    await expect(shop).toContainText('SH0002');
  });

  test('a user with one shop sees its name, not a selector', async ({ page }) => {
    await signedIn(page, USERS.individual.email);
    await expect(topBar(page).getByTestId('working-shop')).toContainText('SH0003 บ้านสวนออร์แกนิก');
    await expect(topBar(page).getByRole('combobox')).toHaveCount(0);
  });
});

test.describe('Thai shell', () => {
  const ENGLISH_WORDS = [
    'Dashboard',
    'Logout',
    'Refresh',
    'Loading',
    'No results',
    'Profile',
    'Search',
    'Delete',
    'Edit',
    'Page',
  ];

  test('no English leaks in the signed-in shell', async ({ page }) => {
    await signedIn(page, USERS.admin.email);
    await expect(sidebarItems(page)).toHaveText(menuNames(ROLE_MENUS.admin));
    await expect(
      topBar(page).getByRole('button', { name: th.app.shell.notifications }),
    ).toBeVisible();
    // The product list has loaded: its total line is shown.
    await expect(page.getByText(/ทั้งหมด \d+ รายการ/)).toBeVisible();

    const shellText = await page.evaluate(() => document.body.innerText);
    for (const word of ENGLISH_WORDS) expect(shellText, `"${word}" is visible`).not.toContain(word);

    // The profile menu is Thai too.
    await profileButton(page).click();
    await expect(page.getByRole('menuitem', { name: th.ra.auth.logout })).toBeVisible();
    const menuText = await page.evaluate(() => document.body.innerText);
    for (const word of ENGLISH_WORDS) expect(menuText, `"${word}" is visible`).not.toContain(word);
  });

  test("an address that is no screen: react-admin's not-found page in Thai letters, readable", async ({
    page,
  }) => {
    await signedIn(page, USERS.company.email, '/no-such-screen');
    const heading = page.getByRole('heading', { name: th.ra.page.not_found });
    await expect(heading).toBeVisible();
    await expect(page.getByText(th.ra.message.not_found)).toBeVisible();
    // Its words in the portal's font: react-admin names Roboto, which has no Thai letters.
    for (const words of [heading, page.getByText(th.ra.message.not_found)]) {
      expect(await words.evaluate((e) => getComputedStyle(e).fontFamily)).toMatch(/^Sarabun/);
    }
    await expectAccessible(page, 'the not-found page');
    await page.getByRole('button', { name: th.ra.action.back }).click();
    await expect(heading).toBeHidden();
  });
});
