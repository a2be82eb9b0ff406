import type { RaRecord } from 'react-admin';
import { EditFormScreen } from '../../components/RecordFormScreens';
import { F, RoleFormBody, roleAsForm, roleUpdateResolver, useRoleSubmit } from './RoleForm';

const useSubmitFor = (record: RaRecord | undefined) => useRoleSubmit(record?.id);

/**
 * Update role (/permissions/:id; the spec's /license-list/update-role reads the id from
 * storage): the role's name and description.
 */
export default function RoleEdit() {
  return (
    <EditFormScreen
      resource="permissions"
      i18n={F}
      asForm={roleAsForm}
      useSubmit={useSubmitFor}
      resolver={roleUpdateResolver}
      mode="onTouched"
    >
      {(title) => <RoleFormBody title={title} />}
    </EditFormScreen>
  );
}
