import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  DataTable,
  List,
  useCreatePath,
  useListContext,
  useTranslate,
  type SortPayload,
} from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { PAGE_SIZE } from '../../../contract/limits';
import type { ProductListRow } from '../../../contract/schemas/products';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { formatBaht } from '../../components/format';
import { ImageViewer } from '../../components/ImageViewer';
import { Pager } from '../../components/Pager';
import { EmptyList, ListHeading, listTableSx } from '../../components/listParts';
import { apiUrl } from '../../providers/http';
import { useSession } from '../../providers/session';

const T = 'app.products.list';
const SORT: SortPayload = { field: 'id', order: 'DESC' };
const picUrl = (key: string) => apiUrl('productPic', { key });
/** The table's column, typed by the list row. */
const Col = DataTable.Col<ProductListRow>;

/**
 * The product list (spec part 1 §2 "Product list", §3 list row, §6): paged and searched
 * by the server, 10 rows a page. Staff (type 3) see the working shop of the top bar,
 * read-only: no import/add buttons, 'view' instead of 'edit', no delete column.
 */
export default function ProductList() {
  const translate = useTranslate();
  const session = useSession();
  const shopId = session?.shopId ?? null;
  const filter = useMemo(() => ({ shop_id: shopId }), [shopId]);
  if (shopId === null) {
    return (
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography>{translate(`${T}.no_shop`)}</Typography>
        </CardContent>
      </Card>
    );
  }
  return (
    <List
      resource="products"
      title={translate('app.menu.product-list')}
      filter={filter}
      perPage={PAGE_SIZE}
      sort={SORT}
      actions={false}
      empty={false}
      pagination={<Pager totalKey={`${T}.total`} />}
      sx={{ '& .RaList-main': { pb: 2 } }}
    >
      <ProductTable isStaff={session?.isStaff ?? false} shopId={shopId} />
    </List>
  );
}

function ProductTable({ isStaff, shopId }: { isStaff: boolean; shopId: number }) {
  const translate = useTranslate();
  const { setPage } = useListContext();
  const [viewing, setViewing] = useState<ProductListRow | null>(null);
  const [deleting, setDeleting] = useState<ProductListRow | null>(null);

  // A staff member's shop change starts the new shop's list on its first page.
  const shownShop = useRef(shopId);
  useEffect(() => {
    if (shownShop.current === shopId) return;
    shownShop.current = shopId;
    setPage(1);
  }, [shopId, setPage]);

  return (
    <>
      <ListHeading
        title={translate('app.menu.product-list')}
        searchLabel={translate(`${T}.search_label`)}
        searchPlaceholder={translate(`${T}.search_placeholder`)}
        actions={
          !isStaff && (
            <>
              <Button
                component={Link}
                to="/products/import"
                variant="outlined"
                startIcon={<UploadFileOutlined />}
              >
                {translate(`${T}.import`)}
              </Button>
              <Button
                component={Link}
                to="/products/create"
                variant="contained"
                startIcon={<Add />}
              >
                {translate(`${T}.create`)}
              </Button>
            </>
          )
        }
      />
      <DataTable<ProductListRow>
        rowClick={false}
        bulkActionButtons={false}
        empty={
          <EmptyList
            keys={T}
            icon={Inventory2Outlined}
            body={translate(`${T}.${isStaff ? 'empty_body_staff' : 'empty_body'}`)}
          />
        }
        sx={listTableSx}
      >
        <Col label={`${T}.col_rank`} render={(r) => <Rank id={r.id} />} />
        <Col label={`${T}.col_image`} render={(r) => <Thumbnail row={r} onOpen={setViewing} />} />
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
          label={`${T}.${isStaff ? 'view' : 'edit'}`}
          align="center"
          render={(r) => <EditButton id={r.id} isStaff={isStaff} />}
        />
        {!isStaff && (
          <Col
            label={`${T}.col_delete`}
            align="center"
            render={(r) => <DeleteButton row={r} onDelete={setDeleting} />}
          />
        )}
      </DataTable>
      <ImageViewer
        src={viewing?.pic ? picUrl(viewing.pic) : null}
        title={viewing?.product_name_th ?? ''}
        onClose={() => setViewing(null)}
      />
      <ConfirmDeleteDialog
        resource="products"
        record={deleting}
        title={translate(`${T}.delete_title`)}
        question={translate(`${T}.delete_question`)}
        name={deleting ? `${deleting.customer_product_id} ${deleting.product_name_th}` : ''}
        successKey={`${T}.deleted`}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

/** Row number across pages: (page − 1) × per page + position on the page. */
function Rank({ id }: { id: ProductListRow['id'] }) {
  const { data, page, perPage } = useListContext<ProductListRow>();
  const index = data?.findIndex((r) => r.id === id) ?? -1;
  return <>{index < 0 ? '' : (page - 1) * perPage + index + 1}</>;
}

function Thumbnail({ row, onOpen }: { row: ProductListRow; onOpen: (r: ProductListRow) => void }) {
  const translate = useTranslate();
  const [failed, setFailed] = useState(false);
  const box = { width: 48, height: 48, borderRadius: 1 };
  if (!row.pic || failed) {
    return (
      <Box
        role="img"
        aria-label={translate(`${T}.no_image`)}
        sx={{ ...box, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}
      >
        <ImageNotSupportedOutlined fontSize="small" color="disabled" />
      </Box>
    );
  }
  return (
    <ButtonBase
      aria-label={translate(`${T}.open_image`, { name: row.product_name_th })}
      onClick={() => onOpen(row)}
      sx={{ ...box, overflow: 'hidden', border: 1, borderColor: 'divider' }}
    >
      <Box
        component="img"
        src={picUrl(row.pic)}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
        sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </ButtonBase>
  );
}

function EditButton({ id, isStaff }: { id: ProductListRow['id']; isStaff: boolean }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const label = translate(`${T}.${isStaff ? 'view' : 'edit'}`);
  return (
    <Tooltip title={label}>
      <IconButton
        component={Link}
        to={createPath({ resource: 'products', id, type: 'edit' })}
        aria-label={label}
        color="primary"
        size="small"
      >
        {isStaff ? <VisibilityOutlined fontSize="small" /> : <EditOutlined fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}

/** Delete is offered only for a product with no stock (has_inventory 'false'). */
function DeleteButton({
  row,
  onDelete,
}: {
  row: ProductListRow;
  onDelete: (r: ProductListRow) => void;
}) {
  const translate = useTranslate();
  const allowed = row.has_inventory === 'false';
  const label = translate(`${T}.delete`);
  return (
    <Tooltip title={allowed ? label : translate(`${T}.delete_blocked`)}>
      {/* A disabled button fires no events: the span keeps the tooltip working. */}
      <span>
        <IconButton
          aria-label={label}
          color="error"
          size="small"
          disabled={!allowed}
          onClick={() => onDelete(row)}
        >
          <DeleteOutline fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
