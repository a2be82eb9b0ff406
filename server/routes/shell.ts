import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { th } from '../../i18n/th';
import { NOTIFICATION_LIMIT } from '../../contract/limits';
import { notifications } from '../db/schema';
import { ApiError } from '../errors';
import { defineHandlers, type Deps } from '../registry';
import { shopsOf } from '../auth/session';
import { assertSelf } from '../auth/access';
import { commandSearch } from '../domain/commandSearch';

export function shellHandlers({ db, events, live }: Deps) {
  return defineHandlers({
    notifications: async ({ caller, query }) => {
      assertSelf(caller, query.uid);
      const rows = await db
        .select()
        .from(notifications)
        .where(eq(notifications.user_id, caller.id))
        .orderBy(desc(notifications.created_dt), desc(notifications.id))
        .limit(query.limit ?? NOTIFICATION_LIMIT);
      return rows.map((n) => ({
        id: n.id,
        message: n.message,
        created_dt: n.created_dt.toISOString(),
        is_read: n.read_at !== null,
      }));
    },
    notificationsUnread: async ({ caller }) => {
      const [row] = await db
        .select({ unread: count() })
        .from(notifications)
        .where(and(eq(notifications.user_id, caller.id), isNull(notifications.read_at)));
      return { unread: row?.unread ?? 0 };
    },
    // Every id must be one of the caller's notifications, or nothing is marked.
    notificationsRead: async ({ caller, body }) => {
      const ids = [...new Set(body.ids)];
      const mine = and(inArray(notifications.id, ids), eq(notifications.user_id, caller.id));
      const own = await db.select({ id: notifications.id }).from(notifications).where(mine);
      if (own.length !== ids.length) throw new ApiError(403, th.server.forbidden);
      await db
        .update(notifications)
        .set({ read_at: sql`now()` })
        .where(and(mine, isNull(notifications.read_at)));
      // The caller's other tabs and devices show the new count at once.
      await events.publish(db, { type: 'notification', userIds: [caller.id] });
      return null;
    },
    notificationStream: async ({ caller, reply }) => live.open(caller, reply),
    pushSubscribe: async ({ caller, body, req }) => {
      try {
        await events.push.subscribe(body.token, caller.id);
      } catch (err) {
        req.log.warn({ err }, 'push subscription failed');
        throw new ApiError(502, th.server.push.unavailable);
      }
      return null;
    },
    commandSearch: async ({ caller, query }) => commandSearch(db, caller, query.q, query.shop_id),
    shops: async ({ caller, query }) => {
      assertSelf(caller, query.uid);
      if (query.user_type_id !== undefined && query.user_type_id !== caller.userTypeId)
        throw new ApiError(403, th.server.forbidden);
      return shopsOf(db, caller.id, caller.isStaff);
    },
  });
}
