import { createContext, useContext, type ClipboardEvent, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import {
  NumberInput as RaNumberInput,
  SelectInput as RaSelectInput,
  TextInput as RaTextInput,
  useTranslate,
  type ChoicesProps,
} from 'react-admin';
import Box from '@mui/material/Box';
import { numberTyping } from './QuantityInput';

/** The product screens' inputs: react-admin's inputs with labels under app.products.form. */

/** Staff see the form read-only: every field disabled and no required markers (spec §6). */
export const ReadOnlyContext = createContext(false);

const L = 'app.products.form';

interface ProductFieldProps {
  /** A product field, or a set's packaging text (sets share the product's inputs). */
  source: string;
  /** Key under app.products.form. */
  label: string;
  required?: boolean;
}

/** The field's props shared by every product input: its label, required marker and read-only state. */
function useProductFieldProps({ source, label, required }: ProductFieldProps) {
  const readOnly = useContext(ReadOnlyContext);
  return {
    source,
    label: `${L}.${label}`,
    isRequired: !!required && !readOnly,
    disabled: readOnly,
    fullWidth: true,
    size: 'medium' as const,
    margin: 'none' as const,
  };
}

export function TextInput({
  maxLength,
  multiline,
  readOnly,
  counter,
  ...field
}: ProductFieldProps & {
  maxLength?: number;
  multiline?: boolean;
  readOnly?: boolean;
  /** Shows 'typed/max' under the field. */
  counter?: boolean;
}) {
  const props = useProductFieldProps(field);
  // The count is for typing: a read-only field shows none.
  const count = counter && !props.disabled;
  return (
    <RaTextInput
      {...props}
      readOnly={readOnly}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      helperText={count ? <CharCount source={field.source} max={maxLength} /> : undefined}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}

function CharCount({ source, max }: { source: ProductFieldProps['source']; max?: number }) {
  const translate = useTranslate();
  const value: unknown = useWatch({ name: source });
  const count = typeof value === 'string' ? value.length : 0;
  return <>{translate(`${L}.char_count`, { count, max })}</>;
}

/** A sign or an exponent cannot be typed into a number field (spec part 1 §5). */
const DECIMAL_TYPING = numberTyping(['-', '+', 'e', 'E'], 'decimal');
const blockPaste = (e: ClipboardEvent<HTMLDivElement>) => {
  if (!/^\d*\.?\d*$/.test(e.clipboardData.getData('text').trim())) e.preventDefault();
};

/**
 * A non-negative decimal field: min 0, step 0.01; the minus and plus signs and the exponent
 * letter cannot be typed or pasted, and the mouse wheel does not change it.
 */
export function NumberInput(field: ProductFieldProps) {
  const props = useProductFieldProps(field);
  return <RaNumberInput {...props} min={0} step={0.01} {...DECIMAL_TYPING} onPaste={blockPaste} />;
}

export function SelectInput({
  choices,
  isPending,
  ...field
}: ProductFieldProps & Pick<ChoicesProps, 'choices' | 'isPending'>) {
  const props = useProductFieldProps(field);
  return <RaSelectInput {...props} choices={choices} isPending={isPending} emptyText="" />;
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
