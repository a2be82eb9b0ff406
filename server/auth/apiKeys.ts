import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_PREFIX_LENGTH, API_KEY_START } from '../../contract/schemas/apiKeys';
import { th } from '../../i18n/th';
import { API_KEY_LIMIT, type AppConfig } from '../config';
import type { Db } from '../db/client';
import { apiKeys, users } from '../db/schema';
import { ApiError } from '../errors';
import type { CallerCache } from './callerCache';
import { WindowLimit } from './limits';
import { callerColumns, callerOf, hashToken, type Caller } from './session';

/**
 * Calls made with an API key (`Authorization: Bearer <key>`) instead of a session: the key's
 * user is the caller, with the same shops and role menus as their session would have, so the
 * same access table, shop scope and validation apply. The key itself is never stored nor
 * logged: the table holds its SHA-256 hash.
 */

/** A key's last use (time and address) is written at most this often. */
const LAST_USE_EVERY_MS = 60_000;
/** Keys whose last write this process remembers, at most. */
const LAST_USE_ENTRIES = 10_000;

/** A new key: 'fpk_' then 40 url-safe random characters (30 random bytes); its prefix and hash. */
export function newApiKey() {
  const key = API_KEY_START + randomBytes(30).toString('base64url');
  return { key, prefix: key.slice(0, API_KEY_PREFIX_LENGTH), hash: hashToken(key) };
}

/**
 * The key of the request's `Authorization: Bearer <key>`: undefined when it has none (another
 * scheme, such as a proxy's Basic, is not the portal's and is left alone), '' when the bearer
 * header holds no single key.
 */
export function bearerKey(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const [scheme, ...rest] = header.trim().split(/\s+/);
  if (scheme.toLowerCase() !== 'bearer') return undefined;
  return rest.length === 1 ? rest[0] : '';
}

/** The callers of API keys, each key's request limit and its last use. */
export class ApiKeyCallers {
  private readonly limit: WindowLimit;
  /** When this process last wrote each key's last use. */
  private readonly lastWritten = new Map<number, number>();

  constructor(
    private readonly db: Db,
    config: Pick<AppConfig, 'apiKeyLimit'>,
    /** Callers kept between requests (the embedded database's server). */
    private readonly cache?: CallerCache,
  ) {
    const { perKey, windowMs } = config.apiKeyLimit ?? API_KEY_LIMIT;
    this.limit = new WindowLimit(db, 'api-key', perKey, windowMs);
  }

  /**
   * The caller of `key`, its use counted against the key's limit and recorded: 401 for an
   * unknown or revoked key, or one whose user is disabled; 429 past the key's limit.
   */
  async callerOf(key: string, req: FastifyRequest, reply: FastifyReply): Promise<Caller> {
    const caller = key ? await this.read(hashToken(key)) : null;
    if (!caller?.apiKey) {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      throw new ApiError(401, th.server.api_key.invalid);
    }
    const counted = await this.limit.consume(String(caller.apiKey.id));
    if (!counted.allowed) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(counted.retryAfterMs / 1000))));
      throw new ApiError(429, th.server.too_many);
    }
    await this.noteUse(caller.apiKey.id, req.ip);
    return caller;
  }

  private async read(keyHash: string): Promise<Caller | null> {
    const read = () => this.readKey(keyHash);
    // Kept under a name no session token's hash can take.
    return this.cache
      ? this.cache.get(`api-key:${keyHash}`, read)
      : ((await read())?.caller ?? null);
  }

  /** The caller of a key's hash, if the key is not revoked; a disabled user's key is 401. */
  private async readKey(keyHash: string): Promise<{ caller: Caller; expiresAt: Date } | null> {
    const [row] = await this.db
      .select({ keyId: apiKeys.id, readOnly: apiKeys.read_only, ...callerColumns() })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.user_id))
      .where(and(eq(apiKeys.key_hash, keyHash), isNull(apiKeys.revoked_at)));
    if (!row) return null;
    if (!row.isActive) throw new ApiError(401, th.server.api_key.user_disabled);
    const caller = { ...callerOf(row, 0), apiKey: { id: row.keyId, readOnly: row.readOnly } };
    // A key has no end of its own: the cache's bound applies.
    return { caller, expiresAt: new Date(Date.now() + LAST_USE_EVERY_MS) };
  }

  /**
   * Writes the key's last use unless this process did so within the minute; the statement
   * itself skips a key another process wrote within the minute.
   */
  private async noteUse(keyId: number, ip: string) {
    const now = Date.now();
    const last = this.lastWritten.get(keyId);
    if (last !== undefined && now - last < LAST_USE_EVERY_MS) return;
    if (this.lastWritten.size >= LAST_USE_ENTRIES) this.lastWritten.clear();
    this.lastWritten.set(keyId, now);
    await this.db
      .update(apiKeys)
      .set({ last_used_at: sql`now()`, last_used_ip: ip })
      .where(
        and(
          eq(apiKeys.id, keyId),
          or(
            isNull(apiKeys.last_used_at),
            lt(
              apiKeys.last_used_at,
              sql`now() - make_interval(secs => ${LAST_USE_EVERY_MS / 1000})`,
            ),
          ),
        ),
      );
  }
}
