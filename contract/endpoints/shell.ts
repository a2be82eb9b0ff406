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
import { area } from './types';

/**
 * The shell's endpoints: notifications (list, unread count, stream, push) and the menu catalogue.
 */

/** Notifications: the list, the unread count, the live stream and push subscriptions. */
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
