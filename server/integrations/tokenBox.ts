import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { appSecrets } from '../db/schema';

const SECRET_NAME = 'marketplace_token_key';

/** 32 bytes of a configured key: base64 or hex. */
function keyBytes(text: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('MARKETPLACE_TOKEN_KEY must be 32 bytes (base64 or hex)');
  return key;
}

/**
 * Seals marketplace tokens (AES-256-GCM: iv, tag and text, base64url) so the database never
 * holds them readable. The key is MARKETPLACE_TOKEN_KEY; without it the server makes one and
 * keeps it in `app_secrets`, shared by every server process (set the variable in production,
 * so the key does not live beside the data).
 */
export class TokenBox {
  private constructor(private readonly key: Buffer) {}

  static async open(db: DbOrTx, configured?: string): Promise<TokenBox> {
    if (configured) return new TokenBox(keyBytes(configured));
    await db
      .insert(appSecrets)
      .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64') })
      .onConflictDoNothing();
    const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
    return new TokenBox(keyBytes(row.value));
  }

  seal(value: unknown): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const text = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64url');
  }

  unseal<T>(sealed: string): T {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
    return JSON.parse(text.toString('utf8')) as T;
  }
}
