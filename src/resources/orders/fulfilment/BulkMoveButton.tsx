import { useEffect, useRef, useState } from 'react';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import type { BulkReply, FulfilmentRow } from '../../../../contract/schemas/fulfilment';
import { MessageDialog } from '../../../components/MessageDialog';
import { PrintLabelsButton } from '../../../components/PrintLabelsButton';
import { SelectedRowsButton, useSelectedRowsAction } from '../../../components/BusyButton';
import { usePortalData } from '../../../providers/dataProvider';
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
  const dataProvider = usePortalData();
  const { data, filter } = useListContext<FulfilmentRow>();
  const [refused, setRefused] = useState<BulkReply['refused']>([]);
  // The orders just shipped: their labels are printed from the dialog that says so.
  const [shipped, setShipped] = useState<BulkReply['done']>([]);
  // The shop of each row seen on any page while the list is open (a list by delivery channel
  // spans shops); otherwise the list's shop.
  const shops = useRef(new Map<number, number>());
  useEffect(() => {
    for (const r of data ?? []) shops.current.set(r.id, r.shop_id);
  }, [data]);
  const listShop = Number((filter as { shop_id?: number } | undefined)?.shop_id ?? 0);

  const action = useSelectedRowsAction(
    async (ids) => {
      const selected = ids.map((id) => ({
        id: Number(id),
        shop_id: shops.current.get(Number(id)) ?? listShop,
      }));
      const reply =
        kind === 'confirm'
          ? await dataProvider.confirmOrders(selected)
          : await dataProvider.shipOrders(selected);
      // A shipment is told by its dialog (with the labels to print); a confirmation here.
      if (kind === 'confirm' && reply.done.length) {
        notify(`${T}.${kind}.done`, {
          type: 'success',
          messageArgs: { count: reply.done.length },
        });
      }
      if (kind === 'shipping' && reply.done.length) setShipped(reply.done);
      setRefused(reply.refused);
    },
    'ra.notification.http_error',
    'Error: Unable to fetch data',
  );

  const Icon = kind === 'confirm' ? CheckCircleOutline : LocalShippingOutlined;
  return (
    <>
      <SelectedRowsButton action={action} icon={<Icon />}>
        {translate(`${T}.${kind}.action`, { count: action.selectedIds.length })}
      </SelectedRowsButton>
      <MessageDialog
        open={refused.length > 0 && shipped.length === 0}
        title={translate(`${T}.refused_title`, { count: refused.length })}
        message=""
        lines={refusalLines(refused)}
        button={translate(`${T}.close`)}
        onClose={() => setRefused([])}
      />
      <ShippedDialog
        shipped={shipped}
        refused={refused}
        onClose={() => {
          setShipped([]);
          setRefused([]);
        }}
      />
    </>
  );
}

const refusalLines = (refused: BulkReply['refused']) =>
  refused.map((r) => (r.order_id ? `${r.order_id}: ${r.message}` : r.message));

/**
 * After a bulk ship: how many shipped, with their tracking numbers, the print of their
 * shipping labels as one PDF, and the orders that could not be shipped with the reason.
 */
function ShippedDialog({
  shipped,
  refused,
  onClose,
}: {
  shipped: BulkReply['done'];
  refused: BulkReply['refused'];
  onClose: () => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={shipped.length > 0} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{translate(`${T}.shipping.done`, { count: shipped.length })}</DialogTitle>
      <DialogContent>
        <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
          {shipped.map((o) => (
            <li key={o.id}>{`${o.order_id}: ${o.tracking_no ?? '-'}`}</li>
          ))}
        </Box>
        {refused.length > 0 && (
          <>
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
              {translate(`${T}.refused_title`, { count: refused.length })}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
              {refusalLines(refused).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </Box>
          </>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {translate(`${T}.shipping.print_hint`)}
        </Typography>
      </DialogContent>
      <DialogActions>
        <PrintLabelsButton ids={shipped.map((o) => o.id)} />
        <Button variant="contained" onClick={onClose} autoFocus>
          {translate(`${T}.close`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
