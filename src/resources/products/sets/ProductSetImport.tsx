import { Navigate } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { ImportForm } from '../../../components/ImportForm';
import { usePortalData } from '../../../providers/dataProvider';
import { mayDo } from '../../../providers/access';
import { useSession } from '../../../providers/session';
import { apiUrl } from '../../../providers/urls';

/** Import product sets (/productSets/import) from an .xlsx into a shop; staff only read sets. */
export default function ProductSetImport() {
  const translate = useTranslate();
  const session = useSession();
  const dataProvider = usePortalData();
  if (!mayDo('productSets', 'import', session)) return <Navigate to="/productSets" replace />;
  const title = translate('app.productSets.import.title');
  return (
    <>
      <Title title={title} />
      <ImportForm
        title={title}
        onImport={(shopId, file) => dataProvider.importProductSets(shopId, file)}
        templateUrl={apiUrl('productSetTemplate')}
        templateName="product-set-import-template.xlsx"
        backTo="/productSets"
        invalidates={['productSets']}
        i18nPrefix="app.productSets.import"
      />
    </>
  );
}
