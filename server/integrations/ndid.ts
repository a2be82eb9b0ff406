import { z } from 'zod';
import {
  NDID_REDIRECT_PATH,
  NDID_SCOPE,
  type ndidConfig,
  type NdidData,
} from '../../contract/schemas/register';
import type { Db } from '../db/client';
import { resolveAddress } from './address';
import { fetchJson, type Lookup } from './http';

export type NdidClientConfig = z.infer<typeof ndidConfig>;

/**
 * The national digital ID service (NDID), an OAuth 2.0 / OpenID Connect provider: the app
 * sends a Thai individual to `authorize_url`; the provider returns to the individual
 * register page with a one-time `code`, which the server exchanges for the person's data.
 * `not_found`: the code is unknown, used or expired.
 */
export interface NationalDigitalId {
  readonly driver: 'sandbox' | 'http';
  clientConfig(): NdidClientConfig;
  exchange(code: string): Promise<Lookup<NdidData>>;
}

/** Claims the real driver reads from the userinfo endpoint (OpenID Connect names plus `pid`). */
const claims = z.object({
  pid: z.string().regex(/^\d{13}$/),
  given_name: z.string(),
  family_name: z.string(),
  address: z
    .object({ formatted: z.string().optional(), postal_code: z.string().optional() })
    .optional(),
});

/** Environment of the real national digital ID driver (NDID_*). */
export interface NdidConfig {
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  clientId: string;
  clientSecret?: string;
  /** The redirect URI registered with the provider (this portal's /register/individual-register). */
  redirectUri?: string;
}

/**
 * The real driver, on when NDID_AUTHORIZE_URL, NDID_TOKEN_URL, NDID_USERINFO_URL and
 * NDID_CLIENT_ID are set: the code goes to the token endpoint (authorization_code grant,
 * with NDID_CLIENT_SECRET and the redirect URI: NDID_REDIRECT_URI, else PUBLIC_URL +
 * /register/individual-register), the access token to the userinfo endpoint, whose
 * standard claims (pid, given_name, family_name, address.formatted, address.postal_code)
 * are mapped to the spec's ID data. Claim names differ between identity providers; check
 * them against the provider's documentation. Never reached a real provider from here.
 */
export class HttpNationalDigitalId implements NationalDigitalId {
  readonly driver = 'http';
  constructor(
    private readonly db: Db,
    private readonly cfg: NdidConfig,
  ) {}

  clientConfig(): NdidClientConfig {
    return {
      authorize_url: this.cfg.authorizeUrl,
      client_id: this.cfg.clientId,
      scope: NDID_SCOPE,
      redirect_path: NDID_REDIRECT_PATH,
      redirect_uri: this.cfg.redirectUri ?? null,
      sandbox: false,
    };
  }

  async exchange(code: string): Promise<Lookup<NdidData>> {
    const form: Record<string, string> = {
      grant_type: 'authorization_code',
      code,
      client_id: this.cfg.clientId,
    };
    if (this.cfg.clientSecret) form.client_secret = this.cfg.clientSecret;
    if (this.cfg.redirectUri) form.redirect_uri = this.cfg.redirectUri;
    const token = await fetchJson(this.cfg.tokenUrl, { method: 'POST', form });
    if (token.status !== 'found') return token;
    const access = z.object({ access_token: z.string().min(1) }).safeParse(token.data);
    if (!access.success) return { status: 'unavailable' };
    const info = await fetchJson(this.cfg.userinfoUrl, { bearer: access.data.access_token });
    const person = info.status === 'found' ? claims.safeParse(info.data) : undefined;
    if (!person?.success) return { status: 'unavailable' };
    const { pid, given_name, family_name, address } = person.data;
    const text = address?.formatted ?? '';
    return {
      status: 'found',
      data: {
        id_card: pid,
        firstname: given_name,
        lastname: family_name,
        address: text,
        ...(await resolveAddress(this.db, text, address?.postal_code ?? '')),
      },
    };
  }
}
