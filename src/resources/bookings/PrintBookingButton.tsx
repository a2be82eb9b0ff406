import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { failureOf } from '../../providers/apiErrors';
import { usePortalData } from '../../providers/dataProvider';

const T = 'app.bookings.list';

/**
 * A row's print icon (spec part 2 §2.3, §7.3 book-getbookinglabel): the booking's delivery
 * label, a PDF, opened in a new window to print. The window opens in the click, so the browser
 * does not block it; the label follows when it has come. A refusal closes it and says why.
 */
export function PrintBookingButton({ id, bookingNo }: { id: number; bookingNo: string }) {
  const dataProvider = usePortalData();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const label = translate(`${T}.print`, { booking: bookingNo });

  const print = async () => {
    const tab = window.open('about:blank', '_blank');
    setBusy(true);
    try {
      const blob = await dataProvider.bookingLabelFile(id);
      const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
      if (tab) tab.location.assign(url);
      else window.location.assign(url);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (e) {
      tab?.close();
      notify(failureOf(e).message ?? translate(`${T}.print_failed`), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          color="primary"
          size="small"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void print()}
        >
          {busy ? <CircularProgress size={20} /> : <PrintOutlined fontSize="small" />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
