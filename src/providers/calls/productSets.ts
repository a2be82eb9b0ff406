// Types only: a value import of the schemas would bring zod into the sign-in page's bundle.
import type { PRODUCT_SET_PIC_FILES, SET_IMPORT_FILE } from '../../../contract/schemas/productSets';
import { anyFile, shopForm } from './shopForm';
import { api } from '../http';

export type SetPhotos = Partial<Record<(typeof PRODUCT_SET_PIC_FILES)[number], File>>;
const IMPORT_FIELD: typeof SET_IMPORT_FILE = 'product_sets';

/** Product-set calls that are not react-admin's CRUD: the photo upload and the import. */
export const productSetCalls = {
  /** Uploads the photos chosen for a set (item, inner pack, case, packed set). */
  async uploadSetPhotos(setId: number, shopId: number, photos: Partial<Record<string, File>>) {
    if (!anyFile(photos)) return null;
    const form = shopForm(shopId, { productset_id: setId }, photos);
    return (await api('productSetPics', { form })).data;
  },
  /** Imports the sets of an .xlsx into a shop; answers how many went in. */
  async importProductSets(shopId: number, file: File) {
    const form = shopForm(shopId, {}, { [IMPORT_FIELD]: file });
    return (await api('productSetImport', { form })).data;
  },
};
