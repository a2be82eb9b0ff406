import type { DefaultValues } from 'react-hook-form';
import {
  PRODUCT_SET_PIC_FILES,
  productSetInput,
  SET_ID_PREFIX,
  type ProductSetInput,
} from '../../../../contract/schemas/productSets';
import { contractResolver } from '../../../components/contractResolver';
import { chosenPhoto, emptyProduct, packPhotos } from '../productValues';

/** What the set form holds: the contract's create payload. */
export type SetValues = ProductSetInput;

/**
 * The set form's schema: the contract's create payload plus the photos chosen in this visit
 * (the packed set's `pp_product` too), reading a stored record's extra keys without refusing
 * them; what it answers holds only its own keys.
 */
export const setFormSchema = productSetInput
  .strip()
  .extend({ ...packPhotos, pp_product: chosenPhoto });
export const setResolver = contractResolver(setFormSchema);
export const SET_PHOTO_FIELDS = PRODUCT_SET_PIC_FILES;

/** The generated id of a new set: 'FPS' and the current time in milliseconds. */
export const newSetId = () => `${SET_ID_PREFIX}${Date.now()}`;

/** An empty set form: a product's empty form, no packing texts, no products. */
export function emptySet(shopId: number | null, fpProductId: string): DefaultValues<SetValues> {
  return { ...emptyProduct(shopId, fpProductId), package: '', pack_product: '', product: [] };
}

/** A read set as the form holds it: its products as {product_id, amount}. */
export function setAsForm<R extends object>(record: R): R {
  const rows = ((record as { product?: unknown }).product ?? []) as {
    id: number;
    num_per_set: number;
  }[];
  return {
    ...record,
    product: rows.map((p) => ({ product_id: p.id, amount: p.num_per_set })),
  };
}
