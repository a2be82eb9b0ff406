import { lazyScreen } from '../../components/lazyScreen';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { resourceScreens } from '../resourceScreens';

/** The import screen: a route of its own (/orders/import). */
export const OrderImport = lazyScreen(() => import('./OrderImport'));

export default resourceScreens(ShoppingCartOutlined, 'order_id', {
  list: () => import('./OrderList'),
  create: () => import('./OrderCreate'),
  edit: () => import('./OrderEdit'),
});
