import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import { resourceScreens } from '../resourceScreens';

export default resourceScreens(AssignmentOutlined, 'ps_orderid', {
  list: () => import('./SetOrderList'),
  create: () => import('./SetOrderCreate'),
  edit: () => import('./SetOrderEdit'),
});
