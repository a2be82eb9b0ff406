import { z } from 'zod';
import { queryId } from './common';

export const title = z.object({ id: z.number(), title_name_th: z.string() });
export const province = z.object({
  id: z.number(),
  pv_code: z.string(),
  name_th: z.string(),
  name_en: z.string(),
});
export const district = z.object({
  id: z.number(),
  dist_code: z.string(),
  name_th: z.string(),
  name_en: z.string(),
});
export const subdistrict = z.object({
  id: z.number(),
  subdist_code: z.string(),
  post_code: z.string(),
  name_th: z.string(),
  name_en: z.string(),
});
export const districtsQuery = z.strictObject({ province_id: queryId });
export const subdistrictsQuery = z.strictObject({
  province_id: queryId,
  district_id: queryId,
});
export const menuRow = z.object({
  menu_id: z.number(),
  menu_key: z.string(),
  display_menu_name_th: z.string(),
});

/** A 5-digit postcode: the sub-districts it serves (the address cascade narrows to them). */
export const postcodeQuery = z.strictObject({ postcode: z.string().regex(/^\d{5}$/) });
export const postcodePlace = z.object({
  province_id: z.number(),
  province_name_th: z.string(),
  province_name_en: z.string(),
  district_id: z.number(),
  district_name_th: z.string(),
  district_name_en: z.string(),
  subdistrict_id: z.number(),
  subdistrict_name_th: z.string(),
  subdistrict_name_en: z.string(),
  post_code: z.string(),
});
export type PostcodePlace = z.infer<typeof postcodePlace>;
