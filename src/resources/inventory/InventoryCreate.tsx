import { DataTable, useTranslate } from 'react-admin';
import Chip from '@mui/material/Chip';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { inventoryCreate } from '../../../contract/schemas/inventory';
import type { ProductListRow } from '../../../contract/schemas/products';
import { contractResolver } from '../../components/contractResolver';
import { PickedItemCreate } from '../../components/PickedItemCreate';
import { pickColumns } from '../../components/pickColumns';
import { F, ProductDetails } from './inventoryParts';

const P = 'app.inventory.picker';
const resolver = contractResolver(inventoryCreate);

/** Whether the picked product is stocked already (the server then refuses it). */
function Stocked({ row }: { row: ProductListRow }) {
  const translate = useTranslate();
  return (
    row.has_inventory === 'true' && (
      <Chip size="small" variant="outlined" label={translate(`${P}.stocked`)} />
    )
  );
}

/**
 * Add a stock item (spec part 2 §2.2 "add form", §4.2, §5.2): staff choose a shop, pick one
 * of its products in the picker modal, and give the first quantity. A product that already
 * has a stock item is refused by the server (409); its message shows under the product.
 */
export default function InventoryCreate() {
  return (
    <PickedItemCreate<ProductListRow>
      resource="inventory"
      keys={F}
      pickerKeys={P}
      resolver={resolver}
      field="product_id"
      item="product"
      amount="amount"
      save="save"
      icon={<Inventory2Outlined />}
      pickerResource="products"
      columns={(onOpen) => [
        ...pickColumns<ProductListRow>({ keys: P, onOpen, type: true }),
        <DataTable.Col<ProductListRow>
          key="stocked"
          label={`${P}.col_stocked`}
          disableSort
          render={(r) => <Stocked row={r} />}
        />,
      ]}
      details={(product, onOpen) => <ProductDetails row={product} onOpenImage={onOpen} />}
    />
  );
}
