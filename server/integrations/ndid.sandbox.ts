/**
 * SANDBOX national digital ID (the default; offline and deterministic people, random codes).
 *
 * `GET register-getndidconfig` answers authorize_url '/sandbox/ndid/authorize' and client_id
 * 'fulfilment-portal-sandbox'. That page, served by this server only in sandbox mode
 * (ndid.sandboxPage.ts), lists the three made-up citizens below; choosing one returns the
 * browser to this portal's /register/individual-register?code=…&state=… (any other
 * redirect_uri is refused). `POST register-getndidata {code}` answers the citizen's data
 * once: a code is single use and expires after 10 minutes.
 *
 * | id_card       | name                  | address (real reference rows)                                   |
 * | ------------- | --------------------- | --------------------------------------------------------------- |
 * | 1101700230708 | ธนพล ศรีสวัสดิ์        | 99/1 ซอยประชาราษฎร์บำเพ็ญ, ห้วยขวาง, ห้วยขวาง, กรุงเทพมหานคร 10310 |
 * | 1500100123451 | สุดารัตน์ ใจงาม         | 12 ถนนนิมมานเหมินท์, ศรีภูมิ, เมืองเชียงใหม่, เชียงใหม่ 50200       |
 * | 3400100987657 | วิชัย รักษ์ถิ่น          | 45/6 ถนนกลางเมือง, ในเมือง, เมืองขอนแก่น, ขอนแก่น 40000           |
 *
 * Each ID number has a valid check digit, so the sandbox civil registry knows it; once an
 * individual registers with it, it is a duplicate.
 */
import { createHash, randomBytes } from 'node:crypto';
import { NDID_REDIRECT_PATH, NDID_SCOPE, type NdidData } from '../../contract/schemas/register';
import type { Db } from '../db/client';
import { addressByCode } from './address';
import type { Lookup } from './http';
import type { NationalDigitalId, NdidClientConfig } from './ndid';

export const SANDBOX_NDID_CLIENT_ID = 'fulfilment-portal-sandbox';
export const SANDBOX_NDID_PATH = '/sandbox/ndid/authorize';
export const NDID_CODE_TTL_MS = 10 * 60 * 1000;
const MAX_PENDING_CODES = 10_000;

export interface SandboxCitizen {
  id_card: string;
  title: string;
  firstname: string;
  lastname: string;
  address: string;
  /** District code and sub-district code of the reference address. */
  district: number;
  subdist: string;
  place: string;
}

export const SANDBOX_CITIZENS: readonly SandboxCitizen[] = [
  {
    id_card: '1101700230708',
    title: 'นาย',
    firstname: 'ธนพล',
    lastname: 'ศรีสวัสดิ์',
    address: '99/1 ซอยประชาราษฎร์บำเพ็ญ',
    district: 1017,
    subdist: '101701',
    place: 'แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพมหานคร 10310',
  },
  {
    id_card: '1500100123451',
    title: 'นางสาว',
    firstname: 'สุดารัตน์',
    lastname: 'ใจงาม',
    address: '12 ถนนนิมมานเหมินท์',
    district: 5001,
    subdist: '500101',
    place: 'ตำบลศรีภูมิ อำเภอเมืองเชียงใหม่ เชียงใหม่ 50200',
  },
  {
    id_card: '3400100987657',
    title: 'นาย',
    firstname: 'วิชัย',
    lastname: 'รักษ์ถิ่น',
    address: '45/6 ถนนกลางเมือง',
    district: 4001,
    subdist: '400101',
    place: 'ตำบลในเมือง อำเภอเมืองขอนแก่น ขอนแก่น 40000',
  },
];

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

export class SandboxNationalDigitalId implements NationalDigitalId {
  readonly driver = 'sandbox';
  /** Pending codes by their hash: which citizen, until when. */
  private readonly codes = new Map<string, { citizen: number; expiresAt: number }>();

  constructor(private readonly db: Db) {}

  clientConfig(): NdidClientConfig {
    return {
      authorize_url: SANDBOX_NDID_PATH,
      client_id: SANDBOX_NDID_CLIENT_ID,
      scope: NDID_SCOPE,
      redirect_path: NDID_REDIRECT_PATH,
      redirect_uri: null,
      sandbox: true,
    };
  }

  /** A new one-time code for a citizen (the page calls this when one is chosen). */
  issueCode(citizen: number, now = Date.now()): string {
    if (this.codes.size >= MAX_PENDING_CODES) {
      for (const [key, entry] of this.codes) if (entry.expiresAt <= now) this.codes.delete(key);
      // Still full: forget the oldest pending codes.
      for (const key of this.codes.keys()) {
        if (this.codes.size < MAX_PENDING_CODES) break;
        this.codes.delete(key);
      }
    }
    const code = randomBytes(32).toString('base64url');
    this.codes.set(hashCode(code), { citizen, expiresAt: now + NDID_CODE_TTL_MS });
    return code;
  }

  async exchange(code: string, now = Date.now()): Promise<Lookup<NdidData>> {
    const key = hashCode(code);
    const entry = this.codes.get(key);
    this.codes.delete(key);
    if (!entry || entry.expiresAt <= now) return { status: 'not_found' };
    const c = SANDBOX_CITIZENS[entry.citizen];
    return {
      status: 'found',
      data: {
        id_card: c.id_card,
        firstname: c.firstname,
        lastname: c.lastname,
        address: c.address,
        ...(await addressByCode(this.db, c.district, c.subdist)),
      },
    };
  }
}
