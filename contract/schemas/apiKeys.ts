import { z } from 'zod';
import { bodyId, filledText, messages } from './common';

/**
 * API keys: a user's keys for the shops' own programs, which call the same endpoints with
 * `Authorization: Bearer <key>`, limited to the user's shops and, when `read_only`, to GET
 * calls. The key is shown once, in the reply that creates it; the server keeps its SHA-256
 * hash and its first characters (`prefix`). Messages are keys of i18n/th-screens/developer.ts
 * `apiKeyValidation`.
 */
const km = messages('apiKey');

export const API_KEY_NAME_MAX = 100;
/** Keys a user may hold that are not revoked. */
export const API_KEYS_MAX = 20;
/** Every key starts so, then 40 url-safe random characters. */
export const API_KEY_START = 'fpk_';
/** The characters of a key kept in the clear to tell keys apart ('fpk_3f9a1c2b'). */
export const API_KEY_PREFIX_LENGTH = 12;

export const apiKeyCreateBody = z.strictObject({
  name: filledText(km('name_required')).max(API_KEY_NAME_MAX, km('name_too_long')),
  /** The key may only read (GET calls); default false. */
  read_only: z.boolean().default(false),
});
export type ApiKeyCreateBody = z.input<typeof apiKeyCreateBody>;

export const apiKeyRevokeBody = z.strictObject({ id: bodyId });

/** One of the caller's keys (the key itself never again: its first characters only). */
export const apiKeyRow = z.object({
  id: z.number(),
  name: z.string(),
  prefix: z.string(),
  read_only: z.boolean(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** The client address of the latest use (recorded at most once a minute). */
  last_used_ip: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKeyRow = z.infer<typeof apiKeyRow>;

/** A new key: the one reply that carries `key`. */
export const apiKeyCreated = apiKeyRow
  .pick({ id: true, name: true, prefix: true, read_only: true, created_at: true })
  .extend({ key: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreated>;

export const apiKeyRevoked = z.object({ id: z.number(), revoked_at: z.string() });
