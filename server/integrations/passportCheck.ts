import { HttpPresence, type Presence } from './http';

/** The passport check: does this passport number exist? */
export interface PassportCheck {
  readonly driver: 'sandbox' | 'http';
  check(passportNumber: string): Promise<Presence>;
}

/**
 * The real driver, on when PASSPORT_API_URL is set: `GET {PASSPORT_API_URL}/{number}` with
 * REGISTRY_API_KEY (`HttpPresence`). An adapter in front of the immigration or
 * document-verification service is expected to answer this; the driver has never reached
 * a real service from here.
 */
export class HttpPassportCheck extends HttpPresence implements PassportCheck {
  check(passportNumber: string): Promise<Presence> {
    return this.presence(passportNumber);
  }
}
