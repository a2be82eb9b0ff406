import { lazy } from 'react';
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';

// Each screen is its own chunk: the sign-in page loads none of them.
const list = lazy(() => import('./InventoryList'));
const create = lazy(() => import('./InventoryCreate'));
const edit = lazy(() => import('./InventoryEdit'));

export default {
  list,
  create,
  edit,
  icon: WarehouseOutlined,
  recordRepresentation: 'product_name_th',
};
