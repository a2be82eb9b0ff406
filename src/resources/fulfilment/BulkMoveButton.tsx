import { useEffect, useRef, useState } from 'react';
import { useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import type { BulkReply, FulfilmentRow } from '../../../contract/schemas/fulfilment';
import { MessageDialog } from '../../components/MessageDialog';
import { failureOf } from '../../providers/apiErrors';
import { usePortalData } from '../../providers/dataProvider';
import type { FulfilmentKind } from './FulfilmentRows';

const T = 'app.fulfilment';

/**
 * The bulk action of a fulfilment list, showing the selected count (spec part 3 §2): confirm
 * the selected orders, or ship them. Sends every selected order (on any page), then reloads
 * the list and clears the selection; the orders it could not move are listed with the reason.
 */
export function BulkMoveButton({ kind }: { kind: FulfilmentKind }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = usePortalData();
  const { selectedIds, onUnselectItems, data, filter } = useListContext<FulfilmentRow>();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<BulkReply['refused']>([]);
  // The shop of each row seen on any page while the list is open (a list by delivery channel
  // spans shops); otherwise the list's shop.
  const shops = useRef(new Map<number, number>());
  useEffect(() => {
    for (const r of data ?? []) shops.current.set(r.id, r.shop_id);
  }, [data]);
  const listShop = Number((filter as { shop_id?: number } | undefined)?.shop_id ?? 0);

  const run = async () => {
    setBusy(true);
    try {
      const selected = selectedIds.map((id) => ({
        id: Number(id),
        shop_id: shops.current.get(Number(id)) ?? listShop,
      }));
      const reply =
        kind === 'confirm'
          ? await dataProvider.confirmOrders(selected)
          : await dataProvider.shipOrders(selected);
      onUnselectItems();
      if (reply.done.length) {
        notify(`${T}.${kind}.done`, {
          type: 'success',
          messageArgs: { count: reply.done.length },
        });
      }
      setRefused(reply.refused);
      refresh();
    } catch (e) {
      console.error('Error: Unable to fetch data', e);
      notify(failureOf(e).message ?? 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const Icon = kind === 'confirm' ? CheckCircleOutline : LocalShippingOutlined;
  return (
    <>
      <Button
        variant="contained"
        size="small"
        disabled={busy || selectedIds.length === 0}
        onClick={() => void run()}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <Icon />}
      >
        {translate(`${T}.${kind}.action`, { count: selectedIds.length })}
      </Button>
      <MessageDialog
        open={refused.length > 0}
        title={translate(`${T}.refused_title`, { count: refused.length })}
        message=""
        lines={refused.map((r) => (r.order_id ? `${r.order_id}: ${r.message}` : r.message))}
        button={translate(`${T}.close`)}
        onClose={() => setRefused([])}
      />
    </>
  );
}
