import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes), as OWASP recommends.
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A real hash of nothing in particular, verified for unknown accounts so timing does not tell. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hash('decoy-password-for-timing'));

/** Whether the password is the account's; an unknown account fails after the same work. */
export async function passwordMatches(
  account: { password_hash: string } | undefined,
  password: string,
): Promise<boolean> {
  if (!account) {
    await verifyPassword(await decoyHash(), password);
    return false;
  }
  return verifyPassword(account.password_hash, password);
}
