import { fetchJson, joinUrl } from './http';

/** Whether a registry knows a number (`unavailable`: it could not be asked). */
export type Presence = 'found' | 'not_found' | 'unavailable';

/** The civil registry: does this Thai ID-card number exist? */
export interface CivilRegistry {
  readonly driver: 'sandbox' | 'http';
  checkIdCard(idCard: string): Promise<Presence>;
}

/**
 * The real driver, on when CIVIL_REGISTRY_URL is set: `GET {CIVIL_REGISTRY_URL}/{id_card}`
 * with `Authorization: Bearer {REGISTRY_API_KEY}` when a key is set; 2xx = exists, 404 (or
 * 400) = not found, anything else = unavailable. The civil registry's own linkage service
 * needs an agreement and a card reader, so an adapter in front of it is expected to answer
 * this; the driver has never reached the real service from here.
 */
export class HttpCivilRegistry implements CivilRegistry {
  readonly driver = 'http';
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey?: string,
  ) {}

  async checkIdCard(idCard: string): Promise<Presence> {
    return (await fetchJson(joinUrl(this.baseUrl, idCard), { bearer: this.apiKey })).status;
  }
}

/** The check digit rule of Thai ID numbers: 13 digits, the last one from the first twelve. */
export function validThaiId(id: string): boolean {
  if (!/^\d{13}$/.test(id)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(id[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(id[12]);
}
