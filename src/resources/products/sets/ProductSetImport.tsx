import { CatalogueImport } from '../CatalogueImport';

/** Import product sets (/productSets/import) from an .xlsx into a shop. */
export default function ProductSetImport() {
  return <CatalogueImport resource="productSets" />;
}
