/**
 * SANDBOX civil registry (the default; offline and deterministic).
 *
 * An ID-card number exists when it has 13 digits and a valid Thai check digit (the 13th
 * digit is (11 − Σ dᵢ·(13 − i) mod 11) mod 10 over the first twelve). Examples that exist:
 * 1234567890121, 1101700230708, 1500100123451, 3400100987657 (the last three are the NDID
 * sandbox citizens). 1234567890123 does not (wrong check digit): 400 not found.
 * A number already registered in the portal is refused (400) before the registry is asked,
 * e.g. the demo individual's 3500100234567.
 */
import { validThaiId, type CivilRegistry, type Presence } from './civilRegistry';

export class SandboxCivilRegistry implements CivilRegistry {
  readonly driver = 'sandbox';

  async checkIdCard(idCard: string): Promise<Presence> {
    return validThaiId(idCard) ? 'found' : 'not_found';
  }
}
