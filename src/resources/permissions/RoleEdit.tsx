import { useMemo } from 'react';
import { Edit, Form, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { F, RoleFormBody, roleAsForm, roleUpdateResolver, useRoleSubmit } from './RoleForm';

/**
 * Update role (/permissions/:id; the spec's /license-list/update-role reads the id from
 * storage): the role's name and description.
 */
export default function RoleEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      resource="permissions"
      title={translate(`${F}.title_edit`)}
      actions={false}
      redirect={false}
      queryOptions={{
        retry: false,
        onError: () => {
          notify(`${F}.load_failed`, { type: 'warning' });
          redirect('list', 'permissions');
        },
      }}
    >
      <EditForm />
    </Edit>
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
