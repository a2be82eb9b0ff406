import type { RaRecord } from 'react-admin';
import { EditFormScreen } from '../../components/RecordFormScreens';
import {
  AppointmentFormBody,
  F,
  appointmentAsForm,
  appointmentResolver,
  useAppointmentSubmit,
} from './AppointmentForm';

const useSubmitFor = (record: RaRecord | undefined) => useAppointmentSubmit(record?.id);

/**
 * Edit appointment (/appointments/:id; the spec's /appointments/edit-appointment reads the id
 * from storage): the same fields as setup, loaded with the saved setting.
 */
export default function AppointmentEdit() {
  return (
    <EditFormScreen
      resource="appointments"
      i18n={F}
      asForm={appointmentAsForm}
      useSubmit={useSubmitFor}
      resolver={appointmentResolver}
      mode="onTouched"
    >
      {(title) => <AppointmentFormBody title={title} />}
    </EditFormScreen>
  );
}
