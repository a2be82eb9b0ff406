import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import { resourceScreens } from '../resourceScreens';

export default resourceScreens(WarehouseOutlined, 'product_name_th', {
  list: () => import('./InventoryList'),
  create: () => import('./InventoryCreate'),
  edit: () => import('./InventoryEdit'),
});
