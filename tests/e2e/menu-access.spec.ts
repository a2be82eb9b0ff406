import {
  expect,
  menuNames,
  ROLE_MENUS,
  sidebarItems,
  signedIn,
  signedInToProducts,
  test,
  USERS,
} from './helpers';

test.describe('menu access by role', () => {
  test('warehouse staff land on their first active menu and inactive menus send them there', async ({
    page,
  }) => {
    await signedIn(page, USERS.warehouse.email);

    // Menu 1 is inactive: sign-in lands on the first active menu, product sets.
    await expect(page).toHaveURL(/\/productSets$/);
    await expect(sidebarItems(page)).toHaveText(menuNames(ROLE_MENUS.warehouse));

    // Typing the address of an inactive menu lands on the first active one.
    await page.goto('/products');
    await expect(page).toHaveURL(/\/productSets$/);
    await expect(sidebarItems(page)).toHaveText(menuNames(ROLE_MENUS.warehouse));

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/productSets$/);
    await expect(sidebarItems(page)).toHaveText(menuNames(ROLE_MENUS.warehouse));

    // Home itself goes to the first active menu too.
    await page.goto('/');
    await expect(page).toHaveURL(/\/productSets$/);
  });

  test('a shop user typing an inactive menu lands on the product list', async ({ page }) => {
    await signedInToProducts(page, USERS.company.email);

    await page.goto('/users');
    await expect(page).toHaveURL(/\/products$/);
    await expect(sidebarItems(page)).toHaveText(menuNames(ROLE_MENUS.shopOwner));
  });

  test("the spec's own path /product-list opens the product list", async ({ page }) => {
    await signedIn(page, USERS.company.email, '/product-list');
    await expect(page).toHaveURL(/\/products$/);
    await expect(sidebarItems(page)).toHaveText(menuNames(ROLE_MENUS.shopOwner));
  });
});

test.describe('public pages while signed in', () => {
  test('a signed-in visit to /login or /register goes to the product list', async ({ page }) => {
    await signedIn(page, USERS.company.email, '/login');
    await expect(page).toHaveURL(/\/products$/);
    await expect(sidebarItems(page).first()).toBeVisible();

    await page.goto('/register');
    await expect(page).toHaveURL(/\/products$/);
    await expect(sidebarItems(page).first()).toBeVisible();
  });

  test('a signed-in visit to /login without menu 1 goes to the first active menu', async ({
    page,
  }) => {
    await signedIn(page, USERS.warehouse.email, '/login');
    await expect(page).toHaveURL(/\/productSets$/);
  });
});
