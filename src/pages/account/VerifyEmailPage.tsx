import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { usePortalData } from '../../providers/dataProvider';
import { BackToLogin, LinkChecking, LinkExpired } from './LinkExpired';
import { PublicFrame } from '../../components/PublicFrame';
import { failureOf } from '../../providers/apiErrors';
import { useEmailLink } from './useEmailLink';
import { useFormCall } from './FormDialog';

const L = 'app.account.verify';

/** /verify-email?auth_uid&expireIn (spec part 3 §2, §4, §7): a Verify button, then /login. */
export default function VerifyEmailPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const link = useEmailLink('verify_email');
  const { busy, alert, setAlert, run } = useFormCall();
  const dataProvider = usePortalData();
  const confirm = useMutation({
    mutationFn: (token: string) => dataProvider.verifyEmail({ auth_uid: token }),
  });

  if (link.state === 'expired') return <LinkExpired />;

  const verify = () =>
    run(
      async () => {
        await confirm.mutateAsync(link.token);
        notify(`${L}.success`, { type: 'success' });
        navigate('/login', { replace: true });
      },
      (e) => {
        const failure = failureOf(e);
        if (failure.errors.auth_uid) return link.expire();
        setAlert(failure.message ?? translate('ra.notification.http_error'));
      },
    );

  return (
    <PublicFrame
      icon={<MarkEmailReadOutlined color="primary" sx={{ fontSize: 48 }} />}
      title={translate(`${L}.title`)}
    >
      <Stack spacing={3}>
        {link.state === 'checking' ? (
          <LinkChecking />
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
        <BackToLogin />
      </Stack>
      <FullScreenSpinner open={busy} label={translate('app.shell.loading')} />
    </PublicFrame>
  );
}
