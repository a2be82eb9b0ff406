import { useTranslate } from 'react-admin';
import { usePortalData } from '../providers/dataProvider';
import { PrintFileButton } from './PrintFileButton';

/**
 * Prints the shipping labels with packing slips of the chosen orders (beyond the spec): the
 * server's PDF, a page per order, saved as `labels-<first order>.pdf` for the warehouse to
 * print.
 */
export function PrintLabelsButton({ ids, disabled }: { ids: number[]; disabled?: boolean }) {
  const dataProvider = usePortalData();
  const translate = useTranslate();
  return (
    <PrintFileButton
      load={() => dataProvider.orderLabelsFile(ids)}
      fileName={`labels-${ids[0]}.pdf`}
      label={translate('app.labels.print')}
      failed={translate('app.labels.failed')}
      disabled={disabled || ids.length === 0}
    />
  );
}
