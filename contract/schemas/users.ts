import { z } from 'zod';
import { USER_TYPE } from '../enums';
import {
  bodyId,
  filledText,
  lookupRow,
  MAX_INT,
  messages,
  personNames,
  queryId,
  searchIdsPageQuery,
  searchText,
} from './common';
import {
  COMPANY_DOC_ADDRESS,
  companyContactFields,
  email,
  ID_NUMBER_LENGTH,
  INDIVIDUAL_DOC_ADDRESS,
  individualContactFields,
  names,
  passportNumber,
  requireDocAddress,
  userInfo,
} from './register';

/**
 * System users (spec part 2 §2.1, §3.1, §7.1), read by staff. `search` matches the name,
 * e-mail, phone and shop name; with `page` the server pages the list and answers `total`.
 */
export const userListQuery = z.strictObject(searchIdsPageQuery);

/** A user as the user and role lists show one. */
export const listedUser = {
  id: z.number(),
  user_type_id: z.number(),
  /** The user's first shop; null for staff, whose row shows the staff label instead. */
  shop_name: z.string().nullable(),
  ...personNames,
  email: z.string(),
  is_active: z.boolean(),
};

/** A row of the user list (spec part 2 §3.1 "List row"). */
export const userListRow = z.object({ ...listedUser, com_tel: z.string().nullable() });
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

// ---- user administration (spec part 2 §2.1, §3.1, §4.1, §5.1, §7.1, §8) ----

/** Validation messages of user administration: keys of i18n/th-screens.ts `validation.user.*`. */
const um = messages('user');

/** Active status as the forms send it (spec part 2 §4.1, §9): 1 in use, 2 not in use. */
export const USER_ACTIVE = { IN_USE: 1, NOT_IN_USE: 2 } as const;
export const activeStatus = z.literal(
  [USER_ACTIVE.IN_USE, USER_ACTIVE.NOT_IN_USE],
  um('status_required'),
);
/** The stored flag as the form's status. */
export const activeStatusOf = (isActive: boolean) =>
  isActive ? USER_ACTIVE.IN_USE : USER_ACTIVE.NOT_IN_USE;

/** The system role: 0 when none is chosen (spec part 2 §6), else a role's id. */
export const roleChoice = z
  .number(um('role_invalid'))
  .int(um('role_invalid'))
  .min(0, um('role_invalid'))
  .max(MAX_INT, um('role_invalid'))
  .default(0);

/** A 13-digit number (Thai ID card, juristic tax id): digits only, at most 13, exactly 13. */
const thirteenDigits = (requiredKey: string, lengthKey: string) =>
  filledText(um(requiredKey))
    .regex(/^\d+$/, um('digits_only'))
    .length(ID_NUMBER_LENGTH, um(lengthKey));

export const idCardNumber = thirteenDigits('id_card_required', 'id_card_length');

/**
 * Add user (user-adduser): a provider staff member, always user type 3 and company type 0
 * (spec part 2 §3.1, §9), with the individual's fields; the server generates the password.
 */
export const userAddBody = z
  .strictObject({
    user_type_id: z.literal(USER_TYPE.STAFF, um('user_type_staff')),
    company_type_id: z.literal(0, um('company_type_zero')),
    ...names,
    is_active: activeStatus,
    role_id: roleChoice,
    email,
    indiv_id_card: idCardNumber,
    ...individualContactFields,
  })
  .check(requireDocAddress('is_copy_indiv_addr_id_card', INDIVIDUAL_DOC_ADDRESS));
export type UserAddBody = z.input<typeof userAddBody>;

/** The add reply: the login e-mail and the generated password, shown once in the modal. */
export const userAddReply = z.object({ id: z.number(), email: z.string(), password: z.string() });
export type UserAddReply = z.infer<typeof userAddReply>;

/**
 * Edit user (user-updateuser): the fields of the user's kind (spec part 2 §2.1, §3.1): a
 * company (type 1) its tax id, company phones and addresses; others the individual's, with
 * the passport number instead of the ID card when the user has one. `user_type_id` must be
 * the user's own; the e-mail is the account name and cannot change (sent, it must be the
 * stored one).
 */
const updateCommon = {
  id: bodyId,
  ...names,
  is_active: activeStatus,
  role_id: roleChoice,
  email: z.string().max(254).optional(),
};

export const companyUserUpdate = z
  .strictObject({
    user_type_id: z.literal(USER_TYPE.COMPANY),
    ...updateCommon,
    tax_id: thirteenDigits('tax_id_required', 'tax_id_length'),
    ...companyContactFields,
  })
  .check(requireDocAddress('is_copy_addr_tp', COMPANY_DOC_ADDRESS));

export const individualUserUpdate = z
  .strictObject({
    user_type_id: z.literal([USER_TYPE.INDIVIDUAL, USER_TYPE.STAFF]),
    ...updateCommon,
    /** Sent by a user without a passport number. */
    indiv_id_card: idCardNumber.optional(),
    /** Sent, instead of the ID card, by a user who has a passport number. */
    indiv_passport: passportNumber.optional(),
    ...individualContactFields,
  })
  .check(requireDocAddress('is_copy_indiv_addr_id_card', INDIVIDUAL_DOC_ADDRESS))
  .check(
    z.superRefine<Record<string, unknown>>(
      (value, ctx) => {
        if (typeof value !== 'object' || value === null) return;
        const id = value.indiv_id_card !== undefined;
        const passport = value.indiv_passport !== undefined;
        if (id === passport)
          ctx.addIssue({
            code: 'custom',
            path: ['indiv_id_card'],
            message: um(id ? 'id_and_passport' : 'id_card_required').error,
          });
      },
      { when: () => true },
    ),
  );

export const userUpdateBody = z.discriminatedUnion(
  'user_type_id',
  [companyUserUpdate, individualUserUpdate],
  um('user_type_required'),
);
export type UserUpdateBody = z.input<typeof userUpdateBody>;

export const userDeleteQuery = z.strictObject({ user_id: queryId });
/**
 * What a delete did: `deleted` (the user had created nothing), or `deactivated` (the user
 * created records, so the account was switched off and its personal data removed instead;
 * those records keep pointing at it).
 */
export const USER_DELETE_OUTCOMES = ['deleted', 'deactivated'] as const;
export const userDeleteReply = z.object({ outcome: z.enum(USER_DELETE_OUTCOMES) });
export type UserDeleteReply = z.infer<typeof userDeleteReply>;

/** The export of the user list with roles (report-exportuserandrolereport): the list's search. */
export const userExportQuery = z.strictObject({
  search: searchText,
});

/** A system role as the role select lists it (master-getrole; spec part 2 §3.1, part 3 §3). */
export const roleOption = lookupRow.extend({
  /** The role's description (`enum_desc` is its name). */
  enum_desc_th: z.string(),
});
export type RoleOption = z.infer<typeof roleOption>;
