import { eq, sql } from 'drizzle-orm';
import {
  COMPANY_ADDRESS,
  COMPANY_DOC_ADDRESS,
  INDIVIDUAL_ADDRESS,
  INDIVIDUAL_DOC_ADDRESS,
} from '../../contract/schemas/register';
import { th } from '../../i18n/th';
import { hashPassword } from '../auth/password';
import { transaction } from '../db/transaction';
import { roles, shops, userShops, users } from '../db/schema';
import { WindowLimit } from '../auth/limits';
import {
  duplicateErrors,
  generatePassword,
  idCardTaken,
  juristicTaken,
  passportTaken,
  referenceErrors,
  refuse,
  refuseConstraint,
  REGISTER_LIMIT,
  REGISTRATION_LOCK,
  userValues,
  nextShopNo,
  type AddressKeys,
  type Registration,
} from '../domain/registration';
import { ApiError } from '../errors';
import { identityServices } from '../integrations/identity';
import { defineHandlers, type Deps } from '../registry';

const t = th.server.register;
const v = th.validation.register;

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
        refuseConstraint(e);
        throw e;
      }
      return { email: values.email, password };
    },
  });
}
