import { roleScreens } from './RoleForm';

/**
 * Update role (/permissions/:id; the spec's /license-list/update-role reads the id from
 * storage): the role's name and description.
 */
export default roleScreens.edit;
