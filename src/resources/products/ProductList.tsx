import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { List, Title, useListContext, useTranslate, type SortPayload } from 'react-admin';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { PAGE_SIZE } from '../../../contract/limits';
import type { ProductListRow } from '../../../contract/schemas/products';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { ImageViewer } from '../../components/ImageViewer';
import { Pager } from '../../components/Pager';
import { ListHeading, SHORT_ROWS } from '../../components/listParts';
import { useIsPhone } from '../../components/useIsPhone';
import { useSession } from '../../providers/session';
import { ProductPhoneList, ProductTable } from './ProductRows';
import { picUrl } from './productRowParts';
import { useOnChange } from '../../components/useOnChange';

const T = 'app.products.list';
const SORT: SortPayload = { field: 'id', order: 'DESC' };

/**
 * The product list (spec part 1 §2 "Product list", §3 list row, §6) of the working shop:
 * paged and searched by the server, 10 rows a page; a table, or a simple list on a phone.
 * Staff (type 3) only read: no import/add buttons, 'view' instead of 'edit', no delete.
 */
export default function ProductList() {
  const translate = useTranslate();
  const shopId = useSession()?.shopId ?? null;
  const filter = useMemo(() => ({ shop_id: shopId }), [shopId]);
  if (shopId === null) {
    return (
      <Card sx={{ mt: 2 }}>
        <Title title={translate('app.menu.product-list')} />
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.menu.product-list')}
          </Typography>
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
      queryOptions={SHORT_ROWS}
      actions={false}
      empty={false}
      pagination={<Pager totalKey={`${T}.total`} />}
      sx={{ '& .RaList-main': { pb: 2 } }}
    >
      <ProductListBody shopId={shopId} />
    </List>
  );
}

function ProductListBody({ shopId }: { shopId: number }) {
  const translate = useTranslate();
  const session = useSession();
  const isStaff = session?.isStaff ?? false;
  const isPhone = useIsPhone();
  const { setPage } = useListContext();
  const [viewing, setViewing] = useState<ProductListRow | null>(null);
  const [deleting, setDeleting] = useState<ProductListRow | null>(null);
  const shop = session?.shopList.find((s) => s.shop_id === shopId);

  // A change of working shop starts the new shop's list on its first page.
  useOnChange(
    shopId,
    useCallback(() => setPage(1), [setPage]),
  );

  const Rows = isPhone ? ProductPhoneList : ProductTable;
  return (
    <>
      <ListHeading
        title={translate('app.menu.product-list')}
        subtitle={
          shop && translate(`${T}.shop_line`, { shop: `${shop.shop_no} ${shop.shop_name}` })
        }
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
      <Rows isStaff={isStaff} onOpenImage={setViewing} onDelete={setDeleting} />
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
