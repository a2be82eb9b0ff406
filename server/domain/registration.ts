import { randomInt } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  COMPANY_ADDRESS,
  COMPANY_DOC_ADDRESS,
  INDIVIDUAL_ADDRESS,
  INDIVIDUAL_DOC_ADDRESS,
  type registrationBody,
} from '../../contract/schemas/register';
import { USER_TYPE } from '../../contract/enums';
import { th } from '../../i18n/th';
import type { Db, DbOrTx } from '../db/client';
import { FOREIGN_KEY_VIOLATION, pgError, UNIQUE_VIOLATION } from '../db/pgError';
import { lookups, shops, titles, users } from '../db/schema';
import { ApiError } from '../errors';
import { addressErrors } from '../integrations/address';

// Registration's rules (spec part 1 §4, part 2 §8), shared with staff's user adds and edits
// and the profile: generated passwords, address columns and checks, and duplicate accounts.

const t = th.server.register;

export type Registration = z.output<typeof registrationBody>;
export type AddressKeys = Record<
  'address' | 'province' | 'district' | 'subdistrict' | 'postcode',
  string
>;

/** Registrations and registry checks per client address, unless configured. */
export const REGISTER_LIMIT = { perAddress: 20, checksPerAddress: 100, windowMs: 60 * 60 * 1000 };
/** Generated passwords: no 0/O, 1/l/I, so they can be read off the success modal. */
const READABLE = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
export const GENERATED_PASSWORD_LENGTH = 12;
/**
 * Serialises registrations and staff's user adds and edits: duplicate checks and the next
 * shop number see committed rows.
 */
export const REGISTRATION_LOCK = 727_001;

/** A random password with letters of both cases and a digit (about 70 bits). */
export function generatePassword(): string {
  for (;;) {
    let out = '';
    for (let i = 0; i < GENERATED_PASSWORD_LENGTH; i++) out += READABLE[randomInt(READABLE.length)];
    if (/[A-Z]/.test(out) && /[a-z]/.test(out) && /\d/.test(out)) return out;
  }
}

/**
 * The users columns of a form's two address blocks: individuals' ID-card or contact
 * address is kept in the registered-address columns. Ticked copy box: the document
 * address is the registered one.
 */
export function addressColumns(
  form: Record<string, unknown>,
  main: AddressKeys,
  doc: AddressKeys,
  copy: boolean,
) {
  const from = copy ? main : doc;
  const text = (k: string) => String(form[k] ?? '').trim();
  const id = (k: string) => Number(form[k]);
  return {
    com_addr_tp: text(main.address),
    addr_tp_province: id(main.province),
    addr_tp_district: id(main.district),
    addr_tp_subdistrict: id(main.subdistrict),
    addr_tp_postcode: text(main.postcode),
    is_copy_addr_tp: copy,
    addr_doc: text(from.address),
    addr_doc_province: id(from.province),
    addr_doc_district: id(from.district),
    addr_doc_subdistrict: id(from.subdistrict),
    addr_doc_postcode: text(from.postcode),
  };
}

/** What a saved user's form names of their phones and addresses, by user type. */
interface ContactForm extends Record<string, unknown> {
  user_type_id: number;
  is_copy_addr_tp?: number;
  is_copy_indiv_addr_id_card?: number;
  com_tel?: string;
  com_mobile?: string | null;
  indiv_tel?: string;
  indiv_mobile?: string | null;
}

/**
 * A user's phones and addresses as their type keeps them (a company's columns or an
 * individual's), and the problems with the places the addresses name.
 */
export async function contactColumns(db: Db, form: ContactForm) {
  const company = form.user_type_id === USER_TYPE.COMPANY;
  const [main, doc] = company
    ? [COMPANY_ADDRESS, COMPANY_DOC_ADDRESS]
    : [INDIVIDUAL_ADDRESS, INDIVIDUAL_DOC_ADDRESS];
  const copy = (company ? form.is_copy_addr_tp : form.is_copy_indiv_addr_id_card) === 1;
  const errors = await referenceErrors(db, form, copy ? [main] : [main, doc]);
  const phones = company
    ? { com_tel: form.com_tel, com_mobile: form.com_mobile || null }
    : { indiv_tel: form.indiv_tel, indiv_mobile: form.indiv_mobile || null };
  return { errors, values: { ...phones, ...addressColumns(form, main, doc, copy) } };
}

/**
 * What the schema cannot see: the title (and company type) exist, and each address block
 * has a real province, a district of it and a sub-district of that district.
 */
export async function referenceErrors(
  db: Db,
  form: Record<string, unknown>,
  blocks: AddressKeys[],
  companyTypeKey?: string,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const titleId = Number(form.indiv_mas_title_id);
  const [title] = await db.select({ id: titles.id }).from(titles).where(eq(titles.id, titleId));
  if (!title) errors.indiv_mas_title_id = t.title_unknown;
  if (companyTypeKey) {
    const [type] = await db
      .select({ id: lookups.id })
      .from(lookups)
      .where(
        and(eq(lookups.category, 'company_type'), eq(lookups.id, Number(form[companyTypeKey]))),
      );
    if (!type) errors[companyTypeKey] = t.company_type_unknown;
  }
  for (const k of blocks) {
    Object.assign(
      errors,
      await addressErrors(
        db,
        {
          province: [k.province, Number(form[k.province])],
          district: [k.district, Number(form[k.district])],
          subdistrict: [k.subdistrict, Number(form[k.subdistrict])],
        },
        {
          province: t.province_unknown,
          district: t.district_mismatch,
          subdistrict: t.subdistrict_mismatch,
        },
      ),
    );
  }
  return errors;
}

/** Whether a user (other than `exceptUserId`) matches `where`. */
const taken = async (db: DbOrTx, where: ReturnType<typeof sql>, exceptUserId?: number) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(exceptUserId === undefined ? where : and(where, ne(users.id, exceptUserId)))
      .limit(1)
  ).length > 0;
export const juristicTaken = (db: DbOrTx, id: string, exceptUserId?: number) =>
  taken(db, sql`${users.tax_id} = ${id}`, exceptUserId);
export const idCardTaken = (db: DbOrTx, id: string, exceptUserId?: number) =>
  taken(db, sql`${users.indiv_id_card} = ${id}`, exceptUserId);
export const passportTaken = (db: DbOrTx, no: string, exceptUserId?: number) =>
  taken(db, sql`upper(${users.indiv_passport}) = ${no.toUpperCase()}`, exceptUserId);
export const emailTaken = (db: DbOrTx, email: string) =>
  taken(db, sql`lower(${users.email}) = ${email.toLowerCase()}`);

/** Duplicates of an account, under their fields; identity numbers first (their message leads). */
export async function duplicateErrors(
  db: DbOrTx,
  body: Registration,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  if (body.user_type_id === 1) {
    if (await juristicTaken(db, body.tax_id)) errors.tax_id = t.juristic_exists;
  } else {
    if (body.indiv_id_card && (await idCardTaken(db, body.indiv_id_card)))
      errors.indiv_id_card = t.id_card_exists;
    if (body.indiv_passport && (await passportTaken(db, body.indiv_passport)))
      errors.indiv_passport = t.passport_exists;
  }
  if (await emailTaken(db, body.email)) errors.email = t.email_exists;
  return errors;
}

/** 400 with every message under its field; the first one is also the reply's message. */
export function refuse(errors: Record<string, string>): never {
  throw new ApiError(400, Object.values(errors)[0] ?? th.server.validation, errors);
}

/** The user row of a registration (without password and role). */
export function userValues(body: Registration) {
  const common = {
    email: body.email.toLowerCase(),
    user_type_id: body.user_type_id,
    must_change_password: true,
    email_verified: false,
    indiv_mas_title_id: body.indiv_mas_title_id,
    indiv_first_name: body.indiv_first_name,
    indiv_last_name: body.indiv_last_name,
  };
  if (body.user_type_id === 1) {
    return {
      ...common,
      company_type_id: body.company_type_id,
      company_name: body.company_name,
      tax_id: body.tax_id,
      com_tel: body.com_tel,
      com_mobile: body.com_mobile,
      ...addressColumns(body, COMPANY_ADDRESS, COMPANY_DOC_ADDRESS, body.is_copy_addr_tp === 1),
    };
  }
  return {
    ...common,
    indiv_id_card: body.indiv_id_card || null,
    indiv_passport: body.indiv_passport.toUpperCase() || null,
    indiv_tel: body.indiv_tel,
    indiv_mobile: body.indiv_mobile,
    ...addressColumns(
      body,
      INDIVIDUAL_ADDRESS,
      INDIVIDUAL_DOC_ADDRESS,
      body.is_copy_indiv_addr_id_card === 1,
    ),
  };
}

/** The next shop number: SH and at least four digits, one more than the highest. */
export async function nextShopNo(db: DbOrTx): Promise<string> {
  const r = await db.execute(
    sql`SELECT coalesce(max(substring(${shops.shop_no} from 3)::int), 0) + 1 AS n FROM ${shops} WHERE ${shops.shop_no} ~ '^SH[0-9]{1,9}$'`,
  );
  const n = Number((r as unknown as { rows: { n: number | string }[] }).rows[0].n);
  return `SH${String(n).padStart(4, '0')}`;
}

/**
 * A saved user row that broke a constraint the checks had passed meanwhile: the field's
 * message (a taken e-mail; with `roleUnknown`, a role removed meanwhile). Other errors pass.
 */
export function refuseConstraint(e: unknown, roleUnknown?: string) {
  const { code, constraint } = pgError(e);
  if (code === UNIQUE_VIOLATION && constraint === 'users_email_idx')
    refuse({ email: t.email_exists });
  if (roleUnknown && code === FOREIGN_KEY_VIOLATION && constraint === 'users_role_id_fkey')
    refuse({ role_id: roleUnknown });
}
