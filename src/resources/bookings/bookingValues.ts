import type { RaRecord, SortPayload } from 'react-admin';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  BOOKING_LINES_MAX,
  bookingAdminForm,
  bookingFields,
  bookingLine,
  CONTACT_EMAIL_MAX,
  countedLine,
  countingOpenFor,
  receivesStock,
  warehouseToday,
  type BookingRecord,
} from '../../../contract/schemas/bookings';
import { contractResolver } from '../../components/contractResolver';
import type { LineBarcodes } from './scanCount';

const b = (key: string) => ({ error: `validation.booking.${key}` });

/** A product line as the form holds it: what is sent, and what the table shows. */
export interface FormLine {
  product_id: number;
  amount: number | null;
  /** Staff's count while the goods are at the dock or being received; empty until typed. */
  received_amount?: number | null;
  code: string;
  name: string;
  price: number | string;
  pic: string | null;
  /** The product's barcodes, which count the line when scanned (ScanCountPanel); as read. */
  barcodes?: LineBarcodes;
}

/**
 * The date's own problem that the server told (a holiday, a day off): it stays under the date
 * field, and the form does not save, until another date is chosen.
 */
export interface DateProblem {
  date: string;
  message: string;
}
export type DateProblemRef = { current: DateProblem | null };

/**
 * The shop's form (spec part 2 §5.3): the contract's fields, a date not before today, at
 * least one line; on the edit screen the e-mail is required too.
 */
const shopForm = (emailRequired: boolean) =>
  z.object({
    ...bookingFields,
    booking_dt: bookingFields.booking_dt.refine((d) => d >= warehouseToday(), b('date_past')),
    contact_email: emailRequired
      ? z
          .string(b('email_required'))
          .trim()
          .min(1, b('email_required'))
          .max(CONTACT_EMAIL_MAX, b('email_invalid'))
      : bookingFields.contact_email,
    product: z
      .array(
        z.object({
          product_id: bookingLine.shape.product_id,
          amount: bookingLine.shape.amount,
        }),
        b('products_required'),
      )
      .min(1, b('products_required'))
      .max(BOOKING_LINES_MAX, b('too_many_lines')),
  });

/** The resolver of the shop's form, which also keeps the date's own problem under the date. */
export function shopResolver(emailRequired: boolean, problem: DateProblemRef): Resolver {
  // The photo chosen goes on to the save, which uploads it once the booking exists.
  const base = contractResolver(shopForm(emailRequired), ['photo']);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const p = problem.current;
    if (!p || values.booking_dt !== p.date || result.errors.booking_dt) return result;
    const errors = {
      ...result.errors,
      booking_dt: { type: 'server', message: p.message },
    } as FieldErrors<FieldValues>;
    return { values: {}, errors };
  };
}

/** The counts as typed: each a whole number from 0, or empty while the goods are counted. */
const countedForm = z.object({
  product: z.array(z.object({ received_amount: countedLine.shape.received_amount.optional() })),
});
/** To receive the goods (5 or 6), every line needs its count (DESIGN.md: "as counted"). */
const receivingForm = z.object({
  product: z.array(z.object({ received_amount: countedLine.shape.received_amount.unwrap() })),
});

/**
 * The staff's form: the status chosen, the assignee and the remark (required for 7, the
 * discrepancy note for 6); while the goods are counted (the booking is at the dock or
 * receiving, or the status chosen takes it there), a count per line, required to receive.
 */
export function staffResolver(current: number): Resolver {
  const status = contractResolver(bookingAdminForm);
  const counted = contractResolver(countedForm);
  const receiving = contractResolver(receivingForm);
  return async (values, context, options) => {
    const chosen = Number(values.booking_status);
    const counts = !countingOpenFor(current, chosen)
      ? undefined
      : receivesStock(chosen)
        ? receiving
        : counted;
    const results = await Promise.all([
      status(values, context, options),
      counts?.(values, context, options),
    ]);
    const errors = Object.assign({}, ...results.map((r) => r?.errors ?? {})) as FieldErrors;
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}

/** A read booking as the form's values. */
export function bookingAsForm(record: RaRecord): RaRecord {
  const r = record as unknown as BookingRecord;
  return {
    ...r,
    /** The status as read; `booking_status` is the one chosen (staff). */
    current_status: r.booking_status,
    assignee: r.assignee ?? 0,
    cancel_remark: r.cancel_remark ?? '',
    remark: r.remark ?? '',
    contact_email: r.contact_email ?? '',
    product: (r.product ?? []).map((l): FormLine => ({
      product_id: l.product_id,
      amount: l.amount,
      // Empty until counted: a count typed into the booked amount (18 into 18) would be 1818.
      received_amount: l.received_amount ?? null,
      code: l.customer_product_id,
      name: l.product_name_th,
      price: l.price,
      pic: l.pic,
      barcodes: l.barcodes,
    })),
  };
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * The shop's values as the create or update call takes them (spec part 2 §3.3); the photo
 * chosen goes up after the booking is saved.
 */
export function shopPayload(data: RaRecord) {
  const email = text(data.contact_email);
  return {
    shop_id: data.shop_id,
    booking_dt: data.booking_dt,
    booking_time: data.booking_time,
    contact_name: data.contact_name,
    contact_tel: data.contact_tel,
    ...(email ? { contact_email: email } : {}),
    remark: text(data.remark),
    product: ((data.product ?? []) as FormLine[]).map((l) => ({
      product_id: l.product_id,
      amount: l.amount,
    })),
    ...(data.photo instanceof File ? { photo: data.photo } : {}),
  };
}

/**
 * The staff's values as the staff update takes them (spec part 2 §3.3: id, booking_status,
 * shop_id, assignee 0 if none, cancel_remark); while counting, the count per line (null where
 * none is typed) and, when the staff confirmed counts over twice the booked amounts,
 * `confirm_over_count`.
 */
export function staffPayload(data: RaRecord) {
  const counting = countingOpenFor(Number(data.current_status), Number(data.booking_status));
  return {
    shop_id: data.shop_id,
    booking_status: data.booking_status,
    assignee: data.assignee ?? 0,
    cancel_remark: text(data.cancel_remark),
    ...(counting
      ? {
          counted: ((data.product ?? []) as FormLine[]).map((l) => ({
            product_id: l.product_id,
            received_amount: l.received_amount ?? null,
          })),
        }
      : {}),
    ...(data.confirm_over_count === true ? { confirm_over_count: true } : {}),
    ...(data.photo instanceof File ? { photo: data.photo } : {}),
  };
}

/** The booking list's work queue, its open bookings: the soonest delivery first. */
export const SOONEST_DELIVERY: SortPayload = { field: 'booking_dt', order: 'ASC' };
/** The list's other status tabs: the latest delivery first. */
export const LATEST_DELIVERY: SortPayload = { field: 'booking_dt', order: 'DESC' };
