import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type {
  FieldValues,
  Path,
  RefCallBack,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';

/** A TextField's props bound to a form field (see useFieldProps). */
export type BoundField = Omit<UseFormRegisterReturn, 'ref'> & {
  inputRef: RefCallBack;
  error: boolean;
  helperText: string | undefined;
};

/**
 * Props binding a MUI TextField to a react-hook-form field: value handlers, the input ref
 * (so a failed submit focuses it), and the field's message as helper text. A message is
 * either a catalogue key (the contract's `validation.password.*`) or the server's Thai text.
 */
export function useFieldProps<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>) {
  const translate = useTranslate();
  const { errors } = form.formState;
  const text = useCallback(
    (message: string | undefined) => (message ? translate(message, { _: message }) : undefined),
    [translate],
  );
  const bind = (name: Path<T>, hint?: string): BoundField => {
    const { ref, ...rest } = form.register(name);
    const message = (errors as Record<string, { message?: string } | undefined>)[name]?.message;
    return {
      ...rest,
      inputRef: ref,
      error: !!message,
      helperText: text(message) ?? hint,
    };
  };
  return { bind, text };
}
