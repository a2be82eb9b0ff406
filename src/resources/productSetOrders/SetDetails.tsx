import type { ProductSetListRow } from '../../../contract/schemas/productSets';
import { itemDetails } from '../../components/itemDetails';

/** A chosen set, read-only (spec part 1 §2 "Add product-set order"): photo, ids, names, stock. */
export const SetDetails = itemDetails<ProductSetListRow>('app.setOrder.form', (set) => [
  ['set_id', set.fp_product_id],
  ['code', set.customer_product_id],
  ['name_th', set.product_name_th],
  ['brand_th', set.brand_th],
  ['barcode', set.item_barcode_upc],
  ['stock', set.inventory.toLocaleString('th-TH')],
]);
