import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import type { ProductListRow } from '../../../contract/schemas/products';
import { formatBaht } from '../../components/format';
import { pickColumns } from '../../components/pickColumns';
import { CatalogueList } from './CatalogueList';

const T = 'app.products.list';

/**
 * The product list (spec part 1 §2 "Product list", §3 list row, §6) of the working shop:
 * code, name, brand, type and price; on a phone, the name, code and price.
 */
export default function ProductList() {
  return (
    <CatalogueList<ProductListRow>
      resource="products"
      keys={T}
      menu="app.menu.product-list"
      icon={Inventory2Outlined}
      columns={pickColumns<ProductListRow>({ keys: T, type: true, priceOneLine: true })}
      figure={(r) => formatBaht(r.price)}
    />
  );
}
