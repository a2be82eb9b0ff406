import { lazyScreen } from '../../components/lazyScreen';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { resourceScreens } from '../resourceScreens';

export const ProductImport = lazyScreen(() => import('./ProductImport'));

export default resourceScreens(Inventory2Outlined, 'product_name_th', {
  list: () => import('./ProductList'),
  create: () => import('./ProductCreate'),
  edit: () => import('./ProductEdit'),
});
