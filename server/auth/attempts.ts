import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { WindowLimit } from './limits';

/**
 * The failed-password counters of the whole portal. Sign-in, the first sign-in's password
 * change and document upload, and change password all count against the same account (its
 * lower-cased e-mail) and the same address, so guesses spread over several endpoints, or
 * over several server processes, win no extra tries.
 */
export class PasswordAttempts {
  private readonly byAccount: WindowLimit;
  private readonly byAddress: WindowLimit;

  constructor(db: Db, { perAccount, perAddress, windowMs }: AppConfig['loginLimit']) {
    this.byAccount = new WindowLimit(db, 'password-account', perAccount, windowMs);
    this.byAddress = new WindowLimit(db, 'password-address', perAddress, windowMs);
  }

  /** False once the account or the address has used its failures of the window. */
  async allowed(email: string, ip: string): Promise<boolean> {
    const [account, address] = await Promise.all([
      this.byAccount.allowed(email.toLowerCase()),
      this.byAddress.allowed(ip),
    ]);
    return account && address;
  }

  async failed(email: string, ip: string) {
    await Promise.all([this.byAccount.hit(email.toLowerCase()), this.byAddress.hit(ip)]);
  }

  /** The right password clears the account's failures (the address keeps its count). */
  async succeeded(email: string) {
    await this.byAccount.reset(email.toLowerCase());
  }
}
