import type { CatalogueScreen } from '../CatalogueScreens';
import { chosenPhotos } from '../productValues';
import { SetPackExtra } from './SetPackExtra';
import { SET_PHOTO_FIELDS, setResolver } from './setValues';

/**
 * The set screens: the product's two-step form with the set's validation and step 2's
 * packaging and products; a saved set's photos go up by the set's call (item, inner pack,
 * case and the packed set) and its messages are the set's.
 */
export const SET_SCREEN = {
  resource: 'productSets',
  keys: 'app.productSets.form',
  save: {
    resource: 'productSets',
    messages: 'app.productSets.form',
    uploadPhotos: (dp, id, shopId, photos) =>
      dp.uploadSetPhotos(id, shopId, chosenPhotos(photos, SET_PHOTO_FIELDS)),
  },
  form: { resolver: setResolver, packExtra: <SetPackExtra /> },
} satisfies CatalogueScreen;
