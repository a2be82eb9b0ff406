import { z } from 'zod';
import { bodyId, filledText, messages } from './common';

/**
 * Saved views: a user's named parameters of one list (its search, filters, tab, sort and page
 * size), to open the list again as it was. Each user sees only their own views. `list` names
 * the list (its react-admin store key without the working shop, or its resource). Messages
 * are keys of i18n/th-screens/views.ts `viewValidation`.
 */
const vm = messages('view');

export const VIEW_NAME_MAX = 60;
/** Views a user may keep of one list. */
export const VIEWS_PER_LIST_MAX = 50;
/** Keys a view's filter (or its shown filters) may hold. */
export const VIEW_FILTER_KEYS_MAX = 30;
/** Values a view's filter may hold under one key. */
export const VIEW_FILTER_VALUES_MAX = 50;
/** A text of a view's filter (a search, a tab), at most. */
export const VIEW_TEXT_MAX = 200;

/** The name of a list: letters, digits, dots, dashes and underscores ('orders', 'confirm-order'). */
export const viewListName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,59}$/);

const filterKey = z.string().min(1).max(60);
const filterScalar = z.union([z.string().max(VIEW_TEXT_MAX), z.number(), z.boolean()]);
const filterValue = z.union([filterScalar, z.array(filterScalar).max(VIEW_FILTER_VALUES_MAX)]);
const bounded = <T extends z.ZodType>(record: T) =>
  record.refine((r) => Object.keys(r as object).length <= VIEW_FILTER_KEYS_MAX, {
    error: 'too many keys',
  });

/** A list's parameters as react-admin keeps them (`useListParams`): nothing else. */
export const savedViewParams = z.strictObject({
  filter: bounded(z.record(filterKey, filterValue)).optional(),
  sort: z.string().max(60).optional(),
  order: z.enum(['ASC', 'DESC']).optional(),
  perPage: z.number().int().min(1).max(100).optional(),
  displayedFilters: bounded(z.record(filterKey, z.boolean())).optional(),
});
export type SavedViewParams = z.infer<typeof savedViewParams>;

const viewName = filledText(vm('name_required')).max(VIEW_NAME_MAX, vm('name_too_long'));

export const savedViewsQuery = z.strictObject({ list: viewListName });

export const savedViewCreateBody = z.strictObject({
  list: viewListName,
  name: viewName,
  params: savedViewParams,
});
export type SavedViewCreateBody = z.input<typeof savedViewCreateBody>;

/** A view renamed. */
export const savedViewUpdateBody = z.strictObject({ id: bodyId, name: viewName });

/** One of the caller's views. */
export const savedViewRow = z.object({
  id: z.number(),
  list: z.string(),
  name: z.string(),
  params: savedViewParams,
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedViewRow = z.infer<typeof savedViewRow>;
