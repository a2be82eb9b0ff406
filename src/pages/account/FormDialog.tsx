import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslate, type TranslateFunction } from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { useBusyAlert } from '../../components/MessageDialog';
import { placeFieldErrors, type Failure } from '../../providers/apiErrors';

/**
 * The modal of an account form (first sign-in, forgotten and changed password): its title,
 * closed by Escape or its own buttons, never by a click beside it nor while it is working
 * (the full-screen spinner shows then).
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
  const translate = useTranslate();
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
      <FullScreenSpinner open={busy} label={translate('app.shell.loading')} />
    </Dialog>
  );
}

/**
 * The form inside a FormDialog: `top` (what the dialog says first), the error `alert`, the
 * fields, then the cancel button (closes) and the submit button, both off while `busy`.
 */
export function DialogForm({
  onSubmit,
  top,
  alert,
  children,
  cancelLabel,
  submitLabel,
  busy,
  submitDisabled = busy,
  onClose,
  fieldsSx,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  top?: ReactNode;
  alert: string | null;
  children: ReactNode;
  cancelLabel: string;
  submitLabel: string;
  busy: boolean;
  submitDisabled?: boolean;
  onClose: () => void;
  fieldsSx?: SxProps<Theme>;
}) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2} sx={fieldsSx}>
          {top}
          {alert && <Alert severity="error">{alert}</Alert>}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant="contained" disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}

/**
 * An account form's call: `busy` while it runs, the form's `alert` cleared as it starts;
 * `fail` handles what the call threw.
 */
export function useFormCall() {
  const { busy, setBusy, alert, setAlert } = useBusyAlert();
  const run = async (work: () => Promise<void>, fail: (e: unknown) => void) => {
    setBusy(true);
    setAlert(null);
    try {
      await work();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };
  return { busy, alert, setAlert, run };
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
