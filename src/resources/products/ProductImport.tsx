import { Navigate } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { ImportForm } from '../../components/ImportForm';
import { usePortalData } from '../../providers/dataProvider';
import { mayDo } from '../../providers/access';
import { useSession } from '../../providers/session';
import { apiUrl } from '../../providers/urls';

/** Import products (/products/import) from an .xlsx into the working shop; staff only read products. */
export default function ProductImport() {
  const translate = useTranslate();
  const session = useSession();
  const dataProvider = usePortalData();
  if (!mayDo('products', 'import', session)) return <Navigate to="/products" replace />;
  const title = translate('app.products.import.title');
  return (
    <>
      <Title title={title} />
      <ImportForm
        title={title}
        onImport={(shopId, file) => dataProvider.importProducts(shopId, file)}
        templateUrl={apiUrl('productTemplate')}
        templateName="product-import-template.xlsx"
        backTo="/products"
        invalidates={['products']}
        i18nPrefix="app.products.import"
      />
    </>
  );
}
