import { Create, Form, useTranslate } from 'react-admin';
import { F, NEW_ROLE, RoleFormBody, roleCreateResolver, useRoleSubmit } from './RoleForm';

/** Create role (/permissions/create; the spec's /license-list/create-role). */
export default function RoleCreate() {
  const translate = useTranslate();
  const submit = useRoleSubmit();
  const title = translate(`${F}.title_create`);
  return (
    <Create resource="permissions" title={title} redirect={false}>
      <Form
        resolver={roleCreateResolver}
        defaultValues={NEW_ROLE}
        onSubmit={submit}
        mode="onTouched"
        warnWhenUnsavedChanges
        noValidate
      >
        <RoleFormBody title={title} />
      </Form>
    </Create>
  );
}
