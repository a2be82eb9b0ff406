import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ResolverOptions } from 'react-hook-form';
import { contractResolver } from '../../src/components/contractResolver';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<
  Record<string, unknown>
>;
const schema = z.object({ name: z.string().trim().min(1, 'required') });

describe('contractResolver', () => {
  it('saves the schema values, and only the kept fields the schema does not know', async () => {
    const photo = new File(['x'], 'photo.png', { type: 'image/png' });
    const resolve = contractResolver(schema, ['photo']);
    const result = await resolve({ name: ' สบู่ ', photo, shown_only: 1 }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ name: 'สบู่', photo });
  });

  it('keeps nothing of a form with errors', async () => {
    const result = await contractResolver(schema, ['photo'])({ name: '' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors.name?.message).toBe('required');
  });
});
