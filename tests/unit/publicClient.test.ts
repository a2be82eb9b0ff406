// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../clients/typescript';
import { verifySnippet } from '../../server/openapiGuide';
import { webhookSignature } from '../../server/integrations/webhookHttp';
import { CLIENT_DIR, generatedClientFiles } from '../../scripts/client-generate';

const read = (name: string) => readFileSync(path.join(CLIENT_DIR, name), 'utf8');

describe('the generated TypeScript client (clients/typescript/)', () => {
  it('is generated from the current OpenAPI document: run `npm run client:generate` when not', async () => {
    const files = await generatedClientFiles();
    expect(Object.keys(files).sort()).toEqual(['openapi.json', 'schema.d.ts']);
    for (const [name, text] of Object.entries(files)) {
      // Not toBe: a diff of half a megabyte helps nobody.
      expect(
        read(name) === text,
        `clients/typescript/${name} is stale: npm run client:generate`,
      ).toBe(true);
    }
  });
});

describe('verifyWebhook', () => {
  const secret = 'whsec_test-secret';
  const body = JSON.stringify({ id: 'e1', type: 'ping', data: { endpoint_id: 1 } });
  const now = Math.floor(Date.now() / 1000);
  /** Headers as the portal signs a delivery (server/integrations/webhookHttp.ts). */
  const signed = (timestamp = now, key = secret, text = body) => ({
    'x-fulfilment-timestamp': String(timestamp),
    'x-fulfilment-signature': webhookSignature(key, timestamp, text),
  });

  it("accepts a delivery the portal signed; the guide's snippet is its code", () => {
    expect(verifyWebhook(secret, body, signed())).toBe(true);
    expect(verifySnippet).toMatch(/^import \{ createHmac, timingSafeEqual \} from 'node:crypto';/);
    expect(verifySnippet).toContain('export function verifyWebhook(');
  });

  it('refuses another body, another secret, an old or a missing timestamp, a bad signature', () => {
    expect(verifyWebhook(secret, `${body} `, signed())).toBe(false);
    expect(verifyWebhook(secret, body, signed(now, 'whsec_other'))).toBe(false);
    expect(verifyWebhook(secret, body, signed(now - 301))).toBe(false);
    expect(verifyWebhook(secret, body, signed(now - 301), 600)).toBe(true);
    expect(verifyWebhook(secret, body, { ...signed(), 'x-fulfilment-timestamp': undefined })).toBe(
      false,
    );
    expect(
      verifyWebhook(secret, body, { ...signed(), 'x-fulfilment-signature': 'sha256=00' }),
    ).toBe(false);
    // The timestamp is signed too: moved, the signature no longer holds.
    const headers = signed();
    expect(
      verifyWebhook(secret, body, { ...headers, 'x-fulfilment-timestamp': String(now + 1) }),
    ).toBe(false);
  });
});
