import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { ProductListRow } from '../../../contract/schemas/products';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { ImageViewer } from '../../components/ImageViewer';
import { ListHeading } from '../../components/listParts';
import { ShopList, useShopName } from '../../components/ShopList';
import { useIsPhone } from '../../components/useIsPhone';
import { useMayDo } from '../../providers/access';
import { ProductPhoneList, ProductTable } from './ProductRows';
import { picUrl } from '../../components/productParts';

const T = 'app.products.list';

/**
 * The product list (spec part 1 §2 "Product list", §3 list row, §6) of the working shop:
 * paged and searched by the server, 10 rows a page; a table, or a simple list on a phone.
 * Staff (type 3) only read: no import/add buttons, 'view' instead of 'edit', no delete.
 */
export default function ProductList() {
  const translate = useTranslate();
  return (
    <ShopList
      resource="products"
      title={translate('app.menu.product-list')}
      totalKey={`${T}.total`}
      noShopText={translate(`${T}.no_shop`)}
    >
      {(shopId) => <ProductListBody shopId={shopId} />}
    </ShopList>
  );
}

function ProductListBody({ shopId }: { shopId: number }) {
  const translate = useTranslate();
  // Staff see the shop's products but never change them: the server's rule (contract).
  const readOnly = !useMayDo('products', 'edit');
  const canCreate = useMayDo('products', 'create');
  const isPhone = useIsPhone();
  const [viewing, setViewing] = useState<ProductListRow | null>(null);
  const [deleting, setDeleting] = useState<ProductListRow | null>(null);
  const shop = useShopName(shopId);

  const Rows = isPhone ? ProductPhoneList : ProductTable;
  return (
    <>
      <ListHeading
        title={translate('app.menu.product-list')}
        subtitle={shop && translate(`${T}.shop_line`, { shop })}
        searchLabel={translate(`${T}.search_label`)}
        searchPlaceholder={translate(`${T}.search_placeholder`)}
        actions={
          canCreate && (
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
      <Rows readOnly={readOnly} onOpenImage={setViewing} onDelete={setDeleting} />
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
