import { DataTable } from 'react-admin';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import type { ProductListRow } from '../../../contract/schemas/products';
import { formatBaht } from '../../components/format';
import { CatalogueList } from './CatalogueList';

const T = 'app.products.list';
const Col = DataTable.Col<ProductListRow>;

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
      columns={[
        <Col key="code" label={`${T}.col_code`} source="customer_product_id" />,
        <Col key="name" label={`${T}.col_name`} source="product_name_th" />,
        <Col key="brand" label={`${T}.col_brand`} source="brand_th" />,
        <Col key="type" label={`${T}.col_type`} source="product_type_name" disableSort />,
        <Col
          key="price"
          label={`${T}.col_price`}
          source="price"
          align="right"
          render={(r) => formatBaht(r.price)}
          sx={{ whiteSpace: 'nowrap' }}
        />,
      ]}
      figure={(r) => formatBaht(r.price)}
    />
  );
}
