import { useId, type ReactNode } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

/**
 * The portal's form inputs, react-admin inputs bound by field name (`useInput`) to the
 * surrounding form (the forms validate with the contract's zod schemas).
 */

export interface Option {
  id: number;
  name: string;
}

/** Read-only look: the value stays selectable and is still sent. */
export const readOnlySx = {
  '& .MuiInputBase-root': { bgcolor: 'action.disabledBackground' },
  '& .MuiInputBase-root::before': { borderBottomStyle: 'dotted' },
} as const;

/** A schema message is a catalogue key ('validation.…'); a server message is Thai text. */
export function useMessage() {
  const translate = useTranslate();
  return (message: string | undefined) =>
    message ? translate(message, { _: message }) : undefined;
}

interface FieldProps {
  name: string;
  /** Already translated. */
  label: string;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
}

/** A rule for forms without a schema resolver: true when right, else the message. */
export type FieldRule<V = string> = (value: V, values: FieldValues) => true | string;

/** Values are kept as typed ('' stays ''): the contract's schemas judge them. */
const asIs = <T,>(value: T) => value;

/**
 * A field of the surrounding form, bound by name through react-admin's `useInput`: its value,
 * its message (a catalogue key translated) and `change`, which writes a value and, once the
 * field shows an error, checks it again so the message goes as soon as the value is right (the
 * form itself validates on submit). `disabled` is only the look: the value is still sent.
 */
export function useFormField<V = string>({
  name,
  rule,
  format = asIs,
}: {
  name: string;
  rule?: FieldRule<V>;
  format?: (value: unknown) => unknown;
}) {
  const { trigger } = useFormContext<FieldValues>();
  const { id, field, fieldState } = useInput({
    source: name,
    format,
    parse: asIs,
    validate: rule
      ? (value: V, values: FieldValues) => {
          const result = rule(value, values);
          return result === true ? undefined : result;
        }
      : undefined,
  });
  const message = fieldState.error?.message;
  return {
    id,
    field,
    invalid: !!fieldState.error,
    error: message ? <ValidationError error={message} /> : undefined,
    change: (value: unknown) => {
      field.onChange(value);
      if (fieldState.error) void trigger(name);
    },
  };
}

export function FormText({
  name,
  label,
  required,
  readOnly,
  disabled,
  digits,
  maxLength,
  type,
  autoComplete,
  multiline,
  minRows = 2,
  counter,
  validate,
}: FieldProps & {
  /** Keeps only digits (at most `maxLength`) as the user types or pastes. */
  digits?: boolean;
  maxLength?: number;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
  minRows?: number;
  /** Text shown at the right under the field for the current length (a character counter). */
  counter?: (length: number) => string;
  /** A rule for forms without a schema resolver (step 1). */
  validate?: FieldRule;
}) {
  const { id, field, invalid, error, change } = useFormField({
    name,
    rule: validate,
    format: (v) => (typeof v === 'string' ? v : String(v ?? '')),
  });
  const value = field.value as string;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={value}
      onChange={(e) =>
        change(digits ? e.target.value.replace(/\D/g, '').slice(0, maxLength) : e.target.value)
      }
      onBlur={field.onBlur}
      label={label}
      required={required && !disabled}
      disabled={disabled}
      type={type}
      autoComplete={autoComplete}
      multiline={multiline}
      minRows={multiline ? minRows : undefined}
      fullWidth
      error={invalid}
      helperText={
        counter ? (
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <span>{error}</span>
            <span>{counter(value.length)}</span>
          </Box>
        ) : (
          error
        )
      }
      sx={readOnly ? readOnlySx : undefined}
      slotProps={{
        htmlInput: {
          // Digits are cut after removing other characters, so a pasted '02-555-1234' keeps all ten.
          maxLength: digits ? undefined : maxLength,
          readOnly,
          inputMode: digits ? 'numeric' : undefined,
          'aria-readonly': readOnly || undefined,
        },
      }}
    />
  );
}

export function FormSelect({
  name,
  label,
  required,
  readOnly,
  disabled,
  options,
  validate,
}: FieldProps & {
  options: Option[];
  /** A rule for forms without a schema resolver. */
  validate?: FieldRule<number | null>;
}) {
  const { id, field, invalid, error, change } = useFormField({ name, rule: validate });
  const value = typeof field.value === 'number' ? field.value : '';
  // A value not among the options yet (lookups still loading) would warn; show it empty.
  const known = options.some((o) => o.id === value) ? value : '';
  return (
    <TextField
      select
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={known}
      onChange={(e) => change(Number(e.target.value))}
      onBlur={field.onBlur}
      label={label}
      required={required && !disabled}
      disabled={disabled}
      fullWidth
      error={invalid}
      helperText={error}
      sx={readOnly ? readOnlySx : undefined}
      slotProps={{ input: { readOnly } }}
    >
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A value shown read-only that the form does not send (e-mail, status, role on the profile). */
export function ShownValue({ label, value }: { label: string; value: string }) {
  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      sx={readOnlySx}
      slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
    />
  );
}

/** A 0/1 flag as a checkbox; `onToggle` runs after the value changes. */
export function FormFlag({
  name,
  label,
  disabled,
  onToggle,
}: {
  name: string;
  label: string;
  disabled?: boolean;
  onToggle?: (checked: boolean) => void;
}) {
  const { id, field } = useFormField({ name });
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={
        <Checkbox
          id={id}
          name={field.name}
          inputRef={field.ref}
          checked={field.value === 1}
          onChange={(e) => {
            field.onChange(e.target.checked ? 1 : 0);
            onToggle?.(e.target.checked);
          }}
        />
      }
    />
  );
}

/** A titled block of a form. */
export function FormSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography
        id={id}
        variant="subtitle1"
        component="h2"
        fontWeight={600}
        color="primary"
        sx={{ mb: 2, pb: 0.5, borderBottom: 1, borderColor: 'divider' }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Fields side by side on wide screens, stacked on phones. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}

/** An empty cell of a FieldGrid on wide screens (the next field starts a row); none on phones. */
export function GridGap() {
  return <Box sx={{ display: { xs: 'none', sm: 'block' } }} />;
}

/** The registration and profile forms' names of a person's title and name fields. */
const ACCOUNT_NAME = {
  title: 'indiv_mas_title_id',
  first: 'indiv_first_name',
  last: 'indiv_last_name',
} as const;

/** The first and last name fields: their name, label and browser autocomplete. */
const NAME_PARTS = [
  ['first', 'first_name', 'given-name'],
  ['last', 'last_name', 'family-name'],
] as const;

/**
 * Title, first name and last name of a person (registration and profile forms; an order's
 * customer under its own `names` and catalogue section `i18n`, with no autocomplete).
 * `titleAlone`: the title keeps its row of the grid to itself on wide screens.
 */
export function PersonNameFields({
  titles,
  disabled,
  names = ACCOUNT_NAME,
  i18n,
  titleAlone,
}: {
  titles: Option[];
  disabled?: boolean;
  names?: { title: string; first: string; last: string };
  i18n?: string;
  titleAlone?: boolean;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${i18n ?? 'app.register.form'}.${key}`);
  return (
    <>
      <FormSelect
        name={names.title}
        label={t('title')}
        options={titles}
        required
        disabled={disabled}
      />
      {titleAlone && <GridGap />}
      {NAME_PARTS.map(([part, label, autoComplete]) => (
        <FormText
          key={part}
          name={names[part]}
          label={t(label)}
          required
          disabled={disabled}
          maxLength={100}
          autoComplete={i18n ? undefined : autoComplete}
        />
      ))}
    </>
  );
}

/* Inputs labelled from the product catalogue (products and product sets). */
