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
import type { ProductSetListRow } from '../../../contract/schemas/productSets';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { ImageViewer } from '../../components/ImageViewer';
import { Pager } from '../../components/Pager';
import { ListHeading, SHORT_ROWS } from '../../components/listParts';
import { useIsPhone } from '../../components/useIsPhone';
import { useOnChange } from '../../components/useOnChange';
import { useSession } from '../../providers/session';
import { picUrl } from '../products/productRowParts';
import { SetTabs } from './SetTabs';
import { SetPhoneList, SetTable } from './SetRows';

const T = 'app.productSets.list';
const SORT: SortPayload = { field: 'id', order: 'DESC' };

/**
 * The product-set list (spec part 1 §2 "Product-set list", the sets tab) of the working shop:
 * paged and searched by the server. Staff only read: 'view' instead of 'edit', no delete,
 * no add or import.
 */
export default function ProductSetList() {
  const translate = useTranslate();
  const shopId = useSession()?.shopId ?? null;
  const filter = useMemo(() => ({ shop_id: shopId }), [shopId]);
  if (shopId === null) {
    return (
      <Card sx={{ mt: 2 }}>
        <Title title={translate('app.menu.product-set-list')} />
        <SetTabs />
        <CardContent>
          <Typography>{translate(`${T}.no_shop`)}</Typography>
        </CardContent>
      </Card>
    );
  }
  return (
    <List
      resource="productSets"
      title={translate('app.menu.product-set-list')}
      filter={filter}
      perPage={PAGE_SIZE}
      sort={SORT}
      queryOptions={SHORT_ROWS}
      actions={false}
      empty={false}
      pagination={<Pager totalKey={`${T}.total`} />}
      sx={{ '& .RaList-main': { pb: 2 } }}
    >
      <SetTabs />
      <SetListBody shopId={shopId} />
    </List>
  );
}

function SetListBody({ shopId }: { shopId: number }) {
  const translate = useTranslate();
  const session = useSession();
  const isStaff = session?.isStaff ?? false;
  const isPhone = useIsPhone();
  const { setPage } = useListContext();
  const [viewing, setViewing] = useState<ProductSetListRow | null>(null);
  const [deleting, setDeleting] = useState<ProductSetListRow | null>(null);
  const shop = session?.shopList.find((s) => s.shop_id === shopId);
  useOnChange(
    shopId,
    useCallback(() => setPage(1), [setPage]),
  );
  const Rows = isPhone ? SetPhoneList : SetTable;
  return (
    <>
      <ListHeading
        title={translate('app.menu.product-set-list')}
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
                to="/productSets/import"
                variant="outlined"
                startIcon={<UploadFileOutlined />}
              >
                {translate(`${T}.import`)}
              </Button>
              <Button
                component={Link}
                to="/productSets/create"
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
        resource="productSets"
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
