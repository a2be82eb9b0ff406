import { useTranslate, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useIsPhone } from '../../components/useIsPhone';

const T = 'app.developer';

/**
 * A secret the portal keeps only as a hash or never shows again (an API key, a webhook's
 * signing secret): shown this once, selected on focus, with a copy button.
 */
export function ShownOnce({
  title,
  body,
  label,
  value,
  copied,
  onClose,
}: {
  title: string;
  body: string;
  label: string;
  value: string;
  copied: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const isPhone = useIsPhone();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify(copied, { type: 'success' });
    } catch {
      notify(`${T}.copy_failed`, { type: 'warning' });
    }
  };
  return (
    <Dialog open fullScreen={isPhone} maxWidth="sm" fullWidth aria-labelledby="shown-once-title">
      <DialogTitle id="shown-once-title">{title}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {body}
        </Alert>
        <TextField
          label={label}
          value={value}
          fullWidth
          slotProps={{
            htmlInput: {
              readOnly: true,
              spellCheck: false,
              style: { fontFamily: 'monospace' },
              onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select(),
            },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton aria-label={translate(`${T}.copy`)} onClick={() => void copy()}>
                    <ContentCopy />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate(`${T}.done`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
