import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { InventoryListRow } from '../../contract/schemas/inventory';
import type { ProductListRow } from '../../contract/schemas/products';
import { EXACT_TOTAL_LIMIT, listOrder } from '../../server/db/paging';
import { inventory, products, users } from '../../server/db/schema';
import { searchMatch } from '../../server/db/search';
import { rowsOf } from '../../server/db/migrate';
import { SORTABLE as PRODUCT_SORTS } from '../../server/routes/products';
import { SORTABLE as USER_SORTS } from '../../server/routes/users';
import { SORTABLE as STOCK_SORTS } from '../../server/routes/inventoryReads';
import { growShop2Products } from '../fixtures/growShop';
import { call, serverWithSessions } from './helpers';

// The one list query (server/db/paging.ts) on a shop of more than 1,000 products: totals
// exact up to 1,000 rows and estimated past them, pages past the end, sorts and searches
// read from indexes. company@ has shops 1 and 2; shop 2 grows to BIG products.

const BIG = 1500;
const ctx = serverWithSessions({ company: 'company@demo.th' });

beforeAll(async () => {
  await growShop2Products(ctx.app.database.db, BIG, { fpFrom: 1900000000000, letter: 'L' });
  // Every product of the shop in stock (the stock list searches through its products).
  await ctx.app.database.exec(`
    INSERT INTO inventory (shop_id, product_id, inventory)
    SELECT shop_id, id, id % 50 FROM products p
    WHERE shop_id = 2 AND NOT EXISTS (SELECT 1 FROM inventory i WHERE i.product_id = p.id)`);
  // What the server's maintenance (or PostgreSQL's autovacuum) does after such a change.
  await ctx.app.database.exec('ANALYZE products');
  await ctx.app.database.exec('ANALYZE inventory');
}, 120_000);

const list = (query: Record<string, string | number>) =>
  call<ProductListRow[]>(ctx.app, 'GET', 'product-getallproducts', {
    query: { shop_id: 2, ...query },
    cookie: ctx.company,
  });

describe('list totals', () => {
  it(`past ${EXACT_TOTAL_LIMIT} rows the total is the planner's estimate, marked, and close`, async () => {
    const res = await list({ page: 1, per_page: 10 });
    expect(res.status).toBe(200);
    expect(res.body.total_estimated).toBe(true);
    expect(res.body.total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    expect(Math.abs((res.body.total ?? 0) - BIG)).toBeLessThan(BIG * 0.1);
  });

  it('a stock search matching more than 1,000 items is estimated from the products that match', async () => {
    const res = await call<InventoryListRow[]>(ctx.app, 'GET', 'inventory-getinventoryproducts', {
      query: { shop_id: 2, search: 's2-l', page: 1, per_page: 10 },
      cookie: ctx.company,
    });
    expect(res.status).toBe(200);
    expect(res.body.total_estimated).toBe(true);
    const matching = BIG - 40;
    // (The planner takes the shop and the search as independent: close, not exact.)
    expect(Math.abs((res.body.total ?? 0) - matching)).toBeLessThan(matching * 0.25);
    expect(res.body.data).toHaveLength(10);
    for (const r of res.body.data) expect(r.customer_product_id).toMatch(/^S2-L/);
  });

  it('up to 1,000 rows the total is counted exactly and not marked', async () => {
    const whole = await list({ search: 'S2-L000' });
    const res = await list({ search: 'S2-L000', page: 1, per_page: 10 });
    expect(res.body.total).toBe(whole.body.data.length);
    expect(res.body.total).toBeGreaterThan(10);
    expect(res.body).not.toHaveProperty('total_estimated');
    const shop1 = await call<ProductListRow[]>(ctx.app, 'GET', 'product-getallproducts', {
      query: { shop_id: 1, page: 1 },
      cookie: ctx.company,
    });
    expect(shop1.body).not.toHaveProperty('total_estimated');
  });

  it('a page with no row after it ends the list: its total is exact', async () => {
    const res = await list({ page: 4, per_page: 400 });
    expect(res.body.data).toHaveLength(BIG - 1200);
    expect(res.body.total).toBe(BIG);
    expect(res.body).not.toHaveProperty('total_estimated');
    // A full last page too: no row follows it, so the pager offers no page after it.
    const last = await list({ page: BIG / 10, per_page: 10 });
    expect(last.body.data).toHaveLength(10);
    expect(last.body.total).toBe(BIG);
    expect(last.body).not.toHaveProperty('total_estimated');
  });

  it('a page past the end answers the last page with the exact total', async () => {
    const last = await list({ page: BIG / 10, per_page: 10 });
    const past = await list({ page: BIG, per_page: 10 });
    expect(past.status).toBe(200);
    expect(past.body.total).toBe(BIG);
    expect(past.body).not.toHaveProperty('total_estimated');
    expect(past.body.data.map((r) => r.id)).toEqual(last.body.data.map((r) => r.id));
    expect(past.body.data).toHaveLength(10);
    // In any order, the last page is read from the other end: the same rows as counting up.
    const byPrice = { sort: 'price', order: 'ASC', per_page: 7 };
    const lastByPrice = await list({ ...byPrice, page: Math.ceil(BIG / 7) });
    const pastByPrice = await list({ ...byPrice, page: 1000 });
    expect(lastByPrice.body.data).toHaveLength(BIG % 7);
    expect(pastByPrice.body.data).toEqual(lastByPrice.body.data);
  });
});

describe('sorting', () => {
  it('pages follow the whole list in every sort, both orders, ties broken by the key', async () => {
    for (const sort of Object.keys(PRODUCT_SORTS)) {
      for (const order of ['ASC', 'DESC']) {
        const whole = (await list({ sort, order })).body.data;
        expect(whole, sort).toHaveLength(BIG);
        for (const page of [1, 75, 150]) {
          const res = await list({ sort, order, page, per_page: 10 });
          expect(res.body.data, `${sort} ${order} page ${page}`).toEqual(
            whole.slice((page - 1) * 10, page * 10),
          );
        }
        if (sort === 'price') {
          // Equal prices follow the key in the same direction.
          const sign = order === 'ASC' ? 1 : -1;
          for (let i = 1; i < whole.length; i++) {
            const [a, b] = [whole[i - 1], whole[i]];
            expect(sign * (b.price - a.price || b.id - a.id)).toBeGreaterThan(0);
          }
        }
      }
    }
  });

  /** The plan of a list's page query, with sorting and whole-table scans made to cost the most. */
  async function pagePlan(table: string, order: SQL, where: SQL | undefined) {
    const { db } = ctx.app.database;
    return db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_sort = off`);
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const text = rowsOf<Record<string, string>>(
        await tx.execute(
          sql`EXPLAIN SELECT id FROM ${sql.identifier(table)} ${where ? sql`WHERE ${where}` : sql``} ORDER BY ${order} LIMIT 10 OFFSET 20`,
        ),
      )
        .map((r) => Object.values(r)[0])
        .join('\n');
      return text;
    });
  }

  it('every sort column of the product, stock and user lists is read in order from an index', async () => {
    const lists = [
      {
        table: 'products',
        sortable: PRODUCT_SORTS,
        id: products.id,
        where: eq(products.shop_id, 2),
      },
      {
        table: 'inventory',
        sortable: STOCK_SORTS,
        id: inventory.id,
        where: and(eq(inventory.shop_id, 2), isNull(inventory.deleted_at)),
      },
      // The list leaves out deleted users, as its partial indexes do.
      { table: 'users', sortable: USER_SORTS, id: users.id, where: isNull(users.deleted_dt) },
    ];
    for (const { table, sortable, id, where } of lists) {
      for (const sort of Object.keys(sortable)) {
        for (const order of ['ASC', 'DESC'] as const) {
          const by = listOrder({ sortable, id, defaultOrder: 'DESC' }, { sort, order });
          const plan = await pagePlan(table, sql.join(by, sql`, `), where);
          expect(plan, `${table} ${sort} ${order}`).not.toMatch(/Sort|Seq Scan/);
        }
      }
    }
  });

  it('a search of two characters or more is found through the character-pair index', async () => {
    // The whole table (no shop filter), so the index rather than the shop's rows is the way in.
    const within = (term: string) => searchMatch(products.search_text, term);
    const plan = async (term: string) => {
      const { db } = ctx.app.database;
      return db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        await tx.execute(sql`SET LOCAL enable_indexscan = off`);
        const q = db.select({ id: products.id }).from(products).where(within(term));
        return rowsOf<Record<string, string>>(await tx.execute(sql`EXPLAIN ${q}`))
          .map((r) => Object.values(r)[0])
          .join('\n');
      });
    };
    expect(await plan('ชา')).toContain('products_search_pairs_idx');
    expect(await plan('กาแฟ')).toContain('products_search_pairs_idx');
    expect(await plan('s2-l0001')).toContain('products_search_pairs_idx');
  });
});

describe('searching', () => {
  it('short and long terms find exactly the rows whose text contains them, in any case', async () => {
    const { db } = ctx.app.database;
    const all = await db
      .select({ id: products.id, text: products.search_text })
      .from(products)
      .where(eq(products.shop_id, 2));
    // 's2-' is in every row: past 1,000 matches the list's order is read with the plain LIKE.
    for (const term of ['ชา', 'า', 'กาแฟ', 'S2-L0001', 's2', 's2-', 'Z', '%', 'p_0']) {
      const expected = all
        .filter((r) => (r.text ?? '').includes(term.toLowerCase()))
        .map((r) => r.id)
        .sort((a, b) => b - a);
      const res = await list({ search: term });
      expect(
        res.body.data.map((r) => r.id),
        term,
      ).toEqual(expected);
      const page = await list({ search: term, page: 1, per_page: 10 });
      expect(page.body.data.map((r) => r.id)).toEqual(expected.slice(0, 10));
      if (expected.length <= EXACT_TOTAL_LIMIT) expect(page.body.total, term).toBe(expected.length);
      else expect(page.body.total_estimated, term).toBe(true);
    }
  });
});
