import { DataTable, type RaRecord } from 'react-admin';
import WorkspacesOutlined from '@mui/icons-material/WorkspacesOutlined';
import {
  SET_ORDER_PREFIX,
  setOrderForm,
  type ProductSetListRow,
} from '../../../contract/schemas/productSets';
import { contractResolver } from '../../components/contractResolver';
import { PickedItemCreate } from '../../components/PickedItemCreate';
import { pickColumns, type PickRow } from '../../components/pickColumns';
import { SetDetails } from './SetDetails';

const F = 'app.setOrder.form';
const P = 'app.setOrder.picker';
const resolver = contractResolver(setOrderForm);

/** The form's values as the create call takes them: one set and its count, an ORP number. */
const toPayload = (data: RaRecord) => ({
  shop_id: data.shop_id,
  ps_order_productId: `${SET_ORDER_PREFIX}${Date.now()}`,
  product_set_order: [
    { productset_id: data.productset_id, inventory_amount: data.inventory_amount },
  ],
});

/**
 * Add product-set order (spec part 1 §2, §4, §5): choose the shop (staff any shop, shop users
 * their own), pick one set in the picker modal, give the number of sets. Back and Next go to
 * the orders list.
 */
export default function SetOrderCreate() {
  return (
    <PickedItemCreate<ProductSetListRow>
      resource="productSetOrders"
      keys={F}
      pickerKeys={P}
      resolver={resolver}
      field="productset_id"
      transform={toPayload}
      item="set"
      amount="count"
      save="next"
      saveIcon={<></>}
      icon={<WorkspacesOutlined />}
      pickerResource="productSetPicker"
      columns={(onOpen) => [
        // A set's picker lists its stock, not a price.
        ...pickColumns<ProductSetListRow & Pick<PickRow, 'price'>>({
          keys: P,
          onOpen,
          price: false,
        }),
        <DataTable.Col<ProductSetListRow>
          key="stock"
          label={`${P}.col_stock`}
          source="inventory"
          align="right"
          disableSort
        />,
      ]}
      details={(set, onOpen) => <SetDetails row={set} onOpenImage={onOpen} />}
    />
  );
}
