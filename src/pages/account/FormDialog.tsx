import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { TranslateFunction } from 'react-admin';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { placeFieldErrors, type Failure } from '../../providers/apiErrors';

/**
 * The modal of an account form (first sign-in, forgotten and changed password): its title,
 * closed by Escape or its own buttons, never by a click beside it nor while it is working.
 */
export function FormDialog({
  title,
  busy,
  onClose,
  maxWidth = 'xs',
  children,
}: {
  title: string;
  busy: boolean;
  onClose: () => void;
  maxWidth?: 'xs' | 'sm';
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      onClose={(_e, reason) => {
        if (!busy && reason !== 'backdropClick') onClose();
      }}
      maxWidth={maxWidth}
      fullWidth
    >
      <DialogTitle>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}

/**
 * A refused call of an account form: the messages of its `fields` go under them; the rest,
 * or a lost connection, is the text of the form's alert (null when nothing is left).
 */
export function failureAlert<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  failure: Failure,
  fields: readonly string[],
  translate: TranslateFunction,
): string | null {
  const rest = placeFieldErrors(form, failure, fields);
  if (!rest.length && failure.status !== undefined) return null;
  return rest.join(' ') || translate('ra.notification.http_error');
}
