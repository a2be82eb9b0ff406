import { lazyScreen } from '../../components/lazyScreen';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import { resourceScreens } from '../resourceScreens';

export const SetUserAccess = lazyScreen(() => import('./SetUserAccess'));

export default resourceScreens(AdminPanelSettingsOutlined, 'enum_desc', {
  list: () => import('./RoleList'),
  create: () => import('./RoleCreate'),
  edit: () => import('./RoleEdit'),
});
