import { appointmentScreens } from './AppointmentForm';

/**
 * Edit appointment (/appointments/:id; the spec's /appointments/edit-appointment reads the id
 * from storage): the same fields as setup, loaded with the saved setting.
 */
export default appointmentScreens.edit;
