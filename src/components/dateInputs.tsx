import { useState, type ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterDayjsBuddhist } from '@mui/x-date-pickers/AdapterDayjsBuddhist';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { enUS, thTH } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/th';
import { useFormField } from './formInputs';
import { eraFor } from '../../contract/dates';
import { useSession } from '../providers/session';

/**
 * The portal's date and time inputs (MUI X pickers on dayjs): dates shown dd/mm/yyyy with the
 * years of the app's era (Buddhist era in Thai unless the profile asks for Christian era;
 * contract/dates.ts), times 24-hour (spec: dd/mm/yyyy, 24-hour times), whatever the browser's
 * own date format. The form holds the values as the contract sends them: 'yyyy-mm-dd' (always
 * Christian era) and 'hh:mm'; a date or time typed but not complete is kept as text the schema
 * refuses.
 */

// One object each: a new one at every render would make the provider a new adapter, and each
// picker would start its typed sections again (a date half typed when the shell redraws).
const BE_FORMATS = { keyboardDate: 'DD/MM/BBBB' } as const;
const CE_FORMATS = { keyboardDate: 'DD/MM/YYYY' } as const;

/**
 * The pickers' texts and month names in the app's language, and their years in the app's era:
 * in the Buddhist era MUI X's Buddhist dayjs adapter shows, and reads what is typed, as CE + 543
 * while the values stay ordinary (Christian-era) dates. Every picker inside takes its format
 * from here (`keyboardDate`): none names its own.
 */
export function DatesProvider({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const era = eraFor(locale, useSession()?.yearEra);
  const texts = (locale === 'en' ? enUS : thTH).components.MuiLocalizationProvider.defaultProps
    .localeText;
  return (
    <LocalizationProvider
      dateAdapter={era === 'be' ? AdapterDayjsBuddhist : AdapterDayjs}
      adapterLocale={locale === 'en' ? 'en' : 'th'}
      dateFormats={era === 'be' ? BE_FORMATS : CE_FORMATS}
      localeText={texts}
    >
      {children}
    </LocalizationProvider>
  );
}

const INCOMPLETE = 'incomplete';

interface PickerProps {
  name: string;
  /** Already translated. */
  label: string;
  required?: boolean;
  disabled?: boolean;
}

/** How a picker reads the form's text and writes its choice back. */
interface PickerFormat {
  /** The form's text as a dayjs value, or null when empty or not complete. */
  read: (text: unknown) => Dayjs | null;
  /** A complete choice as the form's text. */
  write: (value: Dayjs) => string;
  /** Whether a valid choice is complete (else it is kept as text the schema refuses). */
  whole?: (value: Dayjs) => boolean;
}

/**
 * A picker's date that is whole: valid, with a year of four digits. While a year is typed digit
 * by digit its first digits are a date too (year 2, or in the Buddhist era year 25, that is
 * 519 BC): not one the form keeps.
 */
export const wholeDate = (v: Dayjs) => v.isValid() && v.year() >= 1000 && v.year() <= 9999;

const DATE: PickerFormat = {
  read: (t) => (typeof t === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(t) ? dayjs(t) : null),
  write: (v) => v.format('YYYY-MM-DD'),
  whole: wholeDate,
};
const TIME: PickerFormat = {
  read: (t) => (typeof t === 'string' && /^\d{2}:\d{2}$/.test(t) ? dayjs(`2000-01-01T${t}`) : null),
  write: (v) => v.format('HH:mm'),
};

/**
 * The props a picker of the surrounding form needs, bound to the field `name` through
 * react-admin's `useInput`: its value, its changes (a choice not complete is kept as text the
 * schema refuses) and its text field with the field's message.
 */
function usePickerField({ name, label, required, disabled }: PickerProps, format: PickerFormat) {
  const { id, field, invalid, error, change } = useFormField({ name });
  const parsed = format.read(field.value);
  // What the picker last gave while it is not complete: handed back to it as it is, so the
  // sections typed so far stay (an empty value would clear them mid-typing).
  const [typed, setTyped] = useState<Dayjs | null>(null);
  const whole = (v: Dayjs) => v.isValid() && (format.whole?.(v) ?? true);
  return {
    label,
    disabled,
    value: parsed?.isValid() ? parsed : field.value === INCOMPLETE ? typed : null,
    onChange: (v: Dayjs | null) => {
      setTyped(v);
      change(v === null ? '' : whole(v) ? format.write(v) : INCOMPLETE);
    },
    inputRef: field.ref,
    slotProps: {
      textField: {
        id,
        name: field.name,
        variant: 'filled',
        required: required && !disabled,
        fullWidth: true,
        error: invalid,
        helperText: error,
        onBlur: field.onBlur,
      },
    },
  } as const;
}

/**
 * A date of the surrounding form, 'yyyy-mm-dd', shown dd/mm/yyyy. `minDate` ('yyyy-mm-dd')
 * and `shouldDisableDate` grey out the days that cannot be chosen in its calendar (the form's
 * schema still judges a typed date).
 */
export function FormDate({
  minDate,
  shouldDisableDate,
  ...props
}: PickerProps & { minDate?: string; shouldDisableDate?: (date: string) => boolean }) {
  return (
    <DatePicker
      minDate={minDate ? dayjs(minDate) : undefined}
      shouldDisableDate={
        shouldDisableDate ? (d: Dayjs) => shouldDisableDate(DATE.write(d)) : undefined
      }
      {...usePickerField(props, DATE)}
    />
  );
}

/** A time of day of the surrounding form, 'hh:mm', 24-hour. */
export function FormTime(props: PickerProps) {
  return <TimePicker format="HH:mm" ampm={false} {...usePickerField(props, TIME)} />;
}
