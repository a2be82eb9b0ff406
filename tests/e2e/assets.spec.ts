import http from 'node:http';
import { expect, test } from './helpers';

/** Budget of DESIGN.md: the JavaScript before the sign-in page shows, on the wire. */
const SIGN_IN_JS_BUDGET = 300 * 1024;
/** vite.config.ts compresses files from this size. */
const COMPRESSION_THRESHOLD = 1024;

/** One GET as a browser sends it, with the raw (still compressed) bytes of the answer. */
function rawGet(url: string, encoding: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }>(
    (resolve, reject) => {
      http
        .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }),
          );
        })
        .on('error', reject);
    },
  );
}

test('the sign-in page arrives compressed: brotli, cached for a year, within the budget', async ({
  page,
  baseURL,
}) => {
  await page.goto('/login');
  const scripts = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => s.src),
  );
  const preloads = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => l.href),
  );
  const files = [...new Set([...scripts, ...preloads])];
  expect(files.length).toBeGreaterThan(0);
  let total = 0;
  for (const url of files) {
    const br = await rawGet(url, 'br, gzip');
    expect(br.status, url).toBe(200);
    expect(br.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    total += br.bytes;
    // Files under 1 KB gain nothing from compression and are sent as they are.
    if (br.bytes < COMPRESSION_THRESHOLD) continue;
    expect(br.headers['content-encoding'], url).toBe('br');
    const gz = await rawGet(url, 'gzip');
    expect(gz.headers['content-encoding'], url).toBe('gzip');
    expect(gz.bytes, url).toBeGreaterThan(br.bytes);
  }
  expect(total).toBeLessThanOrEqual(SIGN_IN_JS_BUDGET);
  const html = await rawGet(`${baseURL}/login`, 'br, gzip');
  expect(html.headers['cache-control']).toBe('no-cache');
});
