import type { ReactNode } from 'react';
import { Controller, useFormContext, type FieldValues } from 'react-hook-form';
import { useLocaleState } from 'react-admin';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { enUS, thTH } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/th';
import { useMessage, useRecheck } from './formInputs';

/**
 * The portal's date and time inputs (MUI X pickers on dayjs): dates shown dd/mm/yyyy with
 * Gregorian years, times 24-hour (spec: dd/mm/yyyy, 24-hour times), whatever the browser's
 * own date format. The form holds the values as the contract sends them: 'yyyy-mm-dd' and
 * 'hh:mm'; a date or time typed but not complete is kept as text the schema refuses.
 */

/** The pickers' texts and month names in the app's language. */
export function DatesProvider({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const texts = (locale === 'en' ? enUS : thTH).components.MuiLocalizationProvider.defaultProps
    .localeText;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={locale === 'en' ? 'en' : 'th'}
      localeText={texts}
    >
      {children}
    </LocalizationProvider>
  );
}

const DATE = 'YYYY-MM-DD';
const INCOMPLETE = 'incomplete';

interface PickerProps {
  name: string;
  /** Already translated. */
  label: string;
  required?: boolean;
  disabled?: boolean;
}

/** A date of the surrounding form, 'yyyy-mm-dd', shown dd/mm/yyyy. */
export function FormDate({ name, label, required, disabled }: PickerProps) {
  const { control } = useFormContext<FieldValues>();
  const message = useMessage();
  const recheck = useRecheck();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const parsed =
          typeof field.value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(field.value)
            ? dayjs(field.value)
            : null;
        const error = message(fieldState.error?.message);
        return (
          <DatePicker
            label={label}
            value={parsed?.isValid() ? parsed : null}
            format="DD/MM/YYYY"
            disabled={disabled}
            onChange={(v) =>
              recheck(
                name,
                !!fieldState.error,
                field.onChange,
              )(v === null ? '' : v.isValid() ? v.format(DATE) : INCOMPLETE)
            }
            inputRef={field.ref}
            slotProps={{
              textField: {
                name: field.name,
                variant: 'filled',
                required: required && !disabled,
                fullWidth: true,
                error: !!error,
                helperText: error,
                onBlur: field.onBlur,
              },
            }}
          />
        );
      }}
    />
  );
}

/** A time of day of the surrounding form, 'hh:mm', 24-hour. */
export function FormTime({ name, label, required, disabled }: PickerProps) {
  const { control } = useFormContext<FieldValues>();
  const message = useMessage();
  const recheck = useRecheck();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const parsed =
          typeof field.value === 'string' && /^\d{2}:\d{2}$/.test(field.value)
            ? dayjs(`2000-01-01T${field.value}`)
            : null;
        const error = message(fieldState.error?.message);
        return (
          <TimePicker
            label={label}
            value={parsed?.isValid() ? parsed : null}
            format="HH:mm"
            ampm={false}
            disabled={disabled}
            onChange={(v) =>
              recheck(
                name,
                !!fieldState.error,
                field.onChange,
              )(v === null ? '' : v.isValid() ? v.format('HH:mm') : INCOMPLETE)
            }
            inputRef={field.ref}
            slotProps={{
              textField: {
                name: field.name,
                variant: 'filled',
                required: required && !disabled,
                fullWidth: true,
                error: !!error,
                helperText: error,
                onBlur: field.onBlur,
              },
            }}
          />
        );
      }}
    />
  );
}
