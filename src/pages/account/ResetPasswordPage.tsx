import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import { resetBody, type ResetBody } from '../../../contract/schemas/password';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { usePortalData } from '../../providers/dataProvider';
import { LinkExpired } from './LinkExpired';
import { PasswordField } from './PasswordField';
import { PublicFrame } from '../../components/PublicFrame';
import { failureOf, placeFieldErrors } from '../../providers/apiErrors';
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
        <Stack alignItems="center" spacing={2} sx={{ py: 2 }}>
          <CircularProgress aria-label={translate('app.account.checking')} />
          <Typography color="text.secondary">{translate('app.account.checking')}</Typography>
        </Stack>
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
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<ResetBody, unknown, ResetBody>({
    resolver,
    defaultValues: { auth_uid: token, new_password: '', cf_new_password: '' },
  });
  const { bind } = useFieldProps(form);
  const dataProvider = usePortalData();
  const reset = useMutation({
    mutationFn: (body: ResetBody) => dataProvider.resetPassword(body),
  });

  const save = async (values: ResetBody) => {
    setBusy(true);
    setAlert(null);
    try {
      await reset.mutateAsync(values);
      notify(`${L}.success`, { type: 'success' });
      navigate('/login', { replace: true });
    } catch (e) {
      const failure = failureOf(e);
      if (failure.errors.auth_uid) return onExpired();
      const rest = placeFieldErrors(form, failure, ['new_password', 'cf_new_password']);
      if (rest.length || failure.status === undefined) {
        setAlert(rest.join(' ') || translate('ra.notification.http_error'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(save)}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{translate(`${L}.intro`)}</Typography>
        {alert && <Alert severity="error">{alert}</Alert>}
        <PasswordField
          label={translate(`${L}.new_password`)}
          autoComplete="new-password"
          autoFocus
          {...bind('new_password', translate('app.account.password_hint'))}
        />
        <PasswordField
          label={translate(`${L}.confirm_password`)}
          autoComplete="new-password"
          {...bind('cf_new_password')}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {translate(`${L}.submit`)}
        </Button>
        <Button component={RouterLink} to="/login" size="large">
          {translate('app.account.back_to_login')}
        </Button>
      </Stack>
      <FullScreenSpinner open={busy} label={translate('app.shell.loading')} />
    </Box>
  );
}
