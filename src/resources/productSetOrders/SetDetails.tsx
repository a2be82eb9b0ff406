import { useTranslate } from 'react-admin';
import type { ProductSetListRow } from '../../../contract/schemas/productSets';
import { ItemDetails } from '../../components/productParts';

const F = 'app.setOrder.form';

/** A chosen set, read-only (spec part 1 §2 "Add product-set order"): photo, ids, names, stock. */
export function SetDetails<R extends ProductSetListRow>({
  set,
  onOpenImage,
}: {
  set: R;
  onOpenImage: (s: R) => void;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${F}.${key}`);
  return (
    <ItemDetails
      row={set}
      onOpenImage={onOpenImage}
      fields={[
        [t('set_id'), set.fp_product_id],
        [t('code'), set.customer_product_id],
        [t('name_th'), set.product_name_th],
        [t('brand_th'), set.brand_th],
        [t('barcode'), set.item_barcode_upc],
        [t('stock'), set.inventory.toLocaleString('th-TH')],
      ]}
    />
  );
}
