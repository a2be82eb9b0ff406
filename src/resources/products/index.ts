import { lazyScreen } from '../../components/lazyScreen';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { resourceScreens } from '../resourceScreens';

export const ProductImport = lazyScreen(() => import('./ProductImport'));

export default resourceScreens(Inventory2Outlined, 'customer_product_id', {
  list: () => import('./ProductList'),
  create: () => import('./ProductCreate'),
  edit: () => import('./ProductEdit'),
});
