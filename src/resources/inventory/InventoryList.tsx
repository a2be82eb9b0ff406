import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { useListContext, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import type { InventoryListRow } from '../../../contract/schemas/inventory';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { ImageViewer } from '../../components/ImageViewer';
import { SelectableList } from '../../components/SelectableList';
import { ListHeading } from '../../components/listParts';
import { ShopList, useShopName } from '../../components/ShopList';
import { useIsPhone } from '../../components/useIsPhone';
import { useMayDo } from '../../providers/access';
import { picUrl } from '../../components/productParts';
import { CheckStockButton } from './CheckStockButton';
import { InventoryPhoneList, InventoryTable } from './InventoryRows';
import { useOnChange } from '../../components/useOnChange';

const T = 'app.inventory.list';

/**
 * The stock list (spec part 2 §2.2 "Inventory", §6, §9) of the working shop (the shell's shop
 * selector is the staff's shop dropdown): paged and searched by the server (code, names, brand,
 * barcodes), 10 a page; a table, or a simple list on a phone. Staff select items (across pages)
 * to record a stock check, add, adjust and delete; shop users read and open an item's history.
 */
export default function InventoryList() {
  const translate = useTranslate();
  return (
    <ShopList
      resource="inventory"
      title={translate('app.menu.inventory')}
      totalKey={`${T}.total`}
      noShopText={translate(`${T}.no_shop`)}
      // Each shop keeps its own selection: items chosen in one shop are never checked in another.
      storeKey={(shopId) => `inventory.shop${shopId}`}
    >
      {(shopId) => <InventoryListBody shopId={shopId} />}
    </ShopList>
  );
}

function InventoryListBody({ shopId }: { shopId: number }) {
  const translate = useTranslate();
  const canCreate = useMayDo('inventory', 'create');
  // Adjust, check and delete: staff's (STOCK_WRITE), as the server decides.
  const canWrite = useMayDo('inventory', 'edit');
  const isPhone = useIsPhone();
  const { setPage, onUnselectItems, onSelect, selectedIds } = useListContext();
  const [viewing, setViewing] = useState<InventoryListRow | null>(null);
  const [deleting, setDeleting] = useState<InventoryListRow | null>(null);
  const shop = useShopName(shopId);

  // A change of working shop starts the new shop's list on its first page, nothing selected.
  useOnChange(
    shopId,
    useCallback(() => {
      setPage(1);
      onUnselectItems();
    }, [setPage, onUnselectItems]),
  );

  const Rows = isPhone ? InventoryPhoneList : InventoryTable;
  return (
    <>
      <ListHeading
        title={translate('app.menu.inventory')}
        subtitle={shop && translate(`${T}.shop_line`, { shop })}
        searchLabel={translate(`${T}.search_label`)}
        searchPlaceholder={translate(`${T}.search_placeholder`)}
        actions={
          canCreate && (
            <Button component={Link} to="/inventory/create" variant="contained" startIcon={<Add />}>
              {translate(`${T}.create`)}
            </Button>
          )
        }
      />
      {canWrite && (
        <SelectableList>
          <CheckStockButton />
        </SelectableList>
      )}
      <Rows canWrite={canWrite} onOpenImage={setViewing} onDelete={setDeleting} />
      <ImageViewer
        src={viewing?.pic ? picUrl(viewing.pic) : null}
        title={viewing?.product_name_th ?? ''}
        onClose={() => setViewing(null)}
      />
      <ConfirmDeleteDialog
        resource="inventory"
        record={deleting}
        title={translate(`${T}.delete_title`)}
        question={translate(`${T}.delete_question`)}
        name={deleting ? `${deleting.customer_product_id} ${deleting.product_name_th}` : ''}
        successKey={`${T}.deleted`}
        onClose={() => setDeleting(null)}
        onDeleted={(r) => onSelect(selectedIds.filter((id) => id !== r.id))}
      />
    </>
  );
}
