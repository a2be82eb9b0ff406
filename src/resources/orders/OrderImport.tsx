import { Navigate } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { thScreens } from '../../../i18n/th-screens';
import { ImportForm } from '../../components/ImportForm';
import { usePortalData } from '../../providers/dataProvider';
import { useMayDo } from '../../providers/access';
import { apiUrl } from '../../providers/urls';

const I = 'app.orders.import';
/** The server speaks Thai: its message for an unknown code, shown alone (spec part 2 §8). */
const ALONE = [thScreens.app.orders.import.unknown_code];

/**
 * Import orders (/orders/import; spec part 2 §2.4 /order-list/import-order) from an .xlsx into
 * a shop, as drafts; shop users only. A code the shop does not have shows the spec's message
 * alone; other refusals list their rows, and the file can come back with an error column.
 */
export default function OrderImport() {
  const translate = useTranslate();
  const mayImport = useMayDo('orders', 'import');
  const dataProvider = usePortalData();
  if (!mayImport) return <Navigate to="/orders" replace />;
  const title = translate(`${I}.title`);
  return (
    <>
      <Title title={title} />
      <ImportForm
        title={title}
        onImport={(shopId, file) => dataProvider.importOrders(shopId, file)}
        onErrorsFile={(shopId, file) => dataProvider.orderImportErrorsFile(shopId, file)}
        aloneMessages={ALONE}
        templateUrl={apiUrl('orderTemplate')}
        templateName="order-import-template.xlsx"
        backTo="/orders"
        invalidates={['orders']}
        i18nPrefix={I}
      />
    </>
  );
}
