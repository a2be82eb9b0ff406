import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { USER_TYPE } from '../../contract/enums';
import { newPassword } from '../../contract/schemas/password';
import { email as emailSchema } from '../../contract/schemas/register';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { adminRoleId } from '../seed/seed';

export interface NewAdmin {
  email: string;
  /** Omitted: a random one is made and returned (shown once by the command). */
  password?: string;
  firstName?: string;
  lastName?: string;
}

const input = z.object({ email: emailSchema, password: newPassword });

/**
 * Creates a staff account with the administrator role (every menu): the first account of
 * a portal started without the demo data. Refuses an e-mail that already has an account.
 */
export async function createAdmin(
  db: Db,
  admin: NewAdmin,
): Promise<{ id: number; password: string }> {
  // Letters and digits, so the generated password meets the portal's own rule.
  const password = admin.password ?? `${randomBytes(12).toString('base64url')}a1`;
  const parsed = input.safeParse({ email: admin.email, password });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${issue.path.join('.')}: ${issue.message}`);
  }
  const email = parsed.data.email;
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (taken) throw new Error(`an account with the e-mail ${email} exists already`);
  const [row] = await db
    .insert(users)
    .values({
      email,
      password_hash: await hashPassword(password),
      user_type_id: USER_TYPE.STAFF,
      role_id: await adminRoleId(db),
      email_verified: true,
      indiv_first_name: admin.firstName ?? 'ผู้ดูแล',
      indiv_last_name: admin.lastName ?? 'ระบบ',
    })
    .returning({ id: users.id });
  return { id: row.id, password };
}
