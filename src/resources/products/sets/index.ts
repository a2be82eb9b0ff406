import { lazy } from 'react';
import WorkspacesOutlined from '@mui/icons-material/WorkspacesOutlined';

// Each screen is its own chunk: the sign-in page loads none of them.
const list = lazy(() => import('./ProductSetList'));
const create = lazy(() => import('./ProductSetCreate'));
const edit = lazy(() => import('./ProductSetEdit'));
export const ProductSetImport = lazy(() => import('./ProductSetImport'));

export default {
  list,
  create,
  edit,
  icon: WorkspacesOutlined,
  recordRepresentation: 'product_name_th',
};
