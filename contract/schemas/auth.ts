import { z } from 'zod';
import { MAX_NOTIFICATION_LIMIT, PASSWORD_MAX } from '../limits';
import { personNames, queryId, queryInt } from './common';
import { menuRow } from './lookups';
import { storedNumbers } from './profile';
import { YEAR_ERAS } from '../dates';
import { THEMES } from '../enums';

export const loginBody = z.strictObject({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX),
});

export const shopItem = z.object({
  shop_id: z.number(),
  shop_no: z.string(),
  shop_name: z.string(),
});
export type ShopItem = z.infer<typeof shopItem>;

export const menuAccessItem = menuRow.extend({ is_active: z.boolean() });
export type MenuAccessItem = z.infer<typeof menuAccessItem>;

/** Login response data of spec part 1 §3. */
export const sessionData = z.object({
  id: z.number(),
  email: z.string(),
  user_type_id: z.number(),
  shop_list: z.array(shopItem),
  menu_access: z.array(menuAccessItem),
  ...storedNumbers,
  ...personNames,
  lazada_connect: z.boolean(),
  shopee_connect: z.boolean(),
  /** How the Thai interface shows years: 'be' Buddhist era (default), 'ce' Christian era. */
  year_era: z.enum(YEAR_ERAS),
  /** The interface's colours: 'light', 'dark', or 'system' (default) to follow the device. */
  theme: z.enum(THEMES),
});
export type SessionData = z.infer<typeof sessionData>;

export const notificationsQuery = z.strictObject({
  uid: queryId.optional(),
  limit: queryInt(1, MAX_NOTIFICATION_LIMIT).optional(),
});
/** A notification of the bell; `is_read` is false until the user has seen it. */
export const notification = z.object({
  id: z.number(),
  message: z.string(),
  created_dt: z.string(),
  is_read: z.boolean(),
});
export type Notification = z.infer<typeof notification>;

export const unreadCount = z.object({ unread: z.number() });

/** The notifications the user has seen (the caller's own only). */
export const notificationsReadBody = z.strictObject({
  ids: z.array(z.number().int().positive()).min(1).max(MAX_NOTIFICATION_LIMIT),
});

/** A device's registration token of the messaging provider, to subscribe to the user's topic. */
export const pushSubscribeBody = z.strictObject({
  token: z.string().trim().min(1).max(4096),
});

export const shopsQuery = z.strictObject({
  uid: queryId.optional(),
  user_type_id: queryInt(1, 3).optional(),
});
