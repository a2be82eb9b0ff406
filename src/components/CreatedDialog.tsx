import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';

/**
 * The modal of a new account (registration, a user added by staff): a success title, what
 * to hand over, and one button; it closes only by that button.
 */
export function CreatedDialog({
  open,
  titleId,
  bodyId,
  title,
  button,
  onDone,
  children,
}: {
  open: boolean;
  /** The id of the title, which names the dialog. */
  titleId: string;
  /** The id of the text that describes the dialog, if any. */
  bodyId?: string;
  title: string;
  button: string;
  onDone: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} maxWidth="sm" fullWidth aria-labelledby={titleId} aria-describedby={bodyId}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CheckCircleOutline color="success" />
        {title}
      </DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone} autoFocus>
          {button}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
