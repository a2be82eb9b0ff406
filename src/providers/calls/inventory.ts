// Types only: a value import of the schemas would bring zod into the sign-in page's bundle.
import type { INVENTORY_PIC_FILE } from '../../../contract/schemas/inventory';
import { shopForm } from './shopForm';
import { api } from '../http';

const PHOTO_FIELD: typeof INVENTORY_PIC_FILE = 'inven_pic';

/** Stock calls that are not react-admin's CRUD: the photo upload, stock check, shelves, reorder point. */
export const inventoryCalls = {
  /** Uploads the photo of an adjusted stock; answers its key, which the next update records. */
  async uploadInventoryPhoto(shopId: number, inventoryId: number, file: File) {
    const form = shopForm(shopId, { inventory_id: inventoryId }, { [PHOTO_FIELD]: file });
    return (await api('inventoryPic', { form })).data.inven_pic;
  },
  /** Records that the stock items were counted and confirmed (a stock-check movement each). */
  async checkStock(ids: number[]) {
    const body = { inventory_id: ids.map((id) => ({ id })) };
    return (await api('stockCheck', { body })).data;
  },
  /** A product's shelf bins and amounts by floor; an empty floor means every floor. */
  async getShelves(productId: number, shelfCode = '') {
    return (await api('shelves', { query: { product_id: productId, shelf_code: shelfCode } })).data;
  },
  /** Sets (or, with null, clears) the shop's minimum stock of an item. */
  async setReorderPoint(inventoryId: number, reorderPoint: number | null) {
    const body = { inventory_id: inventoryId, reorder_point: reorderPoint };
    return (await api('reorderPoint', { body })).data;
  },
};
