import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { API_KEYS_MAX, type ApiKeyCreated, type ApiKeyRow } from '../../contract/schemas/apiKeys';
import { th } from '../../i18n/th';
import { CALLERS_CHANNEL } from '../auth/callerCache';
import { newApiKey } from '../auth/apiKeys';
import type { Db } from '../db/client';
import { apiKeys, users } from '../db/schema';
import { transaction } from '../db/transaction';
import { ApiError } from '../errors';
import { recordAudit } from './audit';
import { fill } from '../text';

/**
 * A user's API keys: made, listed and revoked by the user alone. The key is given once, when
 * made; the table keeps its SHA-256 hash and its first characters. Calls made with a key are
 * server/auth/apiKeys.ts's. Making and revoking one is written to the user's change history
 * (audit_log), in the same transaction, naming the key by its name and first characters.
 */

/**
 * A key as the change history names it (its name and first characters, never the key) and
 * whether it may only read: the fields of a made key's row, or of a revoked one's before.
 */
function keyFields(k: { name: string; prefix: string; read_only: boolean }, made: boolean) {
  const named = `${k.name} (${k.prefix}…)`;
  return [
    { field: 'api_key', before: made ? null : named, after: made ? named : null },
    {
      field: 'api_key_read_only',
      before: made ? null : String(k.read_only),
      after: made ? String(k.read_only) : null,
    },
  ];
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The user's keys, newest first (never the hash). */
export async function listApiKeys(db: Db, userId: number): Promise<ApiKeyRow[]> {
  const rows = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      read_only: apiKeys.read_only,
      created_at: apiKeys.created_at,
      last_used_at: apiKeys.last_used_at,
      last_used_ip: apiKeys.last_used_ip,
      revoked_at: apiKeys.revoked_at,
    })
    .from(apiKeys)
    .where(eq(apiKeys.user_id, userId))
    .orderBy(desc(apiKeys.created_at), desc(apiKeys.id));
  return rows.map((r) => ({
    ...r,
    created_at: new Date(r.created_at).toISOString(),
    last_used_at: iso(r.last_used_at),
    revoked_at: iso(r.revoked_at),
  }));
}

/**
 * Makes a key of the user; at most API_KEYS_MAX not revoked (the user's row is locked while
 * they are counted, so two at once make no more).
 */
export async function createApiKey(
  db: Db,
  userId: number,
  body: { name: string; read_only: boolean },
): Promise<ApiKeyCreated> {
  const made = newApiKey();
  const row = await transaction(db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.user_id, userId), isNull(apiKeys.revoked_at)));
    if ((held?.n ?? 0) >= API_KEYS_MAX)
      throw new ApiError(400, fill(th.server.api_key.too_many_keys, { max: API_KEYS_MAX }));
    const [inserted] = await tx
      .insert(apiKeys)
      .values({
        user_id: userId,
        name: body.name,
        prefix: made.prefix,
        key_hash: made.hash,
        read_only: body.read_only,
      })
      .returning();
    await recordAudit(tx, {
      actorId: userId,
      entity: 'user',
      entityId: userId,
      action: 'api_key_created',
      changes: keyFields(inserted, true),
    });
    return inserted;
  });
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    read_only: row.read_only,
    created_at: new Date(row.created_at).toISOString(),
    key: made.key,
  };
}

/**
 * Revokes one of the user's keys (again: it stays revoked since the first time); another
 * user's key, or none, is 404. Servers that keep callers between requests forget them at the
 * commit, so the key is refused from the next request on.
 */
export async function revokeApiKey(db: Db, userId: number, id: number) {
  return transaction(db, async (tx) => {
    const mine = and(eq(apiKeys.id, id), eq(apiKeys.user_id, userId));
    const [key] = await tx.select().from(apiKeys).where(mine).for('update');
    if (!key) throw new ApiError(404, th.server.api_key.not_found);
    // Revoked already: the first revocation stands, nothing is written again.
    if (key.revoked_at) return { id: key.id, revoked_at: new Date(key.revoked_at).toISOString() };
    const [row] = await tx
      .update(apiKeys)
      .set({ revoked_at: sql`now()` })
      .where(mine)
      .returning({ revoked_at: apiKeys.revoked_at });
    await recordAudit(tx, {
      actorId: userId,
      entity: 'user',
      entityId: userId,
      action: 'api_key_revoked',
      changes: keyFields(key, false),
    });
    await tx.execute(sql`SELECT pg_notify(${CALLERS_CHANNEL}, '')`);
    // Set just above, so never null.
    return { id: key.id, revoked_at: new Date(row.revoked_at!).toISOString() };
  });
}
