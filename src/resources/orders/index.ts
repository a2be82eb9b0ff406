import { lazy } from 'react';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';

// Each screen is its own chunk: the sign-in page loads none of them.
const list = lazy(() => import('./OrderList'));
const create = lazy(() => import('./OrderCreate'));
const edit = lazy(() => import('./OrderEdit'));
/** The import screen: a route of its own (/orders/import). */
export const OrderImport = lazy(() => import('./OrderImport'));

export default {
  list,
  create,
  edit,
  icon: ShoppingCartOutlined,
  recordRepresentation: 'order_id',
};
