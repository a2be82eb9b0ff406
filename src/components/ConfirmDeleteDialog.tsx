import { failureOf } from '../providers/apiErrors';
import { useState } from 'react';
import { useDelete, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { BusyButton } from './BusyButton';

export interface ConfirmDeleteDialogProps {
  /** The resource the record belongs to (react-admin resource name). */
  resource: string;
  /** The record to delete; the dialog is open while it is set. */
  record: RaRecord | null;
  /** Translated dialog title. */
  title: string;
  /** The record's name, shown in bold so the user sees what goes. */
  name: string;
  /** Translated question above the name. */
  question: string;
  /**
   * Key of the success notification; receives `%{name}`. A function picks it from what the
   * delete answered (a user kept and switched off instead of deleted).
   */
  successKey: string | ((deleted: RaRecord) => string);
  onClose: () => void;
  /** Runs once the record is deleted (e.g. a list drops it from its selection). */
  onDeleted?: (record: RaRecord) => void;
}

/**
 * Confirms a delete (spec part 1 §4 "Delete modals"). Delete disables itself while the
 * call runs; a refusal (400, e.g. a product that still has stock) shows the server's
 * message inside the dialog, which stays open; success closes it, refreshes the list and
 * notifies. Cancel closes and clears the error text.
 */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const { resource, record, title, name, question, successKey, onClose, onDeleted } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [deleteOne, { isPending }] = useDelete();
  const [error, setError] = useState<string | null>(null);
  // Keep the name while the dialog fades out after the record is cleared.
  const [shownName, setShownName] = useState(name);
  if (record && name !== shownName) setShownName(name);

  const close = () => {
    if (isPending) return;
    setError(null);
    onClose();
  };

  const confirm = () => {
    if (!record) return;
    setError(null);
    void deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: (deleted: RaRecord) => {
          onDeleted?.(record);
          onClose();
          const key = typeof successKey === 'function' ? successKey(deleted) : successKey;
          notify(key, { type: 'success', messageArgs: { name } });
          refresh();
        },
        onError: (e: unknown) => {
          console.error(`Failed to delete ${resource}`, e);
          setError(failureOf(e).message ?? translate('ra.notification.http_error'));
        },
      },
    );
  };

  return (
    <Dialog
      open={record !== null}
      onClose={close}
      maxWidth="xs"
      fullWidth
      aria-labelledby="confirm-delete-title"
    >
      <DialogTitle id="confirm-delete-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{question}</DialogContentText>
        <Typography sx={{ mt: 1, fontWeight: 600, wordBreak: 'break-word' }}>
          {shownName}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <BusyButton onClick={confirm} color="error" variant="contained" busy={isPending}>
          {translate('ra.action.delete')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
