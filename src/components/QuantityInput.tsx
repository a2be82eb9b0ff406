import type { KeyboardEvent, WheelEvent } from 'react';
import { NumberInput } from 'react-admin';

/**
 * How a number field takes typing: the `blocked` keys (a sign, an exponent…) type nothing,
 * the mouse wheel leaves the field instead of changing it, and phones show the number pad.
 */
export function numberTyping(blocked: readonly string[], inputMode: 'numeric' | 'decimal') {
  return {
    onKeyDown: (e: KeyboardEvent) => {
      if (blocked.includes(e.key)) e.preventDefault();
    },
    onWheel: (e: WheelEvent) => (e.target as HTMLElement).blur(),
    slotProps: { htmlInput: { inputMode } },
  };
}

/** A quantity is a whole number of at least 0: the sign, exponent and decimal keys are blocked. */
const QUANTITY_TYPING = numberTyping(['e', 'E', '+', '-', '.', ','], 'numeric');

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
      {...QUANTITY_TYPING}
      fullWidth
    />
  );
}
