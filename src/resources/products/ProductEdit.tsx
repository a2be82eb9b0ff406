import { CatalogueEdit } from './CatalogueScreens';

/** Edit product (/products/:id); staff see it read-only as 'ดูข้อมูลสินค้า' (spec §6). */
export default function ProductEdit() {
  return <CatalogueEdit resource="products" keys="app.products.form" />;
}
