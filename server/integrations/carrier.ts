import { z } from 'zod';
import { fetchJson, joinUrl } from './http';

/**
 * The carrier that takes a shipped order (DESIGN.md "customer order": shipping sets the
 * tracking number). Two drivers: the sandbox (the default; offline and deterministic) and a
 * carrier's booking API configured by CARRIER_API_URL and CARRIER_API_TOKEN (README
 * "Carriers"). The order number is the booking's reference, so a carrier that sees the same
 * reference twice answers the same parcel.
 */
export interface Shipment {
  /** The order's record id. */
  id: number;
  /** The order number (OR…): the carrier's reference. */
  reference: string;
  /** The delivery channel's key (`ems`, `registered`, `epacket`, `pickup`). */
  channel: string;
  express: boolean;
  /** The amount to collect on delivery, in baht; null without cash on delivery. */
  cod_amount: number | null;
  recipient: { name: string; phone: string; address: string; postcode: string };
  /** Pieces in the parcel. */
  pieces: number;
}

export interface CarrierDriver {
  readonly sandbox: boolean;
  /** Books the parcel; the tracking number, or null when the carrier cannot be reached. */
  book(shipment: Shipment): Promise<string | null>;
}

/** S10 (UPU) service indicators of the sandbox's tracking numbers, by channel. */
const SANDBOX_PREFIX: Record<string, string> = {
  ems: 'EF',
  registered: 'RB',
  epacket: 'LA',
  pickup: 'PU',
};

/** The S10 check digit of 8 serial digits (UPU S10 standard). */
export function s10CheckDigit(serial: string): number {
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = [...serial].reduce((s, d, i) => s + Number(d) * weights[i], 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

/**
 * The sandbox carrier: a tracking number in the S10 form Thailand Post uses (two letters by
 * channel, eight digits from the order's record id, the check digit, 'TH'); the same order
 * always gets the same number, and no two orders one number.
 */
export class SandboxCarrier implements CarrierDriver {
  readonly sandbox = true;
  async book(shipment: Shipment): Promise<string> {
    const serial = String(shipment.id % 100_000_000).padStart(8, '0');
    const prefix = SANDBOX_PREFIX[shipment.channel] ?? 'EX';
    return `${prefix}${serial}${s10CheckDigit(serial)}TH`;
  }
}

export interface CarrierConfig {
  apiUrl: string;
  token: string;
}

const bookingReply = z.object({ tracking_no: z.string().trim().min(4).max(40) });

/**
 * A carrier's booking API: `POST {CARRIER_API_URL}/shipments` with the shipment as JSON and
 * a bearer token, answering `{tracking_no}`.
 */
export class HttpCarrier implements CarrierDriver {
  readonly sandbox = false;
  constructor(private readonly cfg: CarrierConfig) {}
  async book(shipment: Shipment): Promise<string | null> {
    const res = await fetchJson(joinUrl(this.cfg.apiUrl, 'shipments'), {
      method: 'POST',
      bearer: this.cfg.token,
      json: shipment,
    });
    if (res.status !== 'found') return null;
    const parsed = bookingReply.safeParse(res.data);
    return parsed.success ? parsed.data.tracking_no : null;
  }
}

export function carrierConfigFromEnv(env: NodeJS.ProcessEnv): CarrierConfig | undefined {
  return env.CARRIER_API_URL && env.CARRIER_API_TOKEN
    ? { apiUrl: env.CARRIER_API_URL, token: env.CARRIER_API_TOKEN }
    : undefined;
}

export const carrierDriver = (cfg?: CarrierConfig): CarrierDriver =>
  cfg ? new HttpCarrier(cfg) : new SandboxCarrier();
