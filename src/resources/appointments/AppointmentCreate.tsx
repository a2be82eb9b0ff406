import { useState } from 'react';
import { Create, Form, useTranslate } from 'react-admin';
import {
  AppointmentFormBody,
  F,
  appointmentResolver,
  newAppointment,
  useAppointmentSubmit,
} from './AppointmentForm';

/**
 * Setup appointment (/appointments/create; the spec's /appointments/setup-appointment): a new
 * setting, open, from today.
 */
export default function AppointmentCreate() {
  const translate = useTranslate();
  const submit = useAppointmentSubmit();
  const [defaults] = useState(newAppointment);
  const title = translate(`${F}.title_create`);
  return (
    <Create resource="appointments" title={title} redirect={false}>
      <Form
        resolver={appointmentResolver}
        defaultValues={defaults}
        onSubmit={submit}
        mode="onTouched"
        warnWhenUnsavedChanges
        noValidate
      >
        <AppointmentFormBody title={title} />
      </Form>
    </Create>
  );
}
