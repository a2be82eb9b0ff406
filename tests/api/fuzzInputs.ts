import { z } from 'zod';

/** A JSON Schema node as `z.toJSONSchema` writes the contract's request schemas. */
export interface Json {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  properties?: Record<string, Json>;
  items?: Json;
  oneOf?: Json[];
  anyOf?: Json[];
}

/** Deterministic random numbers (mulberry32), so a failing run can be replayed by its seed. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    shuffle<T>(list: T[]): T[] {
      for (let i = list.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [list[i], list[j]] = [list[j], list[i]];
      }
      return list;
    },
  };
}

const schemas = new WeakMap<z.ZodType, Json>();
/** The request schema as JSON Schema (input side: what the client sends). */
export function jsonSchema(schema: z.ZodType): Json {
  let js = schemas.get(schema);
  if (!js) {
    js = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
    schemas.set(schema, js);
  }
  return js;
}

/** The object shapes a schema accepts: the variants of a discriminated union, else itself. */
export const variants = (js: Json): Json[] => js.oneOf ?? js.anyOf ?? [js];

/** A value the schema node accepts: the known value of the field, else one made from its type. */
export function validValue(field: string, js: Json, known: Record<string, unknown>): unknown {
  const node = js.anyOf?.find((n) => n.type !== 'null') ?? js;
  if (node.const !== undefined) return node.const;
  if (field in known) {
    const v = known[field];
    return node.type === 'string' && typeof v === 'number' ? String(v) : v;
  }
  if (node.enum) return node.enum[0];
  switch (node.type) {
    case 'string':
      return node.pattern === '^\\d{1,10}$' ? '1' : 'ทดสอบ';
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [validValue(field, node.items ?? {}, {})];
    case 'object':
      return validShape(node, {});
    default:
      return 'ทดสอบ';
  }
}

/** A valid object of the schema: every field, but those known as left out (undefined). */
export function validShape(js: Json, known: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(js.properties ?? {})
      .map(([k, node]) => [k, validValue(k, node, known)])
      .filter(([, v]) => v !== undefined),
  );
}

/** Stands for a value written as raw JSON text (numbers JSON.stringify cannot write). */
export class Raw {
  constructor(public readonly text: string) {}
}

const thaiDigits = '๑๒๓';
/** Text that must never reach the database unchecked or break a handler. */
export const NUL_IN_TEXT = 'a\u0000b';
export const NUL_TEXTS = (v: string) => ['\u0000', NUL_IN_TEXT, `${v}\u0000`];
export const ODD_TEXTS = [
  '',
  '   ',
  '\ud800',
  '😀'.repeat(60),
  'ก'.repeat(20_000),
  "' OR '1'='1",
  '%00',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1.5',
  '99999999999',
  '2147483648',
  thaiDigits,
  '１２３',
  '\u202e\u200b',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'null',
];
/** The largest id the contract accepts: well-formed, and no record has it. */
export const MAX_ID = 2_147_483_647;
export const WRONG_TYPES: unknown[] = [
  MAX_ID,
  0,
  -1,
  1.5,
  2147483648,
  -2147483649,
  1e308,
  true,
  false,
  null,
  [],
  ['x'],
  {},
  { a: 1 },
  new Raw('1e400'),
  new Raw('-0'),
  new Raw('9007199254740993'),
];

/** Values of one body field, each replacing the valid one in turn (`undefined`: left out). */
export function fieldMutations(value: unknown): unknown[] {
  const text = typeof value === 'string' ? value : String(value);
  return [undefined, ...NUL_TEXTS(text), ...ODD_TEXTS, ...WRONG_TYPES];
}

/** JSON text of a body, with Raw values written as they are. */
export function toJson(body: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_k, v: unknown) =>
    v instanceof Raw ? `\u0001raw${raws.push(v.text) - 1}\u0001` : v,
  );
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)]);
}

/** Query values written raw into the URL (bad percent-encoding and other oddities). */
export const RAW_QUERY_VALUES = [
  '%',
  '%ZZ',
  '%E0%B8',
  '%C0%80',
  '%FF%FE',
  '%00',
  '%u0E01',
  '+',
  '%2B1',
];
export const QUERY_TEXTS = (v: string) => [
  ...NUL_TEXTS(v),
  ...ODD_TEXTS.filter((t) => t.length < 1000),
  String(MAX_ID),
  'x'.repeat(10_000),
  ' 1',
  '1.0',
  '1e3',
];

/** Malformed or unexpected JSON request bodies. */
export const BAD_JSON: (string | Buffer)[] = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '"unterminated',
  '{"a":1,}',
  "{'a':1}",
  '{"a":01}',
  '{"a":NaN}',
  '\ufeff{}',
  '',
  'null',
  '[]',
  '"text"',
  '42',
  'true',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d]),
  'x'.repeat(1_100_000),
];

/** Deeply nested JSON: the shop owner sends it to every JSON endpoint (each costs more). */
export const DEEP_JSON = [
  '['.repeat(5000) + ']'.repeat(5000),
  '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
];

export const BAD_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/octet-stream',
  'APPLICATION/JSON',
  'application/json, text/plain',
  '*/*',
  'image/png',
];

/** A short form of a value for the report. */
export const show = (v: unknown) => {
  const text = v === undefined ? 'left out' : typeof v === 'string' ? JSON.stringify(v) : toJson(v);
  return text.length > 60 ? `${text.slice(0, 40)}…(${text.length} chars)` : text;
};

export type Patch<T> = (value: Record<string, T>) => Record<string, T>;
/** A copy with `field` set to `v`, or left out when `v` is undefined. */
export const set =
  <T>(field: string, v: T | undefined): Patch<T> =>
  (value) => {
    const copy = { ...value };
    if (v === undefined) delete copy[field];
    else copy[field] = v;
    return copy;
  };

export type Add = (
  input: string,
  mandatory: boolean,
  req: { query?: Patch<string>; raw?: string; body?: Patch<unknown>; type?: string },
  payload?: string | Buffer,
  extra?: Record<string, string>,
) => void;
