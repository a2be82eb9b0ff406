import { CatalogueEdit } from '../CatalogueScreens';
import { SET_SCREEN } from './setScreen';
import { setAsForm } from './setValues';

/**
 * Edit product set (/productSets/:id; spec part 1 §2 "Edit product set"): the same two steps;
 * staff see everything read-only, with no save, delete or picker buttons (spec §6). The form
 * holds the set's products as {product_id, amount}.
 */
export default function ProductSetEdit() {
  return <CatalogueEdit {...SET_SCREEN} select={setAsForm} />;
}
