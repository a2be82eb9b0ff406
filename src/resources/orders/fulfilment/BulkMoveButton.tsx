import { useEffect, useRef, useState } from 'react';
import { Confirm, useListContext, useRefresh, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import type { BulkReply, FulfilmentRow } from '../../../../contract/schemas/fulfilment';
import { BusyButton } from '../../../components/BusyButton';
import { PrintLabelsButton } from '../../../components/PrintLabelsButton';
import { useIsPhone } from '../../../components/useIsPhone';
import { failureOf } from '../../../providers/apiErrors';
import { usePortalData } from '../../../providers/dataProvider';
import type { FulfilmentKind } from './FulfilmentRows';

const T = 'app.fulfilment';
/** Orders sent to the server per request: the progress bar moves after each. */
const CHUNK = 10;

/** One selected order's result: moved (with its tracking number once shipped) or refused. */
interface OrderResult {
  id: number;
  order_id: string;
  done: boolean;
  tracking_no?: string | null;
  message?: string;
}

interface Run {
  total: number;
  results: OrderResult[];
  /** Why the run stopped before every order was sent (a failed request). */
  stopped?: string;
  finished: boolean;
}

/**
 * The bulk action of a fulfilment list (spec part 3 §2): confirm the selected orders, or ship
 * them. It asks once, naming the count; nothing is sent (to the server, nor by it to the
 * carrier) before that. The orders then go in small requests with a progress bar, and the run
 * ends with each order's result: done (with its tracking number once shipped) or refused with
 * the server's Thai reason. Shipped orders' labels print from there.
 */
export function BulkMoveButton({ kind }: { kind: FulfilmentKind }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = usePortalData();
  const { data, filter, selectedIds, onUnselectItems, setPage } = useListContext<FulfilmentRow>();
  const [asking, setAsking] = useState(false);
  const [run, setRun] = useState<Run | null>(null);
  // The shop and number of each row seen on any page while the list is open (a list by
  // delivery channel spans shops); otherwise the list's shop.
  const seen = useRef(new Map<number, { shop_id: number; order_id: string }>());
  useEffect(() => {
    for (const r of data ?? [])
      seen.current.set(r.id, { shop_id: r.shop_id, order_id: r.order_id });
  }, [data]);
  const listShop = Number((filter as { shop_id?: number } | undefined)?.shop_id ?? 0);
  const count = selectedIds.length;
  const K = `${T}.${kind}`;

  const start = async () => {
    setAsking(false);
    const selected = selectedIds.map((id) => ({
      id: Number(id),
      shop_id: seen.current.get(Number(id))?.shop_id ?? listShop,
    }));
    const results: OrderResult[] = [];
    setRun({ total: selected.length, results, finished: false });
    let stopped: string | undefined;
    for (let i = 0; i < selected.length; i += CHUNK) {
      const part = selected.slice(i, i + CHUNK);
      try {
        const reply: BulkReply =
          kind === 'confirm'
            ? await dataProvider.confirmOrders(part)
            : await dataProvider.shipOrders(part);
        for (const o of reply.done)
          results.push({ id: o.id, order_id: o.order_id, done: true, tracking_no: o.tracking_no });
        for (const r of reply.refused) {
          const known = r.order_id || seen.current.get(r.id)?.order_id || String(r.id);
          results.push({ id: r.id, order_id: known, done: false, message: r.message });
        }
      } catch (e) {
        console.error('Error: Unable to fetch data', e);
        stopped = failureOf(e).message ?? translate('ra.notification.http_error');
        break;
      }
      setRun({ total: selected.length, results: [...results], finished: false });
    }
    setRun({ total: selected.length, results: [...results], stopped, finished: true });
    onUnselectItems();
    // The moved orders leave the tab: its pages are read again from the first.
    setPage(1);
    refresh();
  };

  const Icon = kind === 'confirm' ? CheckCircleOutline : LocalShippingOutlined;
  return (
    <>
      <BusyButton
        variant="contained"
        size="small"
        busy={run !== null && !run.finished}
        disabled={count === 0}
        onClick={() => setAsking(true)}
        icon={<Icon />}
      >
        {translate(`${K}.action`, { count })}
      </BusyButton>
      <Confirm
        isOpen={asking}
        title={translate(`${K}.ask_title`, { count })}
        content={translate(`${K}.ask_body`)}
        confirm={translate(`${K}.ask_button`, { count })}
        confirmColor="primary"
        ConfirmIcon={Icon}
        onConfirm={() => void start()}
        onClose={() => setAsking(false)}
      />
      {run && <RunDialog kind={kind} run={run} onClose={() => setRun(null)} />}
    </>
  );
}

/** The run's progress while it goes, then each order's result. */
function RunDialog({
  kind,
  run,
  onClose,
}: {
  kind: FulfilmentKind;
  run: Run;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const K = `${T}.${kind}`;
  const done = run.results.filter((r) => r.done);
  const refused = run.results.length - done.length;
  const progress = translate(`${T}.progress`, { done: run.results.length, total: run.total });
  return (
    <Dialog
      open
      fullScreen={isPhone}
      maxWidth="sm"
      fullWidth
      onClose={run.finished ? onClose : undefined}
      aria-labelledby="bulk-run-title"
    >
      <DialogTitle id="bulk-run-title">{translate(`${K}.results_title`)}</DialogTitle>
      {/* Focusable: a long list of results scrolls by keyboard too. */}
      <DialogContent tabIndex={0}>
        {run.finished ? (
          <Typography role="status" sx={{ mb: 1 }}>
            {translate(`${T}.results_summary`, { done: done.length, refused })}
          </Typography>
        ) : (
          <Box sx={{ mb: 2 }}>
            <Typography role="status" variant="body2" sx={{ mb: 1 }}>
              {progress}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={run.total ? (100 * run.results.length) / run.total : 0}
              aria-label={progress}
            />
          </Box>
        )}
        {run.stopped && (
          <Typography color="error" role="alert" sx={{ mb: 1 }}>
            {translate(`${T}.stopped`, { message: run.stopped })}
          </Typography>
        )}
        {run.results.length > 0 && (
          <Table size="small" aria-label={translate(`${K}.results_title`)}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${T}.results_col_order`)}</TableCell>
                <TableCell>{translate(`${T}.results_col_result`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {run.results.map((r) => (
                <TableRow key={r.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                    {r.order_id}
                  </TableCell>
                  <TableCell>
                    <Box
                      component="span"
                      sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'flex-start' }}
                    >
                      {r.done ? (
                        <CheckCircleOutline fontSize="small" color="success" aria-hidden />
                      ) : (
                        <ErrorOutline fontSize="small" color="error" aria-hidden />
                      )}
                      {r.done
                        ? translate(`${K}.result_done`, { tracking: r.tracking_no ?? '-' })
                        : translate(`${T}.result_refused`, { message: r.message })}
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {kind === 'shipping' && run.finished && done.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {translate(`${K}.print_hint`)}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        {kind === 'shipping' && (
          <PrintLabelsButton ids={done.map((o) => o.id)} disabled={!run.finished} />
        )}
        <Button variant="contained" onClick={onClose} disabled={!run.finished} autoFocus>
          {translate(`${T}.close`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
