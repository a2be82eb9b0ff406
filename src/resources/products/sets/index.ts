import { lazyScreen } from '../../../components/lazyScreen';
import WorkspacesOutlined from '@mui/icons-material/WorkspacesOutlined';
import { resourceScreens } from '../../resourceScreens';

export const ProductSetImport = lazyScreen(() => import('./ProductSetImport'));

export default resourceScreens(WorkspacesOutlined, 'customer_product_id', {
  list: () => import('./ProductSetList'),
  create: () => import('./ProductSetCreate'),
  edit: () => import('./ProductSetEdit'),
});
