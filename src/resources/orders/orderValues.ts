import type { RaRecord } from 'react-admin';
import { linesSatang, orderForm, type OrderRecord } from '../../../contract/schemas/orders';
import { warehouseClock, warehouseToday } from '../../../contract/dates';
import { contractResolver } from '../../components/contractResolver';

/** A line as the form holds it: what is sent, and what the table shows. */
export interface FormLine {
  product_id: number;
  type: number;
  total_order: number | null;
  code: string;
  name: string;
  price: number;
  /** Stock available when picked or read. */
  available: number;
  pic: string | null;
}

/** The order form's resolver; the photo chosen (orderpic) goes on to the save, which uploads it. */
export const orderResolver = contractResolver(orderForm, ['orderpic']);

/** Today and now in Bangkok, as the date and time inputs hold them. */
export function bangkokNow() {
  const now = new Date();
  return { date: warehouseToday(now), time: warehouseClock(now) };
}

/** A read order as the form's values (spec part 3 §3 names differ from the payload's). */
export function orderAsForm(record: RaRecord): RaRecord {
  const r = record as unknown as OrderRecord;
  return {
    id: r.id,
    shop_id: r.shop_id,
    order_id: r.order_id,
    order_dt: r.order_dt,
    order_time: r.order_time,
    delivery_dt: r.delivery_dt,
    delivery_time: r.delivery_time,
    title_id: r.title_id,
    customer_firstname: r.order_name,
    customer_lastname: r.order_lastname,
    email: r.email,
    tel: r.tel,
    address: r.addr,
    province_id: r.province_id,
    district_id: r.district_id,
    subdistrict_id: r.subdistrict_id,
    postcode: r.postcode,
    cod: r.cod ? 2 : 1,
    delivery_channel_id: r.delivery_channel_id,
    shipping_type: r.shipping_type,
    distcount: r.distcount,
    remark: r.remark,
    is_order: r.is_order,
    is_confirm_order: r.is_confirm_order,
    order_status: r.order_status,
    tracking_no: r.tracking_no,
    transport_dt: r.transport_dt,
    transport_time: r.transport_time,
    pic: r.pic,
    sources: r.sources,
    // Shown only (OrderMarketplace.tsx): where an order from Lazada or Shopee stands there.
    marketplace: r.marketplace,
    product: r.product.map((l): FormLine => ({
      product_id: l.product_id,
      type: l.type,
      total_order: l.total_order,
      code: l.customer_product_id,
      name: l.product_name_th,
      price: l.price,
      available: l.available,
      pic: l.pic,
    })),
  };
}

/** Σ price × quantity − discount of the form's lines, in baht (exact: summed in satang). */
export const orderTotal = (lines: FormLine[], discount: unknown) =>
  Math.max(linesSatang(lines) - Math.round((Number(discount) || 0) * 100), 0) / 100;

const PAYLOAD_KEYS = [
  'shop_id',
  'order_dt',
  'order_time',
  'delivery_dt',
  'delivery_time',
  'title_id',
  'customer_firstname',
  'customer_lastname',
  'email',
  'tel',
  'address',
  'province_id',
  'district_id',
  'subdistrict_id',
  'postcode',
  'cod',
  'delivery_channel_id',
  'shipping_type',
  'distcount',
  'remark',
] as const;

/**
 * The form's values as the create or update call takes them (spec part 2 §3.4): the lines as
 * {product_id, total_order, type}, the total the form shows (the server checks it), and the
 * photo chosen, which the save uploads after the order exists.
 */
export function orderPayload(data: RaRecord, withStatus: boolean) {
  const body: Record<string, unknown> = Object.fromEntries(PAYLOAD_KEYS.map((k) => [k, data[k]]));
  body.distcount = data.distcount ?? 0;
  body.remark = data.remark ?? '';
  body.product = ((data.product ?? []) as FormLine[]).map((l) => ({
    product_id: l.product_id,
    total_order: l.total_order,
    type: l.type,
  }));
  body.total_price = orderTotal(data.product ?? [], data.distcount);
  body.sources = 0;
  if (withStatus) body.is_order = data.is_order ?? 0;
  if (data.orderpic instanceof File) body.orderpic = data.orderpic;
  return body;
}
