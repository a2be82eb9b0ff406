import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { maintainTables, upkeepOf } from '../../server/db/maintenance';
import { products } from '../../server/db/schema';
import { demoProducts } from '../../server/db/seed-products';
import { testApp } from './helpers';

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

  it('vacuums and analyzes a table after an import-sized change, then leaves it alone', async () => {
    await maintainTables(app.database);
    const rows = demoProducts(3, 4, 3_000).map((p, i) => ({
      ...p,
      fp_product_id: `FP${1910000000000 + i}`,
      customer_product_id: `S3-M${String(i).padStart(5, '0')}`,
    }));
    for (let i = 0; i < rows.length; i += 1000) {
      await app.database.db.insert(products).values(rows.slice(i, i + 1000));
    }
    expect(await maintainTables(app.database)).toContain('VACUUM (ANALYZE) products');
    expect(await maintainTables(app.database)).not.toContain('VACUUM (ANALYZE) products');
  });
});
