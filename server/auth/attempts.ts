import type { AppConfig } from '../config';
import { WindowCounter } from '../domain/rateLimiter';

/**
 * The failed-password counters of the whole server. Sign-in, the first sign-in's password
 * change and document upload, and change password all count against the same account (its
 * lower-cased e-mail) and the same address, so guesses spread over several endpoints win no
 * extra tries.
 */
export class PasswordAttempts {
  private readonly byAccount: WindowCounter;
  private readonly byAddress: WindowCounter;

  constructor({ perAccount, perAddress, windowMs }: AppConfig['loginLimit']) {
    this.byAccount = new WindowCounter(perAccount, windowMs);
    this.byAddress = new WindowCounter(perAddress, windowMs);
  }

  /** False once the account or the address has used its failures of the window. */
  allowed(email: string, ip: string): boolean {
    return this.byAccount.allowed(email.toLowerCase()) && this.byAddress.allowed(ip);
  }

  failed(email: string, ip: string) {
    this.byAccount.hit(email.toLowerCase());
    this.byAddress.hit(ip);
  }

  /** The right password clears the account's failures (the address keeps its count). */
  succeeded(email: string) {
    this.byAccount.reset(email.toLowerCase());
  }
}
