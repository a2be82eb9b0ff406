import type { z } from 'zod';
import { th } from '../../i18n/th';
import { fieldErrors } from '../../server/registry';

/**
 * What the server answers under `errors` when `value` is sent to an endpoint with `schema`
 * (the same translation of the schema's issues); `{}` when the schema accepts it.
 */
export function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
}

/** A payload with some keys replaced; `undefined` removes a key. */
export function patch(body: Record<string, unknown>, over: Record<string, unknown>) {
  const out = { ...body, ...over };
  for (const [k, val] of Object.entries(over)) if (val === undefined) delete out[k];
  return out;
}

export { rule, type RuleCase } from '../fixtures/ruleCase';

/** The message under a key the schema does not know. */
export const unknownKey = (k: string) => th.server.unknown_field.replace('%{field}', k);

/** The messages of a document address left empty: `field` and its province, district, sub-district, postcode. */
export const addressMissing = (field: string) => ({
  [field]: 'กรุณากรอกที่อยู่',
  [`${field}_province`]: 'กรุณาเลือกจังหวัด',
  [`${field}_district`]: 'กรุณาเลือกอำเภอ/เขต',
  [`${field}_subdistrict`]: 'กรุณาเลือกตำบล/แขวง',
  [`${field}_postcode`]: 'กรุณากรอกรหัสไปรษณีย์',
});
