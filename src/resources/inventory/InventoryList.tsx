import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import type { InventoryListRow } from '../../../contract/schemas/inventory';
import { ShopRecordList } from '../../components/ShopRecordList';
import { useMayDo } from '../../providers/access';
import { CheckStockButton } from './CheckStockButton';
import { InventoryPhoneList, InventoryTable } from './InventoryRows';

const T = 'app.inventory.list';

/**
 * The stock list (spec part 2 §2.2 "Inventory", §6, §9) of the working shop (the shell's shop
 * selector is the staff's shop dropdown): paged and searched by the server (code, names, brand,
 * barcodes), 10 a page; a table, or a simple list on a phone. Staff select items (across pages)
 * to record a stock check, add, adjust and delete; shop users read and open an item's history.
 */
export default function InventoryList() {
  const translate = useTranslate();
  const canCreate = useMayDo('inventory', 'create');
  // Adjust, check and delete: staff's (STOCK_WRITE), as the server decides.
  const canWrite = useMayDo('inventory', 'edit');
  return (
    <ShopRecordList<InventoryListRow>
      resource="inventory"
      title={translate('app.menu.inventory')}
      keys={T}
      noShopText={translate(`${T}.no_shop`)}
      selection={{ buttons: canWrite && <CheckStockButton /> }}
      actions={
        canCreate && (
          <Button component={Link} to="/inventory/create" variant="contained" startIcon={<Add />}>
            {translate(`${T}.create`)}
          </Button>
        )
      }
      deleteName={(r) => `${r.customer_product_id} ${r.product_name_th}`}
      rows={(actions, isPhone) => {
        const Rows = isPhone ? InventoryPhoneList : InventoryTable;
        return <Rows canWrite={canWrite} {...actions} />;
      }}
    />
  );
}
