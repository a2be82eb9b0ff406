// @vitest-environment node
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { th } from '../../i18n/th';
import { MarketplaceError } from '../../server/integrations/marketplace';
import {
  type FetchFn,
  SKU_NOT_LISTED,
  thaiPlatformError,
  thaiStockError,
} from '../../server/integrations/marketplace.http';
import { LazadaMarketplace } from '../../server/integrations/marketplace.lazada';
import { ShopeeMarketplace } from '../../server/integrations/marketplace.shopee';

// The real drivers against answers written from the platforms' documentation: no network.

/** 2024-05-01 10:00:00 in Bangkok. */
const NOW = Date.UTC(2024, 4, 1, 3, 0, 0);
const SECONDS = NOW / 1000;
const tokens = { access_token: 'tok', refresh_token: 'ref' };

interface Call {
  url: URL;
  method: string;
  /** The query string's and the form body's parameters together. */
  params: URLSearchParams;
  json: unknown;
}

const reply = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers });

/** A fetch that answers each call with `answer` and keeps the calls. */
function platform(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch: FetchFn = async (url, init) => {
    const u = new URL(url);
    const params = new URLSearchParams(u.search);
    const body = typeof init.body === 'string' ? init.body : '';
    const form = String(new Headers(init.headers).get('content-type')).startsWith(
      'application/x-www-form-urlencoded',
    );
    if (form) for (const [k, v] of new URLSearchParams(body)) params.append(k, v);
    const call = {
      url: u,
      method: init.method ?? 'GET',
      params,
      json: !form && body ? JSON.parse(body) : undefined,
    };
    calls.push(call);
    return answer(call);
  };
  return { fetch, calls };
}

const LAZADA = { appKey: '100200', appSecret: 'lazada-secret', apiUrl: 'https://api.test/rest' };
const SHOPEE = {
  partnerId: '2001887',
  partnerKey: 'shopee-partner-key',
  apiUrl: 'https://partner.test',
};
const lazada = (answer: (call: Call) => Response | Promise<Response>, now = () => NOW) => {
  const p = platform(answer);
  return { driver: new LazadaMarketplace(LAZADA, { fetch: p.fetch, now }), calls: p.calls };
};
const shopee = (answer: (call: Call) => Response | Promise<Response>, now = () => NOW) => {
  const p = platform(answer);
  return { driver: new ShopeeMarketplace(SHOPEE, { fetch: p.fetch, now }), calls: p.calls };
};

/** The MarketplaceError a promise rejects with. */
async function failure(p: Promise<unknown>): Promise<MarketplaceError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MarketplaceError);
  return err as MarketplaceError;
}

describe('Lazada signature', () => {
  it('is the documented recipe: path + sorted name+value pairs, HMAC-SHA256 with the app secret, upper-case hex', async () => {
    const { driver, calls } = lazada(() => reply({ code: '0', data: { orders: [] } }));
    await driver.orders('S1', tokens, { since: new Date(NOW - 24 * 3_600_000), skus: [] });
    const sign = calls[0].url.searchParams.get('sign');
    // Every parameter but `sign`, sorted by name, written out by hand.
    const base =
      '/orders/get' +
      'access_tokentok' +
      'app_key100200' +
      'limit100' +
      'offset0' +
      'sign_methodsha256' +
      'sort_byupdated_at' +
      'sort_directionASC' +
      `timestamp${NOW}` +
      'update_after2024-04-30T10:00:00+07:00';
    const byHand = createHmac('sha256', 'lazada-secret').update(base).digest('hex').toUpperCase();
    expect(sign).toBe(byHand);
    // The same value fixed once, so a change of the recipe is caught even if both move.
    expect(sign).toBe('43B20A55B9F4A10574960976904FA154C747353CC34D46ACA46D3365FF0994F2');
    expect(calls[0].url.pathname).toBe('/rest/orders/get');
  });

  it('signs a form POST the same way (the parameters travel in the body)', async () => {
    const { driver, calls } = lazada(() =>
      reply({ code: '0', access_token: 'a2', refresh_token: 'r2', expires_in: 3600 }),
    );
    await driver.refresh('S1', tokens);
    const p = calls[0].params;
    const base = `/auth/token/refreshapp_key100200refresh_tokenrefsign_methodsha256timestamp${NOW}`;
    expect(p.get('sign')).toBe(
      createHmac('sha256', 'lazada-secret').update(base).digest('hex').toUpperCase(),
    );
  });
});

describe('Shopee signature', () => {
  it("is the documented recipe for a shop's call: partner id + path + timestamp + access token + shop id, lower-case hex", async () => {
    const { driver, calls } = shopee(() =>
      reply({ error: '', response: { more: false, order_list: [] } }),
    );
    await driver.orders('14701711', tokens, { since: new Date(NOW - 3_600_000), skus: [] });
    const q = calls[0].url.searchParams;
    const base = `2001887/api/v2/order/get_order_list${SECONDS}tok14701711`;
    expect(q.get('sign')).toBe(
      createHmac('sha256', 'shopee-partner-key').update(base).digest('hex'),
    );
    expect(q.get('sign')).toBe('96fed26b56f00d84344272fedd5227dbfb8b504f990637d25f545f02fc29990e');
    expect(q.get('timestamp')).toBe(String(SECONDS));
    expect(q.get('partner_id')).toBe('2001887');
    expect(q.get('shop_id')).toBe('14701711');
    expect(q.get('access_token')).toBe('tok');
  });

  it('signs a public call with partner id + path + timestamp only', async () => {
    const { driver, calls } = shopee(() =>
      reply({ error: '', access_token: 'a2', refresh_token: 'r2', expire_in: 14400 }),
    );
    await driver.refresh('14701711', tokens);
    const base = `2001887/api/v2/auth/access_token/get${SECONDS}`;
    expect(calls[0].url.searchParams.get('sign')).toBe(
      createHmac('sha256', 'shopee-partner-key').update(base).digest('hex'),
    );
    expect(calls[0].url.searchParams.has('access_token')).toBe(false);
  });
});

const lazadaOrder = (id: number, updated: string, extra: Record<string, unknown> = {}) => ({
  order_id: id,
  created_at: '2024-04-30 08:00:00 +0700',
  updated_at: updated,
  statuses: ['pending'],
  payment_method: 'COD',
  remarks: 'ฝากไว้ที่ป้อมยาม',
  address_shipping: {
    first_name: 'ปวีณา',
    last_name: 'สุขใจ',
    phone: '66 81 234 5678',
    address1: '88/12 ซอยประชาราษฎร์บำเพ็ญ',
    address3: 'กรุงเทพมหานคร',
    address4: 'ห้วยขวาง',
    address5: 'ห้วยขวาง',
    post_code: '10310',
  },
  ...extra,
});

describe('Lazada orders', () => {
  it('asks for changes after `since`, oldest first, and maps orders, items and statuses', async () => {
    const { driver, calls } = lazada((c) => {
      if (c.url.pathname.endsWith('/orders/get'))
        return reply({
          code: '0',
          data: {
            countTotal: 2,
            orders: [
              lazadaOrder(1001, '2024-04-30 09:00:00 +0700'),
              lazadaOrder(1002, '2024-04-30 11:30:00 +0700', { payment_method: 'MIXEDCARD' }),
            ],
          },
        });
      return reply({
        code: '0',
        data: [
          {
            order_id: 1001,
            order_items: [
              { order_item_id: 1, sku: 'SKU-A', status: 'pending' },
              { order_item_id: 2, sku: 'SKU-A', status: 'pending' },
              { order_item_id: 3, sku: 'SKU-B', status: 'canceled' },
            ],
          },
          {
            order_id: 1002,
            order_items: [{ order_item_id: 4, sku: 'SKU-C', status: 'canceled' }],
          },
        ],
      });
    });
    const since = new Date('2024-04-30T01:00:00Z');
    const { orders, until } = await driver.orders('S1', tokens, { since, skus: [] });

    const list = calls[0].url.searchParams;
    expect(list.get('update_after')).toBe('2024-04-30T08:00:00+07:00');
    expect(list.get('sort_by')).toBe('updated_at');
    expect(list.get('sort_direction')).toBe('ASC');
    // The items of both orders in one call, not one call per order.
    expect(calls).toHaveLength(2);
    expect(calls[1].url.pathname).toBe('/rest/orders/items/get');
    expect(calls[1].url.searchParams.get('order_ids')).toBe('[1001,1002]');

    expect(orders[0]).toMatchObject({
      id: '1001',
      status: 'pending',
      created_at: new Date('2024-04-30T01:00:00Z'),
      updated_at: new Date('2024-04-30T02:00:00Z'),
      items: [{ sku: 'SKU-A', quantity: 2 }],
      cod: true,
      remark: 'ฝากไว้ที่ป้อมยาม',
      buyer: {
        first_name: 'ปวีณา',
        phone: '0812345678',
        province: 'กรุงเทพมหานคร',
        district: 'ห้วยขวาง',
        postcode: '10310',
      },
    });
    expect(orders[1]).toMatchObject({ id: '1002', status: 'cancelled', cod: false });
    expect(until).toEqual(new Date('2024-04-30T04:30:00Z'));
  });

  it('maps every Lazada status to the portal’s', async () => {
    const cases: [string[], string][] = [
      [['unpaid'], 'pending'],
      [['packed'], 'ready_to_ship'],
      [['ready_to_ship'], 'ready_to_ship'],
      [['shipped'], 'shipped'],
      [['delivered'], 'delivered'],
      [['returned'], 'cancelled'],
      [['failed'], 'cancelled'],
      [['shipped', 'canceled'], 'shipped'],
      [['delivered', 'pending'], 'pending'],
    ];
    for (const [statuses, expected] of cases) {
      const { driver } = lazada((c) =>
        c.url.pathname.endsWith('/orders/get')
          ? reply({ code: '0', data: { orders: [lazadaOrder(1, '2024-04-30 09:00:00 +0700')] } })
          : reply({
              code: '0',
              data: [
                {
                  order_id: 1,
                  order_items: statuses.map((status, i) => ({
                    order_item_id: i,
                    sku: 'A',
                    status,
                  })),
                },
              ],
            }),
      );
      const { orders } = await driver.orders('S1', tokens, { since: new Date(0), skus: [] });
      expect([statuses, orders[0].status]).toEqual([statuses, expected]);
    }
  });

  it('pages by 100 and asks for items 50 orders a call; `until` is since when nothing changed', async () => {
    const all = Array.from({ length: 150 }, (_, i) =>
      lazadaOrder(5000 + i, `2024-04-30 10:${String(i % 60).padStart(2, '0')}:00 +0700`),
    );
    const { driver, calls } = lazada((c) => {
      if (c.url.pathname.endsWith('/orders/get')) {
        const offset = Number(c.url.searchParams.get('offset'));
        return reply({
          code: '0',
          data: { countTotal: 150, orders: all.slice(offset, offset + 100) },
        });
      }
      const ids = JSON.parse(c.url.searchParams.get('order_ids') ?? '[]') as number[];
      return reply({ code: '0', data: ids.map((id) => ({ order_id: id, order_items: [] })) });
    });
    const { orders } = await driver.orders('S1', tokens, { since: new Date(0), skus: [] });
    expect(orders).toHaveLength(150);
    const lists = calls.filter((c) => c.url.pathname.endsWith('/orders/get'));
    expect(lists.map((c) => c.url.searchParams.get('offset'))).toEqual(['0', '100']);
    const items = calls.filter((c) => c.url.pathname.endsWith('/orders/items/get'));
    expect(
      items.map((c) => (JSON.parse(c.url.searchParams.get('order_ids') ?? '') as number[]).length),
    ).toEqual([50, 50, 50]);

    const empty = lazada(() => reply({ code: '0', data: { orders: [] } }));
    const since = new Date('2024-04-01T00:00:00Z');
    expect(await empty.driver.orders('S1', tokens, { since, skus: [] })).toEqual({
      orders: [],
      until: since,
    });
    expect(empty.calls).toHaveLength(1);
  });
});

describe('Lazada refresh', () => {
  it('returns the new tokens', async () => {
    const { driver, calls } = lazada(() =>
      reply({ code: '0', access_token: 'a2', refresh_token: 'r2', expires_in: 3600 }),
    );
    expect(await driver.refresh('S1', tokens)).toEqual({
      access_token: 'a2',
      refresh_token: 'r2',
      expires_at: NOW + 3_600_000,
    });
    expect(calls[0].url.href).toBe('https://auth.lazada.com/rest/auth/token/refresh');
    expect(calls[0].method).toBe('POST');
    expect(calls[0].params.get('refresh_token')).toBe('ref');
  });

  it('a refusal is MarketplaceError refused (connect again)', async () => {
    const { driver } = lazada(() =>
      reply({ code: 'IllegalRefreshToken', type: 'ISV', message: 'refresh token expired' }),
    );
    const err = await failure(driver.refresh('S1', tokens));
    expect(err.kind).toBe('refused');
    expect(err.detail.code).toBe('refresh_refused');
    expect(err.message).toContain('refresh token expired');
    expect(thaiPlatformError(err)).toBe(th.server.marketplace.platform_errors.refresh_refused);
  });

  it('a platform down is not a refusal: tried again later', async () => {
    const { driver } = lazada(() => reply({ message: 'busy' }, 503));
    expect((await failure(driver.refresh('S1', tokens))).kind).toBe('unavailable');
  });
});

describe('failed calls become MarketplaceError', () => {
  const since = { since: new Date(0), skus: [] };

  it('HTTP 429 is rate_limited, waiting Retry-After (60 s without one)', async () => {
    const a = lazada(() => reply({}, 429, { 'retry-after': '30' }));
    const err = await failure(a.driver.orders('S1', tokens, since));
    expect(err.kind).toBe('rate_limited');
    expect(err.detail.retryAfterSeconds).toBe(30);
    expect(err.detail.status).toBe(429);
    expect(thaiPlatformError(err)).toBe(
      th.server.marketplace.platform_errors.rate_limited.replace('%{seconds}', '30'),
    );

    const b = shopee(() => reply({ error: 'error_rate_limit', message: 'too many' }, 429));
    const err2 = await failure(b.driver.orders('1', tokens, since));
    expect(err2.kind).toBe('rate_limited');
    expect(err2.detail.retryAfterSeconds).toBe(60);
  });

  it('HTTP 500 and a network failure are unavailable', async () => {
    const a = lazada(() => new Response('oops', { status: 500 }));
    expect((await failure(a.driver.orders('S1', tokens, since))).kind).toBe('unavailable');
    const b = shopee(() => Promise.reject(new TypeError('fetch failed')));
    const err = await failure(b.driver.orders('1', tokens, since));
    expect(err.kind).toBe('unavailable');
    expect(thaiPlatformError(err)).toBe(th.server.marketplace.platform_errors.unavailable);
  });

  it('HTTP 401/403 is auth, another 4xx refused', async () => {
    const a = shopee(() => reply({ error: 'error_auth', message: 'Invalid access_token.' }, 403));
    const err = await failure(a.driver.orders('1', tokens, since));
    expect([err.kind, err.detail.code, err.message]).toEqual([
      'auth',
      'error_auth',
      'Invalid access_token.',
    ]);
    const b = lazada(() => new Response('', { status: 401 }));
    expect((await failure(b.driver.orders('S1', tokens, since))).kind).toBe('auth');
    const c = shopee(() => reply({ error: 'error_param', message: 'Wrong parameters' }, 400));
    const refused = await failure(c.driver.orders('1', tokens, since));
    expect([refused.kind, refused.detail.code]).toEqual(['refused', 'error_param']);
    expect(thaiPlatformError(refused)).toBe(
      th.server.marketplace.platform_errors.generic.replace('%{message}', 'Wrong parameters'),
    );
  });

  it("Lazada's codes in an HTTP 200 body: IllegalAccessToken is auth, ApiCallLimit rate_limited, ISP unavailable, others refused", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ code: 'IllegalAccessToken', type: 'ISV' }, 'auth'],
      [{ code: 'ApiCallLimit', type: 'ISV' }, 'rate_limited'],
      [{ code: 'SellerCallLimit', type: 'ISV' }, 'rate_limited'],
      [{ code: 'ServiceTimeout', type: 'ISP' }, 'unavailable'],
      [{ code: 'E999', type: 'ISP' }, 'unavailable'],
      [{ code: 'InvalidParameter', type: 'ISV' }, 'refused'],
    ];
    for (const [body, kind] of cases) {
      const { driver } = lazada(() => reply({ ...body, message: `said ${body.code}` }));
      const err = await failure(driver.orders('S1', tokens, since));
      expect([body.code, err.kind, err.detail.code, err.message]).toEqual([
        body.code,
        kind,
        body.code,
        `said ${body.code}`,
      ]);
    }
  });

  it("Shopee's codes in an HTTP 200 body", async () => {
    const cases: [string, string][] = [
      ['error_auth', 'auth'],
      ['invalid_access_token', 'auth'],
      ['error_rate_limit', 'rate_limited'],
      ['error_busy', 'unavailable'],
      ['error_server', 'unavailable'],
      ['error_not_found', 'refused'],
    ];
    for (const [code, kind] of cases) {
      const { driver } = shopee(() => reply({ error: code, message: `said ${code}` }));
      const err = await failure(driver.orders('1', tokens, since));
      expect([code, err.kind, err.detail.code, err.message]).toEqual([
        code,
        kind,
        code,
        `said ${code}`,
      ]);
    }
  });
});

describe('Lazada ship', () => {
  const answers = (items: Record<string, unknown>[]) => (c: Call) => {
    const path = c.url.pathname;
    if (path.endsWith('/order/items/get')) return reply({ code: '0', data: items });
    if (path.endsWith('/order/shipment/providers/get'))
      return reply({
        code: '0',
        result: {
          success: true,
          data: {
            platform_default: 0,
            shipping_allocate_type: 'TFS',
            shipment_providers: [
              { name: 'LEX TH', provider_code: 'FM49' },
              { name: 'Flash Express', provider_code: 'FM50' },
            ],
          },
        },
      });
    if (path.endsWith('/order/fulfill/pack'))
      return reply({
        code: '0',
        result: {
          success: true,
          data: {
            pack_order_list: [
              {
                order_id: 1001,
                order_item_list: [
                  { order_item_id: 1, item_err_code: '0', package_id: 'FP1', msg: 'success' },
                  { order_item_id: 2, item_err_code: '0', package_id: 'FP1', msg: 'success' },
                ],
              },
            ],
          },
        },
      });
    if (path.endsWith('/order/package/rts'))
      return reply({
        code: '0',
        result: { success: true, data: { packages: [{ package_id: 'FP1', item_err_code: '0' }] } },
      });
    return reply({ code: 'NotFound', message: path }, 404);
  };
  const shipment = { order_id: '1001', tracking_no: 'TH0123456789', carrier: 'FLASH-EXPRESS' };

  it("packs the order's live items with the carrier's provider, then sets the package ready to ship", async () => {
    const { driver, calls } = lazada(
      answers([
        { order_item_id: 1, sku: 'A', status: 'pending' },
        { order_item_id: 2, sku: 'A', status: 'pending' },
        { order_item_id: 3, sku: 'B', status: 'canceled' },
      ]),
    );
    await driver.ship('S1', tokens, shipment);
    expect(calls.map((c) => c.url.pathname.replace('/rest', ''))).toEqual([
      '/order/items/get',
      '/order/shipment/providers/get',
      '/order/fulfill/pack',
      '/order/package/rts',
    ]);
    const pack = JSON.parse(calls[2].params.get('packReq') ?? '{}') as Record<string, unknown>;
    expect(pack).toEqual({
      pack_order_list: [{ order_id: '1001', order_item_list: ['1', '2'] }],
      delivery_type: 'dropship',
      shipping_allocate_type: 'TFS',
      shipment_provider_code: 'FM50',
    });
    expect(JSON.parse(calls[3].params.get('readyToShipReq') ?? '{}')).toEqual({
      packages: [{ package_id: 'FP1' }],
    });
    expect(calls[3].method).toBe('POST');
  });

  it('a packed order is only set ready to ship; a cancelled one is refused', async () => {
    const packed = lazada(
      answers([{ order_item_id: 1, sku: 'A', status: 'packed', package_id: 'FP9' }]),
    );
    await packed.driver.ship('S1', tokens, shipment);
    expect(packed.calls.map((c) => c.url.pathname.replace('/rest', ''))).toEqual([
      '/order/items/get',
      '/order/package/rts',
    ]);
    expect(packed.calls[1].params.get('readyToShipReq')).toBe(
      '{"packages":[{"package_id":"FP9"}]}',
    );

    const cancelled = lazada(answers([{ order_item_id: 1, sku: 'A', status: 'canceled' }]));
    const err = await failure(cancelled.driver.ship('S1', tokens, shipment));
    expect([err.kind, err.detail.code]).toEqual(['refused', 'order_cancelled']);
    expect(thaiPlatformError(err)).toBe(th.server.marketplace.platform_errors.order_cancelled);
    expect(cancelled.calls).toHaveLength(1);
  });

  it('a carrier Lazada does not offer for the order is refused before packing', async () => {
    const { driver, calls } = lazada(answers([{ order_item_id: 1, sku: 'A', status: 'pending' }]));
    const err = await failure(driver.ship('S1', tokens, { ...shipment, carrier: 'Kerry' }));
    expect([err.kind, err.detail.code]).toEqual(['refused', 'carrier_not_offered']);
    expect(calls.some((c) => c.url.pathname.endsWith('/order/fulfill/pack'))).toBe(false);
  });
});

describe('Shopee ship', () => {
  const answers = (status: string) => (c: Call) =>
    c.url.pathname.endsWith('/get_order_detail')
      ? reply({
          error: '',
          response: {
            order_list: [
              { order_sn: '240501ABC', order_status: status, create_time: 1, update_time: 2 },
            ],
          },
        })
      : reply({ error: '', message: '', response: {} });
  const shipment = { order_id: '240501ABC', tracking_no: 'TH0123456789', carrier: 'Kerry' };

  it('sends the tracking number as a non-integrated shipment', async () => {
    const { driver, calls } = shopee(answers('READY_TO_SHIP'));
    await driver.ship('14701711', tokens, shipment);
    expect(calls[1].url.pathname).toBe('/api/v2/logistics/ship_order');
    expect(calls[1].method).toBe('POST');
    expect(calls[1].json).toEqual({
      order_sn: '240501ABC',
      non_integrated: { tracking_number: 'TH0123456789' },
    });
    const base = `2001887/api/v2/logistics/ship_order${SECONDS}tok14701711`;
    expect(calls[1].url.searchParams.get('sign')).toBe(
      createHmac('sha256', 'shopee-partner-key').update(base).digest('hex'),
    );
  });

  it('a cancelled order is refused; one already shipped is done', async () => {
    const cancelled = shopee(answers('IN_CANCEL'));
    const err = await failure(cancelled.driver.ship('1', tokens, shipment));
    expect([err.kind, err.detail.code]).toEqual(['refused', 'order_cancelled']);
    expect(cancelled.calls).toHaveLength(1);
    const shipped = shopee(answers('SHIPPED'));
    await shipped.driver.ship('1', tokens, shipment);
    expect(shipped.calls).toHaveLength(1);
  });

  it("Shopee's refusal of the tracking number reads as an invalid tracking number", async () => {
    const { driver } = shopee((c) =>
      c.url.pathname.endsWith('/ship_order')
        ? reply({ error: 'logistics.tracking_number_invalid', message: 'bad number' })
        : answers('READY_TO_SHIP')(c),
    );
    const err = await failure(driver.ship('1', tokens, shipment));
    expect(err.kind).toBe('refused');
    expect(thaiPlatformError(err)).toBe(th.server.marketplace.platform_errors.invalid_tracking);
  });
});

describe('Shopee orders and refresh', () => {
  const detail = (sn: string, status: string, update: number) => ({
    order_sn: sn,
    order_status: status,
    create_time: update - 600,
    update_time: update,
    cod: true,
    message_to_seller: 'ส่งเร็ว',
    recipient_address: {
      name: 'กฤษดา ทองดี',
      phone: '66812345678',
      state: 'เชียงใหม่',
      city: 'เมืองเชียงใหม่',
      district: 'ศรีภูมิ',
      zipcode: '50200',
      full_address: '45 ถนนมูลเมือง',
    },
    item_list: [
      { item_sku: 'ITEM', model_sku: 'M-1', model_quantity_purchased: 2 },
      { item_sku: 'SOLO', model_sku: '', model_quantity_purchased: 1 },
    ],
  });

  it('reads at most 15 days from `since` by update_time, pages by cursor, details 50 a call', async () => {
    const since = new Date(NOW - 20 * 24 * 3_600_000);
    const from = since.getTime() / 1000;
    const sns = Array.from({ length: 60 }, (_, i) => `SN${i}`);
    const { driver, calls } = shopee((c) => {
      const q = c.url.searchParams;
      if (c.url.pathname.endsWith('/get_order_list')) {
        const second = q.get('cursor') === 'next';
        return reply({
          error: '',
          response: {
            more: !second,
            next_cursor: second ? '' : 'next',
            order_list: (second ? sns.slice(30) : sns.slice(0, 30)).map((order_sn) => ({
              order_sn,
            })),
          },
        });
      }
      const asked = (q.get('order_sn_list') ?? '').split(',');
      const statuses = [
        'UNPAID',
        'READY_TO_SHIP',
        'PROCESSED',
        'SHIPPED',
        'COMPLETED',
        'CANCELLED',
      ];
      return reply({
        error: '',
        response: {
          order_list: asked.map((sn) => {
            const i = Number(sn.slice(2));
            return detail(sn, statuses[i % statuses.length], from + 1000 - i);
          }),
        },
      });
    });
    const { orders, until } = await driver.orders('14701711', tokens, { since, skus: [] });
    const lists = calls.filter((c) => c.url.pathname.endsWith('/get_order_list'));
    expect(lists).toHaveLength(2);
    const q = lists[0].url.searchParams;
    expect(q.get('time_range_field')).toBe('update_time');
    expect(Number(q.get('time_from'))).toBe(from);
    expect(Number(q.get('time_to'))).toBe(from + 15 * 24 * 3600);
    expect(q.get('page_size')).toBe('100');
    expect(lists[1].url.searchParams.get('cursor')).toBe('next');
    const details = calls.filter((c) => c.url.pathname.endsWith('/get_order_detail'));
    expect(details.map((c) => c.url.searchParams.get('order_sn_list')?.split(',').length)).toEqual([
      50, 10,
    ]);
    expect(details[0].url.searchParams.get('response_optional_fields')).toContain('item_list');

    expect(orders).toHaveLength(60);
    // Oldest change first.
    expect(orders[0].id).toBe('SN59');
    const sn0 = orders.find((o) => o.id === 'SN0');
    expect(sn0).toMatchObject({
      status: 'pending',
      cod: true,
      items: [
        { sku: 'M-1', quantity: 2 },
        { sku: 'SOLO', quantity: 1 },
      ],
      buyer: {
        first_name: 'กฤษดา',
        last_name: 'ทองดี',
        phone: '0812345678',
        province: 'เชียงใหม่',
        district: 'เมืองเชียงใหม่',
        subdistrict: 'ศรีภูมิ',
        postcode: '50200',
      },
      remark: 'ส่งเร็ว',
    });
    expect(orders.map((o) => [Number(o.id.slice(2)) % 6, o.status])).toEqual(
      expect.arrayContaining([
        [0, 'pending'],
        [1, 'ready_to_ship'],
        [2, 'ready_to_ship'],
        [3, 'shipped'],
        [4, 'delivered'],
        [5, 'cancelled'],
      ]),
    );
    // The window ended before now: the next pull goes on from its end.
    expect(until).toEqual(new Date((from + 15 * 24 * 3600) * 1000));
  });

  it('asks up to now within 15 days; `until` is the latest change, or since', async () => {
    const since = new Date(NOW - 3_600_000);
    const { driver, calls } = shopee((c) =>
      c.url.pathname.endsWith('/get_order_list')
        ? reply({ error: '', response: { more: false, order_list: [{ order_sn: 'A' }] } })
        : reply({
            error: '',
            response: { order_list: [detail('A', 'TO_CONFIRM_RECEIVE', SECONDS - 120)] },
          }),
    );
    const { orders, until } = await driver.orders('1', tokens, { since, skus: [] });
    expect(calls[0].url.searchParams.get('time_to')).toBe(String(SECONDS));
    expect(orders[0].status).toBe('shipped');
    expect(until).toEqual(new Date((SECONDS - 120) * 1000));

    const empty = shopee(() => reply({ error: '', response: { more: false, order_list: [] } }));
    expect((await empty.driver.orders('1', tokens, { since, skus: [] })).until).toEqual(since);
  });

  it('refresh answers the NEW refresh token; a refusal is refused', async () => {
    const { driver, calls } = shopee(() =>
      reply({ error: '', message: '', access_token: 'a2', refresh_token: 'r2', expire_in: 14400 }),
    );
    expect(await driver.refresh('14701711', tokens)).toEqual({
      access_token: 'a2',
      refresh_token: 'r2',
      expires_at: NOW + 14_400_000,
    });
    expect(calls[0].url.pathname).toBe('/api/v2/auth/access_token/get');
    expect(calls[0].json).toEqual({ refresh_token: 'ref', shop_id: 14701711, partner_id: 2001887 });

    const refused = shopee(() =>
      reply({ error: 'error_param', message: 'Invalid refresh_token' }, 400),
    );
    const err = await failure(refused.driver.refresh('14701711', tokens));
    expect([err.kind, err.detail.code]).toEqual(['refused', 'refresh_refused']);
    expect(err.message).toContain('Invalid refresh_token');
  });
});

describe('stock', () => {
  const levels = (n: number, prefix = 'SKU') =>
    Array.from({ length: n }, (_, i) => ({ sku: `${prefix}${i}`, quantity: i }));

  it('Lazada: one call of at most 50 SKUs, the XML payload, errors per SKU from `detail`', async () => {
    const { driver, calls } = lazada(() =>
      reply({
        code: '500',
        type: 'ISV',
        message: 'some SKUs failed',
        detail: [
          { field: 'SellerSku', message: 'SellerSku is not exist', seller_sku: 'SKU1' },
          { field: 'SellableQuantity', message: 'less than locked', seller_sku: 'SKU2' },
        ],
      }),
    );
    expect(driver.stockBatch).toBe(50);
    const results = await driver.pushStock('S1', tokens, [
      { sku: 'SKU0', quantity: 7 },
      { sku: 'SKU1', quantity: 3 },
      { sku: 'SKU2', quantity: 0 },
      { sku: 'A&B', quantity: 1 },
    ]);
    expect(results).toEqual([
      { sku: 'SKU0' },
      { sku: 'SKU1', error: SKU_NOT_LISTED },
      { sku: 'SKU2', error: 'less than locked' },
      { sku: 'A&B' },
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0].url.pathname).toBe('/rest/product/stock/sellable/update');
    expect(calls[0].method).toBe('POST');
    expect(calls[0].params.get('payload')).toBe(
      '<Request><Product><Skus>' +
        '<Sku><SellerSku>SKU0</SellerSku><SellableQuantity>7</SellableQuantity></Sku>' +
        '<Sku><SellerSku>SKU1</SellerSku><SellableQuantity>3</SellableQuantity></Sku>' +
        '<Sku><SellerSku>SKU2</SellerSku><SellableQuantity>0</SellableQuantity></Sku>' +
        '<Sku><SellerSku>A&amp;B</SellerSku><SellableQuantity>1</SellableQuantity></Sku>' +
        '</Skus></Product></Request>',
    );
    expect(thaiStockError(SKU_NOT_LISTED)).toBe(
      th.server.marketplace.platform_errors.sku_not_listed,
    );

    const fifty = lazada(() => reply({ code: '0' }));
    expect(await fifty.driver.pushStock('S1', tokens, levels(50))).toHaveLength(50);
    expect(fifty.calls).toHaveLength(1);
    expect(fifty.calls[0].params.get('payload')?.match(/<Sku>/g)).toHaveLength(50);
    await expect(fifty.driver.pushStock('S1', tokens, levels(51))).rejects.toThrow(RangeError);
    expect(fifty.calls).toHaveLength(1);
  });

  it('Lazada: an error of the whole call throws', async () => {
    const { driver } = lazada(() => reply({ code: 'IllegalAccessToken', message: 'expired' }));
    expect((await failure(driver.pushStock('S1', tokens, levels(2)))).kind).toBe('auth');
  });

  it('Shopee: SKUs found through the item list, kept 10 minutes; one update per item; unlisted SKUs and refused models per SKU', async () => {
    let now = NOW;
    const { driver, calls } = shopee(
      (c) => {
        const path = c.url.pathname;
        const q = c.url.searchParams;
        if (path.endsWith('/get_item_list'))
          return reply({
            error: '',
            response: { item: [{ item_id: 11 }, { item_id: 22 }], has_next_page: false },
          });
        if (path.endsWith('/get_item_base_info'))
          return reply({
            error: '',
            response: {
              item_list: [
                { item_id: 11, item_sku: 'SOLO', has_model: false },
                { item_id: 22, item_sku: 'PARENT', has_model: true },
              ],
            },
          });
        if (path.endsWith('/get_model_list'))
          return reply({
            error: '',
            response: {
              model: [
                { model_id: 221, model_sku: 'RED' },
                { model_id: 222, model_sku: 'BLUE' },
              ],
            },
            ...(q.get('item_id') === '22' ? {} : { error: 'error_param' }),
          });
        const body = c.json as { item_id: number };
        return reply({
          error: '',
          response:
            body.item_id === 22
              ? {
                  success_list: [{ model_id: 221, stock: 5 }],
                  failure_list: [{ model_id: 222, failed_reason: 'stock locked by promotion' }],
                }
              : { success_list: [{ model_id: 0, stock: 3 }], failure_list: [] },
        });
      },
      () => now,
    );
    const results = await driver.pushStock('14701711', tokens, [
      { sku: 'SOLO', quantity: 3 },
      { sku: 'RED', quantity: 5 },
      { sku: 'BLUE', quantity: 2 },
      { sku: 'GHOST', quantity: 1 },
    ]);
    expect(results).toEqual([
      { sku: 'SOLO' },
      { sku: 'RED' },
      { sku: 'BLUE', error: 'stock locked by promotion' },
      { sku: 'GHOST', error: SKU_NOT_LISTED },
    ]);
    const itemList = calls.find((c) => c.url.pathname.endsWith('/get_item_list'));
    expect(itemList?.url.searchParams.getAll('item_status')).toEqual(['NORMAL', 'UNLIST']);
    const updates = calls.filter((c) => c.url.pathname.endsWith('/update_stock'));
    expect(updates.map((c) => c.json)).toEqual([
      { item_id: 11, stock_list: [{ seller_stock: [{ stock: 3 }] }] },
      {
        item_id: 22,
        stock_list: [
          { model_id: 221, seller_stock: [{ stock: 5 }] },
          { model_id: 222, seller_stock: [{ stock: 2 }] },
        ],
      },
    ]);
    const lookups = () => calls.filter((c) => !c.url.pathname.endsWith('/update_stock')).length;
    expect(lookups()).toBe(3);

    now += 9 * 60_000;
    await driver.pushStock('14701711', tokens, [{ sku: 'SOLO', quantity: 1 }]);
    expect(lookups()).toBe(3);
    now += 2 * 60_000;
    await driver.pushStock('14701711', tokens, [{ sku: 'SOLO', quantity: 1 }]);
    expect(lookups()).toBe(6);
    expect(driver.stockBatch).toBe(50);
    await expect(driver.pushStock('14701711', tokens, levels(51))).rejects.toThrow(RangeError);
  });
});
