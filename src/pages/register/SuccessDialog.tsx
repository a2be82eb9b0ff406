import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';

export interface NewAccount {
  email: string;
  password: string;
}

const L = 'app.register.success';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '160px 1fr' }, gap: 1, py: 0.5 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography
        sx={{ fontFamily: 'ui-monospace, monospace', fontWeight: 600, wordBreak: 'break-all' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The success modal (spec part 1 §2): the new account name (the e-mail) and the generated
 * password, shown once, with a button back to the sign-in page. It closes only by its button.
 */
export function SuccessDialog({
  account,
  onLogin,
}: {
  account: NewAccount | null;
  onLogin: () => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={account !== null} maxWidth="sm" fullWidth aria-labelledby="register-success">
      <DialogTitle id="register-success" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CheckCircleOutline color="success" />
        {translate(`${L}.title`)}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{translate(`${L}.body`)}</Typography>
        <Line label={translate(`${L}.account`)} value={account?.email ?? ''} />
        <Line label={translate(`${L}.password`)} value={account?.password ?? ''} />
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate(`${L}.keep_password`)}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onLogin} autoFocus>
          {translate(`${L}.to_login`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
