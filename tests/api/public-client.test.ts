import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFulfilmentClient, type FulfilmentClient } from '../../clients/typescript';
import type { ApiKeyCreated } from '../../contract/schemas/apiKeys';
import { orderCustomer, orderDates, orderAddress } from '../fixtures/order';
import { call, login, testApp } from './helpers';

// A shop's program, as the guide (docs/public-api.md) shows it: the generated TypeScript client
// (clients/typescript/) on a real port, holding nothing but an API key of company@demo.th.

let ctx: Awaited<ReturnType<typeof testApp>>;
let api: FulfilmentClient;
let base: string;

beforeAll(async () => {
  ctx = await testApp();
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  // The key is made in the portal, signed in.
  const cookie = await login(ctx.app, 'company@demo.th');
  const made = await call<ApiKeyCreated>(ctx.app, 'POST', 'apikey-createapikey', {
    cookie,
    body: { name: 'เว็บไซต์ร้านค้า', read_only: false },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  api = createFulfilmentClient(base, made.body.data.key);
});
afterAll(async () => {
  await ctx?.close();
});

/** The id of the user's shop SH0001, as the program finds it. */
async function shopSH0001() {
  const { data } = await api.GET('/api/shop-getshopbyuser');
  const shop = data?.data.find((s) => s.shop_no === 'SH0001');
  if (!shop) throw new Error('SH0001 is not among the shops');
  return shop.shop_id;
}

describe('the generated TypeScript client with an API key', () => {
  it("lists the key user's shops, and theirs alone", async () => {
    const { data, error, response } = await api.GET('/api/shop-getshopbyuser');
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    expect(data?.data.map((s) => s.shop_no)).toEqual(['SH0001', 'SH0002']);
  });

  it('creates an order for SH0001 and reads it back', async () => {
    const shopId = await shopSH0001();
    // A product with stock to sell, the customer's address and a carrier, as the program looks them up.
    const stock = await api.GET('/api/order-getproductexistinventory', {
      params: { query: { shop_id: String(shopId), page: '1', per_page: '20' } },
    });
    const product = stock.data?.data.find((p) => p.available >= 2 && p.price > 0);
    if (!product) throw new Error('SH0001 has no product in stock');
    const places = await api.GET('/api/master-getaddressbypostcode', {
      params: { query: { postcode: '10310' } },
    });
    const place = places.data?.data.find((p) => p.district_id === 1017);
    if (!place) throw new Error('no sub-district of Huai Khwang at 10310');
    const channels = await api.GET('/api/master-getdeliverychannel');
    const channel = channels.data?.data[0];
    if (!channel) throw new Error('no delivery channel');

    const created = await api.POST('/api/order-createorder', {
      body: {
        shop_id: shopId,
        ...orderDates,
        title_id: 1,
        ...orderCustomer,
        ...orderAddress(place),
        cod: 1,
        delivery_channel_id: channel.id,
        shipping_type: 2,
        remark: 'สั่งผ่าน API',
        product: [{ product_id: product.id, total_order: 2, type: 1 }],
      },
    });
    expect(created.error, JSON.stringify(created.error)).toBeUndefined();
    const order = created.data!.data;
    expect(order.total_price).toBe(product.price * 2);
    expect(order.order_id).toMatch(/^OR\d+$/);

    const read = await api.GET('/api/order-getorderbyid', {
      params: { query: { order_id: String(order.id) } },
    });
    expect(read.error).toBeUndefined();
    const [record] = read.data!.data;
    expect(record).toMatchObject({
      id: order.id,
      order_id: order.order_id,
      shop_id: shopId,
      shop_name: expect.any(String),
      order_name: orderCustomer.customer_firstname,
      order_lastname: orderCustomer.customer_lastname,
      tel: orderCustomer.tel,
      addr: '99/1 ถนนรัชดาภิเษก',
      subdistrict_id: place.subdistrict_id,
      postcode: '10310',
      delivery_channel_id: channel.id,
      remark: 'สั่งผ่าน API',
      total_price: product.price * 2,
      // A draft typed by the shop (not a marketplace's).
      is_order: 0,
      sources: 0,
      marketplace: null,
    });
    expect(record.product).toEqual([
      expect.objectContaining({ product_id: product.id, type: 1, total_order: 2 }),
    ]);

    // And the shop's order list finds it by its number.
    const list = await api.GET('/api/order-getorders', {
      params: { query: { shop_id: String(shopId), search: order.order_id, page: '1' } },
    });
    expect(list.data?.data.map((o) => o.id)).toEqual([order.id]);
  });

  it('answers an error as {code, message} in Thai, typed as the document says', async () => {
    // SH0003 is another user's shop.
    const { data, error, response } = await api.GET('/api/order-getorders', {
      params: { query: { shop_id: '3' } },
    });
    expect(data).toBeUndefined();
    expect(response.status).toBe(403);
    expect(error).toMatchObject({ code: 403, message: expect.stringMatching(/[\u0E00-\u0E7F]/) });

    // A key the portal does not know is 401.
    const stranger = createFulfilmentClient(base, 'fpk_not-a-key');
    const refused = await stranger.GET('/api/shop-getshopbyuser');
    expect(refused.response.status).toBe(401);
    expect(refused.error?.code).toBe(401);
  });
});
