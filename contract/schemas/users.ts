import { z } from 'zod';
import { pageQuery, queryId, queryIds } from './common';
import { userInfo } from './register';

/**
 * System users (spec part 2 §2.1, §3.1, §7.1), read by staff. `search` matches the name,
 * e-mail, phone and shop name; with `page` the server pages the list and answers `total`.
 */
export const userListQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  /** Only these users: react-admin's getMany. */
  ids: queryIds.optional(),
  ...pageQuery,
});

/** A row of the user list (spec part 2 §3.1 "List row"). */
export const userListRow = z.object({
  id: z.number(),
  user_type_id: z.number(),
  /** The user's first shop; null for staff, whose row shows the staff label instead. */
  shop_name: z.string().nullable(),
  indiv_first_name: z.string(),
  indiv_last_name: z.string(),
  email: z.string(),
  com_tel: z.string().nullable(),
  is_active: z.boolean(),
});
export type UserListRow = z.infer<typeof userListRow>;

export const userRecordQuery = z.strictObject({ user_id: queryId });

/** An identity document a user attached at first sign-in (newest first in the record). */
export const identityDocRow = z.object({
  id: z.number(),
  doc_type: z.number(),
  original_name: z.string(),
  size: z.number(),
  created_at: z.string(),
});
export type IdentityDocRow = z.infer<typeof identityDocRow>;

/** The user read (data[0]): user info, the user's shops and role, and identity documents. */
export const userRecord = userInfo.extend({
  role_name: z.string().nullable(),
  shops: z.array(z.object({ id: z.number(), shop_no: z.string(), shop_name: z.string() })),
  identity_documents: z.array(identityDocRow),
});
export type UserRecord = z.infer<typeof userRecord>;
