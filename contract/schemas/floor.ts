import { z } from 'zod';
import { bodyId, MAX_INT, messages, queryId } from './common';

/** The warehouse floor (DESIGN.md "customer order"): pick lists and scan to pack. */

const m = messages('floor');

/** A pick list of confirmed orders, at most 200 at a time. */
export const pickListCreateBody = z.strictObject({
  order_ids: z.array(bodyId).min(1, m('orders_required')).max(200),
});
/** A scanned code: an order's number or a pick list's (PL000001). */
const scannedCode = z.string().trim().min(1).max(64);
/** An id, or a scanned code (the id wins when both come). */
const byIdOrCode = z
  .strictObject({ id: queryId.optional(), code: scannedCode.optional() })
  .refine((q) => q.id !== undefined || q.code !== undefined, {
    ...m('barcode_required'),
    path: ['code'],
  });
/** A pick list by id, or by its number as scanned from its PDF. */
export const pickListQuery = byIdOrCode;
/** A pick list's number (PL and six digits), as its PDF prints it in a barcode. */
export const PICK_NO = /^PL\d{6,}$/;
export const pickListCreated = z.object({ id: z.number(), pick_no: z.string() });

export const pickListLine = z.object({
  id: z.number(),
  /** The bin's floor and code; null for a set, or stock no bin records. */
  floor: z.string().nullable(),
  bin_code: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  item_barcode: z.string().nullable(),
  quantity: z.number(),
  picked: z.number(),
  short_reason: z.string().nullable(),
});
export const pickListRecord = z.object({
  id: z.number(),
  pick_no: z.string(),
  created_at: z.string(),
  orders: z.array(
    z.object({ id: z.number(), order_id: z.string(), shop_name: z.string(), is_order: z.number() }),
  ),
  lines: z.array(pickListLine),
});
export type PickListRecord = z.infer<typeof pickListRecord>;

export const pickLineBody = z.strictObject({
  id: bodyId,
  picked: z.number().int().min(0).max(MAX_INT),
  short_reason: z.string().trim().max(200).optional(),
});
/**
 * The short-pick form of a line of `quantity`: how many were taken (0 to the quantity) and,
 * when fewer, why. The server checks the same (server/domain/picking.ts pickLine).
 */
export const pickLineForm = (quantity: number) =>
  z
    .object({
      picked: z
        .number(m('picked_range'))
        .int(m('picked_range'))
        .min(0, m('picked_range'))
        .max(quantity, m('picked_range')),
      short_reason: z.string().trim().max(200, m('reason_max')).optional(),
    })
    .refine((v) => v.picked >= quantity || !!v.short_reason, {
      ...m('short_reason_required'),
      path: ['short_reason'],
    });

export const pickLineReply = z.object({
  id: z.number(),
  picked: z.number(),
  short_reason: z.string().nullable(),
  /** The list's orders still being picked. */
  open_orders: z.number(),
});

/** The order to pack, by id, or by its number as scanned from its packing slip. */
export const packOrderQuery = byIdOrCode;
export const packLine = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  total_order: z.number(),
  packed: z.number(),
  item_barcode: z.string(),
  inner_barcode: z.string(),
  case_barcode: z.string(),
  inner_size: z.number(),
  case_size: z.number(),
});
export const packOrder = z.object({
  id: z.number(),
  order_id: z.string(),
  is_order: z.number(),
  lines: z.array(packLine),
});

export const packScanBody = z.strictObject({
  id: bodyId,
  barcode: z.string().trim().min(1, m('barcode_required')).max(64),
});
export const packScanReply = z.object({
  line_id: z.number(),
  /** What the scan counted: 1, or the inner pack's or the case's size. */
  added: z.number(),
  packed: z.number(),
  total_order: z.number(),
  /** Every line is packed: the order moved to packed. */
  complete: z.boolean(),
  is_order: z.number(),
});

export const packOverrideBody = z.strictObject({
  id: bodyId,
  reason: z.string().trim().min(1, m('reason_required')).max(200, m('reason_max')),
});
export const packOverrideReply = z.object({ id: z.number(), is_order: z.number() });
