import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import type { InventoryListRow } from '../../../contract/schemas/inventory';
import type { ProductListRow } from '../../../contract/schemas/products';
import { FieldGrid, ShownValue } from '../../components/formInputs';
import { Thumbnail } from '../../components/productParts';

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
export function ProductDetails({
  product,
  onOpenImage,
}: {
  product: ShownProduct;
  onOpenImage: (p: ShownProduct) => void;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${F}.${key}`);
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <Box sx={{ '& > *': { width: 96, height: 96 } }}>
        <Thumbnail row={product} onOpen={onOpenImage} />
      </Box>
      <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
        <FieldGrid>
          <ShownValue label={t('product_id')} value={product.fp_product_id} />
          <ShownValue label={t('code')} value={product.customer_product_id} />
          <ShownValue label={t('brand_th')} value={product.brand_th} />
          <ShownValue label={t('brand_en')} value={product.brand_en} />
          <ShownValue label={t('name_th')} value={product.product_name_th} />
          <ShownValue label={t('name_en')} value={product.product_name_en} />
        </FieldGrid>
      </Box>
    </Box>
  );
}
