import { useCallback, useState } from 'react';
import {
  useCloseNotification,
  useDataProvider,
  useNotify,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { failureOf } from '../providers/apiErrors';

/** How long the saved message offers to undo: long enough to read it and reach the button. */
const UNDO_MS = 8_000;

const T = 'app.undo';

/** The saved message with its undo button; it stays while the pointer or focus is on it. */
function UndoNotice({
  message,
  messageArgs,
  onUndo,
}: {
  message: string;
  messageArgs?: Record<string, unknown>;
  onUndo: () => Promise<void>;
}) {
  const translate = useTranslate();
  const close = useCloseNotification();
  const [busy, setBusy] = useState(false);
  return (
    <Alert
      severity="success"
      variant="filled"
      action={
        <Button
          color="inherit"
          size="small"
          disabled={busy}
          aria-label={translate(`${T}.undo_label`)}
          onClick={() => {
            setBusy(true);
            void onUndo().finally(close);
          }}
        >
          {translate(busy ? `${T}.undoing` : `${T}.undo`)}
        </Button>
      }
    >
      {translate(message, messageArgs)}
    </Alert>
  );
}

/**
 * Undo where it is safe (edits of products, sets, users and settings, none of which moves
 * stock or has history that depends on them): the edit is saved at once, as every save is, so
 * the server's checks answer on the form and nothing typed is lost; the saved message then
 * offers to undo it for a few seconds, which saves the values the form was opened with
 * (`previous`) through the same update. Stock, shipping, confirming and deleting keep their
 * confirmation and offer no undo.
 */
export function useOfferUndo() {
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  return useCallback(
    ({
      resource,
      id,
      previous,
      message,
      messageArgs,
    }: {
      resource: string;
      id: Identifier;
      /** The values the edit started from, as the update takes them. */
      previous: Record<string, unknown>;
      /** Catalogue key of the saved message. */
      message: string;
      messageArgs?: Record<string, unknown>;
    }) => {
      const undo = async () => {
        try {
          await dataProvider.update(resource, { id, data: previous, previousData: { id } });
          notify(`${T}.undone`, { type: 'info' });
        } catch (e) {
          notify(`${T}.failed`, {
            type: 'error',
            messageArgs: { message: failureOf(e).message ?? '' },
          });
        } finally {
          await queryClient.invalidateQueries({ queryKey: [resource] });
        }
      };
      notify(<UndoNotice message={message} messageArgs={messageArgs} onUndo={undo} />, {
        autoHideDuration: UNDO_MS,
      });
    },
    [dataProvider, notify, queryClient],
  );
}
