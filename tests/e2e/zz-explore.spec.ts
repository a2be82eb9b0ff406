import { test } from '@playwright/test';
test('explore', async ({ page }) => {
  await page.goto('/products');
  await page.waitForTimeout(2000);
  console.log(page.url());
  console.log(await page.locator('body').ariaSnapshot());
  await page.getByLabel('อีเมล').fill('warehouse@demo.th');
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await page.waitForTimeout(1500);
  console.log(page.url());
  await page.getByRole('button', { name: 'โปรไฟล์' }).click();
  await page.getByRole('menuitem', { name: 'ออกจากระบบ' }).click();
  await page.waitForTimeout(1500);
  console.log(page.url(), await page.evaluate(() => history.length));
  await page.goBack();
  for (let i = 0; i < 6; i++) {
    await page.waitForTimeout(500);
    console.log(i, page.url(), await page.getByRole('textbox').count(), await page.getByRole('banner').count());
  }
  await page.screenshot({ path: '/tmp/after-back.png' });
  console.log(await page.locator('body').ariaSnapshot());
});
