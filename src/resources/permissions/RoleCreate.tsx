import { roleScreens } from './RoleForm';

/** Create role (/permissions/create; the spec's /license-list/create-role). */
export default roleScreens.create;
