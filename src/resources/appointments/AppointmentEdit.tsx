import { useMemo } from 'react';
import { Form, useRecordContext, useTranslate } from 'react-admin';
import { EditOrBack } from '../../components/EditOrBack';
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
  return (
    <EditOrBack
      resource="appointments"
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
