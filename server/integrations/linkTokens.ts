import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { LinkKind } from '../../contract/schemas/password';
import type { Db } from '../db/client';
import { userTokens } from '../db/schema';
import { hashToken } from '../auth/session';

/**
 * Tokens of e-mailed links (verify e-mail, reset password): 256 random bits in the link,
 * only their SHA-256 in the database; each works once, before its expiry.
 */
export async function issueToken(db: Db, userId: number, kind: LinkKind, ttlMs: number) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(userTokens).values({
    kind,
    token_hash: hashToken(token),
    user_id: userId,
    expires_at: expiresAt,
  });
  return { token, expiresAt };
}

/** Retires the user's unused links of a kind (a new reset link replaces the older ones). */
export async function retireTokens(db: Db, userId: number, kind: LinkKind) {
  await db
    .update(userTokens)
    .set({ used_at: new Date() })
    .where(
      and(eq(userTokens.user_id, userId), eq(userTokens.kind, kind), isNull(userTokens.used_at)),
    );
}

/**
 * Uses a token: marks it used and returns its user, or null when it is unknown, used or
 * expired. One UPDATE, so two requests racing with the same link cannot both succeed.
 */
export async function consumeToken(db: Db, token: string, kind: LinkKind): Promise<number | null> {
  const [row] = await db
    .update(userTokens)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(userTokens.token_hash, hashToken(token)),
        eq(userTokens.kind, kind),
        isNull(userTokens.used_at),
        gt(userTokens.expires_at, sql`now()`),
      ),
    )
    .returning({ userId: userTokens.user_id });
  return row?.userId ?? null;
}

/** Whether a link still works, and its expiry (epoch ms; null when unknown). */
export async function inspectToken(db: Db, token: string, kind: LinkKind) {
  const [row] = await db
    .select({ expiresAt: userTokens.expires_at, usedAt: userTokens.used_at })
    .from(userTokens)
    .where(and(eq(userTokens.token_hash, hashToken(token)), eq(userTokens.kind, kind)));
  if (!row) return { valid: false, expireIn: null };
  const expireIn = row.expiresAt.getTime();
  return { valid: row.usedAt === null && Date.now() < expireIn, expireIn };
}
