// Product list API on a shop with 10,000 products: p50/p95 over real HTTP on loopback.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { products } from '../server/db/schema';
import { demoProducts } from '../server/db/seed-products';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function benchList() {
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const app = await buildApp({
    dataDir: 'memory://',
    uploadDir,
    seed: true,
    logger: false,
    secureCookies: false,
    allowedOrigins: [],
    loginLimit: { perAccount: 10, perAddress: 50, windowMs: 60_000 },
  });
  try {
    // Shop 1 (company@demo.th) grows to 10,000 products.
    const extra = demoProducts(1, 3, 10_000).slice(140);
    for (let i = 0; i < extra.length; i += 1000) {
      await app.database.db.insert(products).values(
        extra.slice(i, i + 1000).map((p, j) => ({
          ...p,
          fp_product_id: `FP${1800000000000 + i + j}`,
          customer_product_id: `S1-B${String(i + j).padStart(5, '0')}`,
        })),
      );
    }
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${address}/api/auth-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: address },
      body: JSON.stringify({ email: 'company@demo.th', password: 'Demo@1234' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const run = async (label: string, queries: string[]) => {
      for (const q of queries.slice(0, 20))
        await fetch(`${address}/api/product-getallproducts?${q}`, { headers: { cookie } });
      const times: number[] = [];
      for (const q of queries) {
        const t0 = performance.now();
        const res = await fetch(`${address}/api/product-getallproducts?${q}`, {
          headers: { cookie },
        });
        const body = (await res.json()) as { total: number };
        if (!res.ok || typeof body.total !== 'number')
          throw new Error(`list failed: ${res.status}`);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 50);
      const p95 = percentile(times, 95);
      console.log(
        `  ${label.padEnd(28)} p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${times.length} calls) ${p95 < 50 ? 'OK' : 'OVER'}`,
      );
    };
    console.log('Product list API, shop with 10,000 products (budget p95 < 50 ms):');
    const pages = Array.from(
      { length: 200 },
      (_, i) => `shop_id=1&page=${(i % 1000) + 1}&per_page=10`,
    );
    await run('paging (pages 1-200)', pages);
    const terms = ['ชา', 'กาแฟ', 'S1-B00', 'ThaiTech', 'สบู่', 'ขนาดใหญ่', 'พรีเมียม', 'zzz'];
    const searches = Array.from(
      { length: 200 },
      (_, i) =>
        `shop_id=1&page=${(i % 3) + 1}&per_page=10&search=${encodeURIComponent(terms[i % terms.length])}`,
    );
    await run('search + paging', searches);
  } finally {
    await app.close();
    rmSync(uploadDir, { recursive: true, force: true });
  }
}
