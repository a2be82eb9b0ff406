import { CatalogueCreate } from './CatalogueScreens';
import { emptyProduct, newProductId } from './productValues';

/** Add product (/products/create) in the working shop; staff only read products (spec §6). */
export default function ProductCreate() {
  return (
    <CatalogueCreate
      resource="products"
      keys="app.products.form"
      empty={(shopId) => emptyProduct(shopId, newProductId())}
    />
  );
}
