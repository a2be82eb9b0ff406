import type { Locator, Page } from '@playwright/test';
import {
  addDays,
  periodRange,
  type DayOption,
  type IncomeRow,
  type ProductSummaryRow,
  type SalesBarRow,
  type TotalSummaryRow,
} from '../../contract/schemas/dashboard';
import { warehouseToday } from '../../contract/schemas/bookings';
import { th } from '../../i18n/th';
import { formatBaht } from '../../src/components/format';
import {
  chooseEveryShop,
  chooseOption,
  chooseShop,
  downloadSheet,
  expect,
  expectAccessible,
  signedIn,
  tableRows,
  test,
  USERS,
} from './helpers';

/**
 * The sales dashboard (spec part 1 §2 "Dashboard", §4 periods, §9) on the seeded demo orders:
 * each figure shown is the server's answer to the same query, read with the page's own session.
 */

const D = th.app.dashboard;
const NAV = th.ra.navigation;

const countFormat = new Intl.NumberFormat('th-TH');
const ordersText = (n: number) => D.orders_count.replace('%{count}', countFormat.format(n));
/** A date as the date fields show it: dd/mm/yyyy with the Buddhist-era year (CE + 543). */
const shown = (iso: string) =>
  `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${Number(iso.slice(0, 4)) + 543}`;
const digitsOf = (iso: string) => shown(iso).replaceAll('/', '');

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const topFilters = (page: Page) => page.getByRole('search', { name: D.filters });
/** The value of one of a section's cards. */
const figure = (scope: Locator, label: string) =>
  scope.getByRole('group', { name: label, exact: true }).locator('p');
const dateField = (scope: Locator, label: string) =>
  scope.getByRole('group', { name: label, exact: true });
const select = (scope: Locator, label: string) =>
  scope.getByRole('combobox', { name: new RegExp(`^${label}`) });

type Query = Record<string, string | number | undefined>;

/** A dashboard call answered to the page's session (the same cookies), as the screen makes it. */
async function ask<T>(
  page: Page,
  name: string,
  query: Query,
): Promise<{ data: T[]; total?: number }> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const res = await page.request.get(`/api/${name}?${params.toString()}`);
  expect(res.status(), `${name} ${params.toString()}`).toBe(200);
  return (await res.json()) as { data: T[]; total?: number };
}

const periodQuery = (option: DayOption, range = periodRange(option, warehouseToday())) => ({
  dayoption: option,
  startdate: range.start,
  enddate: range.end,
});

/** The totals the server gives for this query (shop, period, channel, display). */
async function totalsOf(page: Page, query: Query) {
  const reply = await ask<TotalSummaryRow>(page, 'dashboard-gettotalsummary', query);
  return reply.data[0] ?? { total_summary: 0, total_order: 0, average: 0 };
}

/** The product summary's total card shows what the server gives for this query. */
async function expectProductTotal(section: Locator, query: Query) {
  const reply = await ask<ProductSummaryRow>(section.page(), 'dashboard-getproductsummary', query);
  await expect(figure(section, D.product_total)).toHaveText(
    formatBaht(reply.data[0]!.product_summary),
  );
}

/** Money on the dashboard: whole baht with thousands separators, then the word for baht. */
const WHOLE_BAHT = /^\d{1,3}(,\d{3})* บาท$/;

/** The three cards of the totals show these totals, money in whole baht. */
async function expectCards(section: Locator, row: TotalSummaryRow) {
  await expect(figure(section, D.sales_total)).toHaveText(formatBaht(row.total_summary));
  await expect(figure(section, D.orders)).toHaveText(ordersText(row.total_order));
  await expect(figure(section, D.average)).toHaveText(formatBaht(row.average));
  await expect(figure(section, D.sales_total)).toHaveText(WHOLE_BAHT);
  await expect(figure(section, D.average)).toHaveText(WHOLE_BAHT);
}

/** The tick labels of one axis of the sales chart: 'bottom', 'left' (sales), 'right' (orders). */
async function tickLabels(section: Locator, axis: 'bottom' | 'left' | 'right') {
  const labels = section.locator(`figure .MuiChartsAxis-${axis} .MuiChartsAxis-tickLabel`);
  await expect(labels.first()).toBeVisible();
  return labels.allTextContents();
}

/** A number as Thai screens write it: digits grouped by commas (20,000), never 20K. */
const THAI_NUMBER = /^\d{1,3}(,\d{3})*$/;

/**
 * The sales chart of the section is titled by what a point covers and its axes write whole
 * numbers in Thai: the sales axis reaches thousands (grouped), the orders axis counts.
 */
async function expectThaiAxes(section: Locator) {
  const sales = await tickLabels(section, 'left');
  const orders = await tickLabels(section, 'right');
  for (const label of [...sales, ...orders]) expect(label).toMatch(THAI_NUMBER);
  expect(
    sales.some((l) => l.includes(',')),
    `sales axis ${sales.join(' ')}`,
  ).toBe(true);
}

/** The chart of a month: titled by day, each label a day dd/mm from the period's first. */
async function expectChartByDay(section: Locator, start: string) {
  await expect(section.locator('figcaption')).toHaveText(D.chart_day);
  const days = await tickLabels(section, 'bottom');
  expect(days[0]).toBe(shown(start).slice(0, 5));
  for (const day of days) expect(day).toMatch(/^\d{2}\/\d{2}$/);
}

async function expectRange(section: Locator, start: string, end: string) {
  await expect(dateField(section, D.start_date)).toHaveText(shown(start));
  await expect(dateField(section, D.end_date)).toHaveText(shown(end));
}

/** Types a date into a section's date field (its parts fill in order: dd mm yyyy). */
async function typeDate(section: Locator, label: string, iso: string) {
  const group = dateField(section, label);
  await expect(async () => {
    const day = group.getByRole('spinbutton').first();
    await day.click();
    await expect(day).toBeFocused();
    await section.page().keyboard.type(digitsOf(iso));
    await expect(group).toHaveText(shown(iso), { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** Opens the dashboard signed in; answers the working shop's id (none for staff's every shop). */
async function openDashboard(page: Page, email: string) {
  await signedIn(page, email, '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: D.title })).toBeVisible();
  return Number(await page.evaluate(() => localStorage.getItem('shopId')));
}

test('a shop owner sees the totals, both charts, the summary and the income table as the server answers them', async ({
  page,
}) => {
  const shopId = await openDashboard(page, USERS.company.email);
  const month = periodQuery('month');
  const all = { shop_id: shopId, ...month, sale_channel: 1, datadisplay: 1 };

  const totals = region(page, D.totals_title);
  await expect(select(totals, D.period)).toHaveText(D.period_month);
  await expectRange(totals, month.startdate, month.enddate);
  const row = await totalsOf(page, all);
  expect(row.total_order, 'the demo shop has orders this month').toBeGreaterThan(0);
  await expectCards(totals, row);
  // The line chart of the month: two series by day, sales and orders, on Thai-numbered axes.
  await expect(totals.locator('svg .MuiLineChart-line')).toHaveCount(2);
  const chartLabel = D.chart_label_day
    .replace('%{start}', shown(month.startdate))
    .replace('%{end}', shown(month.enddate));
  await expect(totals.getByRole('img', { name: chartLabel })).toBeVisible();
  await expectChartByDay(totals, month.startdate);
  await expectThaiAxes(totals);

  const bars = region(page, D.bars_title);
  const best = (
    await ask<SalesBarRow>(page, 'dashboard-getsalesdashboard', { shop_id: shopId, datadisplay: 1 })
  ).data;
  expect(best.length).toBeGreaterThan(0);
  await expect(bars.locator('svg .MuiBarChart-element')).toHaveCount(best.length);
  await expect(bars.getByRole('listitem').first()).toHaveText(
    `${best[0]!.product_name_th}: ${D.pieces_count.replace('%{count}', countFormat.format(best[0]!.order_amount))}`,
  );

  const summary = region(page, D.summary_title);
  const products = (await ask<ProductSummaryRow>(page, 'dashboard-getproductsummary', all))
    .data[0]!;
  // One money: the same period's sales in both sections.
  expect(products.product_summary).toBe(row.total_summary);
  await expect(figure(summary, D.product_total)).toHaveText(formatBaht(row.total_summary));
  await expect(figure(summary, D.shopee_orders)).toHaveText(ordersText(products.shoppee_order));
  await expect(figure(summary, D.lazada_orders)).toHaveText(ordersText(products.lazada_order));
  await expect(figure(summary, D.other_orders)).toHaveText(ordersText(products.other_order));

  // The income table: 10 a page from the server, most income first, whole baht.
  const income = region(page, D.income_title);
  const first = await ask<IncomeRow>(page, 'dashboard-gettotalincome', {
    shop_id: shopId,
    ...month,
    page: 1,
    per_page: 10,
  });
  expect(first.total ?? 0).toBeGreaterThan(10);
  const rows = tableRows(page);
  await expect(rows).toHaveCount(10);
  const top = first.data[0]!;
  await expect(rows.first().getByRole('cell')).toHaveText([
    '1',
    top.customer_product_id,
    top.product_name_th,
    countFormat.format(top.total_order),
    formatBaht(top.total_income),
  ]);
  await expect(
    income.getByText(D.income_total.replace('%{total}', countFormat.format(first.total ?? 0))),
  ).toBeVisible();
  await income.getByRole('button', { name: NAV.page.replace('%{page}', '2'), exact: true }).click();
  await expect(rows.first().getByRole('cell').first()).toHaveText('11');
  await expectAccessible(page, 'the dashboard on a desktop');
});

test('one day is charted by hour, the month again by day, titled so', async ({ page }) => {
  const shopId = await openDashboard(page, USERS.company.email);
  const totals = region(page, D.totals_title);
  await chooseOption(totals, D.period, D.period_day);
  const day = periodQuery('day');
  await expectCards(totals, await totalsOf(page, { shop_id: shopId, ...day }));
  await expect(totals.locator('figcaption')).toHaveText(D.chart_hour);
  const hours = await tickLabels(totals, 'bottom');
  expect(hours[0]).toBe('00:00');
  for (const hour of hours) expect(hour).toMatch(/^\d{2}:00$/);
  await expectThaiAxes(totals);

  await chooseOption(totals, D.period, D.period_lastmonth);
  const last = periodQuery('lastmonth');
  await expectCards(totals, await totalsOf(page, { shop_id: shopId, ...last }));
  await expectChartByDay(totals, last.startdate);
});

test('a period rebuilds its dates and puts display and channel back to all; an invalid range keeps the figures', async ({
  page,
}) => {
  const shopId = await openDashboard(page, USERS.company.email);
  const totals = region(page, D.totals_title);
  const filters = topFilters(page);
  const month = periodQuery('month');
  await expectCards(totals, await totalsOf(page, { shop_id: shopId, ...month }));

  // The top filters apply with the search button: delivered parcels from Shopee.
  await chooseOption(filters, D.data_display, D.display_2);
  await chooseOption(filters, D.sale_channel, 'Shopee');
  await filters.getByRole('button', { name: D.search, exact: true }).click();
  const shopee = await totalsOf(page, {
    shop_id: shopId,
    ...month,
    datadisplay: 2,
    sale_channel: 2,
  });
  await expectCards(totals, shopee);

  // Another period: its dates, display and channel back to all, the figures of that period.
  await chooseOption(totals, D.period, D.period_lastmonth);
  const last = periodQuery('lastmonth');
  await expectRange(totals, last.startdate, last.enddate);
  await expect(select(filters, D.data_display)).toHaveText(D.display_1);
  await expect(select(filters, D.sale_channel)).toHaveText('ทุกช่องทาง');
  const lastRow = await totalsOf(page, {
    shop_id: shopId,
    ...last,
    datadisplay: 1,
    sale_channel: 1,
  });
  expect(lastRow.total_summary).not.toBe(shopee.total_summary);
  await expectCards(totals, lastRow);

  // The end before the start: the hint shows, nothing is asked for that range and the figures
  // stay those of the last valid range.
  const backwards: string[] = [];
  page.on('request', (r) => {
    const q = new URL(r.url()).searchParams;
    const [start, end] = [q.get('startdate'), q.get('enddate')];
    if (start && end && end < start) backwards.push(r.url());
  });
  await typeDate(totals, D.end_date, addDays(last.startdate, -1));
  await expect(totals.getByText(D.range_order_hint)).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(backwards).toEqual([]);
  await expectCards(totals, lastRow);
  await expect(totals.getByText(D.load_failed)).toHaveCount(0);

  // A valid range again: the figures of those dates.
  const end = addDays(last.startdate, 9);
  await typeDate(totals, D.end_date, end);
  await expect(totals.getByText(D.range_order_hint)).toHaveCount(0);
  await expectCards(
    totals,
    await totalsOf(page, {
      shop_id: shopId,
      dayoption: 'lastmonth',
      startdate: last.startdate,
      enddate: end,
    }),
  );

  // The product summary's own display and channel go back to all with its period too.
  const summary = region(page, D.summary_title);
  await chooseOption(summary, D.data_display, D.display_2);
  await chooseOption(summary, D.sale_channel, 'Lazada');
  await expectProductTotal(summary, { shop_id: shopId, ...month, datadisplay: 2, sale_channel: 3 });
  await chooseOption(summary, D.period, D.period_week);
  const week = periodQuery('week');
  await expectRange(summary, week.startdate, week.enddate);
  await expect(select(summary, D.data_display)).toHaveText(D.display_1);
  await expect(select(summary, D.sale_channel)).toHaveText('ทุกช่องทาง');
  await expectProductTotal(summary, { shop_id: shopId, ...week, datadisplay: 1, sale_channel: 1 });
});

test('the income report of the month totals the month’s sales; it downloads as income-report.xlsx', async ({
  page,
}) => {
  const shopId = await openDashboard(page, USERS.company.email);
  const income = region(page, D.income_title);
  // The month's report (the default period, as the totals'): its total is the sales total card.
  const month = await downloadSheet(page, income.getByRole('button', { name: D.download }));
  const footer: unknown[][] = [];
  month.sheet.eachRow((r) => footer.push((r.values as unknown[]).slice(1)));
  const total = footer.find((line) => line[2] === th.server.dashboard.total)?.[4] as number;
  const row = await totalsOf(page, { shop_id: shopId, ...periodQuery('month') });
  expect(total).toBe(row.total_summary);
  await expect(figure(region(page, D.totals_title), D.sales_total)).toHaveText(formatBaht(total));

  await chooseOption(income, D.period, D.period_lastmonth);
  const last = periodQuery('lastmonth');
  await expectRange(income, last.startdate, last.enddate);
  const top = (
    await ask<IncomeRow>(page, 'dashboard-gettotalincome', { shop_id: shopId, ...last, page: 1 })
  ).data[0]!;
  await expect(tableRows(page).first().getByRole('cell').nth(1)).toHaveText(
    top.customer_product_id,
  );

  const { name, sheet } = await downloadSheet(
    page,
    income.getByRole('button', { name: D.download }),
  );
  expect(name).toBe('income-report.xlsx');
  expect(sheet.getRow(1).getCell(1).value).toBe(th.server.dashboard.income_title);
  const cells: unknown[][] = [];
  sheet.eachRow((r) => cells.push((r.values as unknown[]).slice(1)));
  expect(cells).toContainEqual([
    1,
    top.customer_product_id,
    top.product_name_th,
    top.total_order,
    top.total_income,
  ]);
});

test('staff see every shop, then the shop they choose in the top bar', async ({ page }) => {
  await openDashboard(page, USERS.admin.email);
  const totals = region(page, D.totals_title);
  const month = periodQuery('month');
  // Every shop chosen in the top bar: the figures of every shop, asked for without a shop.
  const asked = page.waitForResponse(
    (r) => r.url().includes('dashboard-gettotalsummary') && !r.url().includes('shop_id='),
  );
  await chooseEveryShop(page);
  expect((await asked).status()).toBe(200);
  const every = await totalsOf(page, month);
  await expectCards(totals, every);
  // The page has no shop select of its own: the top bar's is the only one.
  await expect(page.getByRole('main').getByRole('combobox', { name: /ร้านค้า/ })).toHaveCount(0);
  await expectAccessible(page, 'the dashboard of every shop');

  const shops = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('shopList') ?? '[]') as {
        shop_id: number;
        shop_no: string;
        shop_name: string;
      }[],
  );
  const shop = shops.find((s) => s.shop_no === 'SH0003')!;
  await chooseShop(page, 'SH0003');
  const one = await totalsOf(page, { shop_id: shop.shop_id, ...month });
  expect(one.total_order).toBeLessThan(every.total_order);
  await expectCards(totals, one);
  await expect(tableRows(page)).toHaveCount(10);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sections stack, the charts fit, the best sellers read whole and the page does not scroll sideways', async ({
    page,
  }) => {
    const shopId = await openDashboard(page, USERS.company.email);
    const totals = region(page, D.totals_title);
    const month = periodQuery('month');
    await expectCards(totals, await totalsOf(page, { shop_id: shopId, ...month }));
    await expect(totals.locator('svg .MuiLineChart-line')).toHaveCount(2);
    await expectChartByDay(totals, month.startdate);
    await expectThaiAxes(totals);

    // The best sellers as a ranked list: every name whole (wrapping, not cut), with its code
    // and pieces.
    const best = (
      await ask<SalesBarRow>(page, 'dashboard-getsalesdashboard', {
        shop_id: shopId,
        datadisplay: 1,
      })
    ).data;
    expect(
      best.some((r) => r.product_name_th.length > 14),
      'names longer than a cut label',
    ).toBe(true);
    const sellers = region(page, D.bars_title).getByRole('list', { name: D.bars_list_label });
    await expect(sellers.getByRole('listitem')).toHaveCount(best.length);
    for (const [i, r] of best.entries()) {
      const item = sellers.getByRole('listitem').nth(i);
      const name = item.getByText(r.product_name_th, { exact: true });
      await expect(name).toBeVisible();
      await expect(item).toContainText(r.customer_product_id);
      await expect(item).toContainText(
        D.pieces_count.replace('%{count}', countFormat.format(r.order_amount)),
      );
      const fits = await name.evaluate(
        (el) =>
          el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= window.innerWidth,
      );
      expect(fits, `${r.product_name_th} shown whole`).toBe(true);
    }
    // The income table as phone rows.
    await expect(
      region(page, D.income_title).getByRole('listitem').filter({ hasText: D.col_quantity }),
    ).toHaveCount(10);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    for (const svg of await page.locator('main svg.MuiChartsSurface-root').all()) {
      const box = await svg.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    await expectAccessible(page, 'the dashboard at 390 px');
  });
});
