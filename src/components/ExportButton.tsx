import Button from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { EndpointKey, QueryOf } from '../../contract/endpoints';
import { apiUrl } from '../providers/urls';

/**
 * The one export button of the portal: downloads the .xlsx the server builds from a file endpoint
 * (cells that could run as formulas neutralised there), with the screen's current search or
 * filters as its query. A plain download link: the browser streams the file to disk however
 * long it is, shows its own progress, and the server's file name is kept.
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
  // Empty values are left out of the address, so a cleared search exports everything.
  const href = apiUrl(endpoint, query);
  return (
    <Button
      component="a"
      href={disabled ? undefined : href}
      download
      variant="outlined"
      startIcon={<FileDownloadOutlined />}
      title={title}
      disabled={disabled}
      sx={{ textTransform: 'none' }}
    >
      {label}
    </Button>
  );
}
