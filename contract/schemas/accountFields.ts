import { z } from 'zod';
import { chosenId, filledText, messages } from './common';

/**
 * The fields of an account that registration (spec part 1 §3 and §5) and the user's own
 * profile (spec part 3 §5 "Profile") both check: names, phones, e-mail, addresses. Messages
 * are keys of i18n/th.ts `validation.register.*`.
 */
const m = messages('register');

export const ID_NUMBER_LENGTH = 13;
export const PHONE_MAX = 10;
export const POSTCODE_LENGTH = 5;
export const PASSPORT_PATTERN = /^[A-Za-z0-9]{6,9}$/;
/** The app's route the national digital ID service returns to (spec part 1 §7). */
export const NDID_REDIRECT_PATH = '/register/individual-register';
export const NDID_SCOPE = 'pid birthdate address name given_name family_name';

/** Required text; blank is `requiredKey`. */
export const requiredText = (requiredKey: string, max: number) =>
  filledText(m(requiredKey)).max(max, m('text_too_long'));

export const lookupId = (key: string) => chosenId(m(key));

/**
 * A 13-digit number of a registry (juristic or Thai ID). Blank is "please fill in data",
 * a non-digit "digits only", any other length the registry's not-found message (spec §5).
 */
export const registryNumber = (notFoundKey: string) =>
  filledText(m('required'))
    .regex(/^\d+$/, m('digits_only'))
    .length(ID_NUMBER_LENGTH, m(notFoundKey));

export const passportNumber = filledText(m('passport_required')).regex(
  PASSPORT_PATTERN,
  m('passport_format'),
);

/** Phone or mobile: digits only, at most 10 (companies and profiles). */
export const phone = (requiredKey: string) =>
  filledText(m(requiredKey)).regex(/^\d+$/, m('phone_format')).max(PHONE_MAX, m('phone_format'));

/** An optional phone (profile mobile): empty, or digits only, at most 10. */
export const optionalPhone = z
  .string(m('phone_format'))
  .trim()
  .regex(/^\d*$/, m('phone_format'))
  .max(PHONE_MAX, m('phone_format'))
  .default('');

/** Individual registration: contact and mobile numbers of exactly 10 digits (spec §5, §9). */
export const individualPhone = (requiredKey: string) =>
  filledText(m(requiredKey)).regex(/^\d{10}$/, m('phone_individual'));

export const postcode = filledText(m('postcode_required')).regex(/^\d{5}$/, m('postcode_format'));

export const email = filledText(m('email_required'))
  .max(254, m('email_invalid'))
  .pipe(z.email(m('email_invalid')));

/** The spec's extension keys are always empty: there is no extension to keep. */
export const noExtension = z
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

/** An address block's fields under the keys `k` gives each part (COMPANY_ADDRESS and others). */
export const keyedAddress = <K extends AddressKeys, S extends Record<AddressPart, z.ZodType>>(
  k: K,
  parts: S,
) =>
  ({
    [k.address]: parts.address,
    [k.province]: parts.province,
    [k.district]: parts.district,
    [k.subdistrict]: parts.subdistrict,
    [k.postcode]: parts.postcode,
  }) as { [P in AddressPart as K[P]]: S[P] };

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
const looseAddress = {
  address: looseText,
  province: looseId,
  district: looseId,
  subdistrict: looseId,
  postcode: looseText,
};

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
  ...keyedAddress(COMPANY_ADDRESS, addressChecks),
  is_copy_addr_tp: copyFlag,
  ...keyedAddress(COMPANY_DOC_ADDRESS, looseAddress),
};
export const individualAddressFields = {
  ...keyedAddress(INDIVIDUAL_ADDRESS, addressChecks),
  is_copy_indiv_addr_id_card: copyFlag,
  ...keyedAddress(INDIVIDUAL_DOC_ADDRESS, looseAddress),
};
/** A company's phones and addresses as its user and staff change them (the mobile may be empty). */
export const companyContactFields = {
  com_tel: phone('tel_required'),
  com_mobile: optionalPhone,
  ...companyAddressFields,
};
/** An individual's phones and addresses as they and staff change them (the mobile may be empty). */
export const individualContactFields = {
  indiv_tel: phone('tel_required'),
  indiv_mobile: optionalPhone,
  ...individualAddressFields,
};
export const names = {
  indiv_mas_title_id: lookupId('title_required'),
  indiv_first_name: requiredText('first_name_required', 100),
  indiv_last_name: requiredText('last_name_required', 100),
};
