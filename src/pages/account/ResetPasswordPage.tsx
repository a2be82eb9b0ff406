import { useMutation } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import { resetBody, type ResetBody } from '../../../contract/schemas/password';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { usePortalData } from '../../providers/dataProvider';
import { BackToLogin, LinkChecking, LinkExpired } from './LinkExpired';
import { NewPasswordFields } from './PasswordField';
import { PublicFrame } from '../../components/PublicFrame';
import { failureOf } from '../../providers/apiErrors';
import { failureAlert, useFormCall } from './FormDialog';
import { useEmailLink } from './useEmailLink';
import { useFieldProps } from './fieldProps';

const L = 'app.account.reset';
const resolver: Resolver<ResetBody, unknown, ResetBody> = zodResolver(resetBody);

/** /reset-password?auth_uid&expireIn (spec part 3 §2, §4, §7): a new password from an e-mailed link. */
export default function ResetPasswordPage() {
  const translate = useTranslate();
  const link = useEmailLink('reset_password');
  if (link.state === 'expired') return <LinkExpired />;
  return (
    <PublicFrame
      icon={<LockResetOutlined color="primary" sx={{ fontSize: 48 }} />}
      title={translate(`${L}.title`)}
    >
      {link.state === 'checking' ? (
        <LinkChecking />
      ) : (
        <ResetForm token={link.token} onExpired={link.expire} />
      )}
    </PublicFrame>
  );
}

function ResetForm({ token, onExpired }: { token: string; onExpired: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { busy, alert, setAlert, run } = useFormCall();
  const form = useForm<ResetBody, unknown, ResetBody>({
    resolver,
    defaultValues: { auth_uid: token, new_password: '', cf_new_password: '' },
  });
  const { bind } = useFieldProps(form);
  const dataProvider = usePortalData();
  const reset = useMutation({
    mutationFn: (body: ResetBody) => dataProvider.resetPassword(body),
  });

  const save = (values: ResetBody) =>
    run(
      async () => {
        await reset.mutateAsync(values);
        notify(`${L}.success`, { type: 'success' });
        navigate('/login', { replace: true });
      },
      (e) => {
        const failure = failureOf(e);
        if (failure.errors.auth_uid) return onExpired();
        const left = failureAlert(form, failure, ['new_password', 'cf_new_password'], translate);
        if (left) setAlert(left);
      },
    );

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(save)}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{translate(`${L}.intro`)}</Typography>
        {alert && <Alert severity="error">{alert}</Alert>}
        <NewPasswordFields keys={L} bind={bind} autoFocus />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {translate(`${L}.submit`)}
        </Button>
        <BackToLogin />
      </Stack>
      <FullScreenSpinner open={busy} label={translate('app.shell.loading')} />
    </Box>
  );
}
