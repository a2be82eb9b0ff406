import { lazyScreen } from '../../../components/lazyScreen';

// The warehouse floor's screens, each its own chunk with the scanning code: the sign-in page
// and the lists load none of it.
export const PickListPage = lazyScreen(() => import('./PickListPage'));
export const PackPage = lazyScreen(() => import('./PackPage'));
