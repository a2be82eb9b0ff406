import { z } from 'zod';
import { MAX_INT, queryId } from './common';

/**
 * Registration (spec part 1 §3 and §5) and the user's own profile (spec part 3 §3 "User
 * info", §5 "Profile"). Messages are keys of i18n/th.ts `validation.register.*`.
 */
const m = (key: string) => ({ error: `validation.register.${key}` });

export const ID_NUMBER_LENGTH = 13;
export const PHONE_MAX = 10;
export const POSTCODE_LENGTH = 5;
export const PASSPORT_PATTERN = /^[A-Za-z0-9]{6,9}$/;
/** The app's route the national digital ID service returns to (spec part 1 §7). */
export const NDID_REDIRECT_PATH = '/register/individual-register';
export const NDID_SCOPE = 'pid birthdate address name given_name family_name';

/** Required text; blank is `requiredKey`. */
export const requiredText = (requiredKey: string, max: number) =>
  z.string(m(requiredKey)).trim().min(1, m(requiredKey)).max(max, m('text_too_long'));

export const lookupId = (key: string) =>
  z.number(m(key)).int(m(key)).positive(m(key)).max(MAX_INT, m(key));

/**
 * A 13-digit number of a registry (juristic or Thai ID). Blank is "please fill in data",
 * a non-digit "digits only", any other length the registry's not-found message (spec §5).
 */
export const registryNumber = (notFoundKey: string) =>
  z
    .string(m('required'))
    .trim()
    .min(1, m('required'))
    .regex(/^\d+$/, m('digits_only'))
    .length(ID_NUMBER_LENGTH, m(notFoundKey));

export const passportNumber = z
  .string(m('passport_required'))
  .trim()
  .min(1, m('passport_required'))
  .regex(PASSPORT_PATTERN, m('passport_format'));

/** Phone or mobile: digits only, at most 10 (companies and profiles). */
export const phone = (requiredKey: string) =>
  z
    .string(m(requiredKey))
    .trim()
    .min(1, m(requiredKey))
    .regex(/^\d+$/, m('phone_format'))
    .max(PHONE_MAX, m('phone_format'));

/** An optional phone (profile mobile): empty, or digits only, at most 10. */
export const optionalPhone = z
  .string(m('phone_format'))
  .trim()
  .regex(/^\d*$/, m('phone_format'))
  .max(PHONE_MAX, m('phone_format'))
  .default('');

/** Individual registration: contact and mobile numbers of exactly 10 digits (spec §5, §9). */
const individualPhone = (requiredKey: string) =>
  z
    .string(m(requiredKey))
    .trim()
    .min(1, m(requiredKey))
    .regex(/^\d{10}$/, m('phone_individual'));

export const postcode = z
  .string(m('postcode_required'))
  .trim()
  .min(1, m('postcode_required'))
  .regex(/^\d{5}$/, m('postcode_format'));

export const email = z
  .string(m('email_required'))
  .trim()
  .min(1, m('email_required'))
  .max(254, m('email_invalid'))
  .pipe(z.email(m('email_invalid')));

/** The spec's extension keys are always empty: there is no extension to keep. */
const noExtension = z
  .string()
  .refine((v) => v === '')
  .optional();

/** 0 = separate document address, 1 = the document address is the registered one. */
export const copyFlag = z.literal([0, 1], m('copy_flag'));

/** The checks of an address block, used by the required block and a conditional one. */
const addressChecks = {
  address: requiredText('address_required', 500),
  province: lookupId('province_required'),
  district: lookupId('district_required'),
  subdistrict: lookupId('subdistrict_required'),
  postcode,
};
type AddressPart = keyof typeof addressChecks;
type AddressKeys = Record<AddressPart, string>;

/**
 * Document-address values as the form sends them: checked only when the copy box is
 * unticked (see `requireDocAddress`); when ticked the server copies the registered address
 * and ignores them, so a cleared field ('' or null) is fine.
 */
const looseText = z.string().max(500, m('text_too_long')).nullable().optional();
const looseId = z
  .union([z.number(), z.literal('')])
  .nullable()
  .optional();

/**
 * The document address is required only when `copyKey` is 0 (spec part 1 §5). Runs even
 * when other fields have issues, so the form shows every message at once.
 */
export const requireDocAddress = (copyKey: string, k: AddressKeys) =>
  z.superRefine<Record<string, unknown>>(
    (value, ctx) => {
      // Runs even when the value is not an object (`when` below): the object's own issue says so.
      if (typeof value !== 'object' || value === null || value[copyKey] !== 0) return;
      for (const part of Object.keys(addressChecks) as AddressPart[]) {
        const key = k[part];
        const given = value[key] === null || value[key] === '' ? undefined : value[key];
        const result = addressChecks[part].safeParse(given);
        if (!result.success)
          ctx.addIssue({ code: 'custom', path: [key], message: result.error.issues[0].message });
      }
    },
    { when: () => true },
  );

export const COMPANY_ADDRESS = {
  address: 'com_addr_tp',
  province: 'addr_tp_province',
  district: 'addr_tp_district',
  subdistrict: 'addr_tp_subdistrict',
  postcode: 'addr_tp_postcode',
} as const;
export const COMPANY_DOC_ADDRESS = {
  address: 'addr_doc',
  province: 'addr_doc_province',
  district: 'addr_doc_district',
  subdistrict: 'addr_doc_subdistrict',
  postcode: 'addr_doc_postcode',
} as const;
export const INDIVIDUAL_ADDRESS = {
  address: 'indiv_addr_id_card',
  province: 'indiv_addr_id_province',
  district: 'indiv_addr_id_district',
  subdistrict: 'indiv_addr_id_subdistrict',
  postcode: 'indiv_addr_id_postcode',
} as const;
export const INDIVIDUAL_DOC_ADDRESS = {
  address: 'indiv_addr_doc',
  province: 'indiv_addr_doc_province',
  district: 'indiv_addr_doc_district',
  subdistrict: 'indiv_addr_doc_subdistrict',
  postcode: 'indiv_addr_doc_postcode',
} as const;

export const companyAddressFields = {
  com_addr_tp: addressChecks.address,
  addr_tp_province: addressChecks.province,
  addr_tp_district: addressChecks.district,
  addr_tp_subdistrict: addressChecks.subdistrict,
  addr_tp_postcode: addressChecks.postcode,
  is_copy_addr_tp: copyFlag,
  addr_doc: looseText,
  addr_doc_province: looseId,
  addr_doc_district: looseId,
  addr_doc_subdistrict: looseId,
  addr_doc_postcode: looseText,
};
export const individualAddressFields = {
  indiv_addr_id_card: addressChecks.address,
  indiv_addr_id_province: addressChecks.province,
  indiv_addr_id_district: addressChecks.district,
  indiv_addr_id_subdistrict: addressChecks.subdistrict,
  indiv_addr_id_postcode: addressChecks.postcode,
  is_copy_indiv_addr_id_card: copyFlag,
  indiv_addr_doc: looseText,
  indiv_addr_doc_province: looseId,
  indiv_addr_doc_district: looseId,
  indiv_addr_doc_subdistrict: looseId,
  indiv_addr_doc_postcode: looseText,
};
export const names = {
  indiv_mas_title_id: lookupId('title_required'),
  indiv_first_name: requiredText('first_name_required', 100),
  indiv_last_name: requiredText('last_name_required', 100),
};

// ---- Step 1: registry checks ----

/** Company registry check; the key is spelt so in the spec. */
export const juristicCheckBody = z.strictObject({
  jusristic_id: registryNumber('juristic_not_found'),
});
export const idCardCheckBody = z.strictObject({ id_card: registryNumber('id_card_not_found') });
export const passportCheckBody = z.strictObject({ passport_number: passportNumber });
export const ndidDataBody = z.strictObject({
  code: z.string(m('ndid_code')).trim().min(1, m('ndid_code')).max(200, m('ndid_code')),
});

/** Ids of a registry address, null when the registry's address matched no reference row. */
const addressIds = {
  province_id: z.number().nullable(),
  district_id: z.number().nullable(),
  sub_district_id: z.number().nullable(),
  post_code: z.string(),
};

/** Company registry answer (spec part 1 §3 "Registration-related responses"). */
export const juristicData = z.object({
  juristicNameTH: z.string(),
  companyAddress: z.string(),
  ...addressIds,
});
export type JuristicData = z.infer<typeof juristicData>;
export const idCardData = z.object({ id_card: z.string() });
export const passportData = z.object({ passport_number: z.string() });

/** Thai ID data from the national digital ID service. */
export const ndidData = z.object({
  id_card: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  address: z.string(),
  ...addressIds,
});
export type NdidData = z.infer<typeof ndidData>;

/**
 * Where the app sends a Thai individual to prove who they are. The app adds
 * response_type=code, client_id, redirect_uri (`redirect_uri`, or this site's origin plus
 * `redirect_path` when null), scope and a random state it keeps to compare on return.
 */
export const ndidConfig = z.object({
  authorize_url: z.string(),
  client_id: z.string(),
  scope: z.string(),
  redirect_path: z.string(),
  redirect_uri: z.string().nullable(),
  sandbox: z.boolean(),
});

// ---- Step 2: the registration payloads ----

/** Company registration payload (spec part 1 §3). */
export const companyRegistration = z
  .strictObject({
    user_type_id: z.literal(1),
    company_type_id: lookupId('company_type_required'),
    shop_name: requiredText('shop_name_required', 100),
    email,
    company_name: requiredText('company_name_required', 200),
    tax_id: registryNumber('juristic_not_found'),
    ...names,
    com_tel: phone('tel_required'),
    com_mobile: phone('mobile_required'),
    ...companyAddressFields,
    /** First plus last name, as the spec's form sends it; the server derives it itself. */
    customer_admin: z.string().max(250, m('text_too_long')).optional(),
    com_tel_exten: noExtension,
  })
  .check(requireDocAddress('is_copy_addr_tp', COMPANY_DOC_ADDRESS));

/**
 * Individual registration payload (spec part 1 §3): a Thai person sends the ID card and an
 * empty passport, a foreigner the passport and an empty ID card.
 */
export const individualRegistration = z
  .strictObject({
    user_type_id: z.literal(2),
    shop_name: requiredText('shop_name_required', 100),
    email,
    indiv_id_card: z
      .string(m('digits_only'))
      .trim()
      .regex(/^\d*$/, m('digits_only'))
      .refine((v) => v === '' || v.length === ID_NUMBER_LENGTH, m('id_card_not_found'))
      .default(''),
    indiv_passport: z
      .string(m('passport_format'))
      .trim()
      .refine((v) => v === '' || PASSPORT_PATTERN.test(v), m('passport_format'))
      .default(''),
    ...names,
    indiv_tel: individualPhone('tel_required'),
    indiv_mobile: individualPhone('mobile_required'),
    ...individualAddressFields,
    indiv_tel_exten: noExtension,
    /** 0 in the spec's payload: individuals have no company type. */
    company_type_id: z.literal(0).nullable().optional(),
  })
  .check(requireDocAddress('is_copy_indiv_addr_id_card', INDIVIDUAL_DOC_ADDRESS))
  .check(
    z.superRefine<Record<string, unknown>>(
      (value, ctx) => {
        const id = typeof value.indiv_id_card === 'string' && value.indiv_id_card !== '';
        const passport = typeof value.indiv_passport === 'string' && value.indiv_passport !== '';
        if (!id && !passport)
          ctx.addIssue({
            code: 'custom',
            path: ['indiv_id_card'],
            message: m('id_or_passport').error,
          });
        if (id && passport)
          ctx.addIssue({
            code: 'custom',
            path: ['indiv_passport'],
            message: m('id_and_passport').error,
          });
      },
      { when: () => true },
    ),
  );

export const registrationBody = z.discriminatedUnion(
  'user_type_id',
  [companyRegistration, individualRegistration],
  m('user_type_required'),
);
export type RegistrationBody = z.input<typeof registrationBody>;

/** The new account's name and generated password, shown once in the success modal. */
export const registrationData = z.object({ email: z.string(), password: z.string() });

// ---- Profile (spec part 3) ----

export const profileQuery = z.strictObject({ uid: queryId.optional() });

/** User info of spec part 3 §3, plus the read-only identity and company fields. */
export const userInfo = z.object({
  id: z.number(),
  user_type_id: z.number(),
  role_id: z.number().nullable(),
  indiv_mas_title_id: z.number().nullable(),
  indiv_first_name: z.string(),
  indiv_last_name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  is_active: z.boolean(),
  company_type_id: z.number().nullable(),
  company_name: z.string().nullable(),
  tax_id: z.string().nullable(),
  indiv_id_card: z.string().nullable(),
  indiv_passport: z.string().nullable(),
  com_tel: z.string().nullable(),
  com_mobile: z.string().nullable(),
  com_addr_tp: z.string().nullable(),
  addr_tp_province: z.number().nullable(),
  addr_tp_district: z.number().nullable(),
  addr_tp_subdistrict: z.number().nullable(),
  addr_tp_postcode: z.string().nullable(),
  is_copy_addr_tp: z.number(),
  addr_doc: z.string().nullable(),
  addr_doc_province: z.number().nullable(),
  addr_doc_district: z.number().nullable(),
  addr_doc_subdistrict: z.number().nullable(),
  addr_doc_postcode: z.string().nullable(),
  indiv_tel: z.string().nullable(),
  indiv_mobile: z.string().nullable(),
  indiv_addr_id_card: z.string().nullable(),
  indiv_addr_id_province: z.number().nullable(),
  indiv_addr_id_district: z.number().nullable(),
  indiv_addr_id_subdistrict: z.number().nullable(),
  indiv_addr_id_postcode: z.string().nullable(),
  is_copy_indiv_addr_id_card: z.number(),
  indiv_addr_doc: z.string().nullable(),
  indiv_addr_doc_province: z.number().nullable(),
  indiv_addr_doc_district: z.number().nullable(),
  indiv_addr_doc_subdistrict: z.number().nullable(),
  indiv_addr_doc_postcode: z.string().nullable(),
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
  id: z.number().int().positive().max(MAX_INT).optional(),
  ...names,
};

export const companyProfile = z
  .strictObject({
    user_type_id: z.literal(1),
    ...profileCommon,
    com_tel: phone('tel_required'),
    com_mobile: optionalPhone,
    ...companyAddressFields,
  })
  .check(requireDocAddress('is_copy_addr_tp', COMPANY_DOC_ADDRESS));

/** Individuals and staff (spec part 3: user type 1 is company, otherwise individual). */
export const individualProfile = z
  .strictObject({
    user_type_id: z.literal([2, 3]),
    ...profileCommon,
    indiv_tel: phone('tel_required'),
    indiv_mobile: optionalPhone,
    ...individualAddressFields,
  })
  .check(requireDocAddress('is_copy_indiv_addr_id_card', INDIVIDUAL_DOC_ADDRESS));

export const profileUpdateBody = z.discriminatedUnion(
  'user_type_id',
  [companyProfile, individualProfile],
  m('user_type_required'),
);
export type ProfileUpdateBody = z.input<typeof profileUpdateBody>;
