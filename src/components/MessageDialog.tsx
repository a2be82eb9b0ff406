import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

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
