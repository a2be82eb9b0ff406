import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints, type Endpoint, type ShopScope } from '../../contract/endpoints';

// Every endpoint of the contract says which fields of its request name a shop or a shop's
// record; the registry keeps shop users to their own shops on those (tests/api/shop-scope.test.ts).

const all = Object.entries(endpoints) as [string, Endpoint][];
/** Fields that name a shop or a product wherever they appear. */
const SHOP_FIELDS = ['shop_id', 'product_id'];

/** The keys of an object schema, through the wrappers the contract uses. */
function keysOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodOptional) return keysOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return keysOf(schema.in as z.ZodType);
  if (schema instanceof z.ZodUnion)
    return [...new Set(schema.options.flatMap((o) => keysOf(o as z.ZodType)))];
  throw new Error(`no object shape in ${schema.constructor.name}`);
}

describe('the contract declares the shop scope of every endpoint', () => {
  it.each(all)('%s', (key, ep) => {
    expect(ep.shop === 'none' || Array.isArray(ep.shop), key).toBe(true);
    const scopes: readonly ShopScope[] = ep.shop === 'none' ? [] : ep.shop;
    for (const place of ['query', 'body'] as const) {
      const keys = keysOf(ep[place]);
      for (const field of SHOP_FIELDS.filter((f) => keys.includes(f)))
        expect(
          scopes.some((s) => s.in === place && s.field === field),
          `${place}.${field}`,
        ).toBe(true);
      for (const s of scopes.filter((sc) => sc.in === place)) {
        expect(keys, `declared ${place}.${s.field}`).toContain(s.field);
        if (s.within) expect(keys, `declared ${place}.${s.within}`).toContain(s.within);
      }
    }
    // A scope only means something for signed-in callers.
    if (scopes.length) expect(ep.access.auth).toBe('user');
  });
});
