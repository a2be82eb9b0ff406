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
import { th } from '../../i18n/th';
import { hashPassword } from '../auth/password';
import type { Db, DbOrTx } from '../db/client';
import { pgError, UNIQUE_VIOLATION } from '../db/pgError';
import { transaction } from '../db/transaction';
import { lookups, roles, shops, titles, userShops, users } from '../db/schema';
import { WindowLimit } from '../auth/limits';
import { ApiError } from '../errors';
import { addressErrors } from '../integrations/address';
import { identityServices } from '../integrations/identity';
import { defineHandlers, type Deps } from '../registry';

const t = th.server.register;
const v = th.validation.register;

type Registration = z.output<typeof registrationBody>;
type AddressKeys = Record<'address' | 'province' | 'district' | 'subdistrict' | 'postcode', string>;

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
async function duplicateErrors(db: DbOrTx, body: Registration): Promise<Record<string, string>> {
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
function userValues(body: Registration) {
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
async function nextShopNo(db: DbOrTx): Promise<string> {
  const r = await db.execute(
    sql`SELECT coalesce(max(substring(${shops.shop_no} from 3)::int), 0) + 1 AS n FROM ${shops} WHERE ${shops.shop_no} ~ '^SH[0-9]{1,9}$'`,
  );
  const n = Number((r as unknown as { rows: { n: number | string }[] }).rows[0].n);
  return `SH${String(n).padStart(4, '0')}`;
}

export function registerHandlers({ db, config, mailer }: Deps) {
  const services = identityServices({ db, config });
  const limit = config.registerLimit ?? REGISTER_LIMIT;
  const registrations = new WindowLimit(db, 'register', limit.perAddress, limit.windowMs);
  const checks = new WindowLimit(db, 'registry-check', limit.checksPerAddress, limit.windowMs);
  const count = async (counter: WindowLimit, ip: string) => {
    if (!(await counter.take(ip))) throw new ApiError(429, t.too_many);
  };

  /** Re-checks an applicant's identity number with its registry at registration. */
  async function registryErrors(body: Registration): Promise<Record<string, string>> {
    if (body.user_type_id === 1) {
      // A company registry that is down lets the registration through (spec part 1 §4).
      const found = await services.company.lookup(body.tax_id);
      return found.status === 'not_found' ? { tax_id: v.juristic_not_found } : {};
    }
    const [field, presence, notFound] = body.indiv_id_card
      ? ['indiv_id_card', await services.civil.checkIdCard(body.indiv_id_card), v.id_card_not_found]
      : [
          'indiv_passport',
          await services.passport.check(body.indiv_passport.toUpperCase()),
          t.passport_not_found,
        ];
    if (presence === 'unavailable') throw new ApiError(502, t.identity_unavailable);
    return presence === 'not_found' ? { [field]: notFound } : {};
  }

  return defineHandlers({
    checkJuristic: async ({ body, req }) => {
      await count(checks, req.ip);
      const id = body.jusristic_id;
      if (await juristicTaken(db, id)) refuse({ jusristic_id: t.juristic_exists });
      const found = await services.company.lookup(id);
      if (found.status === 'unavailable') throw new ApiError(502, t.dbd_unavailable);
      if (found.status === 'not_found') refuse({ jusristic_id: v.juristic_not_found });
      return found.data;
    },

    checkIdCard: async ({ body, req }) => {
      await count(checks, req.ip);
      const id = body.id_card;
      if (await idCardTaken(db, id)) refuse({ id_card: t.id_card_exists });
      const presence = await services.civil.checkIdCard(id);
      if (presence === 'unavailable') throw new ApiError(502, t.identity_unavailable);
      if (presence === 'not_found') refuse({ id_card: v.id_card_not_found });
      return { id_card: id };
    },

    checkPassport: async ({ body, req }) => {
      await count(checks, req.ip);
      const no = body.passport_number.toUpperCase();
      if (await passportTaken(db, no)) refuse({ passport_number: t.passport_exists });
      const presence = await services.passport.check(no);
      if (presence === 'unavailable') throw new ApiError(502, t.identity_unavailable);
      if (presence === 'not_found') refuse({ passport_number: t.passport_not_found });
      return { passport_number: no };
    },

    ndidConfig: async () => services.ndid.clientConfig(),

    ndidData: async ({ body, req }) => {
      await count(checks, req.ip);
      const found = await services.ndid.exchange(body.code);
      if (found.status === 'unavailable') throw new ApiError(502, t.ndid_unavailable);
      if (found.status === 'not_found') refuse({ code: t.ndid_code_invalid });
      // Said now rather than after the whole form: this person already has an account.
      if (await idCardTaken(db, found.data.id_card)) refuse({ indiv_id_card: t.id_card_exists });
      return found.data;
    },

    register: async ({ body, req }) => {
      await count(registrations, req.ip);
      const company = body.user_type_id === 1;
      const blocks: AddressKeys[] = company
        ? [COMPANY_ADDRESS, ...(body.is_copy_addr_tp === 0 ? [COMPANY_DOC_ADDRESS] : [])]
        : [
            INDIVIDUAL_ADDRESS,
            ...(body.is_copy_indiv_addr_id_card === 0 ? [INDIVIDUAL_DOC_ADDRESS] : []),
          ];
      const errors = {
        ...(await duplicateErrors(db, body)),
        ...(await referenceErrors(db, body, blocks, company ? 'company_type_id' : undefined)),
      };
      if (Object.keys(errors).length) refuse(errors);
      const registry = await registryErrors(body);
      if (Object.keys(registry).length) refuse(registry);

      const password = generatePassword();
      const passwordHash = await hashPassword(password);
      const values = userValues(body);
      try {
        // The account, its verification link and e-mail commit together; the e-mail is sent
        // once they have.
        await transaction(db, async (tx) => {
          await tx.execute(sql`SELECT pg_advisory_xact_lock(${REGISTRATION_LOCK})`);
          const again = await duplicateErrors(tx, body);
          if (Object.keys(again).length) refuse(again);
          const [role] = await tx
            .select({ id: roles.id })
            .from(roles)
            .where(eq(roles.enum_values, 'shop_owner'))
            .orderBy(roles.id)
            .limit(1);
          if (!role) req.log.warn('role shop_owner missing: the new user has no menus');
          const [user] = await tx
            .insert(users)
            .values({ ...values, password_hash: passwordHash, role_id: role?.id ?? null })
            .returning({ id: users.id });
          const [shop] = await tx
            .insert(shops)
            .values({
              shop_no: await nextShopNo(tx),
              shop_name: body.shop_name,
              owner_user_id: user.id,
            })
            .returning({ id: shops.id });
          await tx.insert(userShops).values({ user_id: user.id, shop_id: shop.id });
          await mailer.sendVerificationEmail(tx, user.id);
          req.log.info({ userId: user.id, shopId: shop.id }, 'registered');
        });
      } catch (e) {
        const { code, constraint } = pgError(e);
        if (code === UNIQUE_VIOLATION && constraint === 'users_email_idx')
          refuse({ email: t.email_exists });
        throw e;
      }
      return { email: values.email, password };
    },
  });
}
