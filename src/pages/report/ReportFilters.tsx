import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReportTab } from '../../../contract/schemas/reports';
import { DatesProvider, wholeDate } from '../../components/dateInputs';
import { ExportButton } from '../../components/ExportButton';
import { ownShop, useSession } from '../../providers/session';
import { T, TAB_EXPORT } from './reportTabs';

type Filters = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** The filter with `key` set to `value`, or without it when there is none. */
function withValue(filters: Filters, key: string, value: unknown): Filters {
  const next = { ...filters };
  if (value === undefined || value === '' || value === 0) delete next[key];
  else next[key] = value;
  return next;
}

/** A picker's value as the contract sends dates ('yyyy-mm-dd'); '' when empty, 'x' when not complete. */
const INCOMPLETE = 'x';
const asText = (v: Dayjs | null) =>
  v === null ? '' : wholeDate(v) ? v.format('YYYY-MM-DD') : INCOMPLETE;
const asDay = (t: string) => (/^\d{4}-\d{2}-\d{2}$/.test(t) ? dayjs(t) : null);

/**
 * The packing report's start and end dates (both optional, dd/mm/yyyy): a complete pair in
 * order reloads the report; an end before the start says so under the end date and does not.
 */
export function PackingDates() {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const appliedStart = text(filterValues.start_date) ?? '';
  const appliedEnd = text(filterValues.end_date) ?? '';
  const [start, setStart] = useState(appliedStart);
  const [end, setEnd] = useState(appliedEnd);
  // Follow the applied dates when they change elsewhere (back and forward, a reload).
  const [applied, setApplied] = useState(`${appliedStart}|${appliedEnd}`);
  if (applied !== `${appliedStart}|${appliedEnd}`) {
    setApplied(`${appliedStart}|${appliedEnd}`);
    setStart(appliedStart);
    setEnd(appliedEnd);
  }
  // What each picker last gave while not complete: handed back as it is, so the sections typed
  // so far stay (an empty value would clear them mid-typing).
  const [typedStart, setTypedStart] = useState<Dayjs | null>(null);
  const [typedEnd, setTypedEnd] = useState<Dayjs | null>(null);
  const shown = (t: string, typed: Dayjs | null) => asDay(t) ?? (t === INCOMPLETE ? typed : null);
  const wrongOrder = !!start && !!end && start !== INCOMPLETE && end !== INCOMPLETE && start > end;

  const change = (nextStart: string, nextEnd: string) => {
    setStart(nextStart);
    setEnd(nextEnd);
    if (nextStart === INCOMPLETE || nextEnd === INCOMPLETE) return;
    if (nextStart && nextEnd && nextStart > nextEnd) return;
    const next = withValue(withValue(filterValues, 'start_date', nextStart), 'end_date', nextEnd);
    if (next.start_date === filterValues.start_date && next.end_date === filterValues.end_date)
      return;
    // Debounced: a date typed digit by digit reloads the report once, when it is complete.
    setFilters(next, displayedFilters, true);
  };
  const field = {
    size: 'small',
    variant: 'filled',
    sx: { width: { xs: '100%', sm: 190 } },
  } as const;
  return (
    <DatesProvider>
      <DatePicker
        label={translate(`${T}.start_date`)}
        value={shown(start, typedStart)}
        onChange={(v) => {
          setTypedStart(v);
          change(asText(v), end);
        }}
        slotProps={{ textField: field, field: { clearable: true } }}
      />
      <DatePicker
        label={translate(`${T}.end_date`)}
        value={shown(end, typedEnd)}
        onChange={(v) => {
          setTypedEnd(v);
          change(start, asText(v));
        }}
        slotProps={{
          textField: {
            ...field,
            error: wrongOrder,
            helperText: wrongOrder ? translate('validation.report.range_order') : undefined,
          },
          field: { clearable: true },
        }}
      />
    </DatesProvider>
  );
}

/** Downloads the whole report of the tab as .xlsx, filtered as the screen shows it. */
export function ReportExport({ tab }: { tab: ReportTab }) {
  const translate = useTranslate();
  const session = useSession();
  const { filterValues } = useListContext();
  const base = { shop_id: ownShop(session), search: text(filterValues.q) };
  const title = translate(`${T}.export_hint`, { report: translate(`${T}.${tab}.tab`) });
  const label = translate(`${T}.export`);
  return (
    <Box sx={{ ml: { sm: 'auto' } }}>
      {tab === 'packing' ? (
        <ExportButton
          endpoint={TAB_EXPORT.packing}
          query={{
            ...base,
            start_date: text(filterValues.start_date),
            end_date: text(filterValues.end_date),
          }}
          label={label}
          title={title}
        />
      ) : (
        <ExportButton endpoint={TAB_EXPORT[tab]} query={base} label={label} title={title} />
      )}
    </Box>
  );
}
