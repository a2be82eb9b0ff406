import type { DbOrTx } from '../db/client';
import { notifications } from '../db/schema';
import type { EventBus } from '../events';

/**
 * Tells users something that concerns them (a booking received, an order shipped…): one
 * notification row each and an event for every server process, in the caller's
 * transaction, so the message exists and is announced only if the change commits.
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
}
