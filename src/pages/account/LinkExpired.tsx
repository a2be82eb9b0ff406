import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
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
        <Button component={RouterLink} to="/login" variant="contained" size="large">
          {translate('app.account.back_to_login')}
        </Button>
      </Stack>
    </PublicFrame>
  );
}
