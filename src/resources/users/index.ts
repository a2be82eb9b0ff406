import { lazy } from 'react';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';

// Each screen is its own chunk: the sign-in page loads none of them.
const list = lazy(() => import('./UserList'));
const show = lazy(() => import('./UserShow'));
const create = lazy(() => import('./UserCreate'));
const edit = lazy(() => import('./UserEdit'));

export default {
  list,
  show,
  create,
  edit,
  icon: PeopleOutlined,
  recordRepresentation: 'email',
};
