import { api } from '../http';

/** One selected order of a bulk action: its id and its shop (spec part 3 §7 "Orders"). */
export interface SelectedOrder {
  id: number;
  shop_id: number;
}

/** Confirm and shipping calls that are not react-admin's CRUD: the bulk actions, the choices. */
export const fulfilmentCalls = {
  /** Confirms the selected orders; answers those confirmed and those that could not be. */
  async confirmOrders(selected: SelectedOrder[]) {
    return (await api('confirmOrdersBulk', { body: { confirm_order: selected } })).data;
  },
  /** Ships the selected orders (the warehouse); answers those shipped and those that could not be. */
  async shipOrders(selected: SelectedOrder[]) {
    return (await api('shipOrdersBulk', { body: { shipping_order: selected } })).data;
  },
  /** The order's status and those the caller may move it to (the confirm-order edit's select). */
  async getConfirmStatusChoices(orderId: number) {
    return (await api('confirmOrderStatuses', { query: { order_id: orderId } })).data;
  },
};
