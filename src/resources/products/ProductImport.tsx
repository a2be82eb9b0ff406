import { CatalogueImport } from './CatalogueImport';

/** Import products (/products/import) from an .xlsx into the working shop. */
export default function ProductImport() {
  return <CatalogueImport resource="products" />;
}
