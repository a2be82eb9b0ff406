import { useState } from 'react';
import { useNotify } from 'react-admin';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { failureOf } from '../providers/apiErrors';
import { BusyButton } from './BusyButton';
import { saveFile } from './saveFile';

/**
 * Prints a document the server makes (a PDF): `load` fetches it, and it is saved as `fileName`
 * for the user to print; the button spins meanwhile. A refusal shows the server's message
 * (a record not found), else `failed`.
 */
export function PrintFileButton({
  load,
  fileName,
  label,
  failed,
  disabled,
}: {
  load: () => Promise<Blob>;
  fileName: string;
  label: string;
  failed: string;
  disabled?: boolean;
}) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const print = async () => {
    setBusy(true);
    try {
      saveFile(await load(), fileName);
    } catch (e) {
      notify(failureOf(e).message ?? failed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <BusyButton
      size="small"
      busy={busy}
      icon={<PrintOutlined />}
      disabled={disabled}
      aria-busy={busy}
      onClick={() => void print()}
    >
      {label}
    </BusyButton>
  );
}
