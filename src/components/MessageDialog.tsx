import { useState } from 'react';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FullScreenSpinner } from './FullScreenSpinner';

/**
 * A message with one button (the login error alert with OK, notices); `lines` follow the
 * message as a list (what a bulk action could not do, one line an order).
 */
export function MessageDialog(props: {
  open: boolean;
  title: string;
  message: string;
  lines?: string[];
  button: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={props.open} onClose={props.onClose} maxWidth="xs" fullWidth role="alertdialog">
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        {props.message && <DialogContentText>{props.message}</DialogContentText>}
        {props.lines && props.lines.length > 0 && (
          <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
            {props.lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={props.onClose} autoFocus>
          {props.button}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A form's work: `busy` while a call runs, and the error alert it shows (null: none). */
export function useBusyAlert() {
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  return { busy, setBusy, alert, setAlert, closeAlert: () => setAlert(null) };
}

/** A form's full-screen spinner while it is busy, and its error alert titled `title`. */
export function BusyAndAlert({
  state,
  title,
  button,
}: {
  state: { busy: boolean; alert: string | null; closeAlert: () => void };
  title: string;
  button: string;
}) {
  const translate = useTranslate();
  return (
    <>
      <FullScreenSpinner open={state.busy} label={translate('app.shell.loading')} />
      <MessageDialog
        open={state.alert !== null}
        title={title}
        message={state.alert ?? ''}
        button={button}
        onClose={state.closeAlert}
      />
    </>
  );
}
