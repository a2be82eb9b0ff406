import { DataTable, useTranslate } from 'react-admin';
import Add from '@mui/icons-material/Add';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import {
  SET_ORDER_TONE,
  type SetOrderListRow,
  type SetOrderStatus,
} from '../../../contract/schemas/productSets';
import { formatDate } from '../../components/format';
import { EmptyList, LinkButton, ListRows } from '../../components/listParts';
import { ShopRecordList } from '../../components/ShopRecordList';
import { OpenRecordButton, RowDeleteButton } from '../../components/rowButtons';
import { StatusChip } from '../../components/StatusChip';
import { useMayDo } from '../../providers/access';
import { useSession } from '../../providers/session';
import { Rank } from '../../components/productParts';
import { SetTabs } from '../../components/SetTabs';

const T = 'app.setOrder.list';
const Col = DataTable.Col<SetOrderListRow>;

/** An order's status as a chip: the Thai name from the server, the colour from the catalogue. */
export function OrderStatus({ row }: { row: Pick<SetOrderListRow, 'is_status' | 'status_name'> }) {
  return (
    <StatusChip
      label={row.status_name}
      tone={SET_ORDER_TONE[row.is_status as SetOrderStatus] ?? 'default'}
    />
  );
}

/** Whether the caller may delete the order: a shop user while it waits (1), staff before 4. */
const deletable = (row: SetOrderListRow, isStaff: boolean) =>
  isStaff ? row.is_status < 4 : row.is_status === 1;

/**
 * The product-set orders (spec part 1 §2 "Product-set list", the orders tab) of the working
 * shop: order number, created date, shop, number of sets and status, newest first.
 */
export default function SetOrderList() {
  const translate = useTranslate();
  // The server lets staff delete before the order is final, a shop user while it waits.
  const isStaff = useSession()?.isStaff ?? false;
  const canCreate = useMayDo('productSetOrders', 'create');
  const canEdit = useMayDo('productSetOrders', 'edit');
  const canDelete = useMayDo('productSetOrders', 'delete');
  const open = (r: SetOrderListRow) => (
    <OpenRecordButton
      resource="productSetOrders"
      id={r.id}
      label={translate(`${T}.edit`)}
      readOnly={!canEdit}
    />
  );
  const remove = (r: SetOrderListRow, onDelete: (r: SetOrderListRow) => void) => (
    <RowDeleteButton
      label={translate(`${T}.delete`)}
      blocked={canDelete && deletable(r, isStaff) ? undefined : translate(`${T}.delete_blocked`)}
      onClick={() => onDelete(r)}
    />
  );
  const empty = (
    <EmptyList keys={T} icon={AssignmentOutlined} body={translate(`${T}.empty_body`)} />
  );
  return (
    <ShopRecordList<SetOrderListRow>
      resource="productSetOrders"
      title={translate('app.menu.product-set-list')}
      keys={T}
      noShopText={translate('app.productSets.list.no_shop')}
      top={<SetTabs />}
      actions={
        canCreate && (
          <LinkButton to="/productSetOrders/create" icon={<Add />} primary>
            {translate(`${T}.create`)}
          </LinkButton>
        )
      }
      deleteName={(r) => `${r.ps_orderid} ${r.product_name_th}`}
      rows={({ onDelete }) => (
        <ListRows<SetOrderListRow>
          empty={empty}
          primary={(r) => r.ps_orderid}
          facts={(r) => (
            <>
              <span>{formatDate(r.created_dt)}</span>
              <span>{translate(`${T}.sets_line`, { count: r.inventory })}</span>
              <OrderStatus row={r} />
            </>
          )}
          buttons={(r) => (
            <>
              {open(r)}
              {remove(r, onDelete)}
            </>
          )}
        >
          <Col label={`${T}.col_rank`} render={(r) => <Rank id={r.id} />} />
          <Col label={`${T}.col_number`} source="ps_orderid" disableSort />
          <Col
            label={`${T}.col_created`}
            source="created_dt"
            disableSort
            render={(r) => formatDate(r.created_dt)}
          />
          <Col label={`${T}.col_shop`} source="shop_name" disableSort />
          <Col label={`${T}.col_set`} source="product_name_th" disableSort />
          <Col label={`${T}.col_sets`} source="inventory" align="right" disableSort />
          <Col label={`${T}.col_status`} render={(r) => <OrderStatus row={r} />} />
          <Col label={`${T}.edit`} align="center" render={open} />
          <Col label={`${T}.col_delete`} align="center" render={(r) => remove(r, onDelete)} />
        </ListRows>
      )}
    />
  );
}
