import { lazy } from 'react';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import { resourceScreens } from '../resourceScreens';

export const SetUserAccess = lazy(() => import('./SetUserAccess'));

export default resourceScreens(AdminPanelSettingsOutlined, 'enum_desc', {
  list: () => import('./RoleList'),
  create: () => import('./RoleCreate'),
  edit: () => import('./RoleEdit'),
});
