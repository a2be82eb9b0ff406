import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import type { ProductSetListRow } from '../../../contract/schemas/productSets';
import { FieldGrid, ShownValue } from '../../components/formInputs';
import { Thumbnail } from '../../components/productParts';

const F = 'app.setOrder.form';

/** A chosen set, read-only (spec part 1 §2 "Add product-set order"): photo, ids, names, stock. */
export function SetDetails({
  set,
  onOpenImage,
}: {
  set: ProductSetListRow & { product_name_en?: string; brand_en?: string };
  onOpenImage: (s: ProductSetListRow) => void;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${F}.${key}`);
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <Box sx={{ '& > *': { width: 96, height: 96 } }}>
        <Thumbnail row={set} onOpen={onOpenImage} />
      </Box>
      <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
        <FieldGrid>
          <ShownValue label={t('set_id')} value={set.fp_product_id} />
          <ShownValue label={t('code')} value={set.customer_product_id} />
          <ShownValue label={t('name_th')} value={set.product_name_th} />
          <ShownValue label={t('brand_th')} value={set.brand_th} />
          <ShownValue label={t('barcode')} value={set.item_barcode_upc} />
          <ShownValue label={t('stock')} value={set.inventory.toLocaleString('th-TH')} />
        </FieldGrid>
      </Box>
    </Box>
  );
}
