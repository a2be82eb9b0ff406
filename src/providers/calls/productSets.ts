// Types only: a value import of the schemas would bring zod into the sign-in page's bundle.
import type { PRODUCT_SET_PIC_FILES, SET_IMPORT_FILE } from '../../../contract/schemas/productSets';
import { api } from '../http';

export type SetPhotos = Partial<Record<(typeof PRODUCT_SET_PIC_FILES)[number], File>>;
const IMPORT_FIELD: typeof SET_IMPORT_FILE = 'product_sets';

/** Product-set calls that are not react-admin's CRUD: the photo upload and the import. */
export const productSetCalls = {
  /** Uploads the photos chosen for a set (item, inner pack, case, packed set). */
  async uploadSetPhotos(setId: number, shopId: number, photos: Partial<Record<string, File>>) {
    const chosen = Object.entries(photos).filter((entry): entry is [string, File] => !!entry[1]);
    if (chosen.length === 0) return null;
    const form = new FormData();
    form.append('shop_id', String(shopId));
    form.append('productset_id', String(setId));
    for (const [field, file] of chosen) form.append(field, file, file.name);
    return (await api('productSetPics', { form })).data;
  },
  /** Imports the sets of an .xlsx into a shop; answers how many went in. */
  async importProductSets(shopId: number, file: File) {
    const form = new FormData();
    form.append('shop_id', String(shopId));
    form.append(IMPORT_FIELD, file, file.name);
    return (await api('productSetImport', { form })).data;
  },
};
