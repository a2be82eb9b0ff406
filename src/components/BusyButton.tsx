import { useState, type ReactNode } from 'react';
import { useListContext, useNotify, useRefresh, type Identifier } from 'react-admin';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { failureOf } from '../providers/apiErrors';

/** A button whose icon turns into a spinner while its action runs; it is disabled meanwhile. */
export function BusyButton({
  busy,
  icon,
  disabled,
  ...props
}: Omit<ButtonProps, 'startIcon'> & { busy: boolean; icon?: ReactNode }) {
  return (
    <Button
      {...props}
      disabled={disabled || busy}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : icon}
    />
  );
}

/**
 * A list's action on its selected rows (on any page): `run` calls `act` with their ids, then
 * clears the selection and reloads the list; a failure shows the server's message, or
 * `failed`, and is logged as `logAs`.
 */
export function useSelectedRowsAction(
  act: (ids: Identifier[]) => Promise<void>,
  failed: string,
  logAs: string,
) {
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds, onUnselectItems } = useListContext();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await act(selectedIds);
      onUnselectItems();
      refresh();
    } catch (e) {
      console.error(logAs, e);
      notify(failureOf(e).message ?? failed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { selectedIds, busy, run };
}

/** The filled button of a selected-rows action: off while nothing is selected or it runs. */
export function SelectedRowsButton({
  action,
  icon,
  children,
}: {
  action: ReturnType<typeof useSelectedRowsAction>;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <BusyButton
      variant="contained"
      size="small"
      busy={action.busy}
      disabled={action.selectedIds.length === 0}
      onClick={() => void action.run()}
      icon={icon}
    >
      {children}
    </BusyButton>
  );
}
