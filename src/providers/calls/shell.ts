import { NOTIFICATION_LIMIT } from '../../../contract/limits';
import { api } from '../http';

/** Shell calls: the bell's notifications, their unread count and marking them read. */
export const shellCalls = {
  /** The user's newest notifications (the spec's limit of 10), each with its read flag. */
  async notifications(uid: number, signal?: AbortSignal) {
    return (await api('notifications', { query: { uid, limit: NOTIFICATION_LIMIT }, signal })).data;
  },
  async unreadNotifications(signal?: AbortSignal) {
    return (await api('notificationsUnread', { signal })).data.unread;
  },
  /**
   * The command palette's records (Ctrl+K): orders, bookings and set orders by number, products
   * and sets by code or barcode, of every shop the user may see (the server keeps to the menus).
   */
  async commandSearch(q: string, signal?: AbortSignal) {
    return (await api('commandSearch', { query: { q }, signal })).data;
  },
  /** Marks the user's own notifications read; any other id is refused (403). */
  async readNotifications(ids: number[]) {
    await api('notificationsRead', { body: { ids } });
  },
};
