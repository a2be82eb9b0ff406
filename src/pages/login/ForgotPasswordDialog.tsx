import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { forgotBody } from '../../../contract/schemas/password';
import { usePortalData } from '../../providers/dataProvider';
import { useFieldProps } from '../account/fieldProps';
import { failureOf } from '../../providers/apiErrors';
import { DialogForm, failureAlert, FormDialog, useFormCall } from '../account/FormDialog';

const L = 'app.account.forgot';

interface Values {
  email: string;
}
const resolver: Resolver<Values, unknown, Values> = zodResolver(forgotBody);

/**
 * Forgot password (spec part 1 §2, §5, §8): an e-mail field; the server e-mails a reset
 * link. An unknown address shows the server's not-found message under the field and the
 * dialog stays open; too many requests (429) show the server's message.
 */
export default function ForgotPasswordDialog({
  defaultEmail,
  onClose,
}: {
  defaultEmail: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const { busy, alert, setAlert, run } = useFormCall();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values, unknown, Values>({
    resolver,
    defaultValues: { email: defaultEmail.trim() },
  });
  const { bind } = useFieldProps(form);
  const dataProvider = usePortalData();
  const forgot = useMutation({ mutationFn: (body: Values) => dataProvider.forgotPassword(body) });

  const send = (values: Values) =>
    run(
      async () => {
        await forgot.mutateAsync(values);
        setSentTo(values.email);
      },
      (e) => {
        const failure = failureOf(e);
        // The spec's server answers "not found" with 500; this one with 404 and the field.
        if ((failure.status === 404 || failure.status === 500) && !failure.errors.email) {
          failure.errors = { email: failure.message ?? translate('ra.notification.http_error') };
        }
        const left = failureAlert(form, failure, ['email'], translate);
        if (left) setAlert(left);
      },
    );

  return (
    <FormDialog title={translate(`${L}.title`)} busy={busy} onClose={onClose}>
      {sentTo !== null ? (
        <>
          <DialogContent>
            <Alert severity="success" role="status">
              {translate(`${L}.sent`, { email: sentTo })}
            </Alert>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="contained" onClick={onClose} autoFocus>
              {translate(`${L}.ok`)}
            </Button>
          </DialogActions>
        </>
      ) : (
        <DialogForm
          onSubmit={form.handleSubmit(send)}
          top={<DialogContentText>{translate(`${L}.intro`)}</DialogContentText>}
          alert={alert}
          cancelLabel={translate(`${L}.cancel`)}
          submitLabel={translate(`${L}.submit`)}
          busy={busy}
          onClose={onClose}
        >
          <TextField
            label={translate(`${L}.email`)}
            type="email"
            autoComplete="username"
            autoFocus
            fullWidth
            {...bind('email')}
          />
        </DialogForm>
      )}
    </FormDialog>
  );
}
