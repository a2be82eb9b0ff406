import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { maintainTables, upkeepOf } from '../../server/db/maintenance';
import { products } from '../../server/db/schema';
import { demoProducts } from '../../server/seed/seed-products';
import { productFile } from '../../scripts/product-file';
import { login, postForm, testApp } from './helpers';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// The embedded database has no autovacuum; the server's maintenance (server/db/maintenance.ts)
// vacuums and analyzes what changed. PostgreSQL runs its own autovacuum instead.

describe('what a table needs (autovacuum thresholds)', () => {
  const table = { relname: 't', live: 10_000, dead: 0, inserted: 0, modified: 0 };
  it('nothing for a table that barely changed', () => {
    expect(upkeepOf({ ...table, inserted: 2_999, modified: 1_049, dead: 2_049 })).toBeNull();
  });
  it('a vacuum after many inserted or dead rows, an analyze after many changed rows', () => {
    expect(upkeepOf({ ...table, inserted: 3_001 })).toBe('VACUUM (ANALYZE)');
    expect(upkeepOf({ ...table, dead: 2_051 })).toBe('VACUUM (ANALYZE)');
    expect(upkeepOf({ ...table, modified: 1_051 })).toBe('ANALYZE');
  });
});

describe.skipIf(process.env.TEST_DATABASE_URL)('maintenance of the embedded database', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    ctx = await testApp();
    app = ctx.app;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('merges search entries, vacuums and analyzes after an import-sized change, then rests', async () => {
    await maintainTables(app.database);
    const rows = demoProducts(3, 4, 3_000).map((p, i) => ({
      ...p,
      fp_product_id: `FP${1910000000000 + i}`,
      customer_product_id: `S3-M${String(i).padStart(5, '0')}`,
    }));
    for (let i = 0; i < rows.length; i += 1000) {
      await app.database.db.insert(products).values(rows.slice(i, i + 1000));
    }
    const first = await maintainTables(app.database);
    // The new rows' search-index entries wait in the pending list until merged here.
    expect(first).toContain('merged products_search_pairs_idx');
    expect(first).toContain('VACUUM (ANALYZE) products');
    const second = await maintainTables(app.database);
    expect(second).not.toContain('merged products_search_pairs_idx');
    expect(second).not.toContain('VACUUM (ANALYZE) products');
  });

  it('a server with maintenance on merges an import within seconds of it', async () => {
    const own = await testApp({ maintenance: true });
    try {
      const { database } = own.app;
      const pending = async () => {
        const rows = await database.db.execute(
          sql`SELECT gin_clean_pending_list('products_search_pairs_idx'::regclass)::int AS pages`,
        );
        return (rows as unknown as { rows: { pages: number }[] }).rows[0].pages;
      };
      const cookie = await login(own.app, 'company@demo.th');
      const file = await productFile(2000, 'SOON');
      const res = await postForm(
        own.app,
        'upload-importproduct',
        cookie,
        { shop_id: '1' },
        { products: { name: 'products.xlsx', type: XLSX, content: file } },
      );
      expect(res.statusCode, res.body).toBe(200);
      await new Promise((done) => setTimeout(done, 3000));
      // The round after the import merged the entries: nothing is left to merge.
      expect(await pending()).toBe(0);
    } finally {
      await own.close();
    }
  });
});
