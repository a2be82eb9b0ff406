import type { DbOrTx } from '../db/client';
import { districts, provinces, subdistricts } from '../db/schema';

export const placeKey = (...parts: (string | number)[]) => parts.join('\u0000');
export const normName = (text: string) => text.trim().replace(/\s+/g, ' ');

export interface Places {
  province: Map<string, number>;
  /** By placeKey(province id, name). */
  district: Map<string, number>;
  /** By placeKey(district id, name). */
  subdistrict: Map<string, number>;
}

/**
 * Thailand's places by their Thai names: provinces, the districts of a province, the
 * sub-districts of a district (an order imported or pulled from a marketplace names them so).
 */
export async function loadPlaces(db: DbOrTx): Promise<Places> {
  const [p, d, s] = await Promise.all([
    db.select({ id: provinces.id, name: provinces.name_th }).from(provinces),
    db
      .select({ id: districts.id, parent: districts.province_id, name: districts.name_th })
      .from(districts),
    db
      .select({ id: subdistricts.id, parent: subdistricts.district_id, name: subdistricts.name_th })
      .from(subdistricts),
  ]);
  return {
    province: new Map(p.map((r) => [normName(r.name), r.id])),
    district: new Map(d.map((r) => [placeKey(r.parent, normName(r.name)), r.id])),
    subdistrict: new Map(s.map((r) => [placeKey(r.parent, normName(r.name)), r.id])),
  };
}

/** The ids of a province, district and sub-district named in Thai, or undefined. */
export function findPlace(
  places: Places,
  names: { province: string; district: string; subdistrict: string },
) {
  const province_id = places.province.get(normName(names.province));
  const district_id =
    province_id && places.district.get(placeKey(province_id, normName(names.district)));
  const subdistrict_id =
    district_id && places.subdistrict.get(placeKey(district_id, normName(names.subdistrict)));
  return province_id && district_id && subdistrict_id
    ? { province_id, district_id, subdistrict_id }
    : undefined;
}
