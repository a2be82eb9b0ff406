import type { Presence } from './civilRegistry';
import { fetchJson, joinUrl } from './http';

/** The passport check: does this passport number exist? */
export interface PassportCheck {
  readonly driver: 'sandbox' | 'http';
  check(passportNumber: string): Promise<Presence>;
}

/**
 * The real driver, on when PASSPORT_API_URL is set: `GET {PASSPORT_API_URL}/{number}` with
 * `Authorization: Bearer {REGISTRY_API_KEY}` when a key is set; 2xx = exists, 404 (or 400)
 * = not found, anything else = unavailable. An adapter in front of the immigration or
 * document-verification service is expected to answer this; the driver has never reached
 * a real service from here.
 */
export class HttpPassportCheck implements PassportCheck {
  readonly driver = 'http';
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey?: string,
  ) {}

  async check(passportNumber: string): Promise<Presence> {
    return (await fetchJson(joinUrl(this.baseUrl, passportNumber), { bearer: this.apiKey })).status;
  }
}
