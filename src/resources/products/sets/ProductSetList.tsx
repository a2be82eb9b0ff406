import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { ProductSetListRow } from '../../../../contract/schemas/productSets';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { ImageViewer } from '../../../components/ImageViewer';
import { ListHeading } from '../../../components/listParts';
import { ShopList, useShopName } from '../../../components/ShopList';
import { useIsPhone } from '../../../components/useIsPhone';
import { useMayDo } from '../../../providers/access';
import { picUrl } from '../../../components/productParts';
import { SetTabs } from '../../../components/SetTabs';
import { SetPhoneList, SetTable } from './SetRows';

const T = 'app.productSets.list';

/**
 * The product-set list (spec part 1 §2 "Product-set list", the sets tab) of the working shop:
 * paged and searched by the server. Staff only read: 'view' instead of 'edit', no delete,
 * no add or import.
 */
export default function ProductSetList() {
  const translate = useTranslate();
  return (
    <ShopList
      resource="productSets"
      title={translate('app.menu.product-set-list')}
      totalKey={`${T}.total`}
      noShopText={translate(`${T}.no_shop`)}
      top={<SetTabs />}
    >
      {(shopId) => <SetListBody shopId={shopId} />}
    </ShopList>
  );
}

function SetListBody({ shopId }: { shopId: number }) {
  const translate = useTranslate();
  // Staff see the shop's sets but never change them: the server's rule (contract).
  const readOnly = !useMayDo('productSets', 'edit');
  const canCreate = useMayDo('productSets', 'create');
  const isPhone = useIsPhone();
  const [viewing, setViewing] = useState<ProductSetListRow | null>(null);
  const [deleting, setDeleting] = useState<ProductSetListRow | null>(null);
  const shop = useShopName(shopId);
  const Rows = isPhone ? SetPhoneList : SetTable;
  return (
    <>
      <ListHeading
        title={translate('app.menu.product-set-list')}
        subtitle={shop && translate(`${T}.shop_line`, { shop })}
        searchLabel={translate(`${T}.search_label`)}
        searchPlaceholder={translate(`${T}.search_placeholder`)}
        actions={
          canCreate && (
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
      <Rows readOnly={readOnly} onOpenImage={setViewing} onDelete={setDeleting} />
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
