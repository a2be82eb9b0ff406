import { chromium } from '@playwright/test';
const [,, url, out, login, extra] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'th-TH' });
page.on('console', m => { if (m.type() === 'error') console.log('console:', m.text()); });
if (login) {
  await page.goto('http://127.0.0.1:3000/login');
  await page.getByLabel('อีเมล').fill(login);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await page.waitForTimeout(2000);
}
await page.goto(url);
await page.waitForTimeout(1500);
if (extra) await eval(extra);
await page.screenshot({ path: out });
console.log(page.url());
await browser.close();
