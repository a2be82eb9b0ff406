import { lazy } from 'react';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { resourceScreens } from '../resourceScreens';

export const ProductImport = lazy(() => import('./ProductImport'));

export default resourceScreens(Inventory2Outlined, 'product_name_th', {
  list: () => import('./ProductList'),
  create: () => import('./ProductCreate'),
  edit: () => import('./ProductEdit'),
});
