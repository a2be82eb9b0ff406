import { useId, type KeyboardEvent } from 'react';
import { useWatch, type FieldValues } from 'react-hook-form';
import { useTranslate, type RaRecord } from 'react-admin';
import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  APPOINTMENT_NAME_MAX,
  APPOINTMENT_SETTING,
  CAPACITY_MAX,
  DAY_TYPES,
  SLOT_MINUTES_MAX,
  SLOT_MINUTES_MIN,
  appointmentForm,
  slotsOf,
  warehouseToday,
  type AppointmentForm as AppointmentValues,
} from '../../../contract/schemas/bookings';
import { contractResolver } from '../../components/contractResolver';
import { DatesProvider, FormDate, FormTime } from '../../components/dateInputs';
import {
  FieldGrid,
  FormSection,
  FormSelect,
  FormText,
  useFormField,
} from '../../components/formInputs';
import { FormFooter } from '../../components/FormFooter';
import { settingsFormScreens, useSettingsSave } from '../../components/RecordFormScreens';

export const F = 'app.appointments.form';
export const appointmentResolver = contractResolver(appointmentForm);

/** The fields of the form, as the create and update calls take them. */
const FIELDS = [
  'booking_name',
  'booking_status',
  'booking_time',
  'booking_time_per_time_to_work',
  'booking_dt_from',
  'booking_dt_to',
  'is_active',
  'booking_dt_start',
  'booking_dt_end',
  'capacity',
] as const satisfies readonly (keyof AppointmentValues)[];

/**
 * A new setting: open, 08:00 to 17:00 (a working day's hours; the spec's "now" would open the
 * day at whatever minute the form was opened), one delivery a slot, from today to today.
 */
export function newAppointment(): Partial<AppointmentValues> {
  const today = warehouseToday();
  return {
    booking_name: '',
    booking_time_per_time_to_work: undefined,
    booking_dt_from: '08:00',
    booking_dt_to: '17:00',
    is_active: true,
    booking_dt_start: today,
    booking_dt_end: today,
    capacity: 1,
  };
}

/**
 * A saved setting as the form holds it: times hh:mm and dates yyyy-mm-dd, and open/closed one
 * boolean (the spec's two readings, 0/1 on setup and 1/2 on edit, are the contract's one).
 */
export function appointmentAsForm(record: RaRecord): RaRecord {
  const text = (v: unknown, length: number) => (typeof v === 'string' ? v.slice(0, length) : '');
  return {
    ...record,
    booking_dt_from: text(record.booking_dt_from, 5),
    booking_dt_to: text(record.booking_dt_to, 5),
    booking_dt_start: text(record.booking_dt_start, 10),
    booking_dt_end: text(record.booking_dt_end, 10),
    is_active: record.is_active === true,
  };
}

/**
 * Saves the form (the `<Form onSubmit>` of create and edit): the setting goes to the server,
 * then the message and the list; a refusal comes back as the form's errors, a 409 (dates
 * overlapping another setting of the same day type) naming no field under the start date.
 */
export const useAppointmentSubmit = (id?: RaRecord['id'], previous?: FieldValues) =>
  useSettingsSave({
    resource: 'appointments',
    fields: FIELDS,
    i18n: F,
    id,
    previous,
    conflictField: 'booking_dt_start',
  });

/** Keys that would type a sign, an exponent or a fraction into a whole number (spec §5). */
const BLOCKED_KEYS = new Set(['e', 'E', '.', '-', '+', ',']);
const blockKeys = (e: KeyboardEvent) => {
  if (BLOCKED_KEYS.has(e.key)) e.preventDefault();
};

/** A whole number of the surrounding form (minutes, deliveries): a number, or unset when empty. */
function WholeNumberInput({
  name,
  label,
  min,
  max,
  hint,
}: {
  name: string;
  label: string;
  min: number;
  max: number;
  hint?: string;
}) {
  const { id, field, invalid, error, change } = useFormField({ name });
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      type="number"
      value={typeof field.value === 'number' ? String(field.value) : ''}
      onChange={(e) => {
        // A pasted fraction or sign stays as typed: the schema says what is wrong with it.
        const text = e.target.value;
        change(text ? Number(text) : undefined);
      }}
      onBlur={field.onBlur}
      onKeyDown={blockKeys}
      onWheel={(e) => (e.target as HTMLElement).blur()}
      label={label}
      required
      fullWidth
      error={invalid}
      helperText={error ?? hint}
      slotProps={{ htmlInput: { min, max, step: 1, inputMode: 'numeric' } }}
    />
  );
}

/** Open or closed: one reading, a boolean, shown as two choices 'เปิด' and 'ปิด'. */
function OpenClosedInput({ label }: { label: string }) {
  const translate = useTranslate();
  const labelId = useId();
  const { field, error, change } = useFormField<boolean>({ name: 'is_active' });
  const value = field.value === true ? 'open' : field.value === false ? 'closed' : '';
  return (
    <FormControl error={!!error} required>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={field.name}
        value={value}
        onChange={(e) => change(e.target.value === 'open')}
        onBlur={field.onBlur}
      >
        <FormControlLabel
          value="open"
          control={<Radio inputRef={field.ref} />}
          label={translate('app.appointments.open')}
        />
        <FormControlLabel
          value="closed"
          control={<Radio />}
          label={translate('app.appointments.closed')}
        />
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/** How many slots a chip row shows before "and n more". */
const SLOTS_SHOWN = 12;

/** The slots the hours and minutes give, as the booking form will offer them. */
function SlotPreview() {
  const translate = useTranslate();
  const [from, to, minutes] = useWatch({
    name: ['booking_dt_from', 'booking_dt_to', 'booking_time_per_time_to_work'],
  }) as [unknown, unknown, unknown];
  const clock = /^([01]\d|2[0-3]):[0-5]\d$/;
  if (
    typeof from !== 'string' ||
    typeof to !== 'string' ||
    !clock.test(from) ||
    !clock.test(to) ||
    typeof minutes !== 'number' ||
    minutes < SLOT_MINUTES_MIN ||
    minutes > SLOT_MINUTES_MAX
  ) {
    return null;
  }
  const slots = slotsOf(from, to, minutes);
  if (!slots.length) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${F}.slots`, { count: slots.length })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {slots.slice(0, SLOTS_SHOWN).map((s) => (
          <Chip key={s.label} label={s.label} size="small" variant="outlined" />
        ))}
        {slots.length > SLOTS_SHOWN && (
          <Chip
            label={translate(`${F}.slots_more`, { count: slots.length - SLOTS_SHOWN })}
            size="small"
          />
        )}
      </Box>
    </Box>
  );
}

/**
 * The setup and edit form of an appointment setting (spec part 3 §2 "Setup-appointment and
 * edit-appointment", §5 "Appointment"): name, initial setting, business-hours type, minutes per
 * slot, opening and closing time, open/closed, the dates it applies between and the deliveries
 * one slot takes. Back returns to the list (asking first when something was typed).
 */
export function AppointmentFormBody({ title }: { title: string }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${F}.${key}`);
  const settings = [APPOINTMENT_SETTING.SYSTEM, APPOINTMENT_SETTING.CUSTOM].map((id) => ({
    id,
    name: translate(`app.appointments.setting.${id}`),
  }));
  const dayTypes = DAY_TYPES.map((id) => ({
    id,
    name: translate(`app.appointments.day_type_long.${id}`),
  }));
  return (
    <DatesProvider>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, width: '100%', maxWidth: 960 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
          {title}
        </Typography>
        <FormSection title={t('section_general')}>
          <FieldGrid>
            <FormText
              name="booking_name"
              label={t('name')}
              required
              maxLength={APPOINTMENT_NAME_MAX}
            />
            <FormSelect name="booking_status" label={t('setting')} options={settings} required />
            <FormSelect name="booking_time" label={t('day_type')} options={dayTypes} required />
            <OpenClosedInput label={t('status')} />
          </FieldGrid>
        </FormSection>
        <FormSection title={t('section_hours')}>
          <FieldGrid>
            <FormTime name="booking_dt_from" label={t('start_time')} required />
            <FormTime name="booking_dt_to" label={t('end_time')} required />
            <WholeNumberInput
              name="booking_time_per_time_to_work"
              label={t('minutes')}
              min={SLOT_MINUTES_MIN}
              max={SLOT_MINUTES_MAX}
            />
            <WholeNumberInput
              name="capacity"
              label={t('capacity')}
              min={1}
              max={CAPACITY_MAX}
              hint={t('capacity_hint')}
            />
          </FieldGrid>
          <SlotPreview />
        </FormSection>
        <FormSection title={t('section_dates')}>
          <FieldGrid>
            <FormDate name="booking_dt_start" label={t('start_date')} required />
            <FormDate name="booking_dt_end" label={t('end_date')} required />
          </FieldGrid>
        </FormSection>
        <FormFooter resource="appointments" backLabel={t('back')} saveLabel={t('save')} />
      </CardContent>
    </DatesProvider>
  );
}

/** Setup appointment (/appointments/create) and edit appointment (/appointments/:id). */
export const appointmentScreens = settingsFormScreens({
  resource: 'appointments',
  i18n: F,
  Body: AppointmentFormBody,
  resolver: appointmentResolver,
  newValues: newAppointment,
  asForm: appointmentAsForm,
  useSubmit: useAppointmentSubmit,
});
