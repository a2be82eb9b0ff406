import { z } from 'zod';
import { pageQuery, queryId } from './common';

export const productListQuery = z.strictObject({
  shop_id: queryId,
  search: z.string().trim().max(100).optional(),
  ...pageQuery,
});

/** A row of the product list (spec part 1 §3 "Product"). */
export const productListRow = z.object({
  id: z.number(),
  pic: z.string().nullable(),
  customer_product_id: z.string(),
  product_name_th: z.string(),
  brand_th: z.string(),
  product_type_name: z.string(),
  price: z.number(),
  has_inventory: z.enum(['true', 'false']),
});
export type ProductListRow = z.infer<typeof productListRow>;
