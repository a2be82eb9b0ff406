import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { EndpointKey, QueryOf } from '../../contract/endpoints';
import { failureOf } from '../providers/apiErrors';
import { usePortalData } from '../providers/dataProvider';
import { BusyButton } from './BusyButton';
import { saveFile } from './saveFile';

const numberFormat = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 0 });

/**
 * The one export button of the portal: the .xlsx the server builds from a file endpoint
 * (cells that could run as formulas neutralised there), with the screen's current search or
 * filters as its query, fetched through the data provider and saved under the server's file
 * name. While it comes the button turns into a spinner with how much has arrived; a refusal
 * (the menu switched off meanwhile, a period too long) shows the server's Thai message and
 * saves nothing.
 */
export function ExportButton<K extends EndpointKey>({
  endpoint,
  query,
  label,
  title,
  disabled,
}: {
  /** A GET endpoint of the contract whose reply is a file. */
  endpoint: K;
  query?: QueryOf<K>;
  /** The button's text (translated). */
  label: string;
  /** A longer description, e.g. what is exported (translated): the pointer's tooltip. */
  title?: string;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = usePortalData();
  const [progress, setProgress] = useState<string | null>(null);

  const download = async () => {
    setProgress(translate('app.export.starting'));
    try {
      const file = await dataProvider.downloadFile(endpoint, query, (received, total) =>
        setProgress(
          total
            ? translate('app.export.percent', {
                percent: numberFormat.format((100 * received) / total),
              })
            : translate('app.export.received', {
                kb: numberFormat.format(received / 1024),
              }),
        ),
      );
      saveFile(file.blob, file.fileName ?? `${endpoint}.xlsx`);
    } catch (e) {
      console.error('Error: Unable to fetch data', e);
      notify(failureOf(e).message ?? translate('app.export.failed'), { type: 'error' });
    } finally {
      setProgress(null);
    }
  };

  return (
    <BusyButton
      variant="outlined"
      busy={progress !== null}
      icon={<FileDownloadOutlined />}
      title={title}
      disabled={disabled}
      onClick={() => void download()}
      sx={{ textTransform: 'none' }}
    >
      {label}
      {progress !== null && (
        <span role="status" style={{ marginInlineStart: 8 }}>
          {progress}
        </span>
      )}
    </BusyButton>
  );
}
