import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DATA_DISPLAY, DAY_OPTIONS, type DayOption } from '../../../contract/schemas/dashboard';
import { usePortalData } from '../../providers/dataProvider';
import type { Period, Selection } from './dashboardState';

const T = 'app.dashboard';

/** A select of the dashboard's filters, named by its label. */
function Choice<V extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const known = options.some((o) => o.value === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={known ? value : ''}
      disabled={!known}
      onChange={(e) => {
        const picked = options.find((o) => String(o.value) === String(e.target.value));
        if (picked) onChange(picked.value);
      }}
      fullWidth={false}
      sx={{ width: { xs: '100%', sm: 220 }, m: 0 }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A select of numbered choices: its value and what a choice does. */
interface NumberChoice {
  value: number;
  onChange: (value: number) => void;
}

/** Data display: all orders (1) or parcels delivered successfully (2). */
export function DisplaySelect({ value, onChange }: NumberChoice) {
  const translate = useTranslate();
  const options = Object.values(DATA_DISPLAY).map((v) => ({
    value: v as number,
    label: translate(`${T}.display_${v}`),
  }));
  return (
    <Choice
      label={translate(`${T}.data_display`)}
      value={value}
      options={options}
      onChange={onChange}
    />
  );
}

/** The sales channels from the server (1 is every channel). */
export function useSalesChannels() {
  const dataProvider = usePortalData();
  const { data } = useQuery({
    queryKey: ['dashboard', 'channels'],
    queryFn: ({ signal }) => dataProvider.dashboard('salesChannels', {}, signal),
    staleTime: Infinity,
  });
  return (data ?? []).map((c) => ({ value: c.id, label: c.enum_desc }));
}

/** The sales channel, from the server's list. */
export function ChannelSelect({ value, onChange }: NumberChoice) {
  const translate = useTranslate();
  return (
    <Choice
      label={translate(`${T}.sale_channel`)}
      value={value}
      options={useSalesChannels()}
      onChange={onChange}
    />
  );
}

/** The period: today, 7 days back, one month back, the previous calendar month. */
export function PeriodSelect({ period }: { period: Period }) {
  const translate = useTranslate();
  const options = DAY_OPTIONS.map((o) => ({
    value: o as DayOption,
    label: translate(`${T}.period_${o}`),
  }));
  return (
    <Choice
      label={translate(`${T}.period`)}
      value={period.option}
      options={options}
      onChange={period.choose}
    />
  );
}

/** A section's data display and sales channel. */
export function SelectionFilters({
  value,
  onChange,
}: {
  value: Selection;
  onChange: (value: Selection) => void;
}) {
  return (
    <>
      <DisplaySelect
        value={value.display}
        onChange={(display) => onChange({ ...value, display })}
      />
      <ChannelSelect
        value={value.channel}
        onChange={(channel) => onChange({ ...value, channel })}
      />
    </>
  );
}

/** A section's period and its dates. */
export function PeriodFields({ period }: { period: Period }) {
  return (
    <>
      <PeriodSelect period={period} />
      <DateRangeFields period={period} />
    </>
  );
}

/**
 * The period's start and end dates (dd/mm/yyyy, Thai calendar texts); a range that is not
 * valid keeps the last figures and says why under the pickers.
 */
export function DateRangeFields({ period }: { period: Period }) {
  const translate = useTranslate();
  const { shown, problem, changeRange } = period;
  const field = (wrong: boolean) => ({
    textField: {
      size: 'small' as const,
      variant: 'filled' as const,
      fullWidth: false,
      error: wrong,
      sx: { flex: { xs: '1 1 200px', sm: '0 0 170px' }, m: 0 },
    },
  });
  return (
    <Box sx={{ flex: { xs: '1 1 100%', sm: '0 1 auto' } }}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <DatePicker
          label={translate(`${T}.start_date`)}
          value={shown.start}
          onChange={(start) => changeRange({ ...shown, start })}
          slotProps={field(problem === 'invalid' && !shown.start?.isValid())}
        />
        <DatePicker
          label={translate(`${T}.end_date`)}
          value={shown.end}
          onChange={(end) => changeRange({ ...shown, end })}
          slotProps={field(problem === 'order' || (problem === 'invalid' && !shown.end?.isValid()))}
        />
      </Box>
      {problem && (
        <FormHelperText error role="alert" sx={{ maxWidth: 360 }}>
          {translate(`${T}.range_${problem}_hint`)}
        </FormHelperText>
      )}
    </Box>
  );
}
