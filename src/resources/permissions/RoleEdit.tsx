import { useMemo } from 'react';
import { Form, useRecordContext, useTranslate } from 'react-admin';
import { EditOrBack } from '../../components/EditOrBack';
import { F, RoleFormBody, roleAsForm, roleUpdateResolver, useRoleSubmit } from './RoleForm';

/**
 * Update role (/permissions/:id; the spec's /license-list/update-role reads the id from
 * storage): the role's name and description.
 */
export default function RoleEdit() {
  const translate = useTranslate();
  return (
    <EditOrBack
      resource="permissions"
      title={translate(`${F}.title_edit`)}
      loadFailed={`${F}.load_failed`}
    >
      <EditForm />
    </EditOrBack>
  );
}

function EditForm() {
  const translate = useTranslate();
  const record = useRecordContext();
  const values = useMemo(() => (record ? roleAsForm(record) : undefined), [record]);
  const submit = useRoleSubmit(record?.id);
  if (!values) return null;
  return (
    <Form
      record={values}
      resolver={roleUpdateResolver}
      onSubmit={submit}
      mode="onTouched"
      warnWhenUnsavedChanges
      noValidate
    >
      <RoleFormBody title={translate(`${F}.title_edit`)} />
    </Form>
  );
}
