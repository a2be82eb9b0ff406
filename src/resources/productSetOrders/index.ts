import { lazy } from 'react';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';

// Each screen is its own chunk: the sign-in page loads none of them.
const list = lazy(() => import('./SetOrderList'));
const create = lazy(() => import('./SetOrderCreate'));
const edit = lazy(() => import('./SetOrderEdit'));

export default {
  list,
  create,
  edit,
  icon: AssignmentOutlined,
  recordRepresentation: 'ps_orderid',
};
