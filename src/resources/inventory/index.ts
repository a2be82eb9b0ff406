import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import { resourceScreens } from '../resourceScreens';

export default resourceScreens(WarehouseOutlined, 'customer_product_id', {
  list: () => import('./InventoryList'),
  create: () => import('./InventoryCreate'),
  edit: () => import('./InventoryEdit'),
});
