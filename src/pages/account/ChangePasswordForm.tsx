import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNotify, useTranslate } from 'react-admin';
import TextField from '@mui/material/TextField';
import { changePasswordBody, type ChangePasswordBody } from '../../../contract/schemas/password';
import { usePortalData } from '../../providers/dataProvider';
import { getSession } from '../../providers/session';
import { NewPasswordFields, PasswordField } from './PasswordField';
import { failureOf } from '../../providers/apiErrors';
import { DialogForm, failureAlert, FormDialog, useFormCall } from './FormDialog';
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
  const { busy, alert, setAlert, run } = useFormCall();
  const [clicked, setClicked] = useState(false);
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

  const save = (values: ChangePasswordBody) =>
    run(
      async () => {
        await change.mutateAsync(values);
        onClose();
        // An ended session (401) signs the user out instead; the sign-in page says so.
        if (getSession()) notify(`${L}.success`, { type: 'success' });
      },
      (e) => {
        const left = failureAlert(form, failureOf(e), FIELDS, translate);
        if (left) setAlert(left);
      },
    );

  const identError = form.formState.errors.ident_number?.message;
  return (
    <FormDialog title={translate(`${L}.title`)} busy={busy} onClose={onClose}>
      <DialogForm
        onSubmit={(e) => {
          setClicked(true);
          void form.handleSubmit(save, (errors) => {
            // E-mail and user id come from the session and have no field of their own.
            const hidden = errors.email?.message ?? errors.uid?.message;
            if (hidden) setAlert(text(hidden) ?? null);
          })(e);
        }}
        alert={alert}
        cancelLabel={translate(`${L}.cancel`)}
        submitLabel={translate(`${L}.submit`)}
        busy={busy}
        submitDisabled={busy || clicked}
        onClose={onClose}
        fieldsSx={{ pt: 1 }}
      >
        <PasswordField
          label={translate(`${L}.old_password`)}
          autoComplete="current-password"
          autoFocus
          {...bind('old_password')}
        />
        <NewPasswordFields keys={L} bind={bind} />
        <TextField
          label={translate(`${L}.ident_number`)}
          value={identNumber}
          fullWidth
          error={!!identError}
          helperText={text(identError) ?? translate(`${L}.ident_hint`)}
          slotProps={{ input: { readOnly: true } }}
        />
      </DialogForm>
    </FormDialog>
  );
}
