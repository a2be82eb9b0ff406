import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { districts, provinces, subdistricts } from '../db/schema';

/**
 * Thailand's reference addresses (provinces, districts, sub-districts with postcodes) as
 * the registry drivers and the registration checks need them. Province and district ids
 * are their official codes; a sub-district's id is its row id (the lookups answer it).
 */
export interface AddressIds {
  province_id: number | null;
  district_id: number | null;
  sub_district_id: number | null;
  post_code: string;
}

const NONE = (postcode = ''): AddressIds => ({
  province_id: null,
  district_id: null,
  sub_district_id: null,
  post_code: postcode,
});

/** The reference row of a sub-district, by its district's code and its own code. */
export async function addressByCode(
  db: Db,
  districtCode: number,
  subdistCode: string,
): Promise<AddressIds> {
  const [row] = await db
    .select({
      province_id: districts.province_id,
      district_id: districts.id,
      sub_district_id: subdistricts.id,
      post_code: subdistricts.post_code,
    })
    .from(subdistricts)
    .innerJoin(districts, eq(districts.id, subdistricts.district_id))
    .where(and(eq(districts.id, districtCode), eq(subdistricts.subdist_code, subdistCode)));
  return row ?? NONE();
}

/**
 * Ids of an address a real registry gave as text and a postcode: the sub-district of that
 * postcode whose name (and district's name) the text contains, or the only one of the
 * postcode. Ambiguous or unknown: ids are null and the user chooses them in the form.
 */
export async function resolveAddress(db: Db, text: string, postcode: string): Promise<AddressIds> {
  if (!/^\d{5}$/.test(postcode)) return NONE(postcode);
  const rows = await db
    .select({
      province_id: districts.province_id,
      district_id: districts.id,
      sub_district_id: subdistricts.id,
      post_code: subdistricts.post_code,
      subdistrict: subdistricts.name_th,
      district: districts.name_th,
    })
    .from(subdistricts)
    .innerJoin(districts, eq(districts.id, subdistricts.district_id))
    .where(eq(subdistricts.post_code, postcode));
  const named = rows.filter((r) => text.includes(r.subdistrict) && text.includes(r.district));
  const pick = rows.length === 1 ? rows[0] : named.length === 1 ? named[0] : undefined;
  if (!pick) return NONE(postcode);
  const { province_id, district_id, sub_district_id, post_code } = pick;
  return { province_id, district_id, sub_district_id, post_code };
}

/** The three ids of an address block of a form, and the keys their messages go under. */
export interface AddressChoice {
  province: [key: string, id: number];
  district: [key: string, id: number];
  subdistrict: [key: string, id: number];
}

/**
 * Messages for an address whose province does not exist, whose district is not in the
 * province, or whose sub-district is not in the district.
 */
export async function addressErrors(
  db: Db,
  choice: AddressChoice,
  messages: { province: string; district: string; subdistrict: string },
): Promise<Record<string, string>> {
  const [[province], [district], [subdistrict]] = await Promise.all([
    db.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, choice.province[1])),
    db
      .select({ province_id: districts.province_id })
      .from(districts)
      .where(eq(districts.id, choice.district[1])),
    db
      .select({ district_id: subdistricts.district_id })
      .from(subdistricts)
      .where(eq(subdistricts.id, choice.subdistrict[1])),
  ]);
  const errors: Record<string, string> = {};
  if (!province) errors[choice.province[0]] = messages.province;
  else if (district?.province_id !== choice.province[1])
    errors[choice.district[0]] = messages.district;
  else if (subdistrict?.district_id !== choice.district[1])
    errors[choice.subdistrict[0]] = messages.subdistrict;
  return errors;
}
