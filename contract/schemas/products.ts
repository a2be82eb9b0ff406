import { z } from 'zod';
import { bodyId, chosenId, filledText, MAX_INT, messages, queryId, shopListQuery } from './common';

/** Prefix of the generated product id ({product}_product_id of the spec), followed by milliseconds. */
export const PRODUCT_ID_PREFIX = 'FP';
export const PRODUCT_ID_PATTERN = /^FP\d{13,16}$/;

export const BARCODE_MIN = 4;
export const BARCODE_MAX = 14;
export const TEXT_MAX = 200;
export const MONEY_MAX = 9_999_999_999.99;

/** Messages are keys of i18n/th.ts (`validation.product.*`): the server and the app translate them. */
const m = messages('product');

const twoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** A required amount: a number ≥ 0 with at most two decimals (price, size, dimensions). */
const amount = (requiredKey: string) =>
  z
    .number(m(requiredKey))
    .min(0, m('non_negative'))
    .max(MONEY_MAX, m('too_large'))
    .refine(twoDecimals, m('two_decimals'));

/** An optional amount: missing means 0 (inner pack and case). */
const optionalAmount = z
  .number(m('number'))
  .min(0, m('non_negative'))
  .max(MONEY_MAX, m('too_large'))
  .refine(twoDecimals, m('two_decimals'))
  .default(0);

const requiredText = (key: string, max = TEXT_MAX) =>
  filledText(m(key)).max(max, m('text_too_long'));

const optionalBarcode = z
  .string()
  .trim()
  .max(BARCODE_MAX, m('barcode_max'))
  .refine((v) => v === '' || v.length >= BARCODE_MIN, m('barcode_min'))
  .default('');

const lookupId = (key: string) => chosenId(m(key));

/** Fields of a product that the user types (spec part 1 §3 "Product", §5 "Product"). */
export const productFields = {
  shop_id: lookupId('shop_required'),
  brand_th: requiredText('brand_th_required'),
  brand_en: requiredText('brand_en_required'),
  product_name_th: requiredText('name_th_required'),
  product_name_en: requiredText('name_en_required'),
  product_type: lookupId('type_required'),
  customer_product_id: requiredText('code_required', 50),
  desc_th: z.string().trim().max(TEXT_MAX, m('desc_max')).default(''),
  desc_en: z.string().trim().max(TEXT_MAX, m('desc_max')).default(''),
  price: amount('price_required'),
  vat_nonvat: z.literal([1, 2], m('vat_required')),
  unit: lookupId('unit_required'),
  size: amount('size_required'),
  item_barcode_upc: filledText(m('barcode_required'))
    .min(BARCODE_MIN, m('barcode_min'))
    .max(BARCODE_MAX, m('barcode_max')),
  item_total: amount('item_total_required'),
  item_wide: amount('width_required'),
  item_long: amount('length_required'),
  item_high: amount('height_required'),
  item_weight: amount('weight_required'),
  inner_pack_barcode_upc: optionalBarcode,
  inner_pack_total: optionalAmount,
  inner_pack_wide: optionalAmount,
  inner_pack_long: optionalAmount,
  inner_pack_high: optionalAmount,
  inner_pack_weight: optionalAmount,
  case_barcode_upc: optionalBarcode,
  case_total: optionalAmount,
  case_wide: optionalAmount,
  case_long: optionalAmount,
  case_high: optionalAmount,
  case_weight: optionalAmount,
};

/**
 * Keys of the spec's payload that the server does not take from the client: the
 * generated id is kept when well-formed and unused (else the server makes one), photos
 * change only through the upload call, and created_dt is set by the server.
 */
export const serverOwned = {
  fp_product_id: z.string().max(32).optional(),
  pic: z.string().nullable().optional(),
  item_pic: z.string().nullable().optional(),
  inner_pack_pic: z.string().nullable().optional(),
  case_pic: z.string().nullable().optional(),
  doc_attch: z.string().nullable().optional(),
  created_dt: z.string().optional(),
};

/** The create payload; the same schema drives the form. */
export const productInput = z.strictObject({ ...productFields, ...serverOwned });
export type ProductInput = z.input<typeof productInput>;

/** The update payload: the create payload plus the id. */
export const productUpdate = z.strictObject({
  id: bodyId,
  ...productFields,
  ...serverOwned,
});

/** A product's code and Thai name, as rows, lines and reports name it. */
export const productNaming = { customer_product_id: z.string(), product_name_th: z.string() };
/** The code and name with the product's photo, as lines and pickers show them. */
export const productLabel = { pic: z.string().nullable(), ...productNaming };
/** A product or set as a picker or a set's product list shows it. */
export const productCard = { id: z.number(), ...productLabel, brand_th: z.string() };

/** When a product or stock record was created and last changed (ISO times). */
export const recordStamps = { created_dt: z.string(), updated_dt: z.string() };

/** 'true' while the product or set holds stock (it cannot be deleted then). */
export const hasInventory = z.enum(['true', 'false']);

/** The photo keys of the item, inner pack and case (each changes through the upload). */
const packagingPhotos = {
  item_pic: z.string().nullable(),
  inner_pack_pic: z.string().nullable(),
  case_pic: z.string().nullable(),
};

/** A product as read (getById): every field plus ids, shop and photo keys. */
export const productRecord = z.object({
  id: z.number(),
  shop_id: z.number(),
  shop_name: z.string(),
  fp_product_id: z.string(),
  customer_product_id: z.string(),
  brand_th: z.string(),
  brand_en: z.string(),
  product_name_th: z.string(),
  product_name_en: z.string(),
  product_type: z.number(),
  product_type_name: z.string(),
  desc_th: z.string(),
  desc_en: z.string(),
  price: z.number(),
  vat_nonvat: z.number(),
  unit: z.number(),
  size: z.number(),
  pic: z.string().nullable(),
  ...packagingPhotos,
  doc_attch: z.string().nullable(),
  item_barcode_upc: z.string(),
  item_total: z.number(),
  item_wide: z.number(),
  item_long: z.number(),
  item_high: z.number(),
  item_weight: z.number(),
  inner_pack_barcode_upc: z.string(),
  inner_pack_total: z.number(),
  inner_pack_wide: z.number(),
  inner_pack_long: z.number(),
  inner_pack_high: z.number(),
  inner_pack_weight: z.number(),
  case_barcode_upc: z.string(),
  case_total: z.number(),
  case_wide: z.number(),
  case_long: z.number(),
  case_high: z.number(),
  case_weight: z.number(),
  has_inventory: hasInventory,
  created_by: z.number().nullable(),
  ...recordStamps,
});
export type ProductRecord = z.infer<typeof productRecord>;

export const productListQuery = z.strictObject(shopListQuery);

/** A row of the product list (spec part 1 §3 "Product"). */
/** A product's codes and names as the lists show them. */
export const listedProduct = {
  fp_product_id: z.string(),
  ...productNaming,
  product_name_en: z.string(),
  brand_th: z.string(),
  brand_en: z.string(),
};

export const productListRow = z.object({
  id: z.number(),
  pic: z.string().nullable(),
  ...listedProduct,
  product_type_name: z.string(),
  price: z.number(),
  has_inventory: hasInventory,
});
export type ProductListRow = z.infer<typeof productListRow>;

export const productIdQuery = z.strictObject({ product_id: queryId });

/** Multipart fields of the photo upload (files: itempic, innerpic, casepic). */
export const productPicFields = z.strictObject({ shop_id: queryId, product_id: queryId });
export const PRODUCT_PIC_FILES = ['itempic', 'innerpic', 'casepic'] as const;
export const productPicReply = z.object(packagingPhotos);

/** Multipart fields of the import (file: products). */
export const productImportFields = z.strictObject({
  shop_id: z
    .string(m('shop_required'))
    .regex(/^\d{1,10}$/, m('shop_required'))
    .transform(Number)
    .pipe(z.number().int().min(1, m('shop_required')).max(MAX_INT, m('shop_required'))),
});
/** One problem of a refused row: the column it is in (its heading; null: the row as a whole) and what is wrong. */
export const importCellError = z.object({ column: z.string().nullable(), message: z.string() });
export type ImportCellError = z.infer<typeof importCellError>;
/**
 * A refused row of an import (spec part 1 §3 "Import row error": row_number, message, where the
 * message says every problem of the row, 'heading: problem' joined by ', '), and beyond the
 * spec the same problems one by one (`errors`), for a table of row, column and message.
 */
export const importRowError = z.object({
  row_number: z.number(),
  message: z.string(),
  errors: z.array(importCellError),
});
export type ImportRowError = z.infer<typeof importRowError>;
export const importReply = z.object({ inserted: z.number() });
/** What creating a product or a set answers: its id and generated product id. */
export const productCreated = z.object({ id: z.number(), fp_product_id: z.string() });

export const fileQuery = z.strictObject({
  key: z.string().regex(/^[a-z0-9-]{8,80}\.(jpg|png|webp|gif)$/),
});
