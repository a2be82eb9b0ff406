import { useTranslate } from 'react-admin';
import {
  CONFIRM_TABS,
  isConfirmable,
  type FulfilmentRow,
} from '../../../../contract/schemas/fulfilment';
import { ListTabs, OLDEST_FIRST } from '../../../components/ListTabs';
import { SelectableList } from '../../../components/SelectableList';
import { ListHeading } from '../../../components/listParts';
import { ShopList, useFirstPageOnChange, useShopName } from '../../../components/ShopList';
import { BulkMoveButton } from './BulkMoveButton';
import { FulfilmentRows } from './FulfilmentRows';

const T = 'app.fulfilment';
const selectable = (r: FulfilmentRow) => isConfirmable(r.is_order);
/** The list opens on its work queue, the orders waiting to be confirmed, oldest first. */
const QUEUE = { sort: OLDEST_FIRST, filterDefaultValues: { tab: CONFIRM_TABS[0] } };

/**
 * The confirm-order list (/confirm-order; spec part 3 §2) of the working shop (the shell's
 * shop selector is the staff's shop dropdown): its orders by status tab, opening on the
 * orders waiting to be confirmed, oldest first, searched by the server; drafts are selected (across pages, select-all of the page, cancel) and confirmed
 * together with the button showing the count; a row opens the confirm-order edit, with
 * another icon once the order is final.
 */
export default function ConfirmOrderList() {
  const translate = useTranslate();
  return (
    <ShopList
      resource="confirm-order"
      title={translate('app.menu.confirm-order')}
      totalKey={`${T}.total`}
      noShopText={translate(`${T}.confirm.no_shop`)}
      storeKey={(shopId) => `confirm-order.shop${shopId}`}
      listProps={QUEUE}
    >
      {(shopId) => <ConfirmListBody shopId={shopId} />}
    </ShopList>
  );
}

function ConfirmListBody({ shopId }: { shopId: number }) {
  const translate = useTranslate();
  const shop = useShopName(shopId);
  useFirstPageOnChange(shopId, true);
  return (
    <>
      <ListHeading
        title={translate('app.menu.confirm-order')}
        subtitle={shop && translate(`${T}.shop_line`, { shop })}
        keys={T}
      />
      <ListTabs tabs={CONFIRM_TABS} keys={`${T}.tabs_confirm`} />
      <SelectableList isSelectable={(r) => selectable(r as FulfilmentRow)}>
        <BulkMoveButton kind="confirm" />
      </SelectableList>
      <FulfilmentRows kind="confirm" showShop={false} canSelect isSelectable={selectable} />
    </>
  );
}
