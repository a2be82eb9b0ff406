import { useState } from 'react';
import { useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { failureOf } from '../../providers/apiErrors';
import { usePortalData } from '../../providers/dataProvider';

const T = 'app.inventory.list';

/**
 * 'Check stock of selected items' (spec part 2 §4.2): records a stock-check movement for
 * every selected item, on any page, then reloads the list and clears the selection.
 */
export function CheckStockButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = usePortalData();
  const { selectedIds, onUnselectItems } = useListContext();
  const [busy, setBusy] = useState(false);

  const check = async () => {
    setBusy(true);
    try {
      const reply = await dataProvider.checkStock(selectedIds.map(Number));
      onUnselectItems();
      notify(`${T}.checked`, { type: 'success', messageArgs: { count: reply.checked } });
      refresh();
    } catch (e) {
      console.error('Failed to record the stock check', e);
      notify(failureOf(e).message ?? `${T}.check_failed`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="contained"
      size="small"
      disabled={busy || selectedIds.length === 0}
      onClick={() => void check()}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <FactCheckOutlined />}
    >
      {translate(`${T}.check_selected`)}
    </Button>
  );
}
