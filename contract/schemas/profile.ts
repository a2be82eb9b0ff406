import { z } from 'zod';
import {
  COMPANY_ADDRESS,
  COMPANY_DOC_ADDRESS,
  companyContactFields,
  INDIVIDUAL_ADDRESS,
  INDIVIDUAL_DOC_ADDRESS,
  individualContactFields,
  keyedAddress,
  names,
  requireDocAddress,
} from './accountFields';
import { bodyId, messages, personNames, queryId } from './common';
import { YEAR_ERAS } from '../dates';
import { THEMES } from '../enums';

/**
 * The user's own profile (spec part 3 §3 "User info", §5 "Profile"). Messages are keys of
 * i18n/th.ts `validation.register.*`.
 */
const m = messages('register');

export const profileQuery = z.strictObject({ uid: queryId.optional() });

/** An address as stored: every part may be empty. */
const storedAddress = {
  address: z.string().nullable(),
  province: z.number().nullable(),
  district: z.number().nullable(),
  subdistrict: z.number().nullable(),
  postcode: z.string().nullable(),
};

/** The phones and identity numbers as stored: each may be missing. */
export const storedNumbers = {
  tax_id: z.string().nullable(),
  indiv_id_card: z.string().nullable(),
  indiv_passport: z.string().nullable(),
  com_tel: z.string().nullable(),
  com_mobile: z.string().nullable(),
  indiv_tel: z.string().nullable(),
  indiv_mobile: z.string().nullable(),
};

/** User info of spec part 3 §3, plus the read-only identity and company fields. */
export const userInfo = z.object({
  id: z.number(),
  user_type_id: z.number(),
  role_id: z.number().nullable(),
  indiv_mas_title_id: z.number().nullable(),
  ...personNames,
  email: z.string(),
  email_verified: z.boolean(),
  is_active: z.boolean(),
  company_type_id: z.number().nullable(),
  company_name: z.string().nullable(),
  ...storedNumbers,
  ...keyedAddress(COMPANY_ADDRESS, storedAddress),
  is_copy_addr_tp: z.number(),
  ...keyedAddress(COMPANY_DOC_ADDRESS, storedAddress),
  ...keyedAddress(INDIVIDUAL_ADDRESS, storedAddress),
  is_copy_indiv_addr_id_card: z.number(),
  ...keyedAddress(INDIVIDUAL_DOC_ADDRESS, storedAddress),
  /** How the Thai interface shows years for the user: 'be' Buddhist era, 'ce' Christian era. */
  year_era: z.enum(YEAR_ERAS),
  /** The interface's colours: 'light', 'dark', or 'system' to follow the device. */
  theme: z.enum(THEMES),
});
export type UserInfo = z.infer<typeof userInfo>;

/**
 * What users may change about themselves. E-mail, identity numbers, company name and type,
 * role and status are not accepted (an unknown key is a 400 naming it): the e-mail is the
 * account name, identity numbers were checked against the registries at registration, and
 * role and status are staff decisions (user administration). `user_type_id` picks the field
 * set and must be the caller's own type; `id`, when sent, must be the caller.
 */
const profileCommon = {
  id: bodyId.optional(),
  ...names,
  /** The user's choice of era for years; left as it is when not sent. */
  year_era: z.enum(YEAR_ERAS).optional(),
  /** The user's choice of colours; left as it is when not sent. */
  theme: z.enum(THEMES).optional(),
};

export const companyProfile = z
  .strictObject({
    user_type_id: z.literal(1),
    ...profileCommon,
    ...companyContactFields,
  })
  .check(requireDocAddress('is_copy_addr_tp', COMPANY_DOC_ADDRESS));

/** Individuals and staff (spec part 3: user type 1 is company, otherwise individual). */
export const individualProfile = z
  .strictObject({
    user_type_id: z.literal([2, 3]),
    ...profileCommon,
    ...individualContactFields,
  })
  .check(requireDocAddress('is_copy_indiv_addr_id_card', INDIVIDUAL_DOC_ADDRESS));

export const profileUpdateBody = z.discriminatedUnion(
  'user_type_id',
  [companyProfile, individualProfile],
  m('user_type_required'),
);
export type ProfileUpdateBody = z.input<typeof profileUpdateBody>;
