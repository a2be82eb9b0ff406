import { DataTable, SimpleList, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import type { ProductListRow } from '../../../contract/schemas/products';
import { formatBaht } from '../../components/format';
import { EmptyList, listTableSx } from '../../components/listParts';
import {
  DeleteButton,
  EditButton,
  Rank,
  Thumbnail,
  type RowActions,
} from '../../components/productParts';

const T = 'app.products.list';
const Col = DataTable.Col<ProductListRow>;

interface RowsProps extends RowActions {
  readOnly: boolean;
}

function Empty({ readOnly }: { readOnly: boolean }) {
  const translate = useTranslate();
  return (
    <EmptyList
      keys={T}
      icon={Inventory2Outlined}
      body={translate(`${T}.${readOnly ? 'empty_body_staff' : 'empty_body'}`)}
    />
  );
}

/** The product table of a wider screen. */
export function ProductTable({ readOnly, onOpenImage, onDelete }: RowsProps) {
  return (
    <DataTable<ProductListRow>
      rowClick={false}
      bulkActionButtons={false}
      empty={<Empty readOnly={readOnly} />}
      sx={listTableSx}
    >
      <Col label={`${T}.col_rank`} render={(r) => <Rank id={r.id} />} />
      <Col label={`${T}.col_image`} render={(r) => <Thumbnail row={r} onOpen={onOpenImage} />} />
      <Col label={`${T}.col_code`} source="customer_product_id" />
      <Col label={`${T}.col_name`} source="product_name_th" />
      <Col label={`${T}.col_brand`} source="brand_th" />
      <Col label={`${T}.col_type`} source="product_type_name" disableSort />
      <Col
        label={`${T}.col_price`}
        source="price"
        align="right"
        render={(r) => formatBaht(r.price)}
        sx={{ whiteSpace: 'nowrap' }}
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

/**
 * The phone's product list (react-admin demo's pattern): photo, name, code and price, with
 * the edit (or view) and delete buttons on each row; names wrap between words.
 */
export function ProductPhoneList({ readOnly, onOpenImage, onDelete }: RowsProps) {
  return (
    <SimpleList<ProductListRow>
      rowClick={false}
      empty={<Empty readOnly={readOnly} />}
      leftIcon={(r) => <Thumbnail row={r} onOpen={onOpenImage} />}
      primaryText={(r) => r.product_name_th}
      secondaryText={(r) => (
        <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
          <span>{r.customer_product_id}</span>
          <Typography component="span" variant="body2" color="text.primary" fontWeight={600}>
            {formatBaht(r.price)}
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
