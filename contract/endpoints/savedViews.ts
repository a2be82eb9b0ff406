import { z } from 'zod';
import { routes } from '../routes';
import { idQuery } from '../schemas/common';
import * as views from '../schemas/savedViews';
import { area } from './types';

/**
 * The caller's saved views of the lists (any signed-in user, their own views only; another
 * user's view is 404). Cookie-only, as contract/routes.ts says: they are the portal's pages'
 * own state.
 */
export const savedViewEndpoints = area({
  views: {
    ...routes.views,
    summary: "The caller's saved views of one list (`list`), by name",
    query: views.savedViewsQuery,
    data: z.array(views.savedViewRow),
    shop: 'none',
  },
  viewCreate: {
    ...routes.viewCreate,
    summary:
      "Saves the caller's view of a list under a name: its filter, sort, order, page size and shown filters; a name the caller already gave a view of that list is 409; at most 50 views a list",
    body: views.savedViewCreateBody,
    data: views.savedViewRow,
    shop: 'none',
  },
  viewUpdate: {
    ...routes.viewUpdate,
    summary:
      "Renames one of the caller's views; a name of another of their views of that list is 409; another user's view is 404",
    body: views.savedViewUpdateBody,
    data: views.savedViewRow,
    shop: 'none',
  },
  viewDelete: {
    ...routes.viewDelete,
    summary: "Deletes one of the caller's views; another user's view is 404",
    query: idQuery,
    data: z.null(),
    shop: 'none',
  },
});
