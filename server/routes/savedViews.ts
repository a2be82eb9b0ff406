import {
  createSavedView,
  deleteSavedView,
  listSavedViews,
  renameSavedView,
} from '../domain/savedViews';
import { defineHandlers, type Deps } from '../registry';

/** The caller's own saved views of the lists (cookie-only endpoints). */
export function savedViewHandlers({ db }: Deps) {
  return defineHandlers({
    views: async ({ caller, query }) => listSavedViews(db, caller.id, query.list),
    viewCreate: async ({ caller, body }) => createSavedView(db, caller.id, body),
    viewUpdate: async ({ caller, body }) => renameSavedView(db, caller.id, body),
    viewDelete: async ({ caller, query }) => deleteSavedView(db, caller.id, query.id),
  });
}
