import { lazy } from 'react';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';

// Each screen is its own chunk: the sign-in page loads none of them.
export const SetUserAccess = lazy(() => import('./SetUserAccess'));

export default {
  list: lazy(() => import('./RoleList')),
  create: lazy(() => import('./RoleCreate')),
  edit: lazy(() => import('./RoleEdit')),
  icon: AdminPanelSettingsOutlined,
  recordRepresentation: 'enum_desc',
};
