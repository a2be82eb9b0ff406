import { th } from '../../i18n/th';
import { productFile } from '../../scripts/product-file';
import { chooseShop, expect, signedIn, tableRows, test, USERS } from './helpers';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ROWS = 1200;

// A list of more than 1,000 rows has an estimated total (server/db/paging.ts): the pager
// says "about", and its last page still shows rows. SH0002 grows for the test and is put back
// as it was after it (other tests read its first page).
test('a shop of more than 1,000 products: the total reads "about", the last page has rows', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signedIn(page, USERS.company.email);
  const origin = new URL(page.url()).origin;
  const imported = await page.request.post('/api/upload-importproduct', {
    headers: { origin },
    multipart: {
      shop_id: '2',
      products: { name: 'products.xlsx', mimeType: XLSX, buffer: await productFile(ROWS, 'BIG') },
    },
  });
  expect(imported.status(), await imported.text()).toBe(200);

  await chooseShop(page, 'SH0002');
  await expect(page.getByText(/^ทั้งหมดประมาณ [\d,]+ รายการ$/)).toBeVisible();
  await expect(tableRows(page)).toHaveCount(10);

  // The pager is named in Thai (MUI's own name is "pagination navigation").
  await expect(page.getByRole('navigation', { name: th.app.pager.navigation })).toBeVisible();
  await page.getByRole('button', { name: th.ra.navigation.last }).click();
  await expect(page.getByRole('button', { name: /^หน้า \d+$/ })).not.toHaveText('หน้า 1');
  await expect(tableRows(page).first()).toBeVisible();
  await expect(page.getByText(th.app.products.list.empty_title)).toHaveCount(0);

  const list = await page.request.get('/api/product-getallproducts?shop_id=2&search=BIG-');
  const { data } = (await list.json()) as { data: { id: number }[] };
  expect(data).toHaveLength(ROWS);
  for (const { id } of data) {
    const removed = await page.request.delete(`/api/product-deleteproduct?product_id=${id}`, {
      headers: { origin },
    });
    expect(removed.status()).toBe(200);
  }
});
