import { DataTable, useTranslate } from 'react-admin';
import WorkspacesOutlined from '@mui/icons-material/WorkspacesOutlined';
import type { ProductSetListRow } from '../../../../contract/schemas/productSets';
import { SetTabs } from '../../../components/SetTabs';
import { CatalogueList } from '../CatalogueList';

const T = 'app.productSets.list';
const Col = DataTable.Col<ProductSetListRow>;
const stock = (r: ProductSetListRow) => r.inventory.toLocaleString('th-TH');

/**
 * The product-set list (spec part 1 §2 "Product-set list", the sets tab) of the working shop:
 * barcode, shop, code, name and stock; on a phone, the name, code and stock.
 */
export default function ProductSetList() {
  const translate = useTranslate();
  return (
    <CatalogueList<ProductSetListRow>
      resource="productSets"
      keys={T}
      menu="app.menu.product-set-list"
      icon={WorkspacesOutlined}
      top={<SetTabs />}
      columns={[
        <Col key="barcode" label={`${T}.col_barcode`} source="item_barcode_upc" disableSort />,
        <Col key="shop" label={`${T}.col_shop`} source="shop_name" disableSort />,
        <Col key="code" label={`${T}.col_code`} source="customer_product_id" disableSort />,
        <Col key="name" label={`${T}.col_name`} source="product_name_th" disableSort />,
        <Col
          key="inventory"
          label={`${T}.col_inventory`}
          source="inventory"
          align="right"
          disableSort
          render={stock}
        />,
      ]}
      figure={(r) => translate(`${T}.stock_line`, { count: stock(r) })}
    />
  );
}
