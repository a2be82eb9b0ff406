import { eq } from 'drizzle-orm';
import type { UserInfo } from '../../contract/schemas/register';
import { themeOf, USER_TYPE } from '../../contract/enums';
import { th } from '../../i18n/th';
import { assertSelf } from '../auth/access';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { ApiError } from '../errors';
import { defineHandlers, type Deps } from '../registry';
import { contactColumns } from '../domain/registration';

/**
 * User info of spec part 3 §3. Both user kinds keep their addresses in the same columns:
 * a company's are answered as com_addr_tp/addr_doc, an individual's (and staff's, "otherwise
 * individual") as indiv_addr_id_card/indiv_addr_doc; the other set is null.
 */
export async function userInfoOf(db: Db, userId: number): Promise<UserInfo> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) throw new ApiError(404, th.server.not_found);
  const company = u.user_type_id === USER_TYPE.COMPANY;
  const main = {
    address: u.com_addr_tp,
    province: u.addr_tp_province,
    district: u.addr_tp_district,
    subdistrict: u.addr_tp_subdistrict,
    postcode: u.addr_tp_postcode,
    copy: u.is_copy_addr_tp ? 1 : 0,
  };
  const doc = {
    address: u.addr_doc,
    province: u.addr_doc_province,
    district: u.addr_doc_district,
    subdistrict: u.addr_doc_subdistrict,
    postcode: u.addr_doc_postcode,
  };
  const none = { address: null, province: null, district: null, subdistrict: null, postcode: null };
  const c = company ? main : { ...none, copy: 0 };
  const cd = company ? doc : none;
  const i = company ? { ...none, copy: 0 } : main;
  const idDoc = company ? none : doc;
  return {
    id: u.id,
    user_type_id: u.user_type_id,
    role_id: u.role_id,
    indiv_mas_title_id: u.indiv_mas_title_id,
    indiv_first_name: u.indiv_first_name,
    indiv_last_name: u.indiv_last_name,
    email: u.email,
    email_verified: u.email_verified,
    is_active: u.is_active,
    company_type_id: u.company_type_id,
    company_name: u.company_name,
    tax_id: u.tax_id,
    indiv_id_card: u.indiv_id_card,
    indiv_passport: u.indiv_passport,
    com_tel: u.com_tel,
    com_mobile: u.com_mobile,
    com_addr_tp: c.address,
    addr_tp_province: c.province,
    addr_tp_district: c.district,
    addr_tp_subdistrict: c.subdistrict,
    addr_tp_postcode: c.postcode,
    is_copy_addr_tp: c.copy,
    addr_doc: cd.address,
    addr_doc_province: cd.province,
    addr_doc_district: cd.district,
    addr_doc_subdistrict: cd.subdistrict,
    addr_doc_postcode: cd.postcode,
    indiv_tel: u.indiv_tel,
    indiv_mobile: u.indiv_mobile,
    indiv_addr_id_card: i.address,
    indiv_addr_id_province: i.province,
    indiv_addr_id_district: i.district,
    indiv_addr_id_subdistrict: i.subdistrict,
    indiv_addr_id_postcode: i.postcode,
    is_copy_indiv_addr_id_card: i.copy,
    indiv_addr_doc: idDoc.address,
    indiv_addr_doc_province: idDoc.province,
    indiv_addr_doc_district: idDoc.district,
    indiv_addr_doc_subdistrict: idDoc.subdistrict,
    indiv_addr_doc_postcode: idDoc.postcode,
    year_era: u.year_era === 'ce' ? 'ce' : 'be',
    theme: themeOf(u.theme),
  };
}

export function profileHandlers({ db }: Deps) {
  return defineHandlers({
    profile: async ({ caller, query }) => {
      assertSelf(caller, query.uid);
      return [await userInfoOf(db, caller.id)];
    },

    profileUpdate: async ({ caller, body }) => {
      assertSelf(caller, body.id);
      if (body.user_type_id !== caller.userTypeId)
        throw new ApiError(403, th.server.register.profile_type_locked);
      const names = {
        indiv_mas_title_id: body.indiv_mas_title_id,
        indiv_first_name: body.indiv_first_name,
        indiv_last_name: body.indiv_last_name,
      };
      const { errors, values: contact } = await contactColumns(db, body);
      if (Object.keys(errors).length) throw new ApiError(400, th.server.validation, errors);
      const era = body.year_era ? { year_era: body.year_era } : {};
      const theme = body.theme ? { theme: body.theme } : {};
      const values = { ...names, ...contact, ...era, ...theme };
      await db
        .update(users)
        .set({ ...values, updated_dt: new Date() })
        .where(eq(users.id, caller.id));
      return userInfoOf(db, caller.id);
    },
  });
}
