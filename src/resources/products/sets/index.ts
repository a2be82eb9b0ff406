import { lazyScreen } from '../../../components/lazyScreen';
import WorkspacesOutlined from '@mui/icons-material/WorkspacesOutlined';
import { resourceScreens } from '../../resourceScreens';

export const ProductSetImport = lazyScreen(() => import('./ProductSetImport'));

export default resourceScreens(WorkspacesOutlined, 'product_name_th', {
  list: () => import('./ProductSetList'),
  create: () => import('./ProductSetCreate'),
  edit: () => import('./ProductSetEdit'),
});
