import { createContext, useContext, type ReactNode } from 'react';
import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import { NumberInput } from '../../components/NumberInput';
import {
  FormSelect,
  FormText,
  useMessage,
  useRecheck,
  type Option,
} from '../../components/formInputs';
import type { ProductValues } from './productValues';

/** Staff see the form read-only: every field disabled and no required markers (spec §6). */
export const ReadOnlyContext = createContext(false);

export type { Option };
type Name = FieldPath<ProductValues>;
const L = 'app.products.form';

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
  const translate = useTranslate();
  const disabled = useContext(ReadOnlyContext);
  return (
    <FormText
      name={name}
      label={translate(`${L}.${label}`)}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      maxLength={maxLength}
      multiline={multiline}
      minRows={3}
      counter={
        counter ? (count) => translate(`${L}.char_count`, { count, max: maxLength }) : undefined
      }
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

export function SelectField({
  name,
  label,
  required,
  options,
}: FieldProps & { options: Option[] }) {
  const translate = useTranslate();
  const disabled = useContext(ReadOnlyContext);
  return (
    <FormSelect
      name={name}
      label={translate(`${L}.${label}`)}
      required={required}
      disabled={disabled}
      options={options}
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
