import { api } from '../../providers/http';
import type { ChosenPhotos } from './productValues';

/** Uploads the photos chosen in this visit (none chosen: no call). */
export async function uploadPhotos(productId: number, shopId: number, photos: ChosenPhotos) {
  const chosen = Object.entries(photos).filter((entry): entry is [string, File] => !!entry[1]);
  if (chosen.length === 0) return;
  const form = new FormData();
  form.append('shop_id', String(shopId));
  form.append('product_id', String(productId));
  for (const [field, file] of chosen) form.append(field, file, file.name);
  await api('productPics', { form });
}
