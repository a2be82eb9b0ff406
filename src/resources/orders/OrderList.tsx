import { DataTable, useTranslate } from 'react-admin';
import Add from '@mui/icons-material/Add';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { ORDER_STATUS, type OrderListRow } from '../../../contract/schemas/orders';
import { formatDate } from '../../components/format';
import { EmptyList, LinkButton, ListHeading, ListRows } from '../../components/listParts';

import { useRowDelete } from '../../components/useRowDelete';
import { ShopList, useShopName } from '../../components/ShopList';
import { useMayCall, useMayDo } from '../../providers/access';
import { EditButton, Rank } from '../../components/productParts';
import { MarketplaceButtons, MarketplaceReturn, ReconnectAlerts } from './Marketplaces';
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
  // Shops make, import, change and delete their drafts; staff only view them.
  const mayCreate = useMayDo('orders', 'create');
  const mayImport = useMayDo('orders', 'import');
  const mayEdit = useMayDo('orders', 'edit');
  const mayDelete = useMayDo('orders', 'delete');
  const maySync = useMayCall('marketplaceSync');
  const shop = useShopName(shopId);
  const delivery = (r: OrderListRow) =>
    translate(`${T}.delivery_line`, { date: formatDate(r.delivery_dt), time: r.delivery_time });
  const customer = (r: OrderListRow) => `${r.order_name} ${r.order_lastname}`;
  const { button: remove, dialog } = useRowDelete<OrderListRow>({
    resource: 'orders',
    keys: T,
    labelArgs: (r) => ({ order: r.order_id }),
    nameOf: (r) => `${r.order_id} ${customer(r)}`,
    blocked: (r) => (isDraft(r) ? undefined : translate(`${T}.delete_blocked`)),
  });
  const open = (r: OrderListRow) => (
    <EditButton
      resource="orders"
      keys={T}
      id={r.id}
      readOnly={!mayEdit || !isDraft(r)}
      labelArgs={{ order: r.order_id }}
    />
  );
  const empty = (
    <EmptyList
      keys={T}
      icon={ShoppingCartOutlined}
      body={translate(`${T}.${mayCreate ? 'empty_body' : 'empty_body_staff'}`)}
    />
  );
  return (
    <>
      <ListHeading
        title={translate('app.menu.order-list')}
        subtitle={shop && translate(`${T}.shop_line`, { shop })}
        keys={T}
        actions={
          maySync || mayImport || mayCreate ? (
            <>
              {maySync && <MarketplaceButtons shopId={shopId} />}
              {mayImport && (
                <LinkButton to="/orders/import" icon={<UploadFileOutlined />}>
                  {translate(`${T}.import`)}
                </LinkButton>
              )}
              {mayCreate && (
                <LinkButton to="/orders/create" icon={<Add />} primary>
                  {translate(`${T}.create`)}
                </LinkButton>
              )}
            </>
          ) : undefined
        }
      />
      {maySync && <ReconnectAlerts shopId={shopId} />}
      <ListRows<OrderListRow>
        empty={empty}
        primary={(r) => `${r.order_id} · ${customer(r)}`}
        facts={(r) => (
          <>
            <span>{delivery(r)}</span>
            <span>{r.delivery_platform}</span>
            {r.tracking_no && <span>{r.tracking_no}</span>}
            <OrderStatusChip isOrder={r.is_order} name={r.order_status} />
          </>
        )}
        buttons={(r) => (
          <>
            {open(r)}
            {mayDelete && remove(r)}
          </>
        )}
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
        {mayDelete && <Col label={`${T}.col_delete`} align="center" render={remove} />}
      </ListRows>
      {dialog}
    </>
  );
}
