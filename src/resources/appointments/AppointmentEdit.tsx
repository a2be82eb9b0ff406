import { useMemo } from 'react';
import { Edit, Form, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import {
  AppointmentFormBody,
  F,
  appointmentAsForm,
  appointmentResolver,
  useAppointmentSubmit,
} from './AppointmentForm';

/**
 * Edit appointment (/appointments/:id; the spec's /appointments/edit-appointment reads the id
 * from storage): the same fields as setup, loaded with the saved setting.
 */
export default function AppointmentEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      resource="appointments"
      title={translate(`${F}.title_edit`)}
      actions={false}
      redirect={false}
      queryOptions={{
        retry: false,
        onError: () => {
          notify(`${F}.load_failed`, { type: 'warning' });
          redirect('list', 'appointments');
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
  const values = useMemo(() => (record ? appointmentAsForm(record) : undefined), [record]);
  const submit = useAppointmentSubmit(record?.id);
  if (!values) return null;
  return (
    <Form
      record={values}
      resolver={appointmentResolver}
      onSubmit={submit}
      mode="onTouched"
      warnWhenUnsavedChanges
      noValidate
    >
      <AppointmentFormBody title={translate(`${F}.title_edit`)} />
    </Form>
  );
}
