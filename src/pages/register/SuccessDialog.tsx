import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CreatedDialog } from '../../components/CreatedDialog';

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
    <CreatedDialog
      open={account !== null}
      titleId="register-success"
      title={translate(`${L}.title`)}
      button={translate(`${L}.to_login`)}
      onDone={onLogin}
    >
      <Typography sx={{ mb: 2 }}>{translate(`${L}.body`)}</Typography>
      <Line label={translate(`${L}.account`)} value={account?.email ?? ''} />
      <Line label={translate(`${L}.password`)} value={account?.password ?? ''} />
      <Alert severity="warning" sx={{ mt: 2 }}>
        {translate(`${L}.keep_password`)}
      </Alert>
    </CreatedDialog>
  );
}
