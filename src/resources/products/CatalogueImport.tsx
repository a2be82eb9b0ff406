import { Navigate } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { ImportForm } from '../../components/ImportForm';
import { usePortalData } from '../../providers/dataProvider';
import { mayDo } from '../../providers/access';
import { useSession } from '../../providers/session';
import { apiUrl } from '../../providers/urls';

/** What each catalogue imports: its resource, upload call, template and texts. */
const IMPORTS = {
  products: {
    call: 'importProducts',
    template: 'productTemplate',
    templateName: 'product-import-template.xlsx',
    keys: 'app.products.import',
  },
  productSets: {
    call: 'importProductSets',
    template: 'productSetTemplate',
    templateName: 'product-set-import-template.xlsx',
    keys: 'app.productSets.import',
  },
} as const;

/**
 * Import products or sets (/<resource>/import) from an .xlsx into a shop; the catalogue's
 * list opens on Back. Staff only read the catalogue: they are sent to its list.
 */
export function CatalogueImport({ resource }: { resource: keyof typeof IMPORTS }) {
  const translate = useTranslate();
  const session = useSession();
  const dataProvider = usePortalData();
  const { call, template, templateName, keys } = IMPORTS[resource];
  if (!mayDo(resource, 'import', session)) return <Navigate to={`/${resource}`} replace />;
  const title = translate(`${keys}.title`);
  return (
    <>
      <Title title={title} />
      <ImportForm
        title={title}
        onImport={(shopId, file) => dataProvider[call](shopId, file)}
        templateUrl={apiUrl(template)}
        templateName={templateName}
        backTo={`/${resource}`}
        invalidates={[resource]}
        i18nPrefix={keys}
      />
    </>
  );
}
