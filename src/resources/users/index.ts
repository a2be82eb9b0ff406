import { lazy } from 'react';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';

// Each screen is its own chunk: the sign-in page loads none of them.
const list = lazy(() => import('./UserList'));
const show = lazy(() => import('./UserShow'));

export default {
  list,
  show,
  icon: PeopleOutlined,
  recordRepresentation: 'email',
};
