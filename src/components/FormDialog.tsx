import { useId, type ReactNode } from 'react';
import { Form, useTranslate } from 'react-admin';
import { useFormState, type FieldValues, type Resolver } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { failureOf } from '../providers/apiErrors';
import { BusyButton } from './BusyButton';
import { useIsPhone } from './useIsPhone';

/**
 * A small form in a dialog (full screen on a phone): react-admin's `Form` with the contract's
 * resolver, Cancel and the submit button (a spinner while it saves). `save` sends the values;
 * a refusal keeps the dialog open with the server's field messages under their fields and
 * its message above the buttons; success closes it.
 */
export function FormDialog<V extends FieldValues>({
  title,
  defaultValues,
  resolver,
  save,
  submitLabel,
  cancelLabel,
  onClose,
  children,
}: {
  title: string;
  defaultValues: V;
  resolver: Resolver<V>;
  save: (values: V) => Promise<unknown>;
  submitLabel: string;
  cancelLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const titleId = useId();
  const submit = async (values: FieldValues) => {
    try {
      await save(values as V);
    } catch (e) {
      console.error('Error: Unable to save', e);
      const failure = failureOf(e);
      const message = failure.message ?? translate('ra.notification.http_error');
      return { ...failure.errors, root: { serverError: message } };
    }
    onClose();
    return undefined;
  };
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={isPhone}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
    >
      <Form
        defaultValues={defaultValues}
        resolver={resolver as Resolver<FieldValues>}
        onSubmit={submit}
        mode="onTouched"
        noValidate
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {children}
          <ServerError />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{cancelLabel}</Button>
          <SubmitButton label={submitLabel} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** The server's refusal of the whole form. */
function ServerError() {
  const { errors } = useFormState();
  const message = (errors.root?.serverError as { message?: string } | undefined)?.message;
  return message ? (
    <Alert severity="error" sx={{ mt: 1 }}>
      {message}
    </Alert>
  ) : null;
}

function SubmitButton({ label }: { label: string }) {
  const { isSubmitting } = useFormState();
  return (
    <BusyButton type="submit" variant="contained" busy={isSubmitting}>
      {label}
    </BusyButton>
  );
}
