import { useEffect, useMemo, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useGetList, useInput, useTranslate } from 'react-admin';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  warehouseToday,
  type BookingTimeRow,
  type DayOffRow,
} from '../../../contract/schemas/bookings';
import { FormDate } from '../../components/dateInputs';
import { useMessage } from '../../components/formInputs';
import { failureOf } from '../../providers/apiErrors';
import { usePortalData } from '../../providers/dataProvider';
import type { DateProblemRef } from './bookingValues';

const F = 'app.bookings.form';
const COMPLETE = /^\d{4}-\d{2}-\d{2}$/;
/** The slot is kept as chosen ('' stays ''): the contract's schema judges it. */
const asIs = (value: unknown) => value;

/** The days off of the coming year, greyed out in the date picker's calendar. */
function useDaysOff(enabled: boolean) {
  const today = warehouseToday();
  const until = useMemo(() => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCFullYear(d.getUTCFullYear() + 1);
    return d.toISOString().slice(0, 10);
  }, [today]);
  const { data } = useGetList<DayOffRow>(
    'daysOff',
    {
      pagination: { page: 1, perPage: 400 },
      sort: { field: 'day_off', order: 'ASC' },
      filter: { date_from: today, date_to: until },
    },
    {
      enabled,
      staleTime: 5 * 60_000,
      onError: (e) => console.error('Error: Unable to fetch data (daysOff)', e),
    },
  );
  return useMemo(() => new Set((data ?? []).map((d) => d.day_off)), [data]);
}

/**
 * The booking's date and time slot (spec part 2 §4.3, §5.3, §8): the date not before today
 * (days off greyed out); the slots of the chosen date from the server, each with the places
 * left, a full one disabled. A date the server refuses (a holiday: 'ไม่สามารถนัดหมายในวันนี้ได้
 * เนื่องจากเป็นวันหยุด') shows its message under the date, clears the slot and disables it; so
 * does any other problem of the date.
 */
export function BookingDateSlot({
  disabled,
  bookingId,
  problem,
}: {
  disabled: boolean;
  /** The booking being edited: its own place is free in its slot. */
  bookingId?: number;
  problem: DateProblemRef;
}) {
  const translate = useTranslate();
  const message = useMessage();
  const dataProvider = usePortalData();
  const { setError, setValue, getValues, trigger, getFieldState } = useFormContext();
  const { field, fieldState } = useInput({ source: 'booking_time', format: asIs, parse: asIs });
  const date = useWatch({ name: 'booking_dt' }) as string | undefined;
  const { errors } = useFormState({ name: 'booking_dt' });
  const daysOff = useDaysOff(!disabled);
  // The slots of the date last answered (an empty list where the date was refused).
  const [slots, setSlots] = useState<{ date: string; rows: BookingTimeRow[] } | null>(null);
  // The slot the booking was read with stays a choice on its own date.
  const [initial] = useState(() => ({
    date,
    time: getValues('booking_time') as string | undefined,
  }));
  const asking = !disabled && !!date && COMPLETE.test(date);
  const loading = asking && slots?.date !== date;
  // Each opening of the slot select asks again: the places left change as others book (and
  // after a save refused for a slot that filled meanwhile).
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!asking || !date) return;
    let live = true;
    dataProvider
      .getBookingTimes(date, bookingId)
      .then((rows) => {
        if (!live) return;
        const hadProblem = problem.current !== null;
        problem.current = null;
        setSlots({ date, rows });
        if (hadProblem && getFieldState('booking_dt').error) void trigger('booking_dt');
        const time = getValues('booking_time') as string | undefined;
        const kept = rows.some((r) => r.config_booking_time === time && r.left > 0);
        if (time && !kept && date !== initial.date) {
          setValue('booking_time', '', { shouldDirty: true });
        }
      })
      .catch((e: unknown) => {
        if (!live) return;
        const f = failureOf(e);
        if (f.status === 400) {
          const text = f.message ?? Object.values(f.errors)[0] ?? '';
          problem.current = { date, message: text };
          setError('booking_dt', { type: 'server', message: text });
          setValue('booking_time', '', { shouldDirty: true });
          setSlots({ date, rows: [] });
        } else {
          console.error('Error: Unable to fetch data', e);
          setSlots({ date, rows: [] });
        }
      });
    return () => {
      live = false;
    };
  }, [
    round,
    asking,
    initial,
    date,
    bookingId,
    dataProvider,
    problem,
    setError,
    setValue,
    getValues,
    trigger,
    getFieldState,
  ]);

  const dateError = !!errors.booking_dt;
  const rows = slots && slots.date === date ? slots.rows : [];
  const noSlot = !disabled && !dateError && !loading && !!slots && rows.length === 0;
  const helper = loading
    ? translate(`${F}.time_loading`)
    : !date && !disabled
      ? translate(`${F}.time_pick_date`)
      : noSlot
        ? translate(`${F}.time_none`)
        : undefined;

  const value = typeof field.value === 'string' ? field.value : '';
  const listed = rows.some((r) => r.config_booking_time === value);
  const own = value && !listed && (disabled || date === initial.date) ? [value] : [];
  const off = disabled || dateError || loading || !date;
  const error = off ? undefined : message(fieldState.error?.message);
  return (
    <>
      <FormDate
        name="booking_dt"
        label={translate(`${F}.date`)}
        required
        disabled={disabled}
        minDate={warehouseToday()}
        shouldDisableDate={(d) => daysOff.has(d)}
      />
      <TextField
        select
        name={field.name}
        inputRef={field.ref}
        value={off && !disabled ? '' : value}
        onChange={(e) => {
          field.onChange(e.target.value);
          if (fieldState.error) void trigger('booking_time');
        }}
        onBlur={field.onBlur}
        label={translate(`${F}.time`)}
        required={!disabled}
        disabled={off}
        fullWidth
        error={!!error}
        helperText={error ?? helper}
        slotProps={{ select: { onOpen: () => setRound((n) => n + 1) } }}
      >
        {own.map((t) => (
          <MenuItem key={t} value={t}>
            {t}
          </MenuItem>
        ))}
        {rows.map((r) => (
          <MenuItem
            key={r.id}
            value={r.config_booking_time}
            disabled={r.left <= 0 && r.config_booking_time !== value}
          >
            {translate(`${F}.${r.left > 0 ? 'time_option' : 'time_full'}`, {
              time: r.config_booking_time,
              left: r.left,
            })}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
