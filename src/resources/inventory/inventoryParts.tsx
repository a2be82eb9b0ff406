import type { InventoryListRow } from '../../../contract/schemas/inventory';
import type { ProductListRow } from '../../../contract/schemas/products';
import { itemDetails } from '../../components/itemDetails';

export const F = 'app.inventory.form';

/** The product fields a stock screen shows read-only (a picked product or a stock item). */
export type ShownProduct = Pick<
  ProductListRow & InventoryListRow,
  | 'fp_product_id'
  | 'customer_product_id'
  | 'product_name_th'
  | 'product_name_en'
  | 'brand_th'
  | 'brand_en'
  | 'pic'
>;

/**
 * The product of a stock item, read-only (spec part 2 §2.2 step 3): its photo (opens the
 * image viewer), id in the system, code, brands and names in Thai and English.
 */
export const ProductDetails = itemDetails<ShownProduct>(F, (product) => [
  ['product_id', product.fp_product_id],
  ['code', product.customer_product_id],
  ['brand_th', product.brand_th],
  ['brand_en', product.brand_en],
  ['name_th', product.product_name_th],
  ['name_en', product.product_name_en],
]);
