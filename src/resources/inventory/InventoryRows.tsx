import { DataTable, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import type { InventoryListRow } from '../../../contract/schemas/inventory';
import { SelectPageCheckbox, SelectRowCheckbox } from '../../components/SelectableList';
import { formatDate } from '../../components/format';
import { EmptyList } from '../../components/listParts';
import { PhotoPhoneList, PhotoTable } from '../../components/photoRows';
import { EditButton } from '../../components/productParts';
import { RowDeleteButton } from '../../components/rowButtons';

const T = 'app.inventory.list';
const Col = DataTable.Col<InventoryListRow>;
const amountFormat = new Intl.NumberFormat('th-TH');

interface RowsProps {
  canWrite: boolean;
  onOpenImage: (row: InventoryListRow) => void;
  onDelete: (row: InventoryListRow) => void;
}

function Empty({ canWrite }: { canWrite: boolean }) {
  const translate = useTranslate();
  return (
    <EmptyList
      keys={T}
      icon={WarehouseOutlined}
      body={translate(`${T}.${canWrite ? 'empty_body_staff' : 'empty_body'}`)}
    />
  );
}

/** The stock amount, marked when it is at or below the shop's reorder point. */
function Amount({ row, end = false }: { row: InventoryListRow; end?: boolean }) {
  const translate = useTranslate();
  const point = row.reorder_point === null ? '' : amountFormat.format(row.reorder_point);
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        flexDirection: 'column',
        alignItems: end ? 'flex-end' : 'flex-start',
      }}
    >
      <Box
        component="span"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          fontWeight: 600,
          color: row.low_stock ? 'error.main' : undefined,
        }}
      >
        {row.low_stock && (
          <ErrorOutline fontSize="small" aria-label={translate(`${T}.low_stock`)} role="img" />
        )}
        {amountFormat.format(row.inventory)}
      </Box>
      {row.reorder_point !== null && (
        <Typography component="span" variant="caption" color="text.secondary">
          {translate(`${T}.reorder_point`, { point })}
        </Typography>
      )}
    </Box>
  );
}

const lastChecked = (row: InventoryListRow) =>
  row.last_checked_at ? formatDate(row.last_checked_at) : '–';

function DeleteButton({
  row,
  onDelete,
}: {
  row: InventoryListRow;
  onDelete: RowsProps['onDelete'];
}) {
  const translate = useTranslate();
  return <RowDeleteButton label={translate(`${T}.delete`)} onClick={() => onDelete(row)} />;
}

const selectLabel = (translate: ReturnType<typeof useTranslate>, r: InventoryListRow) =>
  translate(`${T}.select_row`, { name: `${r.customer_product_id} ${r.product_name_th}` });

/** The stock table of a wider screen. */
export function InventoryTable({ canWrite, onOpenImage, onDelete }: RowsProps) {
  const translate = useTranslate();
  return (
    <PhotoTable<InventoryListRow>
      keys={T}
      empty={<Empty canWrite={canWrite} />}
      onOpenImage={onOpenImage}
      lead={
        canWrite && (
          <Col
            label={<SelectPageCheckbox />}
            disableSort
            render={(r) => <SelectRowCheckbox id={r.id} label={selectLabel(translate, r)} />}
          />
        )
      }
    >
      <Col label={`${T}.col_code`} source="customer_product_id" />
      <Col label={`${T}.col_name`} source="product_name_th" />
      <Col label={`${T}.col_brand`} source="brand_th" />
      <Col
        label={`${T}.col_amount`}
        source="inventory"
        align="right"
        render={(r) => <Amount row={r} end />}
      />
      <Col
        label={`${T}.col_checked`}
        source="last_checked_at"
        disableSort
        render={lastChecked}
        sx={{ whiteSpace: 'nowrap' }}
      />
      <Col
        label={`${T}.${canWrite ? 'col_edit' : 'col_view'}`}
        align="center"
        render={(r) => <EditButton resource="inventory" keys={T} id={r.id} readOnly={!canWrite} />}
      />
      {canWrite && (
        <Col
          label={`${T}.col_delete`}
          align="center"
          render={(r) => <DeleteButton row={r} onDelete={onDelete} />}
        />
      )}
    </PhotoTable>
  );
}

/**
 * The phone's stock list (the warehouse floor): checkbox and photo, name, code, amount and
 * last check, with the edit (or view) and delete buttons; nothing scrolls sideways.
 */
export function InventoryPhoneList({ canWrite, onOpenImage, onDelete }: RowsProps) {
  const translate = useTranslate();
  return (
    <PhotoPhoneList<InventoryListRow>
      empty={<Empty canWrite={canWrite} />}
      onOpenImage={onOpenImage}
      lead={
        canWrite
          ? (r) => <SelectRowCheckbox id={r.id} label={selectLabel(translate, r)} />
          : undefined
      }
      detailsGap={1.5}
      details={(r) => (
        <>
          <span>{r.customer_product_id}</span>
          <Amount row={r} />
          <span>{translate(`${T}.checked_on`, { date: lastChecked(r) })}</span>
        </>
      )}
      buttons={(r) => (
        <>
          <EditButton resource="inventory" keys={T} id={r.id} readOnly={!canWrite} />
          {canWrite && <DeleteButton row={r} onDelete={onDelete} />}
        </>
      )}
    />
  );
}
