import { useState } from 'react';
import {
  Confirm,
  ListContextProvider,
  useListContext,
  useNotify,
  useInput,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import {
  WEBHOOK_EVENTS,
  webhookCreateBody,
  type WebhookCreated,
  type WebhookDelivery,
  type WebhookEventType,
  type WebhookRow,
} from '../../../contract/schemas/webhooks';
import { contractResolver } from '../../components/contractResolver';
import { FormDialog } from '../../components/FormDialog';
import { FormFlag, FormText } from '../../components/formInputs';
import { formatDateTime } from '../../components/format';
import { useOwnList } from '../../components/listParts';
import { Pager } from '../../components/Pager';
import { useShopName } from '../../components/ShopList';
import { useIsPhone } from '../../components/useIsPhone';
import { failureOf } from '../../providers/apiErrors';
import { usePortalData } from '../../providers/dataProvider';
import { useSession } from '../../providers/session';
import { ShownOnce } from './ShownOnce';

const T = 'app.developer';
type FormValues = { url: string; description: string; events: WebhookEventType[]; active: boolean };
/** The form checks what the server checks (the shop and id are the screen's). */
const resolver = contractResolver<FormValues>(
  webhookCreateBody.omit({ shop_id: true }).extend({ active: z.boolean() }),
);

/**
 * The working shop's webhook endpoints: each with its events, whether it is on (or why the
 * portal switched it off), its deliveries with their answers and a resend, a test event, an
 * edit and a delete after a question. A new endpoint's signing secret is shown once.
 */
export function Webhooks() {
  const translate = useTranslate();
  const shopId = useSession()?.shopId ?? null;
  const shop = useShopName(shopId);
  if (shopId === null) return <Alert severity="info">{translate(`${T}.wh_no_shop`)}</Alert>;
  return <ShopWebhooks key={shopId} shopId={shopId} shop={shop ?? ''} />;
}

function ShopWebhooks({ shopId, shop }: { shopId: number; shop: string }) {
  const translate = useTranslate();
  const dataProvider = usePortalData();
  const queryClient = useQueryClient();
  const queryKey = ['developer', 'webhooks', shopId];
  const list = useQuery({
    queryKey,
    queryFn: () => dataProvider.listWebhooks(shopId),
    retry: false,
  });
  const [editing, setEditing] = useState<WebhookRow | 'new' | null>(null);
  const [created, setCreated] = useState<WebhookCreated | null>(null);
  const [log, setLog] = useState<WebhookRow | null>(null);
  const reload = () => void queryClient.invalidateQueries({ queryKey });

  const save = async (values: FormValues) => {
    if (editing === 'new') {
      const made = await dataProvider.createWebhook({
        shop_id: shopId,
        url: values.url,
        description: values.description,
        events: values.events,
      });
      setCreated(made);
    } else if (editing) {
      await dataProvider.updateWebhook({ shop_id: shopId, id: editing.id, ...values });
    }
    reload();
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate(`${T}.wh_title`, { shop })}
        </Typography>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
          {translate(`${T}.wh_create`)}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${T}.wh_hint`)}
      </Typography>
      {list.error ? (
        <Alert severity="error">
          {failureOf(list.error).message ?? translate(`${T}.load_failed`)}
        </Alert>
      ) : list.data?.length === 0 ? (
        <Typography color="text.secondary">{translate(`${T}.wh_none`)}</Typography>
      ) : (
        <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.data?.map((w) => (
            <Paper component="li" key={w.id} variant="outlined" sx={{ p: 1.5 }}>
              <EndpointRow
                shopId={shopId}
                endpoint={w}
                onEdit={() => setEditing(w)}
                onLog={() => setLog(w)}
                onChanged={reload}
              />
            </Paper>
          ))}
        </Stack>
      )}
      {editing && (
        <FormDialog<FormValues>
          title={translate(editing === 'new' ? `${T}.wh_create_title` : `${T}.wh_edit_title`)}
          defaultValues={
            editing === 'new'
              ? { url: '', description: '', events: [...WEBHOOK_EVENTS], active: true }
              : {
                  url: editing.url,
                  description: editing.description,
                  events: editing.events,
                  active: editing.active,
                }
          }
          resolver={resolver}
          save={save}
          submitLabel={translate(`${T}.wh_save`)}
          cancelLabel={translate(`${T}.cancel`)}
          onClose={() => setEditing(null)}
        >
          <FormText name="url" label={translate(`${T}.wh_url`)} maxLength={2000} required />
          <FormText name="description" label={translate(`${T}.wh_description`)} maxLength={200} />
          <EventChoices />
          {editing !== 'new' && <FormFlag name="active" label={translate(`${T}.wh_active`)} />}
        </FormDialog>
      )}
      {created && (
        <ShownOnce
          title={translate(`${T}.wh_secret_title`)}
          body={translate(`${T}.wh_secret_body`)}
          label={translate(`${T}.wh_secret_label`)}
          value={created.secret}
          copied={translate(`${T}.wh_copied`)}
          onClose={() => setCreated(null)}
        />
      )}
      {log && <DeliveryLog shopId={shopId} endpoint={log} onClose={() => setLog(null)} />}
    </Box>
  );
}

/** The events an endpoint receives: a box each, at least one. */
function EventChoices() {
  const translate = useTranslate();
  const { field, fieldState } = useInput<WebhookEventType[]>({ source: 'events' });
  const chosen = new Set<WebhookEventType>(field.value ?? []);
  const toggle = (event: WebhookEventType) => {
    const next = new Set(chosen);
    if (next.has(event)) next.delete(event);
    else next.add(event);
    field.onChange(WEBHOOK_EVENTS.filter((e) => next.has(e)));
  };
  const message = fieldState.error?.message;
  return (
    <FormControl component="fieldset" error={!!message} sx={{ mt: 1 }}>
      <FormLabel component="legend">{translate(`${T}.wh_events`)}</FormLabel>
      <FormGroup>
        {WEBHOOK_EVENTS.map((event) => (
          <FormControlLabel
            key={event}
            control={<Checkbox checked={chosen.has(event)} onChange={() => toggle(event)} />}
            label={translate(`${T}.wh_event.${event}`)}
          />
        ))}
      </FormGroup>
      {message && <FormHelperText>{translate(message)}</FormHelperText>}
    </FormControl>
  );
}

/** One endpoint: its address, events and state, with its actions. */
function EndpointRow({
  shopId,
  endpoint: w,
  onEdit,
  onLog,
  onChanged,
}: {
  shopId: number;
  endpoint: WebhookRow;
  onEdit: () => void;
  onLog: () => void;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = usePortalData();
  const [deleting, setDeleting] = useState(false);
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      notify(done, { type: 'success' });
      onChanged();
    } catch (e) {
      notify(failureOf(e).message ?? translate('ra.notification.http_error'), { type: 'error' });
    }
  };
  const state = !w.active
    ? translate(`${T}.wh_state_off`)
    : w.failing_since
      ? translate(`${T}.wh_state_failing`, { date: formatDateTime(w.failing_since) })
      : translate(`${T}.wh_state_active`);
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere', flex: '1 1 200px' }}>
          {w.url}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={!w.active ? 'default' : w.failing_since ? 'warning' : 'success'}
          label={state}
        />
      </Box>
      {w.description && (
        <Typography variant="body2" color="text.secondary">
          {w.description}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, my: 1 }}>
        {w.events.map((e) => (
          <Chip key={e} size="small" label={translate(`${T}.wh_event.${e}`)} />
        ))}
      </Box>
      {w.disabled_at && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate(`${T}.wh_disabled`, {
            date: formatDateTime(w.disabled_at),
            reason: w.disabled_reason ?? '',
          })}
        </Alert>
      )}
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(`${T}.wh_secret_hint`, { hint: w.secret_hint })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
        <Button
          size="small"
          startIcon={<HistoryOutlined />}
          onClick={onLog}
          aria-label={translate(`${T}.wh_log_name`, { url: w.url })}
        >
          {translate(`${T}.wh_log`)}
        </Button>
        <Button
          size="small"
          startIcon={<SendOutlined />}
          disabled={!w.active}
          onClick={() =>
            void act(() => dataProvider.sendWebhookTest(shopId, w.id), `${T}.wh_test_sent`)
          }
          aria-label={translate(`${T}.wh_test_name`, { url: w.url })}
        >
          {translate(`${T}.wh_test`)}
        </Button>
        <Button
          size="small"
          startIcon={<EditOutlined />}
          onClick={onEdit}
          aria-label={translate(`${T}.wh_edit_name`, { url: w.url })}
        >
          {translate(`${T}.wh_edit`)}
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutline />}
          onClick={() => setDeleting(true)}
          aria-label={translate(`${T}.wh_delete_name`, { url: w.url })}
        >
          {translate(`${T}.wh_delete`)}
        </Button>
      </Box>
      <Confirm
        isOpen={deleting}
        title={translate(`${T}.wh_delete_title`, { url: w.url })}
        content={translate(`${T}.wh_delete_body`)}
        confirm={translate(`${T}.wh_delete`)}
        onConfirm={() => {
          setDeleting(false);
          void act(() => dataProvider.deleteWebhook(shopId, w.id), `${T}.wh_deleted`);
        }}
        onClose={() => setDeleting(false)}
      />
    </Box>
  );
}

/** An endpoint's deliveries, newest first, paged, each with its answer and a resend. */
function DeliveryLog({
  shopId,
  endpoint,
  onClose,
}: {
  shopId: number;
  endpoint: WebhookRow;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const list = useOwnList<WebhookDelivery & RaRecord>({
    resource: 'webhookDeliveries',
    filter: { shop_id: shopId, endpoint_id: endpoint.id },
  });
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={isPhone}
      maxWidth="md"
      fullWidth
      aria-labelledby="webhook-log-title"
    >
      <DialogTitle id="webhook-log-title" sx={{ overflowWrap: 'anywhere' }}>
        {translate(`${T}.wh_log_title`, { url: endpoint.url })}
      </DialogTitle>
      <DialogContent tabIndex={0}>
        <ListContextProvider value={list}>
          <DeliveryRows shopId={shopId} />
          <Pager totalKey={`${T}.log_total`} />
        </ListContextProvider>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate(`${T}.close`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function DeliveryRows({ shopId }: { shopId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = usePortalData();
  const { data, isPending, refetch } = useListContext<WebhookDelivery & RaRecord>();
  if (isPending) return null;
  if (!data?.length)
    return <Typography color="text.secondary">{translate(`${T}.log_none`)}</Typography>;
  const resend = async (d: WebhookDelivery) => {
    try {
      await dataProvider.resendWebhookDelivery(shopId, d.id);
      notify(`${T}.log_resent`, { type: 'success' });
      void refetch();
    } catch (e) {
      notify(failureOf(e).message ?? translate('ra.notification.http_error'), { type: 'error' });
    }
  };
  return (
    <Stack
      spacing={1}
      component="ul"
      aria-label={translate(`${T}.wh_log`)}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {data.map((d) => {
        const event = translate(`${T}.wh_event.${d.event_type}`);
        return (
          <Paper component="li" key={d.id} variant="outlined" sx={{ p: 1.5 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography fontWeight={600} sx={{ flex: '1 1 200px' }}>
                {event}
              </Typography>
              <Chip
                size="small"
                variant="outlined"
                color={
                  d.status === 'delivered' ? 'success' : d.status === 'failed' ? 'error' : 'default'
                }
                label={translate(`${T}.log_status.${d.status}`)}
              />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(d.last_attempt_at ?? d.created_at)} ·{' '}
              {translate(`${T}.log_attempts`, { count: d.attempts })} ·{' '}
              {d.response_status === null
                ? translate(`${T}.log_no_response`)
                : translate(`${T}.log_response`, { status: d.response_status })}
            </Typography>
            {d.error && (
              <Typography variant="body2" color="error.dark" sx={{ overflowWrap: 'anywhere' }}>
                {d.error}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {d.event_id}
            </Typography>
            {d.status !== 'pending' && (
              <Box>
                <Button
                  size="small"
                  startIcon={<ReplayOutlined />}
                  onClick={() => void resend(d)}
                  aria-label={translate(`${T}.log_resend_name`, { event })}
                >
                  {translate(`${T}.log_resend`)}
                </Button>
              </Box>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
