import type { KeyboardEvent } from 'react';
import { NumberInput } from 'react-admin';

/** A quantity is a whole number of at least 0: the sign, exponent and decimal keys are blocked. */
const blockKeys = (e: KeyboardEvent) => {
  if (['e', 'E', '+', '-', '.', ','].includes(e.key)) e.preventDefault();
};

/** A stock quantity field (whole pieces, minimum 0) of the surrounding form. */
export function QuantityInput({
  source,
  label,
  helperText,
  disabled,
}: {
  source: string;
  label: string;
  helperText?: string;
  disabled?: boolean;
}) {
  return (
    <NumberInput
      source={source}
      label={label}
      helperText={helperText ?? false}
      min={0}
      step={1}
      disabled={disabled}
      onKeyDown={blockKeys}
      onWheel={(e) => (e.target as HTMLElement).blur()}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      fullWidth
    />
  );
}
