import { spawn } from 'node:child_process';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { rowsOf } from '../../server/db/migrate';
import { inventory, marketplaceSyncLog, orders } from '../../server/db/schema';
import { loginSession, testApp } from './helpers';
import {
  connectLazada,
  FAST_JOBS,
  FAST_SYNC,
  sandbox,
  stockedProduct,
  waitFor,
} from './marketplaceSync';

// The sync across server processes on one PostgreSQL: each scheduled pull runs once, and a
// process killed in the middle of a pull or a push loses nothing and doubles nothing.

const SHOP = 1;

describe.skipIf(!process.env.TEST_DATABASE_URL)('marketplace sync across processes', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  const extra: FastifyInstance[] = [];

  beforeAll(async () => {
    // This app writes jobs only; the processes under test run them.
    ctx = await testApp({ marketplaces: FAST_SYNC });
  });
  afterAll(async () => {
    for (const app of extra) await app.close();
    await ctx.close();
  });

  const pullRuns = async () =>
    (
      await ctx.app.database.db
        .select()
        .from(marketplaceSyncLog)
        .where(
          and(
            eq(marketplaceSyncLog.kind, 'pull'),
            sql`${marketplaceSyncLog.job}->>'id' IS NOT NULL`,
          ),
        )
        .orderBy(marketplaceSyncLog.id)
    ).filter((r) => r.status === 'done');

  it('two server processes on one PostgreSQL run each scheduled pull once', async () => {
    const a = await buildApp({ ...ctx.config, jobs: FAST_JOBS });
    const b = await buildApp({ ...ctx.config, jobs: FAST_JOBS });
    extra.push(a, b);
    const { cookie } = await loginSession(a, 'company@demo.th');
    await connectLazada(a, cookie, SHOP);
    await waitFor(async () => (await pullRuns()).length >= 5, 'five scheduled pulls', 30_000);
    const runs = await pullRuns();
    // Each job ran in one process, and no two pulls of the connection overlapped.
    const ids = runs.map((r) => r.job?.id);
    expect(new Set(ids).size).toBe(runs.length);
    for (let i = 1; i < runs.length; i++) {
      expect(runs[i].created_at.getTime()).toBeGreaterThanOrEqual(
        runs[i - 1].finished_at!.getTime() - 5,
      );
    }
    expect(runs.every((r) => r.attempts === 1)).toBe(true);
    await a.close();
    await b.close();
    extra.length = 0;
  });

  it('a server killed during a pull and a push leaves no duplicate draft and no lost push', async () => {
    const { cookie } = await loginSession(ctx.app, 'company@demo.th');
    const seller = await connectLazada(ctx.app, cookie, SHOP);
    const market = sandbox(ctx.app, seller);
    // A process of its own, killed with SIGKILL while the sandbox holds its calls.
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: ctx.config.databaseUrl,
        PORT: '0',
        HOST: '127.0.0.1',
        STATIC_DIR: 'no-such-dir',
        LOG_LEVEL: 'error',
        MAIL_SANDBOX: 'true',
        JOB_POLL_SECONDS: '0.5',
        MARKETPLACE_PULL_SECONDS: '1',
        MARKETPLACE_STOCK_DEBOUNCE_SECONDS: '1',
        MARKETPLACE_RETRY_SECONDS: '1',
        MARKETPLACE_JOB_EXPIRE_SECONDS: '3',
        SANDBOX_MARKETPLACE_FAIL_RATE: '0',
      },
      stdio: 'ignore',
    });
    try {
      const product = await stockedProduct(ctx.app, SHOP);
      await market.control({
        action: 'place_order',
        items: [{ sku: product.code, quantity: 1 }],
      });
      await market.control({ action: 'delay', call: 'orders', seconds: 60 });
      await market.control({ action: 'delay', call: 'stock', seconds: 60 });
      const [item] = await ctx.app.database.db
        .select({ inventory: inventory.inventory })
        .from(inventory)
        .where(eq(inventory.id, product.inventory_id));
      await ctx.app.database.db
        .update(inventory)
        .set({ inventory: item.inventory + 3 })
        .where(eq(inventory.id, product.inventory_id));
      const active = async (queue: string) =>
        rowsOf<{ n: number }>(
          await ctx.app.database.db.execute(
            sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${queue} AND state = 'active'`,
          ),
        )[0].n > 0;
      await waitFor(
        async () => (await active('marketplace_pull')) && (await active('marketplace_stock')),
        'the killed process to be mid-pull and mid-push',
        30_000,
      );
    } finally {
      child.kill('SIGKILL');
    }
    await market.control({ action: 'delay', call: 'orders', seconds: 0 });
    await market.control({ action: 'delay', call: 'stock', seconds: 0 });
    // The restart: the jobs the dead process held expire and run again here.
    const restarted = await buildApp({ ...ctx.config, jobs: FAST_JOBS });
    extra.push(restarted);
    const product = await stockedProduct(ctx.app, SHOP);
    const [row] = await ctx.app.database.db
      .select({ n: sql<number>`(${inventory.inventory} - ${inventory.reserved})::int` })
      .from(inventory)
      .where(eq(inventory.id, product.inventory_id));
    await waitFor(
      async () =>
        (await market.state()).stock.find((s) => s.sku === product.code && s.quantity === row.n),
      'the lost push to be made after the restart',
      30_000,
    );
    const state = await market.state();
    await waitFor(
      async () => {
        const here = await ctx.app.database.db
          .select({ id: orders.sources_item_id })
          .from(orders)
          .where(and(eq(orders.shop_id, SHOP), eq(orders.sources, 2)));
        return state.orders.every(
          (o) => o.status === 'cancelled' || here.some((h) => h.id === o.id),
        );
      },
      'every marketplace order to be pulled',
      30_000,
    );
    const counted = rowsOf<{ id: string; n: number }>(
      await ctx.app.database.db.execute(
        sql`SELECT sources_item_id AS id, count(*)::int AS n FROM orders WHERE shop_id = ${SHOP} AND sources = 2 GROUP BY 1 HAVING count(*) > 1`,
      ),
    );
    expect(counted).toEqual([]);
  });
});
