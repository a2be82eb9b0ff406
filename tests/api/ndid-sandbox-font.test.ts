import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { ORIGIN, serverForFile } from './helpers';

let app: FastifyInstance;
serverForFile((booted) => (app = booted));

const require = createRequire(import.meta.url);
const packaged = (file: string) =>
  readFileSync(require.resolve(`@fontsource/sarabun/files/${file}`));

async function sandboxPage() {
  return app.inject({
    method: 'GET',
    url: '/sandbox/ndid/authorize',
    query: {
      response_type: 'code',
      client_id: 'fulfilment-portal-sandbox',
      redirect_uri: `${ORIGIN}/register/individual-register`,
      state: 'font',
    },
  });
}

/** The font files the page's @font-face rules name. */
const fontUrls = (html: string) => [...html.matchAll(/url\(([^)]+\.woff2)\)/g)].map((m) => m[1]);

describe("the national digital ID sandbox page in the app's Thai font", () => {
  it('declares Sarabun for Thai and Latin letters, in regular and semi-bold, from this origin', async () => {
    const page = await sandboxPage();
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toMatch(/<style>[^<]*@font-face\{font-family:'Sarabun'/);
    expect(html).toContain('font-family:Sarabun');
    // The Thai face covers the Thai block.
    expect(html).toMatch(
      /sarabun-thai-400-normal\.woff2\) format\('woff2'\);unicode-range:[^}]*U\+0E01-0E5B/,
    );
    const urls = fontUrls(html);
    expect(urls.sort()).toEqual(
      [
        '/sandbox/fonts/sarabun-latin-400-normal.woff2',
        '/sandbox/fonts/sarabun-latin-600-normal.woff2',
        '/sandbox/fonts/sarabun-thai-400-normal.woff2',
        '/sandbox/fonts/sarabun-thai-600-normal.woff2',
      ].sort(),
    );
    // Same origin: the Content-Security-Policy allows it.
    expect(page.headers['content-security-policy']).toMatch(/font-src 'self'/);
  });

  it("serves every font file the page names as font/woff2, the package's own bytes", async () => {
    const urls = fontUrls((await sandboxPage()).body);
    expect(urls).toHaveLength(4);
    for (const url of urls) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('font/woff2');
      expect(res.headers['cache-control']).toContain('max-age=');
      const file = url.split('/').pop() as string;
      expect(res.rawPayload.equals(packaged(file))).toBe(true);
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
  });

  it('serves no other file from the font folder', async () => {
    for (const url of [
      '/sandbox/fonts/sarabun-thai-700-normal.woff2',
      '/sandbox/fonts/..%2F..%2Fpackage.json',
      '/sandbox/fonts/',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
