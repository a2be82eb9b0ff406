import { useTranslate } from 'react-admin';
import { CreateFormScreen } from '../../components/RecordFormScreens';
import { F, NEW_ROLE, RoleFormBody, roleCreateResolver, useRoleSubmit } from './RoleForm';

/** Create role (/permissions/create; the spec's /license-list/create-role). */
export default function RoleCreate() {
  const translate = useTranslate();
  const submit = useRoleSubmit();
  const title = translate(`${F}.title_create`);
  return (
    <CreateFormScreen
      resource="permissions"
      title={title}
      resolver={roleCreateResolver}
      defaultValues={NEW_ROLE}
      onSubmit={submit}
      mode="onTouched"
    >
      <RoleFormBody title={title} />
    </CreateFormScreen>
  );
}
