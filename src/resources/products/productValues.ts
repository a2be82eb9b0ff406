import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import {
  PRODUCT_ID_PREFIX,
  PRODUCT_PIC_FILES,
  productInput,
  type ProductInput,
} from '../../../contract/schemas/products';

/** What the form holds: the schema's input. */
export type ProductValues = ProductInput;
export type ProductFieldName = keyof ProductValues;

/** Step 1 'ข้อมูลทั่วไป' (spec part 1 §2 "Add product"); Next validates only these. */
export const GENERAL_FIELDS = [
  'shop_id',
  'brand_th',
  'brand_en',
  'product_name_th',
  'product_name_en',
  'product_type',
  'customer_product_id',
  'desc_th',
  'desc_en',
  'price',
  'vat_nonvat',
] as const satisfies readonly ProductFieldName[];

/** The three packaging blocks of step 2 and the schema prefix of their fields. */
export const PACKS = [
  { prefix: 'item', photo: 'itempic', stored: 'item_pic', title: 'item', required: true },
  {
    prefix: 'inner_pack',
    photo: 'innerpic',
    stored: 'inner_pack_pic',
    title: 'inner',
    required: false,
  },
  { prefix: 'case', photo: 'casepic', stored: 'case_pic', title: 'case', required: false },
] as const;

/** A photo chosen in this visit (a form value, uploaded after the save). */
export const chosenPhoto = z.instanceof(File).optional();
/** The packaging photos chosen in this visit: item, inner pack, case. */
export const packPhotos = { itempic: chosenPhoto, innerpic: chosenPhoto, casepic: chosenPhoto };

/**
 * The form's schema: the contract's create payload plus the photos chosen in this visit,
 * reading a stored record's extra keys (id, shop name, stock flag) without refusing them;
 * what it answers holds only its own keys. The data provider sends no file in a JSON body.
 */
export const productFormSchema = productInput.strip().extend(packPhotos);

/** The photos chosen in a saved form's values, by the upload call's field name. */
export function chosenPhotos(
  values: Partial<Record<string, unknown>> | undefined,
  fields: readonly string[] = PRODUCT_PIC_FILES,
) {
  const photos: Partial<Record<string, File>> = {};
  for (const field of fields) {
    const value = values?.[field];
    if (value instanceof File) photos[field] = value;
  }
  return photos;
}

/** The generated product id of a new product: 'FP' and the current time in milliseconds. */
export const newProductId = () => `${PRODUCT_ID_PREFIX}${Date.now()}`;

/**
 * An empty form (a product's, or the part a set shares with it): text empty, numbers and
 * selects unset (so their required messages apply).
 */
export function emptyProduct(shopId: number | null, fpProductId: string) {
  return {
    shop_id: shopId ?? undefined,
    fp_product_id: fpProductId,
    brand_th: '',
    brand_en: '',
    product_name_th: '',
    product_name_en: '',
    customer_product_id: '',
    desc_th: '',
    desc_en: '',
    item_barcode_upc: '',
    inner_pack_barcode_upc: '',
    case_barcode_upc: '',
  } satisfies DefaultValues<ProductValues>;
}
