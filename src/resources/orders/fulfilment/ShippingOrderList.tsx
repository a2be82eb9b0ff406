import { useMemo, type ReactNode } from 'react';
import { useStore, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import {
  isShippable,
  SHIPPING_SEARCH,
  SHIPPING_TABS,
  type FulfilmentRow,
} from '../../../../contract/schemas/fulfilment';
import { ListTabs, OLDEST_FIRST } from '../../../components/ListTabs';
import { SelectableList } from '../../../components/SelectableList';
import { ListHeading } from '../../../components/listParts';
import {
  ChooseFirst,
  PagedList,
  useFirstPageOnChange,
  useShopName,
} from '../../../components/ShopList';
import { useLookup } from '../../../components/useLookup';
import { useMayDo } from '../../../providers/access';
import { useSession } from '../../../providers/session';
import { PickListButton } from '../floor/PickListButton';
import { BulkMoveButton } from './BulkMoveButton';
import { FulfilmentRows } from './FulfilmentRows';

const T = 'app.fulfilment';
const S = `${T}.shipping`;
const selectable = (r: FulfilmentRow) => isShippable(r.is_order);
type Mode = (typeof SHIPPING_SEARCH)[keyof typeof SHIPPING_SEARCH];
/** The list opens on its work queue, the orders ready to ship, oldest first. */
const QUEUE_FILTER = { tab: SHIPPING_TABS[0] };

/**
 * The shipping-order list (/shipping-order; spec part 3 §2) in its two search modes: 1 by
 * shop (the working shop of the shell's selector), 2 by delivery channel (every shop the user
 * has). Confirmed to returned orders by status tab, opening on those ready to ship, oldest
 * first; the warehouse selects the orders not yet
 * shipped (a row from is_order 4 cannot be selected) and ships them with the button showing
 * the count; a row opens its read-only shipping view.
 */
export default function ShippingOrderList() {
  const translate = useTranslate();
  const session = useSession();
  const shopId = session?.shopId ?? null;
  // The warehouse ships: it selects orders for the bulk move.
  const canShip = useMayDo('shipping-order', 'edit');
  // The floor: pick lists of the selected orders, and scan to pack.
  const canPick = useMayDo('pick-lists', 'create');
  const canPack = useMayDo('pack', 'edit');
  const [mode, setMode] = useStore<Mode>('shipping-order.mode', SHIPPING_SEARCH.SHOP);
  const [channel, setChannel] = useStore<number | null>('shipping-order.channel', null);
  const title = translate('app.menu.shipping-order');
  const filter = useMemo(
    () =>
      mode === SHIPPING_SEARCH.SHOP
        ? { search_mode: mode, shop_id: shopId }
        : { search_mode: mode, delivery_mode: channel },
    [mode, shopId, channel],
  );
  const controls = (
    <>
      <ModeControls mode={mode} onMode={setMode} channel={channel} onChannel={setChannel} />
      {canPack && (
        <Button
          component={Link}
          to="/pack"
          variant="outlined"
          size="small"
          startIcon={<QrCodeScanner />}
        >
          {translate('app.floor.open_pack')}
        </Button>
      )}
    </>
  );
  const choose = (text: string) => (
    <ChooseFirst title={title} text={text} top={<Box sx={{ px: 2, pt: 2 }}>{controls}</Box>} />
  );
  if (mode === SHIPPING_SEARCH.SHOP && shopId === null) return choose(translate(`${S}.no_shop`));
  if (mode === SHIPPING_SEARCH.CHANNEL && channel === null)
    return choose(translate(`${S}.no_channel`));
  const key = mode === SHIPPING_SEARCH.SHOP ? `shop${shopId}` : `channel${channel}`;
  return (
    <PagedList
      resource="shipping-order"
      title={title}
      totalKey={`${T}.total`}
      filter={filter}
      storeKey={`shipping-order.${key}`}
      sort={OLDEST_FIRST}
      filterDefaultValues={QUEUE_FILTER}
    >
      <ShippingListBody
        mode={mode}
        shopId={shopId}
        listKey={key}
        controls={controls}
        canShip={canShip}
        canPick={canPick}
      />
    </PagedList>
  );
}

function ShippingListBody({
  mode,
  shopId,
  listKey,
  controls,
  canShip,
  canPick,
}: {
  mode: Mode;
  shopId: number | null;
  listKey: string;
  controls: ReactNode;
  canShip: boolean;
  canPick: boolean;
}) {
  const translate = useTranslate();
  const shop = useShopName(shopId);
  // Another shop or channel starts its list on page 1 with nothing selected.
  useFirstPageOnChange(listKey, true);
  const byShop = mode === SHIPPING_SEARCH.SHOP;
  return (
    <>
      <ListHeading
        title={translate('app.menu.shipping-order')}
        subtitle={byShop && shop ? translate(`${T}.shop_line`, { shop }) : undefined}
        actions={controls}
        keys={T}
      />
      <ListTabs tabs={SHIPPING_TABS} keys={`${T}.tabs_shipping`} />
      {canShip && (
        <SelectableList isSelectable={(r) => selectable(r as FulfilmentRow)}>
          <BulkMoveButton kind="shipping" />
          {canPick && <PickListButton />}
        </SelectableList>
      )}
      <FulfilmentRows
        kind="shipping"
        showShop={!byShop}
        canSelect={canShip}
        isSelectable={selectable}
      />
    </>
  );
}

/** The search mode (1 by shop, 2 by delivery channel) and, in mode 2, the channel. */
function ModeControls({
  mode,
  onMode,
  channel,
  onChannel,
}: {
  mode: Mode;
  onMode: (m: Mode) => void;
  channel: number | null;
  onChannel: (c: number) => void;
}) {
  const translate = useTranslate();
  const channels = useLookup('deliveryChannels').choices;
  const known = channels.some((c) => c.id === channel) ? channel : '';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, p: 0 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={mode}
        onChange={(_, m: Mode | null) => m && onMode(m)}
        aria-label={translate(`${S}.mode`)}
      >
        <ToggleButton value={SHIPPING_SEARCH.SHOP}>{translate(`${S}.mode_1`)}</ToggleButton>
        <ToggleButton value={SHIPPING_SEARCH.CHANNEL}>{translate(`${S}.mode_2`)}</ToggleButton>
      </ToggleButtonGroup>
      {mode === SHIPPING_SEARCH.CHANNEL && (
        <TextField
          select
          size="small"
          label={translate(`${S}.channel`)}
          value={known ?? ''}
          onChange={(e) => onChannel(Number(e.target.value))}
          sx={{ minWidth: 240 }}
        >
          {channels.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
}
