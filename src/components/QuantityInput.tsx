import type { KeyboardEvent, WheelEvent } from 'react';
import { NumberInput, required } from 'react-admin';

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

/** Marks a field required (the asterisk); the form's resolver says why when it is empty. */
const REQUIRED = [required()];

/** A stock quantity field (whole pieces, minimum 0) of the surrounding form. */
export function QuantityInput({
  source,
  label,
  helperText,
  disabled,
  required: isRequired,
}: {
  source: string;
  label: string;
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
}) {
  return (
    <NumberInput
      source={source}
      label={label}
      helperText={helperText ?? false}
      min={0}
      step={1}
      disabled={disabled}
      validate={isRequired && !disabled ? REQUIRED : undefined}
      {...QUANTITY_TYPING}
      fullWidth
    />
  );
}
