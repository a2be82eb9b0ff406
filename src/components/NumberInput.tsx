import type { ClipboardEvent, KeyboardEvent } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** Keys that would type a sign or an exponent into a number field (spec part 1 §5). */
const BLOCKED_KEYS = new Set(['-', '+', 'e', 'E']);

export type NumberInputProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange'> & {
  value: number | null | undefined;
  /** An empty field answers undefined (the form's schema then applies its default or message). */
  onChange: (value: number | undefined) => void;
  min?: number;
  step?: number;
};

/**
 * A non-negative decimal field: type number, min 0, step 0.01; the minus and plus signs
 * and the exponent letter cannot be typed or pasted, and the mouse wheel does not change it.
 */
export function NumberInput({
  value,
  onChange,
  min = 0,
  step = 0.01,
  slotProps,
  ...rest
}: NumberInputProps) {
  // Extra input attributes are taken as an object (a callback form is not supported here).
  const htmlInput = typeof slotProps?.htmlInput === 'object' ? slotProps.htmlInput : undefined;
  const blockKeys = (e: KeyboardEvent<HTMLDivElement>) => {
    if (BLOCKED_KEYS.has(e.key)) e.preventDefault();
  };
  const blockPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    if (!/^\d*\.?\d*$/.test(e.clipboardData.getData('text').trim())) e.preventDefault();
  };
  return (
    <TextField
      {...rest}
      type="number"
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      onKeyDown={blockKeys}
      onPaste={blockPaste}
      onWheel={(e) => (e.target as HTMLElement).blur()}
      slotProps={{
        ...slotProps,
        htmlInput: { min, step, inputMode: 'decimal', ...htmlInput },
      }}
    />
  );
}
