import type { DbOrTx } from '../db/client';
import { eq } from 'drizzle-orm';
import { th } from '../../i18n/th';
import { notifications, userShops } from '../db/schema';
import { afterCommit } from '../db/transaction';
import type { EventBus } from '../events';

/**
 * Tells users something that concerns them (a booking received, an order shipped…): one
 * notification row each and an event for every server process, in the caller's
 * transaction, so the message exists and is announced only if the change commits. Once it
 * has committed, each user's devices get it as a push message (topic 'user' + uid); inside a
 * transaction that must be one opened with `transaction` (db/transaction.ts).
 */
export async function notifyUsers(
  db: DbOrTx,
  events: EventBus,
  userIds: number[],
  message: string,
): Promise<void> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return;
  await db.insert(notifications).values(ids.map((user_id) => ({ user_id, message })));
  await events.publish(db, { type: 'notification', userIds: ids });
  const push = events.push;
  await afterCommit(db, () => push.deliver(ids, { title: th.server.push.title, body: message }));
}

/** Tells every user of a shop (its owners and staff members of it), as `notifyUsers` does. */
export async function notifyShop(db: DbOrTx, events: EventBus, shopId: number, message: string) {
  const people = await db
    .select({ id: userShops.user_id })
    .from(userShops)
    .where(eq(userShops.shop_id, shopId));
  await notifyUsers(
    db,
    events,
    people.map((p) => p.id),
    message,
  );
}
