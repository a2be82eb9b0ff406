import { DataTable, SimpleList, useTranslate } from 'react-admin';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import { CONFIRM_STAGE, type FulfilmentRow } from '../../../../contract/schemas/fulfilment';
import { SHIPPING_TYPE } from '../../../../contract/schemas/orders';
import { SelectPageCheckbox, SelectRowCheckbox } from '../../../components/SelectableList';
import { formatDate } from '../../../components/format';
import { EmptyList, listTableSx } from '../../../components/listParts';
import { OpenRecordButton } from '../../../components/rowButtons';
import { useIsPhone } from '../../../components/useIsPhone';
import { Rank } from '../../../components/productParts';
import { OrderStatusChip } from '../../../components/OrderStatusChip';

const T = 'app.fulfilment';
const Col = DataTable.Col<FulfilmentRow>;

export type FulfilmentKind = 'confirm' | 'shipping';

export interface RowsProps {
  kind: FulfilmentKind;
  /** Rows of several shops (the shipping list by delivery channel): the shop is shown. */
  showShop: boolean;
  /** The user may select rows for the list's bulk action. */
  canSelect: boolean;
  /** Which rows the bulk action takes. */
  isSelectable: (row: FulfilmentRow) => boolean;
}

/** The delivery format: 'ด่วน' (express) in red (spec part 3 §9). */
export function DeliveryStatus({
  row,
}: {
  row: Pick<FulfilmentRow, 'shipping_type' | 'delivery_status'>;
}) {
  const urgent = row.shipping_type === SHIPPING_TYPE.EXPRESS;
  return (
    <Box
      component="span"
      sx={{ color: urgent ? 'error.main' : undefined, fontWeight: urgent ? 700 : undefined }}
    >
      {row.delivery_status}
    </Box>
  );
}

const customer = (r: FulfilmentRow) => `${r.order_name} ${r.order_lastname}`;

/** A cell of two lines: the value and, smaller, what goes with it (a date, the shop, a format). */
function TwoLines({
  first,
  second,
  wrap = false,
}: {
  first: ReactNode;
  second?: ReactNode;
  wrap?: boolean;
}) {
  return (
    <Box component="span" sx={{ display: 'block', whiteSpace: wrap ? undefined : 'nowrap' }}>
      {first}
      {second && (
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {second}
        </Typography>
      )}
    </Box>
  );
}

/** The icon that opens a row: edit on the confirm list (another icon once final), view on shipping. */
function OpenButton({ row, kind }: { row: FulfilmentRow; kind: FulfilmentKind }) {
  const translate = useTranslate();
  const final = kind === 'shipping' || row.is_confirm_order === CONFIRM_STAGE.FINAL;
  const key = kind === 'shipping' ? 'shipping.open' : final ? 'confirm.open_final' : 'confirm.open';
  return (
    <OpenRecordButton
      resource={kind === 'confirm' ? 'confirm-order' : 'shipping-order'}
      id={row.id}
      label={translate(`${T}.${key}`, { order: row.order_id })}
      readOnly={final}
    />
  );
}

function RowCheckbox({
  row,
  kind,
  isSelectable,
}: { row: FulfilmentRow } & Pick<RowsProps, 'kind' | 'isSelectable'>) {
  const translate = useTranslate();
  return (
    <SelectRowCheckbox
      id={row.id}
      label={translate(`${T}.select_row`, { order: row.order_id })}
      blocked={isSelectable(row) ? undefined : translate(`${T}.${kind}.not_selectable`)}
    />
  );
}

function Empty({ kind }: { kind: FulfilmentKind }) {
  const translate = useTranslate();
  return (
    <EmptyList keys={T} icon={LocalShippingOutlined} body={translate(`${T}.${kind}.empty_body`)} />
  );
}

/**
 * The rows of the confirm-order and shipping-order lists (spec part 3 §2): a table, or a
 * simple list on a phone (the warehouse floor), each row with its checkbox when the user may
 * select (disabled, saying why, for a row the bulk action does not take).
 */
export function FulfilmentRows(props: RowsProps) {
  return useIsPhone() ? <PhoneRows {...props} /> : <TableRows {...props} />;
}

function TableRows({ kind, showShop, canSelect, isSelectable }: RowsProps) {
  return (
    <DataTable<FulfilmentRow>
      rowClick={false}
      bulkActionButtons={false}
      empty={<Empty kind={kind} />}
      sx={listTableSx}
    >
      {canSelect && (
        <Col
          label={<SelectPageCheckbox isSelectable={(r) => isSelectable(r as FulfilmentRow)} />}
          disableSort
          render={(r) => <RowCheckbox row={r} kind={kind} isSelectable={isSelectable} />}
        />
      )}
      <Col label={`${T}.col_rank`} render={(r) => <Rank id={r.id} />} />
      <Col
        label={`${T}.col_number`}
        source="order_id"
        disableSort
        render={(r) => <TwoLines first={r.order_id} second={formatDate(r.order_dt)} />}
      />
      <Col
        label={`${T}.col_customer`}
        source="order_name"
        disableSort
        render={(r) => <TwoLines first={customer(r)} second={showShop ? r.shop_name : undefined} />}
      />
      <Col
        label={`${T}.col_platform`}
        source="delivery_platform"
        disableSort
        render={(r) => (
          <TwoLines first={r.delivery_platform} second={<DeliveryStatus row={r} />} wrap />
        )}
      />
      <Col
        label={`${T}.col_tracking`}
        source="tracking_no"
        disableSort
        render={(r) => r.tracking_no ?? '-'}
        sx={{ whiteSpace: 'nowrap' }}
      />
      <Col
        label={`${T}.col_status`}
        render={(r) => <OrderStatusChip isOrder={r.is_order} name={r.order_status} />}
      />
      <Col
        label={`${T}.col_open`}
        align="center"
        render={(r) => <OpenButton row={r} kind={kind} />}
      />
    </DataTable>
  );
}

function PhoneRows({ kind, showShop, canSelect, isSelectable }: RowsProps) {
  return (
    <SimpleList<FulfilmentRow>
      rowClick={false}
      empty={<Empty kind={kind} />}
      leftIcon={
        canSelect
          ? (r) => <RowCheckbox row={r} kind={kind} isSelectable={isSelectable} />
          : undefined
      }
      primaryText={(r) => `${r.order_id} · ${customer(r)}`}
      secondaryText={(r) => (
        <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, mt: 0.5 }}>
          <span>{formatDate(r.order_dt)}</span>
          {showShop && <span>{r.shop_name}</span>}
          <span>{r.delivery_platform}</span>
          <DeliveryStatus row={r} />
          {r.tracking_no && <span>{r.tracking_no}</span>}
          <OrderStatusChip isOrder={r.is_order} name={r.order_status} />
        </Box>
      )}
      rightIcon={(r) => <OpenButton row={r} kind={kind} />}
      sx={{
        '& .MuiListItemIcon-root': { minWidth: 0, mr: 1 },
        '& .MuiListItem-root': { borderBottom: 1, borderColor: 'divider' },
      }}
    />
  );
}
