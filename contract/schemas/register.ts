import { z } from 'zod';
import {
  COMPANY_DOC_ADDRESS,
  companyAddressFields,
  email,
  ID_NUMBER_LENGTH,
  individualAddressFields,
  individualPhone,
  INDIVIDUAL_DOC_ADDRESS,
  lookupId,
  names,
  noExtension,
  PASSPORT_PATTERN,
  passportNumber,
  phone,
  registryNumber,
  requireDocAddress,
  requiredText,
} from './accountFields';
import { filledText, messages } from './common';

/**
 * Registration (spec part 1 §3 and §5): the registry checks and the registration payloads.
 * Messages are keys of i18n/th.ts `validation.register.*`. The account fields they share with
 * the user's own profile are in ./accountFields, the profile in ./profile.
 */
export * from './accountFields';
export * from './profile';

const m = messages('register');

// ---- Step 1: registry checks ----

/** Company registry check; the key is spelt so in the spec. */
export const juristicCheckBody = z.strictObject({
  jusristic_id: registryNumber('juristic_not_found'),
});
export const idCardCheckBody = z.strictObject({ id_card: registryNumber('id_card_not_found') });
export const passportCheckBody = z.strictObject({ passport_number: passportNumber });
export const ndidDataBody = z.strictObject({
  code: filledText(m('ndid_code')).max(200, m('ndid_code')),
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
