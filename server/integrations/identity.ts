import { NDID_REDIRECT_PATH } from '../../contract/schemas/register';
import type { Db } from '../db/client';
import type { Deps } from '../deps';
import { HttpCivilRegistry, type CivilRegistry } from './civilRegistry';
import { SandboxCivilRegistry } from './civilRegistry.sandbox';
import { HttpCompanyRegistry, type CompanyRegistry } from './companyRegistry';
import { SandboxCompanyRegistry } from './companyRegistry.sandbox';
import { HttpNationalDigitalId, type NationalDigitalId } from './ndid';
import { SandboxNationalDigitalId } from './ndid.sandbox';
import { HttpPassportCheck, type PassportCheck } from './passportCheck';
import { SandboxPassportCheck } from './passportCheck.sandbox';

/** The identity services registration uses; each is a sandbox driver unless configured. */
export interface IdentityServices {
  company: CompanyRegistry;
  civil: CivilRegistry;
  passport: PassportCheck;
  ndid: NationalDigitalId;
}

const made = new WeakMap<Db, IdentityServices>();

/**
 * The services of one server (one per database handle, so the routes and the sandbox page
 * share the NDID codes). Real drivers by environment (server/config.ts `identity`):
 * DBD_API_URL, CIVIL_REGISTRY_URL, PASSPORT_API_URL (+ REGISTRY_API_KEY), and
 * NDID_AUTHORIZE_URL + NDID_TOKEN_URL + NDID_USERINFO_URL + NDID_CLIENT_ID
 * (+ NDID_CLIENT_SECRET, NDID_REDIRECT_URI).
 */
export function identityServices({ db, config }: Pick<Deps, 'db' | 'config'>): IdentityServices {
  const known = made.get(db);
  if (known) return known;
  const env = config.identity ?? {};
  const key = env.registryApiKey;
  const ndid = env.ndid;
  const services: IdentityServices = {
    company: env.dbdApiUrl
      ? new HttpCompanyRegistry(db, env.dbdApiUrl, key)
      : new SandboxCompanyRegistry(db),
    civil: env.civilRegistryUrl
      ? new HttpCivilRegistry(env.civilRegistryUrl, key)
      : new SandboxCivilRegistry(),
    passport: env.passportApiUrl
      ? new HttpPassportCheck(env.passportApiUrl, key)
      : new SandboxPassportCheck(),
    ndid: ndid
      ? new HttpNationalDigitalId(db, {
          ...ndid,
          redirectUri:
            ndid.redirectUri ??
            (config.publicUrl
              ? `${config.publicUrl.replace(/\/+$/, '')}${NDID_REDIRECT_PATH}`
              : undefined),
        })
      : new SandboxNationalDigitalId(db),
  };
  made.set(db, services);
  return services;
}
