import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';

/** Full-screen spinner shown while a call is running. */
export function FullScreenSpinner({ open, label }: { open: boolean; label: string }) {
  return (
    <Backdrop open={open} sx={{ zIndex: (t) => t.zIndex.modal + 1, color: '#fff' }}>
      <CircularProgress color="inherit" aria-label={label} role="progressbar" />
    </Backdrop>
  );
}
