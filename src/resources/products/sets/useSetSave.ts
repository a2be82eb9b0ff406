import { chosenPhotos } from '../productValues';
import { SET_PHOTO_FIELDS } from './setValues';

/** How a saved set's photos go up (item, inner pack, case and the packed set) and what it says. */
export function useSetSave() {
  return {
    resource: 'productSets' as const,
    messages: 'app.productSets.form',
    uploadPhotos: (
      dp: {
        uploadSetPhotos: (
          id: number,
          shopId: number,
          p: Partial<Record<string, File>>,
        ) => Promise<unknown>;
      },
      id: number,
      shopId: number,
      photos: Partial<Record<string, File>>,
    ) => dp.uploadSetPhotos(id, shopId, chosenPhotos(photos, SET_PHOTO_FIELDS)),
  };
}
