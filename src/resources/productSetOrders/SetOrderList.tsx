import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable, SimpleList, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import {
  SET_ORDER_TONE,
  type SetOrderListRow,
  type SetOrderStatus,
} from '../../../contract/schemas/productSets';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { formatDate } from '../../components/format';
import { EmptyList, ListHeading, listTableSx } from '../../components/listParts';
import { ShopList, useShopName } from '../../components/ShopList';
import { OpenRecordButton, RowDeleteButton } from '../../components/rowButtons';
import { StatusChip } from '../../components/StatusChip';
import { useIsPhone } from '../../components/useIsPhone';
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
  return (
    <ShopList
      resource="productSetOrders"
      title={translate('app.menu.product-set-list')}
      totalKey={`${T}.total`}
      noShopText={translate('app.productSets.list.no_shop')}
      top={<SetTabs />}
    >
      {(shopId) => <OrderListBody shopId={shopId} />}
    </ShopList>
  );
}

function OrderListBody({ shopId }: { shopId: number }) {
  const translate = useTranslate();
  const session = useSession();
  const isStaff = session?.isStaff ?? false;
  const isPhone = useIsPhone();
  const [deleting, setDeleting] = useState<SetOrderListRow | null>(null);
  const shop = useShopName(shopId);
  const open = (r: SetOrderListRow) => (
    <OpenRecordButton
      resource="productSetOrders"
      id={r.id}
      label={translate(`${T}.edit`)}
      readOnly={false}
    />
  );
  const remove = (r: SetOrderListRow) => (
    <RowDeleteButton
      label={translate(`${T}.delete`)}
      blocked={deletable(r, isStaff) ? undefined : translate(`${T}.delete_blocked`)}
      onClick={() => setDeleting(r)}
    />
  );
  const empty = (
    <EmptyList keys={T} icon={AssignmentOutlined} body={translate(`${T}.empty_body`)} />
  );
  return (
    <>
      <ListHeading
        title={translate('app.menu.product-set-list')}
        subtitle={shop && translate(`${T}.shop_line`, { shop })}
        searchLabel={translate(`${T}.search_label`)}
        searchPlaceholder={translate(`${T}.search_placeholder`)}
        actions={
          <Button
            component={Link}
            to="/productSetOrders/create"
            variant="contained"
            startIcon={<Add />}
          >
            {translate(`${T}.create`)}
          </Button>
        }
      />
      {isPhone ? (
        <SimpleList<SetOrderListRow>
          rowClick={false}
          empty={empty}
          primaryText={(r) => r.ps_orderid}
          secondaryText={(r) => (
            <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
              <span>{formatDate(r.created_dt)}</span>
              <span>{translate(`${T}.sets_line`, { count: r.inventory })}</span>
              <OrderStatus row={r} />
            </Box>
          )}
          rightIcon={(r) => (
            <Box sx={{ display: 'flex' }}>
              {open(r)}
              {remove(r)}
            </Box>
          )}
          sx={{ '& .MuiListItem-root': { borderBottom: 1, borderColor: 'divider' } }}
        />
      ) : (
        <DataTable<SetOrderListRow>
          rowClick={false}
          bulkActionButtons={false}
          empty={empty}
          sx={listTableSx}
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
          <Col label={`${T}.col_delete`} align="center" render={remove} />
        </DataTable>
      )}
      <ConfirmDeleteDialog
        resource="productSetOrders"
        record={deleting}
        title={translate(`${T}.delete_title`)}
        question={translate(`${T}.delete_question`)}
        name={deleting ? `${deleting.ps_orderid} ${deleting.product_name_th}` : ''}
        successKey={`${T}.deleted`}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
