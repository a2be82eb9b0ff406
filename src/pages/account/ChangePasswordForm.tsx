import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNotify, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { changePasswordBody, type ChangePasswordBody } from '../../../contract/schemas/password';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { usePortalData } from '../../providers/dataProvider';
import { getSession } from '../../providers/session';
import { PasswordField } from './PasswordField';
import { failureOf } from '../../providers/apiErrors';
import { failureAlert, FormDialog } from './FormDialog';
import { useFieldProps } from './fieldProps';

const L = 'app.account.change_password';
const resolver: Resolver<ChangePasswordBody, unknown, ChangePasswordBody> =
  zodResolver(changePasswordBody);
const FIELDS = ['old_password', 'new_password', 'cf_new_password', 'ident_number'] as const;

/**
 * The shell's change-password modal (spec part 3 §2 Shell, §4, §5, §7, §8): old, new and
 * confirm, and the read-only verification number (the session's ID number). The confirm
 * button stays disabled after a click until a field is edited.
 */
export default function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [session] = useState(getSession);
  const [busy, setBusy] = useState(false);
  const [clicked, setClicked] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const identNumber = session?.idNumber ?? '';
  const form = useForm<ChangePasswordBody, unknown, ChangePasswordBody>({
    resolver,
    defaultValues: {
      email: session?.email ?? '',
      uid: session?.uid ?? 0,
      old_password: '',
      new_password: '',
      cf_new_password: '',
      ident_number: identNumber || null,
    },
  });
  const { bind, text } = useFieldProps(form);
  const dataProvider = usePortalData();
  const change = useMutation({
    mutationFn: (body: ChangePasswordBody) => dataProvider.changePassword(body),
  });

  // Any edit re-enables the confirm button.
  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ type }) => {
          if (type === 'change') setClicked(false);
        },
      }),
    [subscribe],
  );

  const save = async (values: ChangePasswordBody) => {
    setBusy(true);
    setAlert(null);
    try {
      await change.mutateAsync(values);
      onClose();
      // An ended session (401) signs the user out instead; the sign-in page says so.
      if (getSession()) notify(`${L}.success`, { type: 'success' });
    } catch (e) {
      const failure = failureOf(e);
      const left = failureAlert(form, failure, FIELDS, translate);
      if (left) setAlert(left);
    } finally {
      setBusy(false);
    }
  };

  const identError = form.formState.errors.ident_number?.message;
  return (
    <FormDialog title={translate(`${L}.title`)} busy={busy} onClose={onClose}>
      <form
        noValidate
        onSubmit={(e) => {
          setClicked(true);
          void form.handleSubmit(save, (errors) => {
            // E-mail and user id come from the session and have no field of their own.
            const hidden = errors.email?.message ?? errors.uid?.message;
            if (hidden) setAlert(text(hidden) ?? null);
          })(e);
        }}
      >
        <DialogContent sx={{ pt: 1 }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {alert && <Alert severity="error">{alert}</Alert>}
            <PasswordField
              label={translate(`${L}.old_password`)}
              autoComplete="current-password"
              autoFocus
              {...bind('old_password')}
            />
            <PasswordField
              label={translate(`${L}.new_password`)}
              autoComplete="new-password"
              {...bind('new_password', translate('app.account.password_hint'))}
            />
            <PasswordField
              label={translate(`${L}.confirm_password`)}
              autoComplete="new-password"
              {...bind('cf_new_password')}
            />
            <TextField
              label={translate(`${L}.ident_number`)}
              value={identNumber}
              fullWidth
              error={!!identError}
              helperText={text(identError) ?? translate(`${L}.ident_hint`)}
              slotProps={{ input: { readOnly: true } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            {translate(`${L}.cancel`)}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || clicked}>
            {translate(`${L}.submit`)}
          </Button>
        </DialogActions>
      </form>
      <FullScreenSpinner open={busy} label={translate('app.shell.loading')} />
    </FormDialog>
  );
}
