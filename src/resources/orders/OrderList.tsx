import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable, SimpleList, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { ORDER_STATUS, type OrderListRow } from '../../../contract/schemas/orders';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { formatDate } from '../../components/format';
import { EmptyList, ListHeading, listTableSx } from '../../components/listParts';
import { OpenRecordButton, RowDeleteButton } from '../../components/rowButtons';
import { ShopList, useShopName } from '../../components/ShopList';
import { useIsPhone } from '../../components/useIsPhone';
import { useSession } from '../../providers/session';
import { Rank } from '../../components/productParts';
import { MarketplaceButtons, MarketplaceReturn } from './Marketplaces';
import { OrderStatusChip } from '../../components/OrderStatusChip';

const T = 'app.orders.list';
const Col = DataTable.Col<OrderListRow>;

/** Only the shop's own drafts can be changed or deleted (spec part 2 §4.4). */
const isDraft = (r: OrderListRow) => r.is_order === ORDER_STATUS.DRAFT;

/**
 * The order list (/orders; spec part 2 §2.4 /order-list) of the working shop: number, delivery
 * date and time, customer, delivery platform, tracking number and status, newest first; shop
 * users create, import, edit and delete their drafts, staff view every shop's orders.
 */
export default function OrderList() {
  const translate = useTranslate();
  return (
    <>
      <MarketplaceReturn />
      <ShopList
        resource="orders"
        title={translate('app.menu.order-list')}
        totalKey={`${T}.total`}
        noShopText={translate(`${T}.no_shop`)}
      >
        {(shopId) => <OrderListBody shopId={shopId} />}
      </ShopList>
    </>
  );
}

function OrderListBody({ shopId }: { shopId: number }) {
  const translate = useTranslate();
  const isStaff = useSession()?.isStaff ?? false;
  const isPhone = useIsPhone();
  const [deleting, setDeleting] = useState<OrderListRow | null>(null);
  const shop = useShopName(shopId);
  const delivery = (r: OrderListRow) =>
    translate(`${T}.delivery_line`, { date: formatDate(r.delivery_dt), time: r.delivery_time });
  const customer = (r: OrderListRow) => `${r.order_name} ${r.order_lastname}`;
  const open = (r: OrderListRow) => {
    const readOnly = isStaff || !isDraft(r);
    return (
      <OpenRecordButton
        resource="orders"
        id={r.id}
        label={translate(`${T}.${readOnly ? 'view' : 'edit'}`, { order: r.order_id })}
        readOnly={readOnly}
      />
    );
  };
  const remove = (r: OrderListRow) => (
    <RowDeleteButton
      label={translate(`${T}.delete`, { order: r.order_id })}
      blocked={isDraft(r) ? undefined : translate(`${T}.delete_blocked`)}
      onClick={() => setDeleting(r)}
    />
  );
  const empty = (
    <EmptyList
      keys={T}
      icon={ShoppingCartOutlined}
      body={translate(`${T}.${isStaff ? 'empty_body_staff' : 'empty_body'}`)}
    />
  );
  return (
    <>
      <ListHeading
        title={translate('app.menu.order-list')}
        subtitle={shop && translate(`${T}.shop_line`, { shop })}
        searchLabel={translate(`${T}.search_label`)}
        searchPlaceholder={translate(`${T}.search_placeholder`)}
        actions={
          isStaff ? undefined : (
            <>
              <MarketplaceButtons shopId={shopId} />
              <Button
                component={Link}
                to="/orders/import"
                variant="outlined"
                startIcon={<UploadFileOutlined />}
              >
                {translate(`${T}.import`)}
              </Button>
              <Button component={Link} to="/orders/create" variant="contained" startIcon={<Add />}>
                {translate(`${T}.create`)}
              </Button>
            </>
          )
        }
      />
      {isPhone ? (
        <SimpleList<OrderListRow>
          rowClick={false}
          empty={empty}
          primaryText={(r) => `${r.order_id} · ${customer(r)}`}
          secondaryText={(r) => (
            <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
              <span>{delivery(r)}</span>
              <span>{r.delivery_platform}</span>
              {r.tracking_no && <span>{r.tracking_no}</span>}
              <OrderStatusChip isOrder={r.is_order} name={r.order_status} />
            </Box>
          )}
          rightIcon={(r) => (
            <Box sx={{ display: 'flex' }}>
              {open(r)}
              {!isStaff && remove(r)}
            </Box>
          )}
          sx={{ '& .MuiListItem-root': { borderBottom: 1, borderColor: 'divider' } }}
        />
      ) : (
        <DataTable<OrderListRow>
          rowClick={false}
          bulkActionButtons={false}
          empty={empty}
          sx={listTableSx}
        >
          <Col label={`${T}.col_rank`} render={(r) => <Rank id={r.id} />} />
          <Col label={`${T}.col_number`} source="order_id" disableSort />
          <Col label={`${T}.col_delivery`} source="delivery_dt" disableSort render={delivery} />
          <Col label={`${T}.col_customer`} source="order_name" disableSort render={customer} />
          <Col label={`${T}.col_platform`} source="delivery_platform" disableSort />
          <Col
            label={`${T}.col_tracking`}
            source="tracking_no"
            disableSort
            render={(r) => r.tracking_no ?? '-'}
          />
          <Col
            label={`${T}.col_status`}
            render={(r) => <OrderStatusChip isOrder={r.is_order} name={r.order_status} />}
          />
          <Col label={`${T}.col_open`} align="center" render={open} />
          {!isStaff && <Col label={`${T}.col_delete`} align="center" render={remove} />}
        </DataTable>
      )}
      <ConfirmDeleteDialog
        resource="orders"
        record={deleting}
        title={translate(`${T}.delete_title`)}
        question={translate(`${T}.delete_question`)}
        name={deleting ? `${deleting.order_id} ${customer(deleting)}` : ''}
        successKey={`${T}.deleted`}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
