import { z } from 'zod';
import { MAX_IDS, MAX_PER_PAGE } from '../limits';

/** Every reply is {code, message, data}; `code` equals the HTTP status. */
export const reply = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number(), message: z.string(), data });

export const MAX_INT = 2_147_483_647;

/**
 * The messages of one area of the catalogue: `messages('booking')('date_required')` is
 * `{ error: 'validation.booking.date_required' }`, which the server and the app translate.
 */
export const messages =
  (area: string) =>
  (key: string): { error: string } => ({ error: `validation.${area}.${key}` });

/** Text that must be filled in: one message whether it is missing or empty once trimmed. */
export const filledText = (message: { error: string }) => z.string(message).trim().min(1, message);

/** A list of at least one item: one message whether it is missing or empty. */
export const filledList = <T extends z.ZodType>(item: T, message: { error: string }) =>
  z.array(item, message).min(1, message);

/** An id the user chooses (a shop, a product, a type): one message for anything but a valid id. */
export const chosenId = (message: { error: string }) =>
  z.number(message).int(message).positive(message).max(MAX_INT, message);

/** A database id in a JSON body. */
export const bodyId = z.number().int().positive().max(MAX_INT);
/** The spec sends the caller's uid; the server takes the user from the session (it must match). */
export const callerUid = bodyId.optional();

/**
 * Text the database cannot keep: a NUL (PostgreSQL text refuses it) or half of a UTF-16
 * surrogate pair (a JSON column refuses it; JSON can carry one as `\ud800`). The server
 * refuses every request whose text, at any depth of its query, body or form fields, holds one
 * (server/registry.ts), before any schema or handler sees it: one rule for every text field.
 */
// eslint-disable-next-line no-control-regex -- the NUL character is what is looked for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const storableText = (text: string) => !UNSTORABLE.test(text);

/**
 * A whole number that arrives as a query string. Missing stays missing (so the
 * "required" message applies); anything but digits within [min, max] is invalid.
 */
export const queryInt = (min = 1, max = MAX_INT) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** A database id in a query string. */
export const queryId = queryInt(1, MAX_INT);

/**
 * Database ids in a query string, comma-separated (`ids=3,7,12`): at least one, at most
 * MAX_IDS, each within [1, MAX_INT]; a list endpoint then answers only those rows.
 */
export const queryIds = z
  .string()
  .trim()
  .max(MAX_IDS * 11)
  .regex(/^\d{1,10}(,\d{1,10})*$/)
  .transform((s) => s.split(',').map(Number))
  .pipe(z.array(z.number().int().min(1).max(MAX_INT)).min(1).max(MAX_IDS));

/**
 * Where a page starts in its list, as the server wrote it in a reply (`first_key`, `last_key`):
 * base64url of the JSON `{i: id, s?: sort, v?: sort value as text}` of a row. The app hands it
 * back unread; the server checks that it names the list's sort and a value of its column.
 */
const pageKeyShape = z.strictObject({
  i: z.number().int().min(1).max(MAX_INT),
  s: z.string().max(64).optional(),
  v: z.string().max(1000).optional(),
});
export const pageKey = z
  .string()
  .max(1400)
  .regex(/^[A-Za-z0-9_-]+$/)
  .transform((text, ctx) => {
    const key = pageKeyShape.safeParse(decodePageKey(text));
    if (key.success) return key.data;
    // One message for the field, whatever part of the key is wrong.
    ctx.issues.push({ code: 'custom', input: text });
    return z.NEVER;
  });
export type PageKey = z.output<typeof pageKey>;

/**
 * The JSON of a page key, or null when it is not base64url of UTF-8 JSON (so a bad key reads
 * as invalid, not as missing).
 */
function decodePageKey(text: string): unknown {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch {
    return null;
  }
}

/**
 * Paging keys every list endpoint takes (DESIGN.md "The contract"). `page` is always sent;
 * `after` (the last row of the page before), `before` (the first row of the page after) or
 * `last` (the list's last page) let the server read the page from its index by key instead
 * of walking past the pages before it (server/db/paging.ts).
 */
export const pageQuery = {
  page: queryInt(1).optional(),
  per_page: queryInt(1, MAX_PER_PAGE).optional(),
  sort: z.string().max(64).optional(),
  order: z.enum(['ASC', 'DESC']).optional(),
  after: pageKey.optional(),
  before: pageKey.optional(),
  last: z
    .enum(['1', 'true'])
    .transform(() => true)
    .optional(),
};

/** The search box of a list: at most 100 characters, trimmed. */
export const searchText = z.string().trim().max(100).optional();
/** The search box and the paging keys, which most lists take after their own keys. */
export const searchPageQuery = { search: searchText, ...pageQuery };
/** The search box, the ids of react-admin's getMany (only those rows) and the paging keys. */
export const searchIdsPageQuery = { search: searchText, ids: queryIds.optional(), ...pageQuery };
/** The list of one shop's records: the shop, then the search box, the ids and the paging keys. */
export const shopListQuery = { shop_id: queryId, ...searchIdsPageQuery };

export const emptyQuery = z.strictObject({});
/** A record's id in a query (`id`), as the delete endpoints take it. */
export const idQuery = z.strictObject({ id: queryId });

/** A person's first and last names as read. */
export const personNames = { indiv_first_name: z.string(), indiv_last_name: z.string() };

export const lookupRow = z.object({
  id: z.number(),
  enum_values: z.string(),
  enum_desc: z.string(),
});
export type LookupRow = z.infer<typeof lookupRow>;

export const errorReply = z.object({
  code: z.number(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorReply = z.infer<typeof errorReply>;

/** One tab of a list and how many rows it holds (`more`: over TAB_COUNT_LIMIT). */
export const tabCount = z.object({ tab: z.string(), count: z.number(), more: z.boolean() });
export type TabCount = z.infer<typeof tabCount>;
