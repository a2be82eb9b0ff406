import { createHash } from 'node:crypto';
import type {
  MarketplaceDriver,
  MarketplaceOrder,
  MarketplaceTokens,
  Platform,
} from './marketplace';

// The sandbox marketplaces (the default): their authorisation page is served by this server
// (marketplace.sandboxPage.ts), their orders are believable and deterministic.

export const SANDBOX_MARKETPLACE_PATH = '/sandbox/marketplace/authorize';
const SANDBOX_CODE = /^sandbox-(lazada|shopee)-([0-9a-f]{16})$/;

/** Buyers of the sandbox marketplaces, with real Thai addresses. */
const SANDBOX_BUYERS = [
  [
    'นางสาว',
    'ปวีณา',
    'สุขใจ',
    'ห้วยขวาง',
    'ห้วยขวาง',
    'กรุงเทพมหานคร',
    '10310',
    '88/12 ซอยประชาราษฎร์บำเพ็ญ',
  ],
  ['นาย', 'กฤษดา', 'ทองดี', 'ศรีภูมิ', 'เมืองเชียงใหม่', 'เชียงใหม่', '50200', '45 ถนนมูลเมือง'],
  ['นาง', 'สมพร', 'แสงทอง', 'ในเมือง', 'เมืองขอนแก่น', 'ขอนแก่น', '40000', '123/4 ถนนหน้าเมือง'],
  ['นาย', 'ณัฐพล', 'วงศ์สวัสดิ์', 'ตลาดใหญ่', 'เมืองภูเก็ต', 'ภูเก็ต', '83000', '9 ถนนถลาง'],
  ['นางสาว', 'อรอุมา', 'ศรีวงศ์', 'บางรัก', 'บางรัก', 'กรุงเทพมหานคร', '10500', '200 ถนนสีลม'],
  ['นาย', 'ชยพล', 'ใจกล้า', 'คลองด่าน', 'บางบ่อ', 'สมุทรปราการ', '10550', '17 หมู่ 3 ถนนสุขุมวิท'],
] as const;

const hashNumber = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);

/**
 * The SANDBOX marketplace: its authorisation page is this server's (marketplace.sandboxPage.ts),
 * whose Allow button returns a code `sandbox-<platform>-<16 hex>`; any such code of the platform
 * is good (the state, checked by the portal, is what binds the return to the user). Each seller
 * has six orders of the last six days, numbered so a seller's orders are always the same, of the
 * shop's own codes: the sync can be run again and again.
 */
export class SandboxMarketplace implements MarketplaceDriver {
  readonly sandbox = true;
  constructor(readonly platform: Platform) {}

  loginUrl(state: string, redirectUri: string) {
    const q = new URLSearchParams({ platform: this.platform, state, redirect_uri: redirectUri });
    return `${SANDBOX_MARKETPLACE_PATH}?${q}`;
  }

  async exchange(code: string, shopeeShopId?: string) {
    const m = SANDBOX_CODE.exec(code);
    if (!m || m[1] !== this.platform) return null;
    if (this.platform === 'shopee' && !/^\d{1,12}$/.test(shopeeShopId ?? '')) return null;
    const seller = this.platform === 'shopee' ? (shopeeShopId as string) : `LZ${m[2].slice(0, 8)}`;
    return { seller_id: seller, tokens: { access_token: `sandbox-access-${m[2]}` } };
  }

  async orders(sellerId: string, _tokens: MarketplaceTokens, skus: string[]) {
    if (!skus.length) return [];
    const seed = hashNumber(`${this.platform}:${sellerId}`);
    const day = 24 * 60 * 60 * 1000;
    const today = Math.floor(Date.now() / day) * day;
    return Array.from({ length: 6 }, (_, i): MarketplaceOrder => {
      const [title, first, last, subdistrict, district, province, postcode, address] =
        SANDBOX_BUYERS[(seed + i) % SANDBOX_BUYERS.length];
      const count = 1 + ((seed >> i) & 1);
      const items = Array.from({ length: count }, (_, k) => ({
        sku: skus[(seed + i * 3 + k) % skus.length],
        quantity: 1,
      })).filter((it, k, all) => all.findIndex((o) => o.sku === it.sku) === k);
      const number = String((seed % 900000) + 100000) + String(i + 1).padStart(4, '0');
      return {
        id: this.platform === 'shopee' ? `2611${number}` : `LZ${number}`,
        created_at: new Date(today - i * day + 10 * 60 * 60 * 1000),
        buyer: {
          title,
          first_name: first,
          last_name: last,
          phone: `08${String(seed + i)
            .padStart(8, '0')
            .slice(-8)}`,
          email: `buyer${(seed + i) % 10000}@example.com`,
          address,
          province,
          district,
          subdistrict,
          postcode,
        },
        items,
        cod: i % 3 === 0,
        express: i % 4 === 1,
        remark: this.platform === 'shopee' ? 'คำสั่งซื้อจาก Shopee' : 'คำสั่งซื้อจาก Lazada',
      };
    });
  }
}
