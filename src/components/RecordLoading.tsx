import { useNavigate } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { failureOf } from '../providers/apiErrors';
import { FullScreenSpinner } from './FullScreenSpinner';

/**
 * A record screen before its record is there: a full-screen spinner while it loads; when it
 * failed, the server's message (or `failedMessage`) and a Back button to `backTo`.
 */
export interface RecordLoadingProps {
  title: string;
  pending: boolean;
  /** The failure (none when the call answered without the record). */
  error: unknown;
  failedMessage: string;
  backTo: string;
  backLabel: string;
}

export function RecordLoading({
  title,
  pending,
  error,
  failedMessage,
  backTo,
  backLabel,
}: RecordLoadingProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  if (pending) {
    return (
      <>
        <Title title={title} />
        <FullScreenSpinner open label={translate('app.shell.loading')} />
      </>
    );
  }
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Alert severity="error" sx={{ mb: 2 }}>
          {failureOf(error).message || failedMessage}
        </Alert>
        <Button variant="outlined" onClick={() => navigate(backTo)}>
          {backLabel}
        </Button>
      </CardContent>
    </Card>
  );
}
