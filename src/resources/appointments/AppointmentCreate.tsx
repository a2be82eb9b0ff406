import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CreateFormScreen } from '../../components/RecordFormScreens';
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
    <CreateFormScreen
      resource="appointments"
      title={title}
      resolver={appointmentResolver}
      defaultValues={defaults}
      onSubmit={submit}
      mode="onTouched"
    >
      <AppointmentFormBody title={title} />
    </CreateFormScreen>
  );
}
