import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/**
 * Opened when the server answers 401 to a sign-in: the account must change its
 * password and attach an identity document before it may enter.
 */
export function FirstLoginDialog({
  message,
  onClose,
}: {
  message: string | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={message !== null} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{translate('app.first_login.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {message}
        </Alert>
        <DialogContentText>{translate('app.first_login.intro')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.first_login.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
