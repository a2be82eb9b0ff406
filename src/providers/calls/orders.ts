// Types only: a value import of the schemas would bring zod into the sign-in page's bundle.
import type { ORDER_PIC_FILE } from '../../../contract/schemas/orders';
import { api } from '../http';

const PHOTO_FIELD: typeof ORDER_PIC_FILE = 'orderpic';

/** Order calls that are not react-admin's CRUD: the photo upload and the status choices. */
export const orderCalls = {
  /** Uploads the photo of a draft order; answers its stored key. */
  async uploadOrderPhoto(shopId: number, orderId: number, file: File) {
    const form = new FormData();
    form.append('shop_id', String(shopId));
    form.append('order_id', String(orderId));
    form.append(PHOTO_FIELD, file, file.name);
    return (await api('orderPic', { form })).data.pic;
  },
  /** The statuses the caller may choose for the order now (spec part 2 §4.4). */
  async getOrderStatusChoices(orderId: number) {
    return (await api('orderCurrentStatus', { query: { order_id: orderId } })).data;
  },
};
