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
