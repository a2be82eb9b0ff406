import { lazy } from 'react';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';

// Each screen is its own chunk: the sign-in page loads none of them.
const list = lazy(() => import('./ProductList'));
const create = lazy(() => import('./ProductCreate'));
const edit = lazy(() => import('./ProductEdit'));
export const ProductImport = lazy(() => import('./ProductImport'));

export default {
  list,
  create,
  edit,
  icon: Inventory2Outlined,
  recordRepresentation: 'product_name_th',
};
