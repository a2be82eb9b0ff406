import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { CreatedDialog } from '../../components/CreatedDialog';
import type { NewAccount } from './useUserSubmit';

const C = 'app.users.created';

/** A value to hand over: read-only, selectable, in a fixed-width font. */
function Credential({
  label,
  value,
  action,
}: {
  label: string;
  value: string;
  action?: ReactNode;
}) {
  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      onFocus={(e) => e.target.select()}
      sx={{ '& input': { fontFamily: 'ui-monospace, monospace', fontWeight: 600 } }}
      slotProps={{
        htmlInput: { readOnly: true, 'aria-readonly': true },
        input: action
          ? { endAdornment: <InputAdornment position="end">{action}</InputAdornment> }
          : undefined,
      }}
    />
  );
}

/**
 * The success modal of the add form (spec part 2 §2.1, §4.1): the login e-mail and the
 * generated password (shown this once, selectable, with a copy button), and that the user
 * must confirm the e-mail; its only button goes back to the user list.
 */
export function UserCreatedDialog({
  account,
  onDone,
}: {
  account: NewAccount | null;
  onDone: () => void;
}) {
  const translate = useTranslate();
  const [copied, setCopied] = useState<'copied' | 'copy_failed' | null>(null);
  const t = (key: string, options?: object) => translate(`${C}.${key}`, options);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(account?.password ?? '');
      setCopied('copied');
    } catch {
      setCopied('copy_failed');
    }
  };

  return (
    <CreatedDialog
      open={account !== null}
      titleId="user-created-title"
      bodyId="user-created-body"
      title={t('title')}
      button={t('to_list')}
      onDone={onDone}
    >
      <Typography id="user-created-body" sx={{ mb: 2 }}>
        {t('body')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <Credential label={t('email')} value={account?.email ?? ''} />
        <Credential
          label={t('password')}
          value={account?.password ?? ''}
          action={
            <Tooltip title={t('copy')}>
              <IconButton aria-label={t('copy')} edge="end" onClick={() => void copy()}>
                <ContentCopy fontSize="small" />
              </IconButton>
            </Tooltip>
          }
        />
      </Box>
      <Typography
        role="status"
        variant="body2"
        color={copied === 'copy_failed' ? 'error' : 'success.main'}
        sx={{ minHeight: '1.5em', mt: 0.5 }}
      >
        {copied ? t(copied) : ''}
      </Typography>
      <Alert
        severity="warning"
        sx={{ mt: 1, '& .MuiAlert-message': { overflow: 'visible', overflowWrap: 'anywhere' } }}
      >
        {t('confirm_email', { email: account?.email ?? '' })} {t('once')}
      </Alert>
    </CreatedDialog>
  );
}
