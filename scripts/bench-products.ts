// Product import of a 10,000-row spreadsheet: server time and peak extra memory
// (DESIGN.md budget: under 3 s on the server, under 300 MB extra memory, all or nothing).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { IMPORT_ROW_LIMIT } from '../contract/limits';
import { buildApp } from '../server/app';
import { productFile } from './product-file';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MB = 1024 * 1024;

/** A full garbage collection, so the memory baseline holds no garbage from building the file. */
function collectGarbage() {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
}

/** A multipart body as a browser sends it. */
async function multipart(shopId: number, file: Buffer) {
  const form = new FormData();
  form.append('shop_id', String(shopId));
  form.append('products', new Blob([new Uint8Array(file)], { type: XLSX }), 'products.xlsx');
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') as string,
  };
}

export async function benchImport() {
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
    const origin = 'http://localhost:80';
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth-login',
      headers: { origin },
      payload: { email: 'company@demo.th', password: 'Demo@1234' },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    const shopId = (login.json() as { data: { shop_list: { shop_id: number }[] } }).data
      .shop_list[0].shop_id;
    const { payload, contentType } = await multipart(shopId, await productFile(IMPORT_ROW_LIMIT));

    collectGarbage();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const t0 = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/upload-importproduct',
      headers: { origin, cookie, 'content-type': contentType },
      payload,
    });
    const ms = performance.now() - t0;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);

    const inserted = (res.json() as { data?: { inserted?: number } }).data?.inserted;
    if (res.statusCode !== 200 || inserted !== IMPORT_ROW_LIMIT) {
      throw new Error(`import failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
    }
    const extra = (peak - baseline) / MB;
    const ok = ms < 3000 && extra < 300;
    console.log('Product import (.xlsx, all rows in one transaction):');
    console.log(
      `  import of 10,000 rows: ${Math.round(ms)} ms, peak extra memory ${Math.round(extra)} MB (budget 3 s, 300 MB) ${ok ? 'OK' : 'OVER'}`,
    );
    return { ms, extraMb: extra };
  } finally {
    await app.close();
    rmSync(uploadDir, { recursive: true, force: true });
  }
}
