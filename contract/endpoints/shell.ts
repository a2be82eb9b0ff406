import { z } from 'zod';
import { routes } from '../routes';
import { emptyQuery } from '../schemas/common';
import {
  notification,
  notificationsQuery,
  notificationsReadBody,
  pushSubscribeBody,
  unreadCount,
} from '../schemas/auth';
import { menuRow } from '../schemas/lookups';
import { commandRecord, commandSearchQuery } from '../schemas/search';
import { OPTIONAL_SHOP } from './access';
import { area } from './types';

/**
 * The shell's endpoints: notifications (list, unread count, stream, push), the command palette's
 * search and the menu catalogue.
 */

/**
 * Notifications: the list, the unread count, the live stream and push subscriptions; the command
 * palette's search (Ctrl+K).
 */
export const shellEndpoints = area({
  notifications: {
    ...routes.notifications,
    summary: "The caller's newest notifications (uid, if sent, must be the caller)",
    query: notificationsQuery,
    data: z.array(notification),
    shop: 'none',
  },
  notificationsUnread: {
    ...routes.notificationsUnread,
    summary: "How many of the caller's notifications are unread",
    query: emptyQuery,
    data: unreadCount,
    shop: 'none',
  },
  notificationsRead: {
    ...routes.notificationsRead,
    summary: "Marks the caller's notifications read; an id that is not the caller's is 403",
    body: notificationsReadBody,
    data: z.null(),
    shop: 'none',
  },
  notificationStream: {
    ...routes.notificationStream,
    summary:
      "Server-Sent Events of the caller's notifications: `notification` with the unread count (`data` below) whenever they change, a comment every 20 s; ends with the session",
    query: emptyQuery,
    data: unreadCount,
    reply: 'stream',
    shop: 'none',
  },
  pushSubscribe: {
    ...routes.pushSubscribe,
    summary:
      "Subscribes the caller's device (its messaging token) to the caller's push topic, 'user' + uid",
    body: pushSubscribeBody,
    data: z.null(),
    shop: 'none',
  },
  commandSearch: {
    ...routes.commandSearch,
    summary:
      "The command palette: at most 8 orders (by number or tracking number), bookings, set orders (by number), products and sets (by code or any barcode) whose number or code is the text or begins with it, exact matches first; only the kinds of the caller's menus, of the shop asked for or else of every shop the caller may see",
    query: commandSearchQuery,
    data: z.array(commandRecord),
    shop: OPTIONAL_SHOP,
  },
});

/** The menu catalogue (after the products in the table). */
export const menuEndpoints = area({
  menus: {
    ...routes.menus,
    summary: 'The menu catalogue in the shell order',
    query: emptyQuery,
    data: z.array(menuRow),
    shop: 'none',
  },
});
