import { and, asc, eq, inArray } from 'drizzle-orm';
import { th } from '../../i18n/th';
import type { Caller } from '../auth/session';
import type { Db } from '../db/client';
import {
  bookingItems,
  bookings,
  districts,
  lookups,
  orderItems,
  orders,
  products,
  productSets,
  provinces,
  shops,
  subdistricts,
  titles,
} from '../db/schema';
import { ApiError } from '../errors';

/** What a shipping label and packing slip print of one customer order. */
export interface LabelOrder {
  id: number;
  orderNo: string;
  shopName: string;
  /** `YYYY-MM-DD` and `HH:mm`, as the order was entered. */
  orderDate: string;
  orderTime: string;
  deliveryDate: string;
  deliveryTime: string;
  /** 1 express, 2 regular. */
  shippingType: number;
  channel: string;
  cod: boolean;
  /** The amount the carrier collects when `cod`. */
  total: number;
  recipient: string;
  tel: string;
  address: string;
  subdistrict: string;
  district: string;
  province: string;
  /** The province's code: 10 is Bangkok, whose addresses say แขวง and เขต. */
  provinceCode: string;
  postcode: string;
  remark: string;
  trackingNo: string | null;
  lines: LabelLine[];
}

export interface LabelLine {
  code: string;
  name: string;
  quantity: number;
  /** A product set rather than a product. */
  isSet: boolean;
}

/**
 * The orders named by `ids`, in the order asked (an id named twice prints twice). A shop
 * user may print only their own shops' orders: an id that names no order, or another shop's,
 * is not found (404) whichever it is, so nobody learns which order numbers exist elsewhere.
 */
export async function labelOrders(db: Db, caller: Caller, ids: number[]): Promise<LabelOrder[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.order_id,
      shopId: orders.shop_id,
      shopName: shops.shop_name,
      orderDate: orders.order_dt,
      orderTime: orders.order_time,
      deliveryDate: orders.delivery_dt,
      deliveryTime: orders.delivery_time,
      shippingType: orders.shipping_type,
      channel: lookups.enum_desc,
      cod: orders.cod,
      total: orders.total_price,
      title: titles.title_name_th,
      firstName: orders.customer_firstname,
      lastName: orders.customer_lastname,
      tel: orders.tel,
      address: orders.address,
      subdistrict: subdistricts.name_th,
      district: districts.name_th,
      province: provinces.name_th,
      provinceCode: provinces.pv_code,
      postcode: orders.postcode,
      remark: orders.remark,
      trackingNo: orders.tracking_no,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shop_id))
    .leftJoin(titles, eq(titles.id, orders.title_id))
    .leftJoin(provinces, eq(provinces.id, orders.province_id))
    .leftJoin(districts, eq(districts.id, orders.district_id))
    .leftJoin(subdistricts, eq(subdistricts.id, orders.subdistrict_id))
    .leftJoin(
      lookups,
      and(eq(lookups.category, 'delivery_channel'), eq(lookups.id, orders.delivery_channel_id)),
    )
    .where(inArray(orders.id, unique));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of unique) {
    const row = byId.get(id);
    if (!row || (!caller.isStaff && !caller.shopIds.has(row.shopId)))
      throw new ApiError(404, th.server.order.not_found);
  }

  const lines = await db
    .select({
      orderId: orderItems.order_id,
      type: orderItems.type,
      quantity: orderItems.total_order,
      productCode: products.customer_product_id,
      productName: products.product_name_th,
      setCode: productSets.customer_product_id,
      setName: productSets.product_name_th,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.product_id))
    .leftJoin(productSets, eq(productSets.id, orderItems.product_set_id))
    .where(inArray(orderItems.order_id, unique))
    .orderBy(asc(orderItems.id));
  const linesOf = new Map<number, LabelLine[]>();
  for (const l of lines) {
    const isSet = l.type === 2;
    const list = linesOf.get(l.orderId) ?? [];
    list.push({
      code: (isSet ? l.setCode : l.productCode) ?? '',
      name: (isSet ? l.setName : l.productName) ?? '',
      quantity: l.quantity,
      isSet,
    });
    linesOf.set(l.orderId, list);
  }

  return ids.map((id) => {
    const r = byId.get(id)!;
    return {
      id: r.id,
      orderNo: r.orderNo,
      shopName: r.shopName,
      orderDate: r.orderDate,
      orderTime: r.orderTime,
      deliveryDate: r.deliveryDate,
      deliveryTime: r.deliveryTime,
      shippingType: r.shippingType,
      channel: r.channel ?? '',
      cod: r.cod,
      total: r.total,
      // A Thai title is written against the first name: นางสาวสมศรี มีสุข.
      recipient: `${r.title ?? ''}${r.firstName} ${r.lastName}`.trim(),
      tel: r.tel,
      address: r.address,
      subdistrict: r.subdistrict ?? '',
      district: r.district ?? '',
      province: r.province ?? '',
      provinceCode: r.provinceCode ?? '',
      postcode: r.postcode,
      remark: r.remark,
      trackingNo: r.trackingNo?.trim() || null,
      lines: linesOf.get(id) ?? [],
    };
  });
}

/** What the delivery label of an inbound booking prints. */
export interface LabelBooking {
  id: number;
  bookingNo: string;
  shopNo: string;
  shopName: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** The slot's label, `08:00 - 09:00`. */
  slot: string;
  contactName: string;
  contactTel: string;
  contactEmail: string;
  /** booking_status, 1–7. */
  status: number;
  remark: string;
  lines: { code: string; name: string; quantity: number }[];
}

/**
 * The booking `id` with its shop and lines, in the order they were booked. The endpoint's
 * shop scope has checked a shop user's booking is one of their shops'; a booking that does
 * not exist is not found (404), for staff too.
 */
export async function labelBooking(db: Db, id: number): Promise<LabelBooking> {
  const [row] = await db
    .select({
      id: bookings.id,
      bookingNo: bookings.booking_no,
      shopNo: shops.shop_no,
      shopName: shops.shop_name,
      date: bookings.booking_dt,
      slot: bookings.booking_time,
      contactName: bookings.contact_name,
      contactTel: bookings.contact_tel,
      contactEmail: bookings.contact_email,
      status: bookings.booking_status,
      remark: bookings.remark,
    })
    .from(bookings)
    .innerJoin(shops, eq(shops.id, bookings.shop_id))
    .where(eq(bookings.id, id));
  if (!row) throw new ApiError(404, th.server.booking.not_found);
  const lines = await db
    .select({
      code: products.customer_product_id,
      name: products.product_name_th,
      quantity: bookingItems.amount,
    })
    .from(bookingItems)
    .innerJoin(products, eq(products.id, bookingItems.product_id))
    .where(eq(bookingItems.booking_id, id))
    .orderBy(asc(bookingItems.id));
  return { ...row, lines };
}
