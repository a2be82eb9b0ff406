// Types only: a value import of the schemas would bring zod into the sign-in page's bundle.
import type { PRODUCT_PIC_FILES } from '../../../contract/schemas/products';
import { anyFile, shopForm } from './shopForm';
import { api } from '../http';

/** Photos chosen on the product form, by the upload call's field name (itempic, innerpic, casepic). */
export type ProductPhotos = Partial<Record<(typeof PRODUCT_PIC_FILES)[number], File>>;

/** Product calls that are not react-admin's CRUD: the photo upload and the spreadsheet import. */
export const productCalls = {
  /** Uploads the photos chosen for a saved product (none chosen: no call). */
  async uploadProductPhotos(productId: number, shopId: number, photos: ProductPhotos) {
    if (!anyFile(photos)) return null;
    const form = shopForm(shopId, { product_id: productId }, photos);
    return (await api('productPics', { form })).data;
  },
  /** Imports the rows of an .xlsx into a shop; answers how many went in. */
  async importProducts(shopId: number, file: File) {
    const form = shopForm(shopId, {}, { products: file });
    return (await api('productImport', { form })).data;
  },
};
