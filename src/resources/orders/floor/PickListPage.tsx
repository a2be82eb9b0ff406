import { useEffect, useRef, useState } from 'react';
import { useParams, Link as RouterLink } from 'react-router-dom';
import { Title, useNotify, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CheckCircle from '@mui/icons-material/CheckCircle';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutline';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { pickLineForm, type PickListRecord } from '../../../../contract/schemas/floor';
import { ORDER_STATUS } from '../../../../contract/schemas/orders';
import { BusyButton } from '../../../components/BusyButton';
import { contractResolver } from '../../../components/contractResolver';
import { useDocumentTitle } from '../../../components/documentTitle';
import { formatDateTime } from '../../../components/format';
import { FormDialog } from '../../../components/FormDialog';
import { FormText } from '../../../components/formInputs';
import { QuantityInput } from '../../../components/QuantityInput';
import { RecordLoading } from '../../../components/RecordLoading';
import { BELOW_TOP_BAR, ScanInput, type ScanOutcome } from '../../../components/scan';
import { failureOf } from '../../../providers/apiErrors';
import { PrintPickListButton } from './PrintPickListButton';
import { binGroups, isPicked, readPickScan, usePickList, type PickLine } from './usePickList';

const T = 'app.floor';

/**
 * A pick list on the phone (/pick-lists/:id): its lines by shelf bin in walking order. The
 * picker scans a bin, then the item: the line is ticked as taken in full. A line can also be
 * ticked by hand, or recorded short with how many were taken and why. Once every line is
 * done, each order opens in scan-to-pack. Picking moves no stock.
 */
export default function PickListPage() {
  const translate = useTranslate();
  const id = Number(useParams().id);
  const list = usePickList(id);
  const title = translate(`${T}.pick_title`, { pick_no: list.data?.pick_no ?? '' });
  useDocumentTitle(title);
  if (!list.data) {
    return (
      <RecordLoading
        title={title}
        pending={list.isPending}
        error={list.error}
        failedMessage={translate('ra.notification.http_error')}
        backTo="/shipping-order"
        backLabel={translate(`${T}.back_to_list`)}
      />
    );
  }
  return <PickListBody title={title} list={list.data} record={list.record} />;
}

type Record = (line: PickLine, picked: number, shortReason?: string) => Promise<unknown>;

function PickListBody({
  title,
  list,
  record,
}: {
  title: string;
  list: PickListRecord;
  record: Record;
}) {
  const translate = useTranslate();
  const [bin, setBin] = useState<string | null>(null);
  const [editing, setEditing] = useState<PickLine | null>(null);
  const groups = binGroups(list.lines);
  const done = list.lines.filter(isPicked).length;
  const total = list.lines.length;
  const allPicked = total > 0 && done === total;
  const binRefs = useRef(new Map<string, HTMLElement>());

  // The bin just scanned comes into view.
  useEffect(() => {
    if (bin) binRefs.current.get(bin.toUpperCase())?.scrollIntoView({ block: 'start' });
  }, [bin]);

  const onScan = async (code: string): Promise<ScanOutcome> => {
    const read = readPickScan(list.lines, code, bin);
    const error = (message: string): ScanOutcome => ({ result: 'error', message });
    switch (read.kind) {
      case 'bin':
        setBin(read.bin);
        return {
          result: 'ok',
          message: translate(read.open ? `${T}.scan_bin_ok` : `${T}.scan_bin_done`, {
            bin: read.bin,
            count: read.open,
          }),
        };
      case 'pick':
        try {
          await record(read.line, read.line.quantity);
        } catch (e) {
          return error(failureOf(e).message ?? translate('app.scan.failed', { code }));
        }
        return {
          result: 'ok',
          message: translate(`${T}.scan_item_ok`, {
            code: read.line.code,
            quantity: read.line.quantity,
          }),
        };
      case 'done':
        return error(translate(`${T}.scan_item_done`, { code: read.line.code }));
      case 'bin_first':
        return error(translate(`${T}.scan_bin_first`, { bin: read.bin }));
      case 'not_here':
        return error(translate(`${T}.scan_not_here`, { code, bin: read.bin, want: read.want }));
      case 'unknown':
        return error(translate(`${T}.scan_unknown`, { code }));
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 1 }}>
          <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(list.created_at)} ·{' '}
              {translate(`${T}.pick_orders`, { count: list.orders.length })}
            </Typography>
          </Box>
          <PrintPickListButton id={list.id} pickNo={list.pick_no} />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 2 }}>
          {list.orders.map((o) => (
            <Chip
              key={o.id}
              size="small"
              variant="outlined"
              label={`${o.order_id} · ${o.shop_name}`}
            />
          ))}
        </Box>
        <Typography variant="body2" id="pick-progress">
          {translate(`${T}.pick_progress`, { done, total })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={total ? (100 * done) / total : 0}
          aria-labelledby="pick-progress"
          sx={{ mb: 2, height: 8, borderRadius: 1 }}
        />
        {allPicked && <PackNext list={list} />}
        <Box sx={{ mb: 2 }}>
          <ScanInput
            label={translate(`${T}.pick_scan_label`)}
            onScan={onScan}
            continuous
            disabled={editing !== null}
          />
          {bin && (
            <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <PlaceOutlined fontSize="small" aria-hidden />
              {translate(`${T}.pick_bin_now`, { bin })}
            </Typography>
          )}
        </Box>
        {groups.map((g) => {
          const current = bin !== null && g.bin?.toUpperCase() === bin.toUpperCase();
          return (
            <Box
              component="section"
              key={g.key}
              aria-label={g.bin ?? translate(`${T}.no_bin`)}
              ref={(el: HTMLElement | null) => {
                if (el && g.bin) binRefs.current.set(g.bin.toUpperCase(), el);
              }}
              sx={{
                mb: 2,
                scrollMarginTop: `${BELOW_TOP_BAR}px`,
                borderLeft: 4,
                borderColor: current ? 'primary.main' : 'divider',
                pl: 1.5,
              }}
            >
              <Typography
                variant="h6"
                component="h2"
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
              >
                <PlaceOutlined aria-hidden color={current ? 'primary' : 'action'} />
                {g.bin
                  ? g.floor
                    ? translate(`${T}.floor_bin`, { floor: g.floor, bin: g.bin })
                    : g.bin
                  : translate(`${T}.no_bin`)}
              </Typography>
              <Stack spacing={1} sx={{ mt: 1 }}>
                {g.lines.map((line) => (
                  <PickLineCard
                    key={line.id}
                    line={line}
                    record={record}
                    onEdit={() => setEditing(line)}
                  />
                ))}
              </Stack>
            </Box>
          );
        })}
      </CardContent>
      {editing && (
        <ShortPickDialog line={editing} record={record} onClose={() => setEditing(null)} />
      )}
    </Card>
  );
}

/** One line: what to take, whether it is taken; ticked in full, or recorded short. */
function PickLineCard({
  line,
  record,
  onEdit,
}: {
  line: PickLine;
  record: Record;
  onEdit: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const picked = isPicked(line);
  const short = line.short_reason !== null && line.picked < line.quantity;
  const pickAll = async () => {
    setBusy(true);
    try {
      await record(line, line.quantity);
    } catch (e) {
      notify(failureOf(e).message ?? translate('ra.notification.http_error'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 1.5,
        bgcolor: (theme) =>
          picked ? alpha(theme.palette[short ? 'warning' : 'success'].main, 0.08) : undefined,
        borderColor: picked ? (short ? 'warning.main' : 'success.main') : undefined,
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
            {line.code} {line.name}
          </Typography>
          {line.item_barcode && (
            <Typography variant="body2" color="text.secondary">
              {translate(`${T}.line_item_barcode`, { barcode: line.item_barcode })}
            </Typography>
          )}
        </Box>
        <Typography
          variant="h6"
          component="p"
          sx={{ whiteSpace: 'nowrap', display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          <Inventory2Outlined fontSize="small" aria-hidden />
          {translate(`${T}.line_quantity`, { quantity: line.quantity })}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
        {picked ? (
          <>
            <Typography
              variant="body2"
              sx={{
                flex: 1,
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                color: short ? 'warning.dark' : 'success.dark',
                fontWeight: 500,
              }}
            >
              {short ? (
                <WarningAmber fontSize="small" aria-hidden />
              ) : (
                <CheckCircle fontSize="small" aria-hidden />
              )}
              {short
                ? translate(`${T}.done_short`, {
                    picked: line.picked,
                    quantity: line.quantity,
                    reason: line.short_reason,
                  })
                : translate(`${T}.done_full`, { quantity: line.quantity })}
            </Typography>
            <Button
              size="small"
              startIcon={<EditOutlined />}
              onClick={onEdit}
              aria-label={translate(`${T}.pick_undo_name`, { code: line.code })}
            >
              {translate(`${T}.pick_undo`)}
            </Button>
          </>
        ) : (
          <>
            <BusyButton
              variant="contained"
              size="small"
              busy={busy}
              icon={<CheckCircle />}
              onClick={() => void pickAll()}
              aria-label={translate(`${T}.pick_all_name`, {
                code: line.code,
                quantity: line.quantity,
              })}
            >
              {translate(`${T}.pick_all`)}
            </BusyButton>
            <Button
              size="small"
              color="warning"
              startIcon={<RemoveCircleOutline />}
              onClick={onEdit}
              aria-label={translate(`${T}.pick_short_name`, { code: line.code })}
            >
              {translate(`${T}.pick_short`)}
            </Button>
          </>
        )}
      </Box>
    </Paper>
  );
}

/**
 * Records what was taken of a line: fewer than asked needs the reason (the server checks the
 * same); all of it clears an earlier short pick.
 */
function ShortPickDialog({
  line,
  record,
  onClose,
}: {
  line: PickLine;
  record: Record;
  onClose: () => void;
}) {
  const translate = useTranslate();
  return (
    <FormDialog<{ picked: number; short_reason: string }>
      title={translate(`${T}.short_title`, { code: line.code })}
      defaultValues={{
        picked: line.short_reason !== null ? line.picked : Math.max(0, line.quantity - 1),
        short_reason: line.short_reason ?? '',
      }}
      resolver={contractResolver(pickLineForm(line.quantity))}
      save={({ picked, short_reason }) =>
        record(line, picked, picked < line.quantity ? short_reason : undefined)
      }
      submitLabel={translate(`${T}.short_save`)}
      cancelLabel={translate(`${T}.cancel`)}
      onClose={onClose}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(`${T}.short_body`, { quantity: line.quantity })}
      </Typography>
      <QuantityInput source="picked" label={translate(`${T}.short_picked`)} required />
      <FormText
        name="short_reason"
        label={translate(`${T}.short_reason`)}
        maxLength={200}
        multiline
      />
      <Typography variant="caption" color="text.secondary">
        {translate(`${T}.short_reason_hint`)}
      </Typography>
    </FormDialog>
  );
}

/** Every line is done: each order of the list opens in scan-to-pack. */
function PackNext({ list }: { list: PickListRecord }) {
  const translate = useTranslate();
  const open = list.orders.filter((o) => o.is_order === ORDER_STATUS.PICKING);
  return (
    <Alert severity="success" sx={{ mb: 2 }}>
      <Typography sx={{ mb: 1 }}>{translate(`${T}.all_picked`)}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {open.map((o) => (
          <Button
            key={o.id}
            variant="contained"
            size="small"
            component={RouterLink}
            to={`/pack/${o.id}`}
          >
            {translate(`${T}.pack_this`, { order: o.order_id })}
          </Button>
        ))}
      </Box>
    </Alert>
  );
}
