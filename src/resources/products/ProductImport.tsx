import { Navigate } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { ImportForm } from '../../components/ImportForm';
import { apiUrl } from '../../providers/http';
import { useSession } from '../../providers/session';

/** Import products (/products/import) from an .xlsx; staff only read products. */
export default function ProductImport() {
  const translate = useTranslate();
  const session = useSession();
  if (!session || session.isStaff) return <Navigate to="/products" replace />;
  return (
    <>
      <Title title={translate('app.products.import.title')} />
      <ImportForm
        endpoint="productImport"
        fileField="products"
        templateUrl={apiUrl('productTemplate')}
        templateName="product-import-template.xlsx"
        backTo="/products"
        invalidates={['products']}
        i18nPrefix="app.products.import"
      />
    </>
  );
}
