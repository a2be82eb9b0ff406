import type { EndpointKey } from '../contract/endpoints';

/**
 * Examples of the calls a shop's program makes most, shown on `/api/docs`: the query of a
 * GET, the body of a POST, and a whole reply. Each is checked against its endpoint's schemas
 * (tests/api/openapi.test.ts), so an example never shows what the server would refuse.
 */
export interface OperationExample {
  /** Query parameters by name, as text (a query string carries text). */
  query?: Record<string, string>;
  body?: unknown;
  /** The whole `{code, message, data}` reply. */
  reply: { code: number; message: string; data: unknown } & Record<string, unknown>;
}

const ok = 'สำเร็จ';

const line = {
  id: 4033,
  type: 1,
  product_id: 140,
  customer_product_id: 'S1-P0140',
  product_name_th: 'หูฟังไร้สาย แพ็กประหยัด',
  pic: null,
  price: 850,
  total_order: 2,
  available: 51,
};

export const operationExamples: Partial<Record<EndpointKey, OperationExample>> = {
  shops: {
    reply: {
      code: 200,
      message: ok,
      data: [
        { shop_id: 1, shop_no: 'SH0001', shop_name: 'สยามสมาร์ทช็อป' },
        { shop_id: 2, shop_no: 'SH0002', shop_name: 'สยามสมาร์ท เอาท์เล็ต' },
      ],
    },
  },
  orders: {
    query: { shop_id: '1', page: '1', per_page: '20', search: 'สมศรี' },
    reply: {
      code: 200,
      message: ok,
      data: [
        {
          id: 3001,
          order_id: 'OR1795935889101',
          delivery_dt: '2026-12-02',
          delivery_time: '14:00',
          order_name: 'สมศรี',
          order_lastname: 'มีสุข',
          delivery_platform: 'ไปรษณีย์ไทย - EMS',
          tracking_no: null,
          order_status: 'ร่างคำสั่งซื้อ',
          is_order: 0,
          total_price: 1700,
          sources: 0,
        },
      ],
      total: 1,
      first_key: 'eyJpIjozMDAxfQ',
      last_key: 'eyJpIjozMDAxfQ',
    },
  },
  order: {
    query: { order_id: '3001' },
    reply: {
      code: 200,
      message: ok,
      data: [
        {
          id: 3001,
          shop_id: 1,
          shop_name: 'สยามสมาร์ทช็อป',
          order_id: 'OR1795935889101',
          sources: 0,
          sources_item_id: null,
          created_dt: '2026-11-29T07:04:47.814Z',
          order_dt: '2026-11-29',
          order_time: '14:04',
          delivery_dt: '2026-12-02',
          delivery_time: '14:00',
          title_id: 1,
          order_name: 'สมศรี',
          order_lastname: 'มีสุข',
          email: 'somsri@example.com',
          tel: '0812345678',
          addr: '99/1 ถนนรัชดาภิเษก',
          province_id: 10,
          district_id: 1017,
          subdistrict_id: 69,
          postcode: '10310',
          cod: false,
          delivery_channel_id: 1,
          shipping_type: 2,
          delivery_status: 'ธรรมดา',
          delivery_platform: 'ไปรษณีย์ไทย - EMS',
          distcount: 0,
          pic: null,
          remark: 'ส่งช่วงบ่าย',
          product: [line],
          total_price: 1700,
          is_order: 0,
          is_confirm_order: 0,
          order_status: 'ร่างคำสั่งซื้อ',
          transport_dt: null,
          transport_time: null,
          tracking_no: null,
          marketplace: null,
        },
      ],
    },
  },
  orderCreate: {
    body: {
      shop_id: 1,
      order_dt: '2026-11-29',
      order_time: '14:04',
      delivery_dt: '2026-12-02',
      delivery_time: '14:00',
      title_id: 1,
      customer_firstname: 'สมศรี',
      customer_lastname: 'มีสุข',
      email: 'somsri@example.com',
      tel: '0812345678',
      address: '99/1 ถนนรัชดาภิเษก',
      province_id: 10,
      district_id: 1017,
      subdistrict_id: 69,
      postcode: '10310',
      cod: 1,
      delivery_channel_id: 1,
      shipping_type: 2,
      distcount: 0,
      remark: 'ส่งช่วงบ่าย',
      product: [{ product_id: 140, total_order: 2, type: 1 }],
    },
    reply: {
      code: 200,
      message: ok,
      data: { id: 3001, order_id: 'OR1795935889101', total_price: 1700 },
    },
  },
  inventory: {
    query: { shop_id: '1', page: '1', per_page: '50' },
    reply: {
      code: 200,
      message: ok,
      data: [
        {
          id: 28,
          product_id: 140,
          shop_id: 1,
          fp_product_id: 'FP1767225700140',
          customer_product_id: 'S1-P0140',
          product_name_th: 'หูฟังไร้สาย แพ็กประหยัด',
          product_name_en: 'Wireless Earbuds Value Pack',
          brand_th: 'ไทยเทค',
          brand_en: 'ThaiTech',
          pic: null,
          inven_pic: null,
          inventory: 51,
          reorder_point: 20,
          low_stock: false,
          last_checked_at: null,
        },
      ],
      total: 28,
      first_key: 'eyJpIjoyOH0',
      last_key: 'eyJpIjoyOH0',
    },
  },
};
