import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ArrowForward from '@mui/icons-material/ArrowForward';
import BackHandOutlined from '@mui/icons-material/BackHandOutlined';
import { packOverrideBody, PICK_NO, type PickListRecord } from '../../../../contract/schemas/floor';
import { ORDER_STATUS } from '../../../../contract/schemas/orders';
import { contractResolver } from '../../../components/contractResolver';
import { useDocumentTitle } from '../../../components/documentTitle';
import { FormDialog } from '../../../components/FormDialog';
import { FormText } from '../../../components/formInputs';
import { OrderStatusChip } from '../../../components/OrderStatusChip';
import { PrintLabelsButton } from '../../../components/PrintLabelsButton';
import { RecordLoading } from '../../../components/RecordLoading';
import { ScanInput, type ScanOutcome } from '../../../components/scan';
import { BACK_SHORTCUT } from '../../../components/shortcuts/catalogue';
import { failureOf } from '../../../providers/apiErrors';
import { usePortalData, type PortalDataProvider } from '../../../providers/dataProvider';

const T = 'app.floor';
type PackOrder = Awaited<ReturnType<PortalDataProvider['getPackOrder']>>;
type PackLine = PackOrder['lines'][number];

/** The orders scan-to-pack takes: confirmed, or picking on a pick list. */
const packable = (status: number) =>
  status === ORDER_STATUS.CONFIRMED || status === ORDER_STATUS.PICKING;
const lineDone = (l: PackLine) => l.packed >= l.total_order;
const overrideResolver = contractResolver<{ reason: string }>(
  packOverrideBody.pick({ reason: true }),
);

/**
 * Scan to pack (/pack, /pack/:id). Without an order, the packer scans the order number on
 * its packing slip (or a pick list's number, to choose among its orders). With one, each
 * item goes into the parcel by its barcode: an item counts one, an inner pack or a case its
 * size; a wrong item or one too many is refused with the server's reason, a beep and a
 * buzz. When every line matches, the order is packed and its label prints. Staff may pack
 * without scanning, saying why (kept in the order's history).
 */
export default function PackPage() {
  const { id } = useParams();
  return id ? <PackOrderScreen key={id} id={Number(id)} /> : <PackStart />;
}

/**
 * Reads a scanned order or pick list number: an order opens; a pick list shows its orders.
 * Answers what the scan field says.
 */
function useOpenByScan(onList: (list: PickListRecord) => void) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = usePortalData();
  return async (code: string): Promise<ScanOutcome> => {
    try {
      if (PICK_NO.test(code.toUpperCase())) {
        const list = await dataProvider.getPickList({ code });
        onList(list);
        return { result: 'ok', message: translate(`${T}.pack_list_ok`, { pick_no: list.pick_no }) };
      }
      const order = await dataProvider.getPackOrder({ code });
      navigate(`/pack/${order.id}`);
      return { result: 'ok', message: translate(`${T}.pack_open_ok`, { order: order.order_id }) };
    } catch (e) {
      return {
        result: 'error',
        message: failureOf(e).message ?? translate('app.scan.failed', { code }),
      };
    }
  };
}

/** Scan an order (or a pick list) to start packing it. */
function PackStart() {
  const translate = useTranslate();
  const title = translate(`${T}.pack_title`);
  useDocumentTitle(title);
  const [list, setList] = useState<PickListRecord | null>(null);
  const onScan = useOpenByScan(setList);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`${T}.pack_hint`)}
        </Typography>
        <ScanInput label={translate(`${T}.pack_scan_order`)} onScan={onScan} autoFocus />
        {list && <PickListOrders list={list} />}
        <Button component={RouterLink} to="/shipping-order" sx={{ mt: 2 }} {...BACK_SHORTCUT}>
          {translate(`${T}.back_to_list`)}
        </Button>
      </CardContent>
    </Card>
  );
}

/** A scanned pick list's orders, each opening in scan-to-pack while it can be packed. */
function PickListOrders({ list }: { list: PickListRecord }) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {translate(`${T}.pack_list_orders`, { pick_no: list.pick_no })}
      </Typography>
      <Stack spacing={1}>
        {list.orders.map((o) => (
          <Paper
            key={o.id}
            variant="outlined"
            sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography fontWeight={600}>{o.order_id}</Typography>
              <Typography variant="body2" color="text.secondary">
                {o.shop_name}
              </Typography>
            </Box>
            <OrderStatusChip
              isOrder={o.is_order}
              name={translate(`app.orders.status.${o.is_order}`)}
            />
            {packable(o.is_order) && (
              <Button
                variant="contained"
                size="small"
                endIcon={<ArrowForward />}
                component={RouterLink}
                to={`/pack/${o.id}`}
              >
                {translate(`${T}.pack_this`, { order: o.order_id })}
              </Button>
            )}
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}

/** One order being packed. */
function PackOrderScreen({ id }: { id: number }) {
  const translate = useTranslate();
  const dataProvider = usePortalData();
  const queryClient = useQueryClient();
  const queryKey = ['floor', 'packOrder', id];
  const query = useQuery({
    queryKey,
    queryFn: () => dataProvider.getPackOrder({ id }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
    gcTime: 0,
  });
  const order = query.data;
  const title = translate(`${T}.pack_order_title`, { order: order?.order_id ?? '' });
  useDocumentTitle(title);
  const [overriding, setOverriding] = useState(false);
  const [list, setList] = useState<PickListRecord | null>(null);
  const openNext = useOpenByScan(setList);

  if (!order) {
    return (
      <RecordLoading
        title={title}
        pending={query.isPending}
        error={query.error}
        failedMessage={translate('ra.notification.http_error')}
        backTo="/pack"
        backLabel={translate(`${T}.next_order`)}
      />
    );
  }

  const update = (change: (o: PackOrder) => PackOrder) =>
    queryClient.setQueryData<PackOrder>(queryKey, (old) => old && change(old));

  const onScan = async (code: string): Promise<ScanOutcome> => {
    try {
      const reply = await dataProvider.packScan(order.id, code);
      update((o) => ({
        ...o,
        is_order: reply.is_order,
        lines: o.lines.map((l) => (l.id === reply.line_id ? { ...l, packed: reply.packed } : l)),
      }));
      const line = order.lines.find((l) => l.id === reply.line_id);
      return {
        result: 'ok',
        message: reply.complete
          ? translate(`${T}.pack_complete`, { order: order.order_id })
          : translate(`${T}.pack_added`, {
              code: line?.code ?? code,
              added: reply.added,
              packed: reply.packed,
              total: reply.total_order,
            }),
      };
    } catch (e) {
      return {
        result: 'error',
        message: failureOf(e).message ?? translate('app.scan.failed', { code }),
      };
    }
  };

  const done = order.lines.filter(lineDone).length;
  const total = order.lines.length;
  const canPack = packable(order.is_order);
  const packed = order.is_order === ORDER_STATUS.PACKED;
  const statusName = translate(`app.orders.status.${order.is_order}`);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
          <Typography variant="h5" component="h1" sx={{ flex: '1 1 auto' }}>
            {title}
          </Typography>
          <OrderStatusChip isOrder={order.is_order} name={statusName} />
        </Box>
        <Typography variant="body2" id="pack-progress">
          {translate(`${T}.pack_progress`, { done, total })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={total ? (100 * done) / total : 0}
          aria-labelledby="pack-progress"
          color={packed ? 'success' : 'primary'}
          sx={{ mb: 2, height: 8, borderRadius: 1 }}
        />
        {canPack && (
          <Box sx={{ mb: 2 }}>
            <ScanInput
              label={translate(`${T}.pack_scan_item`)}
              onScan={onScan}
              continuous
              disabled={overriding}
              autoFocus
            />
            <Button
              size="small"
              color="warning"
              startIcon={<BackHandOutlined />}
              onClick={() => setOverriding(true)}
            >
              {translate(`${T}.override`)}
            </Button>
          </Box>
        )}
        {packed && (
          <Alert severity="success" sx={{ mb: 2 }}>
            <Typography sx={{ mb: 1 }}>
              {translate(`${T}.pack_complete`, { order: order.order_id })}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <PrintLabelsButton ids={[order.id]} />
              <Button size="small" component={RouterLink} to="/pack" endIcon={<ArrowForward />}>
                {translate(`${T}.next_order`)}
              </Button>
            </Box>
          </Alert>
        )}
        {!canPack && !packed && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate(`${T}.pack_state`, { status: statusName })}
          </Alert>
        )}
        {!canPack && (
          <Box sx={{ mb: 2 }}>
            <ScanInput label={translate(`${T}.pack_scan_order`)} onScan={openNext} />
            {list && <PickListOrders list={list} />}
          </Box>
        )}
        <Stack spacing={1}>
          {order.lines.map((line) => (
            <PackLineCard key={line.id} line={line} />
          ))}
        </Stack>
        <Button component={RouterLink} to="/shipping-order" sx={{ mt: 2 }} {...BACK_SHORTCUT}>
          {translate(`${T}.back_to_list`)}
        </Button>
      </CardContent>
      {overriding && (
        <OverrideDialog
          order={order}
          onClose={() => setOverriding(false)}
          onPacked={(isOrder) => update((o) => ({ ...o, is_order: isOrder }))}
        />
      )}
    </Card>
  );
}

/** A line of the order: what it takes, what is in the parcel, and what each barcode counts. */
function PackLineCard({ line }: { line: PackLine }) {
  const translate = useTranslate();
  const done = lineDone(line);
  const codes = [
    line.item_barcode && translate(`${T}.pack_item`, { barcode: line.item_barcode }),
    line.inner_barcode &&
      translate(`${T}.pack_inner`, { barcode: line.inner_barcode, size: line.inner_size }),
    line.case_barcode &&
      translate(`${T}.pack_case`, { barcode: line.case_barcode, size: line.case_size }),
  ].filter(Boolean);
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 1.5,
        borderColor: done ? 'success.main' : undefined,
        bgcolor: (theme) => (done ? alpha(theme.palette.success.main, 0.08) : undefined),
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
            {line.code} {line.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {codes.join(' · ')}
          </Typography>
        </Box>
        <Typography
          variant="h6"
          component="p"
          aria-label={`${translate(`${T}.col_packed`)} ${line.packed}/${line.total_order}`}
          sx={{
            whiteSpace: 'nowrap',
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            color: done ? 'success.dark' : undefined,
          }}
        >
          {done && <CheckCircle fontSize="small" aria-hidden />}
          {translate(`${T}.packed_of`, { packed: line.packed, total: line.total_order })}
        </Typography>
      </Box>
    </Paper>
  );
}

/** Packs the order without scanning; the reason is required and kept with the order. */
function OverrideDialog({
  order,
  onClose,
  onPacked,
}: {
  order: PackOrder;
  onClose: () => void;
  onPacked: (isOrder: number) => void;
}) {
  const translate = useTranslate();
  const dataProvider = usePortalData();
  return (
    <FormDialog
      title={translate(`${T}.override_title`, { order: order.order_id })}
      defaultValues={{ reason: '' }}
      resolver={overrideResolver}
      save={async (values) =>
        onPacked((await dataProvider.packOverride(order.id, values.reason)).is_order)
      }
      submitLabel={translate(`${T}.override_save`)}
      cancelLabel={translate(`${T}.cancel`)}
      onClose={onClose}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(`${T}.override_body`)}
      </Typography>
      <FormText
        name="reason"
        label={translate(`${T}.override_reason`)}
        maxLength={200}
        multiline
        required
      />
    </FormDialog>
  );
}
