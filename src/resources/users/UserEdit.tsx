import { useMemo } from 'react';
import { Form, useRecordContext, useTranslate } from 'react-admin';
import { EditOrBack } from '../../components/EditOrBack';
import type { UserRecord } from '../../../contract/schemas/users';
import { UserFormBody } from './UserForm';
import { F, useUserSubmit } from './useUserSubmit';
import { shapeOf, userEditValues, userUpdateResolver } from './userValues';

/**
 * Edit user (/users/:id; the spec's /user-information/edit-user-information reads the id from
 * browser storage): the user's own field set, the e-mail read-only; save returns to the list.
 */
export default function UserEdit() {
  const translate = useTranslate();
  return (
    <EditOrBack
      resource="users"
      title={translate(`${F}.title_edit`)}
      loadFailed={`${F}.load_failed`}
    >
      <EditForm />
    </EditOrBack>
  );
}

function EditForm() {
  const translate = useTranslate();
  const record = useRecordContext<UserRecord>();
  const shape = useMemo(() => (record ? shapeOf(record) : undefined), [record]);
  const values = useMemo(
    () => (record && shape ? userEditValues(record, shape) : undefined),
    [record, shape],
  );
  const submit = useUserSubmit(shape, record?.id);
  if (!record || !shape || !values) return null;
  return (
    <Form
      record={values}
      resolver={userUpdateResolver}
      onSubmit={submit}
      warnWhenUnsavedChanges
      noValidate
    >
      <UserFormBody title={translate(`${F}.title_edit`)} shape={shape} info={record} />
    </Form>
  );
}
