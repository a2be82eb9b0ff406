// The built app: gzip sizes of its chunks (DESIGN.md budgets: 300 KB of JavaScript before
// the sign-in page shows, 150 KB per lazily loaded chunk), and the bytes a browser receives
// for the sign-in page from the running server, which sends the precompressed files.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { kb, valueRow, type ResultRow } from './bench-table';

const SIGN_IN_BUDGET = 300 * 1024;
const CHUNK_BUDGET = 150 * 1024;

/** Builds the app when there is no build, or one without the precompressed files. */
export function ensureBuild(force = false) {
  const built =
    existsSync('dist/index.html') && readdirSync('dist/assets').some((f) => f.endsWith('.br'));
  if (built && !force) return;
  console.log('Building the app (vite build)…');
  const res = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (res.status !== 0) throw new Error('vite build failed');
}

/** The files index.html loads before anything runs: scripts, module preloads, styles. */
function initialFiles(html: string) {
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  return [...new Set(refs)];
}

/** Gzip sizes of the build, from dist. */
export function bundleSizes(): ResultRow[] {
  const html = readFileSync('dist/index.html', 'utf8');
  const initial = new Set(initialFiles(html).filter((f) => f.endsWith('.js')));
  const size = (f: string) => gzipSync(readFileSync(path.join('dist', f))).length;
  let before = 0;
  for (const f of initial) before += size(f);
  const lazy = readdirSync('dist/assets')
    .filter((f) => f.endsWith('.js') && !initial.has(`/assets/${f}`))
    .map((f) => ({ f, s: size(`assets/${f}`) }))
    .sort((a, b) => b.s - a.s);
  const over = lazy.filter((c) => c.s > CHUNK_BUDGET).map((c) => c.f);
  return [
    valueRow(
      `JS before sign-in, gzip (${initial.size} files)`,
      '–',
      kb(before),
      before <= SIGN_IN_BUDGET ? 'OK (≤ 300 KB)' : 'OVER (> 300 KB)',
    ),
    valueRow(
      `largest lazy chunk, gzip (${lazy[0]?.f ?? 'none'})`,
      '–',
      kb(lazy[0]?.s ?? 0),
      over.length ? `OVER (> 150 KB): ${over.join(', ')}` : 'OK (≤ 150 KB)',
    ),
  ];
}

/** One GET as a browser sends it, counting the bytes as they arrive (still compressed). */
function rawGet(url: string) {
  return new Promise<{ status: number; encoding: string; bytes: number; text: string }>(
    (resolve, reject) => {
      http
        .get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const body = Buffer.concat(chunks);
            const encoding = String(res.headers['content-encoding'] ?? 'identity');
            const plain =
              encoding === 'br'
                ? brotliDecompressSync(body)
                : encoding === 'gzip'
                  ? gunzipSync(body)
                  : body;
            resolve({
              status: res.statusCode ?? 0,
              encoding,
              bytes: body.length,
              text: plain.toString('utf8'),
            });
          });
        })
        .on('error', reject);
    },
  );
}

/** Bytes on the wire for the sign-in page: index.html, then the JS and CSS it loads. */
export async function signInOnTheWire(origin: string): Promise<ResultRow[]> {
  const page = await rawGet(`${origin}/`);
  if (page.status !== 200) throw new Error(`/ answered ${page.status}`);
  const html = page.text;
  const sum = { js: 0, css: 0 };
  const encodings = new Set<string>();
  let files = 0;
  for (const file of initialFiles(html)) {
    const res = await rawGet(`${origin}${file}`);
    if (res.status !== 200) throw new Error(`${file} answered ${res.status}`);
    sum[file.endsWith('.css') ? 'css' : 'js'] += res.bytes;
    if (res.bytes >= 1024) encodings.add(res.encoding);
    files += 1;
  }
  const how = [...encodings].join(', ');
  return [
    valueRow(
      `sign-in page on the wire: JS (${files} files with CSS, ${how})`,
      '–',
      kb(sum.js),
      sum.js <= SIGN_IN_BUDGET ? 'OK (≤ 300 KB)' : 'OVER (> 300 KB)',
    ),
    valueRow(
      `sign-in page on the wire: index.html + CSS (${page.encoding})`,
      '–',
      kb(page.bytes + sum.css),
    ),
  ];
}
