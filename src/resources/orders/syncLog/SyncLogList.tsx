import { Fragment, type ReactNode } from 'react';
import {
  DataTable,
  useCreatePath,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  type GetListResult,
} from 'react-admin';
import { useMutation, type Query } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Autorenew from '@mui/icons-material/Autorenew';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Replay from '@mui/icons-material/Replay';
import { SYNC_KINDS, SYNC_STATUSES, type SyncStatus } from '../../../../contract/enums';
import type { SyncLogRow } from '../../../../contract/schemas/marketplaces';
import { BusyButton } from '../../../components/BusyButton';
import { useDocumentTitle } from '../../../components/documentTitle';
import { formatDateTime } from '../../../components/format';
import {
  EmptyList,
  LinkButton,
  ListHeading,
  ListRows,
  SHORT_ROWS,
} from '../../../components/listParts';
import { ShopList, useShopName } from '../../../components/ShopList';
import { StatusChip, type StatusTone } from '../../../components/StatusChip';
import { useNumberFormat } from '../../../components/useNumberFormat';
import { failureOf } from '../../../providers/apiErrors';
import { useMayDo } from '../../../providers/access';
import { usePortalData } from '../../../providers/dataProvider';
import { ReconnectAlerts } from '../Marketplaces';
import { PLATFORMS, PLATFORM_NAME } from '../platforms';

const T = 'app.marketplace_sync';
const Col = DataTable.Col<SyncLogRow>;

/** How often the list is read again while a job of its page has not finished. */
const REFRESH_MS = 3_000;
/** A job not finished yet: waiting for its turn, running, or waiting to try again. */
const ACTIVE = new Set<SyncStatus>(['queued', 'running', 'retrying']);
const TONE: Record<SyncStatus, StatusTone> = {
  queued: 'default',
  running: 'info',
  done: 'success',
  retrying: 'warning',
  failed: 'error',
};
/** The counts of a run, in the order they are told. */
const COUNTS = ['created', 'updated', 'cancelled', 'skipped', 'pushed', 'refused'] as const;

/** A column that keeps its text on one line (the table scrolls sideways on a narrow screen). */
const ONE_LINE = { whiteSpace: 'nowrap' } as const;

const hasActive = (rows: readonly SyncLogRow[] | undefined) =>
  !!rows?.some((r) => ACTIVE.has(r.status));

/** The list's query: read again every few seconds while a job of the page has not finished. */
const QUERY_OPTIONS = {
  ...SHORT_ROWS,
  refetchInterval: (query: Query<GetListResult>) =>
    hasActive(query.state.data?.data as SyncLogRow[] | undefined) ? REFRESH_MS : false,
};

/**
 * The marketplace sync log (/marketplaceLog) of the working shop, newest first: each pull of
 * orders, renewal of the connection, shipping confirmation and stock push, with its status,
 * what it did, the order it was about and the platform's reason when it failed; by
 * marketplace, job and status. A failed job the shop may send again has its retry button.
 */
export default function SyncLogList() {
  const translate = useTranslate();
  const title = translate(`${T}.title`);
  useDocumentTitle(title);
  return (
    <ShopList
      resource="marketplaceLog"
      title={title}
      totalKey={`${T}.total`}
      noShopText={translate(`${T}.no_shop`)}
      listProps={{ queryOptions: QUERY_OPTIONS }}
    >
      {(shopId) => <SyncLogBody shopId={shopId} title={title} />}
    </ShopList>
  );
}

function SyncLogBody({ shopId, title }: { shopId: number; title: string }) {
  const translate = useTranslate();
  const shop = useShopName(shopId);
  const mayRetry = useMayDo('marketplaceLog', 'retry');
  const { filterValues } = useListContext<SyncLogRow>();
  const result = useResult();
  const kind = (r: SyncLogRow) => translate(`${T}.kind.${r.kind}`);
  const time = (r: SyncLogRow) => formatDateTime(r.created_at);
  const status = (r: SyncLogRow) => <SyncStatusChip row={r} />;
  const retry = (r: SyncLogRow) => (mayRetry && r.can_retry ? <RetryButton row={r} /> : null);
  const filtered = Object.keys(filterValues).length > 0;
  const empty = (
    <EmptyList
      keys={T}
      icon={HistoryOutlined}
      body={translate(`${T}.${filtered ? 'empty_filtered' : 'empty_body'}`)}
    />
  );
  return (
    <>
      <ListHeading
        title={title}
        subtitle={shop && translate(`${T}.shop_line`, { shop })}
        keys={T}
        actions={
          <LinkButton to="/orders" icon={<ArrowBack />}>
            {translate(`${T}.back`)}
          </LinkButton>
        }
        filters={<SyncFilters />}
      />
      <ReconnectAlerts shopId={shopId} />
      <ListRows<SyncLogRow>
        empty={empty}
        primary={(r) => `${PLATFORM_NAME[r.platform]} · ${kind(r)}`}
        facts={(r) => (
          <>
            <span>{time(r)}</span>
            {status(r)}
            {result(r) && <span>{result(r)}</span>}
            {r.error && <ErrorText text={r.error} />}
          </>
        )}
        buttons={mayRetry ? retry : undefined}
      >
        <Col label={`${T}.col_time`} source="created_at" disableSort render={time} sx={ONE_LINE} />
        <Col
          label={`${T}.col_kind`}
          source="kind"
          disableSort
          render={(r) => (
            <>
              {kind(r)}
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {PLATFORM_NAME[r.platform]}
              </Typography>
            </>
          )}
          sx={ONE_LINE}
        />
        <Col label={`${T}.col_status`} source="status" disableSort render={status} sx={ONE_LINE} />
        <Col label={`${T}.col_result`} render={(r) => result(r) ?? '-'} sx={{ minWidth: 120 }} />
        <Col
          label={`${T}.col_error`}
          render={(r) => (r.error ? <ErrorText text={r.error} /> : '-')}
          sx={{ minWidth: 160 }}
        />
        {mayRetry && <Col label={`${T}.col_retry`} align="center" render={retry} />}
      </ListRows>
    </>
  );
}

/**
 * What a run did: the order a shipping confirmation is about (a link to it), else its counts in
 * words, 'ใหม่ 3 · เปลี่ยน 1 · ยกเลิก 1', 'ส่ง 12 SKU', each kept on one line; nothing where
 * there is nothing to tell (a renewal, a job not finished).
 */
function useResult() {
  const translate = useTranslate();
  const number = useNumberFormat();
  return (r: SyncLogRow): ReactNode => {
    if (r.order_id !== null && r.order_no) return <OrderLink id={r.order_id} number={r.order_no} />;
    const parts = COUNTS.flatMap((key) => {
      const count = r.counts[key] ?? 0;
      return count > 0 ? [translate(`${T}.counts.${key}`, { count: number(count) })] : [];
    });
    if (parts.length) {
      return parts.map((part, i) => (
        <Fragment key={part}>
          {i > 0 && ' · '}
          <Box component="span" sx={ONE_LINE}>
            {part}
          </Box>
        </Fragment>
      ));
    }
    // A pull or a stock push that ended with nothing to bring or send says so.
    const quiet = r.status === 'done' && (r.kind === 'pull' || r.kind === 'stock');
    return quiet ? translate(`${T}.counts.none`) : null;
  };
}

/** The entry's status as a chip; under it, how many tries a retried job has had. */
function SyncStatusChip({ row }: { row: SyncLogRow }) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.25 }}>
      <StatusChip label={translate(`${T}.status.${row.status}`)} tone={TONE[row.status]} />
      {row.attempts > 1 && (
        <Typography component="span" variant="caption" color="text.secondary">
          {translate(`${T}.attempts`, { count: row.attempts })}
        </Typography>
      )}
    </Box>
  );
}

/** The platform's reason a job failed. */
function ErrorText({ text }: { text: string }) {
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ color: 'error.dark', overflowWrap: 'anywhere' }}
    >
      {text}
    </Typography>
  );
}

/** The order a shipping confirmation is about, opening its screen. */
function OrderLink({ id, number }: { id: number; number: string }) {
  const createPath = useCreatePath();
  return (
    <Link component={RouterLink} to={createPath({ resource: 'orders', id, type: 'edit' })}>
      {number}
    </Link>
  );
}

/** Sends a failed job again, then reads the list again (it refreshes itself while the job runs). */
function RetryButton({ row }: { row: SyncLogRow }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = usePortalData();
  const retry = useMutation({
    mutationFn: () => dataProvider.retrySyncJob(row.id),
    onSuccess: () => {
      notify(`${T}.retried`, { type: 'info' });
      refresh();
    },
    onError: (e) =>
      notify(failureOf(e).message ?? translate(`${T}.retry_failed`), { type: 'error' }),
  });
  return (
    <BusyButton
      size="small"
      variant="outlined"
      busy={retry.isPending}
      icon={<Replay />}
      onClick={() => retry.mutate()}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate(`${T}.retry`)}
    </BusyButton>
  );
}

/**
 * The log's filters, each a select with every value first: marketplace, job and status; a
 * change reads the first page again. While a job of the page has not finished, a line says the
 * list follows it.
 */
function SyncFilters() {
  const translate = useTranslate();
  const { data, filterValues, displayedFilters, setFilters } = useListContext<SyncLogRow>();
  const choose = (key: string, value: string) => {
    const next: Record<string, unknown> = { ...filterValues };
    if (value) next[key] = value;
    else delete next[key];
    setFilters(next, displayedFilters);
  };
  const selects: [key: string, label: string, options: [value: string, name: string][]][] = [
    ['platform', 'filter_platform', PLATFORMS.map((p) => [p, PLATFORM_NAME[p]])],
    ['kind', 'filter_kind', SYNC_KINDS.map((k) => [k, translate(`${T}.kind.${k}`)])],
    ['status', 'filter_status', SYNC_STATUSES.map((s) => [s, translate(`${T}.status.${s}`)])],
  ];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Box
        role="group"
        aria-label={translate(`${T}.filters`)}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          flex: { xs: '1 1 100%', sm: '0 1 auto' },
        }}
      >
        {selects.map(([key, label, options]) => {
          const value = typeof filterValues[key] === 'string' ? (filterValues[key] as string) : '';
          return (
            <TextField
              key={key}
              select
              label={translate(`${T}.${label}`)}
              value={value}
              onChange={(e) => choose(key, e.target.value)}
              // Two a line on a phone, the status under them; side by side on wider screens.
              sx={{ flex: { xs: '1 1 140px', sm: '0 0 200px' } }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{translate(`${T}.filter_all`)}</MenuItem>
              {options.map(([v, name]) => (
                <MenuItem key={v} value={v}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
          );
        })}
      </Box>
      {hasActive(data) && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          <Autorenew fontSize="small" />
          {translate(`${T}.live`)}
        </Typography>
      )}
    </Box>
  );
}
