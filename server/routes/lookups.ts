import { and, asc, eq } from 'drizzle-orm';
import type { LookupCategory } from '../../contract/enums';
import { districts, lookups, menus, provinces, subdistricts, titles } from '../db/schema';
import { defineHandlers, type Deps } from '../registry';

export function lookupHandlers({ db }: Deps) {
  const list = (category: LookupCategory) => async () =>
    db
      .select({ id: lookups.id, enum_values: lookups.enum_values, enum_desc: lookups.enum_desc })
      .from(lookups)
      .where(eq(lookups.category, category))
      .orderBy(asc(lookups.sort), asc(lookups.id));

  return defineHandlers({
    titles: async () =>
      db
        .select({ id: titles.id, title_name_th: titles.title_name_th })
        .from(titles)
        .orderBy(titles.id),
    provinces: async () => db.select().from(provinces).orderBy(provinces.name_th),
    districts: async ({ query }) =>
      db
        .select({
          id: districts.id,
          dist_code: districts.dist_code,
          name_th: districts.name_th,
          name_en: districts.name_en,
        })
        .from(districts)
        .where(eq(districts.province_id, query.province_id))
        .orderBy(districts.name_th),
    subdistricts: async ({ query }) =>
      db
        .select({
          id: subdistricts.id,
          subdist_code: subdistricts.subdist_code,
          post_code: subdistricts.post_code,
          name_th: subdistricts.name_th,
          name_en: subdistricts.name_en,
        })
        .from(subdistricts)
        .innerJoin(districts, eq(districts.id, subdistricts.district_id))
        .where(
          and(
            eq(subdistricts.district_id, query.district_id),
            eq(districts.province_id, query.province_id),
          ),
        )
        .orderBy(subdistricts.name_th),
    postcodePlaces: async ({ query }) =>
      db
        .select({
          province_id: provinces.id,
          province_name_th: provinces.name_th,
          province_name_en: provinces.name_en,
          district_id: districts.id,
          district_name_th: districts.name_th,
          district_name_en: districts.name_en,
          subdistrict_id: subdistricts.id,
          subdistrict_name_th: subdistricts.name_th,
          subdistrict_name_en: subdistricts.name_en,
          post_code: subdistricts.post_code,
        })
        .from(subdistricts)
        .innerJoin(districts, eq(districts.id, subdistricts.district_id))
        .innerJoin(provinces, eq(provinces.id, districts.province_id))
        .where(eq(subdistricts.post_code, query.postcode))
        .orderBy(provinces.name_th, districts.name_th, subdistricts.name_th)
        .limit(100),
    companyTypes: list('company_type'),
    userTypes: list('user_type'),
    productTypes: list('product_type'),
    unitTypes: list('unit_type'),
    vatOptions: list('vat_option'),
    salesChannels: list('sales_channel'),
    deliveryChannels: list('delivery_channel'),
    menus: async () =>
      db
        .select({
          menu_id: menus.id,
          menu_key: menus.menu_key,
          display_menu_name_th: menus.display_menu_name_th,
        })
        .from(menus)
        .orderBy(menus.id),
  });
}
