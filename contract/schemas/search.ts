import { z } from 'zod';
import { messages, queryId } from './common';

const m = messages('palette');

/** At most this many records come back for one search (the palette shows them all). */
export const COMMAND_SEARCH_LIMIT = 8;

/** The kinds of record the command palette finds, in the order it lists them. */
export const COMMAND_RECORD_KINDS = [
  'order',
  'booking',
  'setOrder',
  'product',
  'productSet',
] as const;
export type CommandRecordKind = (typeof COMMAND_RECORD_KINDS)[number];

/**
 * The command palette's search (Ctrl+K): the typed or scanned text, 1 to 100 characters once
 * trimmed, and the shop to keep to (left out: every shop the caller may see).
 */
export const commandSearchQuery = z.strictObject({
  q: z.string(m('q_invalid')).trim().min(1, m('q_invalid')).max(100, m('q_invalid')),
  shop_id: queryId.optional(),
});

/**
 * One record found: its kind and id, the number or code that matched (`code`; `matched` says
 * which: the number, the tracking number, the code or one of the barcodes), whether it matched
 * exactly (else by its beginning), a short label (a customer's, a product's or a set's name, a
 * booking's contact) and its shop.
 */
export const commandRecord = z.object({
  kind: z.enum(COMMAND_RECORD_KINDS),
  id: z.number(),
  code: z.string(),
  matched: z.enum(['number', 'tracking', 'code', 'item', 'inner', 'case']),
  exact: z.boolean(),
  label: z.string(),
  /** An order's, a booking's or a set order's status (is_order, booking_status, is_status); null for products and sets. */
  status: z.number().nullable(),
  shop_id: z.number(),
  shop_no: z.string(),
  shop_name: z.string(),
});
export type CommandRecord = z.infer<typeof commandRecord>;
export type CommandSearchQuery = z.input<typeof commandSearchQuery>;
