import { and, asc, count, eq } from 'drizzle-orm';
import {
  VIEWS_PER_LIST_MAX,
  type SavedViewParams,
  type SavedViewRow,
} from '../../contract/schemas/savedViews';
import { th } from '../../i18n/th';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/pgError';
import { savedViews, users } from '../db/schema';
import { transaction } from '../db/transaction';
import { ApiError } from '../errors';
import { fill } from '../text';

/**
 * A user's saved views of the lists: a name and the list's parameters, kept for the user alone.
 * Another user's view answers as no view at all (404).
 */

const t = th.validation.view;

/** A name the user already gave a view of that list: 409, its message under the name. */
const nameExists = () => new ApiError(409, t.name_exists, { name: t.name_exists });
const notFound = () => new ApiError(404, t.not_found);

/** The unique index's refusal (a view of that name saved meanwhile) as nameExists. */
async function namingOnce<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (e) {
    if (isUniqueViolation(e, (c) => c === 'saved_views_user_list_name_key')) throw nameExists();
    throw e;
  }
}

type Stored = typeof savedViews.$inferSelect;

const asRow = (r: Stored): SavedViewRow => ({
  id: r.id,
  list: r.list,
  name: r.name,
  params: r.params as SavedViewParams,
  created_at: new Date(r.created_at).toISOString(),
  updated_at: new Date(r.updated_at).toISOString(),
});

/** The user's views of one list, by name. */
export async function listSavedViews(db: Db, userId: number, list: string) {
  const rows = await db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.user_id, userId), eq(savedViews.list, list)))
    .orderBy(asc(savedViews.name), asc(savedViews.id));
  return rows.map(asRow);
}

/**
 * Saves a view of the user; at most VIEWS_PER_LIST_MAX a list (the user's row is locked while
 * they are counted, so two saves at once make no more).
 */
export async function createSavedView(
  db: Db,
  userId: number,
  body: { list: string; name: string; params: SavedViewParams },
) {
  return namingOnce(() =>
    transaction(db, async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const mine = and(eq(savedViews.user_id, userId), eq(savedViews.list, body.list));
      const [held] = await tx.select({ n: count() }).from(savedViews).where(mine);
      const [taken] = await tx
        .select({ id: savedViews.id })
        .from(savedViews)
        .where(and(mine, eq(savedViews.name, body.name)));
      if (taken) throw nameExists();
      if ((held?.n ?? 0) >= VIEWS_PER_LIST_MAX) {
        const message = fill(t.too_many, { max: VIEWS_PER_LIST_MAX });
        throw new ApiError(400, message, { name: message });
      }
      const [row] = await tx
        .insert(savedViews)
        .values({ user_id: userId, list: body.list, name: body.name, params: body.params })
        .returning();
      return asRow(row);
    }),
  );
}

/** Renames one of the user's views (another user's, or none, is 404). */
export async function renameSavedView(db: Db, userId: number, body: { id: number; name: string }) {
  return namingOnce(async () => {
    const [row] = await db
      .update(savedViews)
      .set({ name: body.name, updated_at: new Date() })
      .where(and(eq(savedViews.id, body.id), eq(savedViews.user_id, userId)))
      .returning();
    if (!row) throw notFound();
    return asRow(row);
  });
}

/** Deletes one of the user's views (another user's, or none, is 404). */
export async function deleteSavedView(db: Db, userId: number, id: number) {
  const [row] = await db
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.user_id, userId)))
    .returning({ id: savedViews.id });
  if (!row) throw notFound();
  return null;
}
