import { z } from 'zod';
import type { JuristicData } from '../../contract/schemas/register';
import type { Db } from '../db/client';
import { resolveAddress } from './address';
import { fetchJson, joinUrl, type Lookup } from './http';

/**
 * The company registry (Department of Business Development, DBD): a 13-digit juristic
 * registration number gives the company's Thai name and registered address.
 * `unavailable` is the spec's 502: the app then lets the user type name and address.
 */
export interface CompanyRegistry {
  readonly driver: 'sandbox' | 'http';
  lookup(juristicId: string): Promise<Lookup<JuristicData>>;
}

/**
 * The real driver, on when DBD_API_URL is set: `GET {DBD_API_URL}/{juristic_id}` with
 * `Authorization: Bearer {REGISTRY_API_KEY}` when a key is set. It expects the small JSON
 * below (404 = not registered). The department's own services need an agreement and
 * answer in their own shape, so a thin adapter in front of them is expected to answer
 * this one; the driver has never reached the real service from here.
 */
const dbdAnswer = z.object({
  juristicNameTH: z.string().min(1),
  address: z.string(),
  postcode: z.string(),
});

export class HttpCompanyRegistry implements CompanyRegistry {
  readonly driver = 'http';
  constructor(
    private readonly db: Db,
    private readonly baseUrl: string,
    private readonly apiKey?: string,
  ) {}

  async lookup(juristicId: string): Promise<Lookup<JuristicData>> {
    const res = await fetchJson(joinUrl(this.baseUrl, juristicId), { bearer: this.apiKey });
    if (res.status !== 'found') return res;
    const parsed = dbdAnswer.safeParse(res.data);
    if (!parsed.success) return { status: 'unavailable' };
    const { juristicNameTH, address, postcode } = parsed.data;
    return {
      status: 'found',
      data: {
        juristicNameTH,
        companyAddress: address,
        ...(await resolveAddress(this.db, address, postcode)),
      },
    };
  }
}
