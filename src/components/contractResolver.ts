import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The resolver of a react-admin `<Form>` from a contract schema, the same schema the server
 * checks the body with. react-admin's inputs hold null for an empty field; the schema reads
 * it as unset (its default or its 'required' message), so nulls are dropped first. The form
 * saves the schema's values (trimmed, its keys only), plus the `keep` fields the schema does
 * not know (a photo chosen, which the save uploads through its own call).
 */
export function contractResolver<V extends FieldValues>(
  schema: z.ZodType,
  keep: readonly string[] = [],
): Resolver<V> {
  // zodResolver's types follow the schema's input; the form's values are checked whole.
  const resolve = zodResolver(schema as never) as unknown as Resolver<V>;
  return async (values, context, options) => {
    const result = await resolve(
      Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null)) as V,
      context,
      options,
    );
    if (!keep.length || Object.keys(result.errors).length) return result;
    const kept = Object.fromEntries(keep.filter((k) => k in values).map((k) => [k, values[k]]));
    return { values: { ...kept, ...result.values } as V, errors: {} };
  };
}
