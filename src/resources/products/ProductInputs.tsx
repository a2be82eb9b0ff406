import { createContext, useContext, type ReactNode } from 'react';
import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { NumberInput } from '../../components/NumberInput';
import type { ProductValues } from './productValues';

/** Staff see the form read-only: every field disabled and no required markers (spec §6). */
export const ReadOnlyContext = createContext(false);

type Name = FieldPath<ProductValues>;
const L = 'app.products.form';

/**
 * The field's change handler: once a field shows an error, each change checks it again,
 * so the message goes as soon as the value is right (the form itself validates on Next/Save).
 */
function useRecheck() {
  const { trigger } = useFormContext<ProductValues>();
  return (name: Name, hasError: boolean, onChange: (v: unknown) => void) => (value: unknown) => {
    onChange(value);
    if (hasError) void trigger(name);
  };
}

/** A schema message is a catalogue key ('validation.product.…'); a server message is Thai text. */
function useMessage() {
  const translate = useTranslate();
  return (message: string | undefined) =>
    message ? translate(message, { _: message }) : undefined;
}

interface FieldProps {
  name: Name;
  /** Key under app.products.form. */
  label: string;
  required?: boolean;
}

export function TextInput({
  name,
  label,
  required,
  maxLength,
  multiline,
  readOnly,
  counter,
}: FieldProps & {
  maxLength?: number;
  multiline?: boolean;
  readOnly?: boolean;
  counter?: boolean;
}) {
  const { control } = useFormContext<ProductValues>();
  const translate = useTranslate();
  const message = useMessage();
  const disabled = useContext(ReadOnlyContext);
  const recheck = useRecheck();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'string' ? field.value : String(field.value ?? '');
        const error = message(fieldState.error?.message);
        const count = counter
          ? translate(`${L}.char_count`, { count: value.length, max: maxLength })
          : null;
        return (
          <TextField
            name={field.name}
            inputRef={field.ref}
            value={value}
            onChange={recheck(name, !!fieldState.error, field.onChange)}
            onBlur={field.onBlur}
            label={translate(`${L}.${label}`)}
            required={required && !disabled}
            disabled={disabled}
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            fullWidth
            error={!!error}
            helperText={
              count ? (
                <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between' }}>
                  <span>{error}</span>
                  <span>{count}</span>
                </Box>
              ) : (
                error
              )
            }
            slotProps={{ htmlInput: { maxLength, readOnly } }}
          />
        );
      }}
    />
  );
}

export function NumberField({ name, label, required }: FieldProps) {
  const { control } = useFormContext<ProductValues>();
  const translate = useTranslate();
  const message = useMessage();
  const disabled = useContext(ReadOnlyContext);
  const recheck = useRecheck();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          name={field.name}
          inputRef={field.ref}
          value={typeof field.value === 'number' ? field.value : undefined}
          onChange={recheck(name, !!fieldState.error, field.onChange)}
          onBlur={field.onBlur}
          label={translate(`${L}.${label}`)}
          required={required && !disabled}
          disabled={disabled}
          fullWidth
          error={!!fieldState.error}
          helperText={message(fieldState.error?.message)}
        />
      )}
    />
  );
}

export interface Option {
  id: number;
  name: string;
}

export function SelectField({
  name,
  label,
  required,
  options,
}: FieldProps & { options: Option[] }) {
  const { control } = useFormContext<ProductValues>();
  const translate = useTranslate();
  const message = useMessage();
  const disabled = useContext(ReadOnlyContext);
  const recheck = useRecheck();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'number' ? field.value : '';
        // A value not among the options yet (lookups still loading) would warn; show it empty.
        const known = options.some((o) => o.id === value) ? value : '';
        return (
          <TextField
            select
            name={field.name}
            inputRef={field.ref}
            value={known}
            onChange={(e) =>
              recheck(name, !!fieldState.error, field.onChange)(Number(e.target.value))
            }
            onBlur={field.onBlur}
            label={translate(`${L}.${label}`)}
            required={required && !disabled}
            disabled={disabled}
            fullWidth
            error={!!fieldState.error}
            helperText={message(fieldState.error?.message)}
          >
            {options.map((o) => (
              <MenuItem key={o.id} value={o.id}>
                {o.name}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}

/** A titled group of fields (the packaging blocks). */
export function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, m: 0, minWidth: 0 }}
    >
      <Box component="legend" sx={{ px: 1, fontWeight: 600 }}>
        {title}
      </Box>
      {children}
    </Box>
  );
}
