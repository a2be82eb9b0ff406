/**
 * SANDBOX passport check (the default; offline and deterministic).
 *
 * A passport number of 6 to 9 English letters or digits exists, except one that starts
 * with X (x): AA1234567 and P123456 exist, X1234567 is not found (400). Numbers are kept
 * in capitals, so aa1234567 is the same passport as AA1234567. A number already registered
 * in the portal is refused (400) before the check is made.
 */
import { PASSPORT_PATTERN } from '../../contract/schemas/register';
import type { Presence } from './civilRegistry';
import type { PassportCheck } from './passportCheck';

export class SandboxPassportCheck implements PassportCheck {
  readonly driver = 'sandbox';

  async check(passportNumber: string): Promise<Presence> {
    const found = PASSPORT_PATTERN.test(passportNumber) && !/^x/i.test(passportNumber);
    return found ? 'found' : 'not_found';
  }
}
