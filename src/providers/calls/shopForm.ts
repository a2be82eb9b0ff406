/**
 * The multipart body of a shop's upload: the shop, the record's ids, then each file chosen under
 * its field name (a field without a file is left out).
 */
export function shopForm(
  shopId: number,
  ids: Record<string, number>,
  files: Partial<Record<string, File>>,
): FormData {
  const form = new FormData();
  form.append('shop_id', String(shopId));
  for (const [field, id] of Object.entries(ids)) form.append(field, String(id));
  for (const [field, file] of Object.entries(files)) if (file) form.append(field, file, file.name);
  return form;
}

/** Whether any file was chosen: an upload of none makes no call. */
export const anyFile = (files: Partial<Record<string, File>>) =>
  Object.values(files).some((file) => !!file);
