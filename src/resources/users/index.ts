import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { resourceScreens } from '../resourceScreens';

export default resourceScreens(PeopleOutlined, 'email', {
  list: () => import('./UserList'),
  show: () => import('./UserShow'),
  create: () => import('./UserCreate'),
  edit: () => import('./UserEdit'),
});
