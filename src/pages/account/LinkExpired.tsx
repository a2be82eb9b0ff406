import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import { PublicFrame } from '../../components/PublicFrame';

/** An e-mailed link past its expireIn, used, or unknown (spec part 3 §2, §8): 'Your link is expired'. */
export function LinkExpired() {
  const translate = useTranslate();
  return (
    <PublicFrame
      icon={<LinkOffOutlined color="error" sx={{ fontSize: 48 }} />}
      title={translate('app.account.expired.title')}
    >
      <Stack spacing={3}>
        <Typography color="text.secondary" align="center">
          {translate('app.account.expired.body')}
        </Typography>
        <BackToLogin variant="contained" />
      </Stack>
    </PublicFrame>
  );
}

/** The way back from an e-mailed link's page to the sign-in page. */
export function BackToLogin({ variant }: { variant?: 'contained' }) {
  const translate = useTranslate();
  return (
    <Button component={RouterLink} to="/login" variant={variant} size="large">
      {translate('app.account.back_to_login')}
    </Button>
  );
}

/** While an e-mailed link is checked: a spinner and 'checking'. */
export function LinkChecking() {
  const translate = useTranslate();
  return (
    <Stack alignItems="center" spacing={2} sx={{ py: 2 }}>
      <CircularProgress aria-label={translate('app.account.checking')} />
      <Typography color="text.secondary">{translate('app.account.checking')}</Typography>
    </Stack>
  );
}
