import { HttpPresence, type Presence } from './http';

export type { Presence };

/** The civil registry: does this Thai ID-card number exist? */
export interface CivilRegistry {
  readonly driver: 'sandbox' | 'http';
  checkIdCard(idCard: string): Promise<Presence>;
}

/**
 * The real driver, on when CIVIL_REGISTRY_URL is set: `GET {CIVIL_REGISTRY_URL}/{id_card}`
 * with REGISTRY_API_KEY (`HttpPresence`). The civil registry's own linkage service
 * needs an agreement and a card reader, so an adapter in front of it is expected to answer
 * this; the driver has never reached the real service from here.
 */
export class HttpCivilRegistry extends HttpPresence implements CivilRegistry {
  checkIdCard(idCard: string): Promise<Presence> {
    return this.presence(idCard);
  }
}

/** The check digit rule of Thai ID numbers: 13 digits, the last one from the first twelve. */
export function validThaiId(id: string): boolean {
  if (!/^\d{13}$/.test(id)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(id[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(id[12]);
}
