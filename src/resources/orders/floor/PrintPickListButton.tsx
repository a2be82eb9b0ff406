import { useTranslate } from 'react-admin';
import { PrintFileButton } from '../../../components/PrintFileButton';
import { usePortalData } from '../../../providers/dataProvider';

/**
 * Prints a pick list: the server's A4 PDF (its number as a barcode, its orders, its lines by
 * bin in walking order with a box to tick each), saved as `<pick number>.pdf` for the floor
 * to print and carry.
 */
export function PrintPickListButton({ id, pickNo }: { id: number; pickNo: string }) {
  const dataProvider = usePortalData();
  const translate = useTranslate();
  return (
    <PrintFileButton
      load={() => dataProvider.pickListFile(id)}
      fileName={`${pickNo}.pdf`}
      label={translate('app.floor.print_pick_list')}
      failed={translate('app.floor.print_failed')}
    />
  );
}
