import { lazy } from 'react';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { resourceScreens } from '../resourceScreens';

/** The import screen: a route of its own (/orders/import). */
export const OrderImport = lazy(() => import('./OrderImport'));

export default resourceScreens(ShoppingCartOutlined, 'order_id', {
  list: () => import('./OrderList'),
  create: () => import('./OrderCreate'),
  edit: () => import('./OrderEdit'),
});
