import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { usePortalData } from '../../providers/dataProvider';
import { LinkExpired } from './LinkExpired';
import { PublicFrame } from '../../components/PublicFrame';
import { failureOf } from '../../providers/apiErrors';
import { useEmailLink } from './useEmailLink';

const L = 'app.account.verify';

/** /verify-email?auth_uid&expireIn (spec part 3 §2, §4, §7): a Verify button, then /login. */
export default function VerifyEmailPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const link = useEmailLink('verify_email');
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const dataProvider = usePortalData();
  const confirm = useMutation({
    mutationFn: (token: string) => dataProvider.verifyEmail({ auth_uid: token }),
  });

  if (link.state === 'expired') return <LinkExpired />;

  const verify = async () => {
    setBusy(true);
    setAlert(null);
    try {
      await confirm.mutateAsync(link.token);
      notify(`${L}.success`, { type: 'success' });
      navigate('/login', { replace: true });
    } catch (e) {
      const failure = failureOf(e);
      if (failure.errors.auth_uid) return link.expire();
      setAlert(failure.message ?? translate('ra.notification.http_error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicFrame
      icon={<MarkEmailReadOutlined color="primary" sx={{ fontSize: 48 }} />}
      title={translate(`${L}.title`)}
    >
      <Stack spacing={3}>
        {link.state === 'checking' ? (
          <Stack alignItems="center" spacing={2} sx={{ py: 2 }}>
            <CircularProgress aria-label={translate('app.account.checking')} />
            <Typography color="text.secondary">{translate('app.account.checking')}</Typography>
          </Stack>
        ) : (
          <>
            <Typography color="text.secondary" align="center">
              {translate(`${L}.intro`)}
            </Typography>
            {alert && <Alert severity="error">{alert}</Alert>}
            <Button variant="contained" size="large" disabled={busy} onClick={() => void verify()}>
              {translate(`${L}.submit`)}
            </Button>
          </>
        )}
        <Button component={RouterLink} to="/login" size="large">
          {translate('app.account.back_to_login')}
        </Button>
      </Stack>
      <FullScreenSpinner open={busy} label={translate('app.shell.loading')} />
    </PublicFrame>
  );
}
