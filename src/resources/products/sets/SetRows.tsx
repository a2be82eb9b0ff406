import { DataTable, SimpleList, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import WorkspacesOutlined from '@mui/icons-material/WorkspacesOutlined';
import type { ProductSetListRow } from '../../../../contract/schemas/productSets';
import { EmptyList, listTableSx } from '../../../components/listParts';
import { OpenRecordButton, RowDeleteButton } from '../../../components/rowButtons';
import { Rank, Thumbnail } from '../../../components/productParts';

const T = 'app.productSets.list';
const Col = DataTable.Col<ProductSetListRow>;

export interface SetRowsProps {
  readOnly: boolean;
  onOpenImage: (r: ProductSetListRow) => void;
  onDelete: (r: ProductSetListRow) => void;
}

function Empty({ readOnly }: { readOnly: boolean }) {
  const translate = useTranslate();
  return (
    <EmptyList
      keys={T}
      icon={WorkspacesOutlined}
      body={translate(`${T}.${readOnly ? 'empty_body_staff' : 'empty_body'}`)}
    />
  );
}

function EditButton({ id, readOnly }: { id: number; readOnly: boolean }) {
  const translate = useTranslate();
  return (
    <OpenRecordButton
      resource="productSets"
      id={id}
      label={translate(`${T}.${readOnly ? 'view' : 'edit'}`)}
      readOnly={readOnly}
    />
  );
}

/** Delete is offered only for a set without stock (spec: the icon is disabled otherwise). */
function DeleteButton({
  row,
  onDelete,
}: {
  row: ProductSetListRow;
  onDelete: SetRowsProps['onDelete'];
}) {
  const translate = useTranslate();
  return (
    <RowDeleteButton
      label={translate(`${T}.delete`)}
      blocked={row.has_inventory === 'false' ? undefined : translate(`${T}.delete_blocked`)}
      onClick={() => onDelete(row)}
    />
  );
}

/** The set table (spec part 1 §2 "Product-set list"): index, image, barcode, shop, code, name, stock. */
export function SetTable({ readOnly, onOpenImage, onDelete }: SetRowsProps) {
  return (
    <DataTable<ProductSetListRow>
      rowClick={false}
      bulkActionButtons={false}
      empty={<Empty readOnly={readOnly} />}
      sx={listTableSx}
    >
      <Col label={`${T}.col_rank`} render={(r) => <Rank id={r.id} />} />
      <Col label={`${T}.col_image`} render={(r) => <Thumbnail row={r} onOpen={onOpenImage} />} />
      <Col label={`${T}.col_barcode`} source="item_barcode_upc" disableSort />
      <Col label={`${T}.col_shop`} source="shop_name" disableSort />
      <Col label={`${T}.col_code`} source="customer_product_id" disableSort />
      <Col label={`${T}.col_name`} source="product_name_th" disableSort />
      <Col
        label={`${T}.col_inventory`}
        source="inventory"
        align="right"
        disableSort
        render={(r) => r.inventory.toLocaleString('th-TH')}
      />
      <Col
        label={`${T}.${readOnly ? 'view' : 'edit'}`}
        align="center"
        render={(r) => <EditButton id={r.id} readOnly={readOnly} />}
      />
      {!readOnly && (
        <Col
          label={`${T}.col_delete`}
          align="center"
          render={(r) => <DeleteButton row={r} onDelete={onDelete} />}
        />
      )}
    </DataTable>
  );
}

/** The phone's set list: photo, name, code and stock, with the edit and delete buttons. */
export function SetPhoneList({ readOnly, onOpenImage, onDelete }: SetRowsProps) {
  const translate = useTranslate();
  return (
    <SimpleList<ProductSetListRow>
      rowClick={false}
      empty={<Empty readOnly={readOnly} />}
      leftIcon={(r) => <Thumbnail row={r} onOpen={onOpenImage} />}
      primaryText={(r) => r.product_name_th}
      secondaryText={(r) => (
        <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
          <span>{r.customer_product_id}</span>
          <Typography component="span" variant="body2" color="text.primary" fontWeight={600}>
            {translate(`${T}.stock_line`, { count: r.inventory.toLocaleString('th-TH') })}
          </Typography>
        </Box>
      )}
      rightIcon={(r) => (
        <Box sx={{ display: 'flex' }}>
          <EditButton id={r.id} readOnly={readOnly} />
          {!readOnly && <DeleteButton row={r} onDelete={onDelete} />}
        </Box>
      )}
      sx={{
        '& .MuiListItemIcon-root': { minWidth: 0 },
        '& .MuiListItemIcon-root:first-of-type': { mr: 1.5 },
        '& .MuiListItem-root': { borderBottom: 1, borderColor: 'divider', gap: 0.5 },
      }}
    />
  );
}
