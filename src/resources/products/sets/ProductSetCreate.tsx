import { CatalogueCreate } from '../CatalogueScreens';
import { SET_SCREEN } from './setScreen';
import { emptySet, newSetId } from './setValues';

/** Add product set (/productSets/create), two steps, in the working shop; staff only read sets. */
export default function ProductSetCreate() {
  return (
    <CatalogueCreate {...SET_SCREEN} empty={(shopId) => emptySet(shopId, newSetId()) as never} />
  );
}
